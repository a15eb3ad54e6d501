import {
  GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  typeFromAST,
} from "graphql";

/** One step into a variable's value: an input object's field or a list's index. */
export type InputPath = readonly (string | number)[];

/**
 * The first thing wrong with a variable's value, found by walking the value against the
 * variable's type as graphql-js coerces it (a single value stands for a one-item list):
 * - `missing`: null or absent where the type is non-null (`type` is the nullable type wanted);
 * - `object`: not a JSON object where an input object is wanted;
 * - `unknown`: a key the input object does not declare (the key is the path's last step);
 * - `leaf`: a value the scalar or enum `type` does not accept.
 * It holds the path and the types only, never the value, so that no message made from it
 * echoes what was sent.
 */
export interface InputProblem {
  /** The operation's variable, without `$`. */
  variable: string;
  /** Where in the variable's value, from its top (empty: the value itself). */
  path: InputPath;
  kind: "missing" | "object" | "unknown" | "leaf";
  /** The type wanted there (for `unknown`, the input object's; never non-null). */
  type: GraphQLInputType;
  /** A list is wanted there and a single value that does not fit as its one item was sent. */
  list?: boolean;
}

type Found = Omit<InputProblem, "variable">;

function walk(value: unknown, type: GraphQLInputType, path: InputPath): Found | null {
  if (isNonNullType(type)) {
    if (value === null || value === undefined) return { path, kind: "missing", type: type.ofType };
    return walk(value, type.ofType, path);
  }
  if (value === null || value === undefined) return null;
  if (isListType(type)) {
    if (!Array.isArray(value)) {
      const found = walk(value, type.ofType, path);
      return found && found.path.length === path.length && found.kind !== "missing"
        ? { ...found, type, list: true }
        : found;
    }
    for (const [i, item] of value.entries()) {
      const found = walk(item, type.ofType, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (isInputObjectType(type)) {
    if (typeof value !== "object" || Array.isArray(value)) return { path, kind: "object", type };
    const fields = type.getFields();
    const record = value as Record<string, unknown>;
    for (const field of Object.values(fields)) {
      const v = Object.hasOwn(record, field.name) ? record[field.name] : undefined;
      if (v === undefined && field.defaultValue !== undefined) continue;
      const found = walk(v, field.type, [...path, field.name]);
      if (found) return found;
    }
    const unknown = Object.keys(record).find((key) => !Object.hasOwn(fields, key));
    return unknown === undefined ? null : { path: [...path, unknown], kind: "unknown", type };
  }
  if (isLeafType(type)) {
    try {
      if (type.parseValue(value) !== undefined) return null;
    } catch {}
    return { path, kind: "leaf", type };
  }
  return null;
}

/**
 * The first problem of `variables` against the variables `operation` declares in `schema`,
 * in the order they are declared; null when they fit (as far as types go: the resolvers
 * still check the values). Absent variables with a default are fine.
 */
export function findInputProblem(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): InputProblem | null {
  for (const definition of operation.variableDefinitions ?? []) {
    const variable = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) continue;
    const value = Object.hasOwn(variables, variable) ? variables[variable] : undefined;
    if (value === undefined && definition.defaultValue) continue;
    const found = walk(value, type, []);
    if (found) return { variable, ...found };
  }
  return null;
}

/** Whether a key sent by a client may be named in a message: a short identifier. */
export function isPlainName(key: string | number): boolean {
  return typeof key === "number" || /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(key);
}

/** `input.answers[0].ballot`, as graphql-js prints a variable's path; odd keys as `[…]`. */
function printPath(variable: string, path: InputPath): string {
  return path.reduce<string>(
    (out, key) =>
      typeof key === "number" ? `${out}[${key}]` : isPlainName(key) ? `${out}.${key}` : `${out}[…]`,
    variable,
  );
}

/**
 * What is wrong, in GraphQL's terms and without the value: `Variable "$input" got invalid
 * value at "input.fio": expected type "String".` (graphql-js would add the value itself, e.g.
 * `got invalid value 123`, and its scalars repeat it once more).
 */
export function graphqlMessage(problem: InputProblem): string {
  const at = `Variable "$${problem.variable}" got invalid value at "${printPath(problem.variable, problem.path)}"`;
  const type = problem.type.toString();
  if (problem.list) return `${at}: expected a list of type "${type}".`;
  switch (problem.kind) {
    case "missing":
      return `${at}: expected non-nullable type "${type}!" not to be null.`;
    case "object":
      return `${at}: expected type "${type}" to be an object.`;
    case "unknown":
      return `${at}: the field is not defined by type "${type}".`;
    case "leaf": {
      const named = getNamedType(problem.type);
      const values = isEnumType(named)
        ? `: one of ${named
            .getValues()
            .map((v) => v.name)
            .join(", ")}`
        : "";
      return `${at}: expected type "${type}"${values}.`;
    }
  }
}

/** Whether graphql-js refused a variable's value with a message that repeats the value. */
function echoesValue(error: GraphQLError): string | null {
  const node = error.nodes?.[0];
  if (node?.kind !== Kind.VARIABLE_DEFINITION) return null;
  const variable = node.variable.name.value;
  return error.message.startsWith(`Variable "$${variable}" got invalid value `) ? variable : null;
}

/**
 * graphql-js's variable errors with the values taken out: each "got invalid value …" error
 * becomes {@link graphqlMessage} of its variable's first problem (the errors about an absent
 * or null variable name no value and stay). The errors keep their variable's node, so Apollo
 * still answers them BAD_USER_INPUT (HTTP 400). Other errors pass unchanged.
 * @param errors the `errors` of an execution that produced no `data`
 */
export function withoutValues(
  errors: readonly GraphQLError[],
  schema: GraphQLSchema,
  op: OperationDefinitionNode | null,
  variables: Readonly<Record<string, unknown>>,
): GraphQLError[] {
  const seen = new Set<string>();
  const out: GraphQLError[] = [];
  for (const error of errors) {
    const variable = op ? echoesValue(error) : null;
    if (!variable || !op) {
      out.push(error);
      continue;
    }
    const definition = op.variableDefinitions?.find((d) => d.variable.name.value === variable);
    const problem = definition
      ? findInputProblem(schema, { ...op, variableDefinitions: [definition] }, variables)
      : null;
    const message = problem
      ? graphqlMessage(problem)
      : `Variable "$${variable}" got invalid value at "${variable}".`;
    if (seen.has(message)) continue;
    seen.add(message);
    out.push(new GraphQLError(message, { nodes: error.nodes, extensions: error.extensions }));
  }
  return out;
}

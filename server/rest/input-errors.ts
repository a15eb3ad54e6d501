import { type GraphQLSchema, getNamedType, getOperationAST, isEnumType } from "graphql";
import {
  findInputProblem,
  type InputPath,
  type InputProblem,
  isPlainName,
} from "../graphql/variable-errors.ts";
import { AppError } from "../lib/errors.ts";
import type { RestRoute } from "./route.types.ts";

/** Where a REST request carries a value, and its name there. */
interface RestPlace {
  where: "path" | "query" | "body";
  /** The steps from the request's top: `["answers", 0, "ballot"]`; empty: the body itself. */
  segments: InputPath;
}

/** `answers[0].ballot`, as a message names a place. */
const nameOf = (segments: InputPath): string =>
  segments.reduce<string>((out, s) => (typeof s === "number" ? `${out}[${s}]` : out ? `${out}.${s}` : s), "");

/**
 * Where the route takes the variable from: a path parameter (`:id`), a declared query
 * parameter, or the body. A variable named `input` is the body itself, or the body's fields
 * gathered into one object (registration, a member): its fields are the body's. A route's
 * {@link RestRoute.fieldNames} renames a variable the body calls otherwise.
 */
function placeOf(route: RestRoute, problem: InputProblem): RestPlace {
  const { variable, path } = problem;
  if (path.length === 0 && route.path.split("/").includes(`:${variable}`))
    return { where: "path", segments: [variable] };
  if (path.length === 0 && route.query?.some((q) => q.name === variable))
    return { where: "query", segments: [variable] };
  const first = route.fieldNames?.[variable] ?? variable;
  return { where: "body", segments: variable === "input" ? path : [first, ...path] };
}

/** «Поле fio», «Параметр limit», «Параметр пути id»; the body itself as «Тело запроса». */
function subject(place: RestPlace): string {
  const name = nameOf(place.segments);
  if (place.where === "path") return `Параметр пути ${name}`;
  if (place.where === "query") return `Параметр ${name}`;
  return name ? `Поле ${name}` : "Тело запроса";
}

/** What a value of a scalar or enum type is, as a noun: «строка», «одно из DOCTOR, CANDIDATE». */
function noun(problem: InputProblem): string {
  const named = getNamedType(problem.type);
  if (isEnumType(named))
    return `одно из ${named
      .getValues()
      .map((v) => v.name)
      .join(", ")}`;
  return NOUNS[named.name]?.[0] ?? "значение другого вида";
}

/** The built-in scalars: the noun, and «нужна строка» as a sentence says it. */
const NOUNS: Record<string, [noun: string, wanted: string]> = {
  String: ["строка", "нужна строка"],
  Int: [
    "целое число от −2 147 483 648 до 2 147 483 647",
    "нужно целое число от −2 147 483 648 до 2 147 483 647",
  ],
  Float: ["число", "нужно число"],
  Boolean: ["true или false", "нужно true или false"],
  ID: ["идентификатор (строка или целое число)", "нужен идентификатор (строка или целое число)"],
};

/** What the value should have been: «нужна строка», «одно из DOCTOR, CANDIDATE». */
function wanted(problem: InputProblem): string {
  const named = getNamedType(problem.type);
  if (isEnumType(named)) return noun(problem);
  return NOUNS[named.name]?.[1] ?? "неверное значение";
}

/** The Russian sentence for a problem at a place; names the place, never the value. */
function sentence(problem: InputProblem, place: RestPlace): string {
  const what = subject(place);
  const top = place.segments.length === 0;
  if (problem.list) {
    if (problem.kind === "object") return `${what}: нужен массив объектов JSON.`;
    return `${what}: нужен массив, каждый элемент — ${noun(problem)}.`;
  }
  switch (problem.kind) {
    case "missing":
      if (top) return "Нужно тело запроса: объект JSON.";
      return place.where === "body" ? `${what} обязательно.` : `${what} обязателен.`;
    case "object":
      return top ? "Тело запроса должно быть объектом JSON." : `${what}: нужен объект JSON.`;
    case "unknown": {
      const parent = nameOf(place.segments.slice(0, -1));
      // A key that is not a plain name (it could be any text) is not repeated.
      if (isPlainName(place.segments[place.segments.length - 1] ?? ""))
        return `Неизвестное поле ${nameOf(place.segments)}.`;
      return parent ? `Неизвестное поле в ${parent}.` : "Неизвестное поле в теле запроса.";
    }
    case "leaf":
      return `${what}: ${wanted(problem)}.`;
  }
}

/**
 * The key of `fields` for a place: dotted, as the zod checks key theirs (`answers.0.ballot`);
 * for a key that is not a plain name, the object holding it; none for the body itself.
 */
function fieldKey(place: RestPlace): string | null {
  const plain = place.segments.findIndex((s) => !isPlainName(s));
  const segments = plain === -1 ? place.segments : place.segments.slice(0, plain);
  return segments.length ? segments.join(".") : null;
}

/**
 * The answer to REST variables that do not fit the route's operation (graphql-js refused
 * them before anything ran): BAD_USER_INPUT (422) with a Russian message that names the field
 * as the REST request names it (path parameter, query parameter or body field) and what it
 * should be, and `fields` keyed by that name. Never the value sent, a GraphQL variable
 * (`$input`) or type name (`String!`), or graphql-js's English: those are for `/graphql`.
 * When no problem is found (graphql-js and this walk disagree), a general message.
 */
export function restInputError(
  schema: GraphQLSchema,
  route: RestRoute,
  variables: Readonly<Record<string, unknown>>,
): AppError {
  const operation = getOperationAST(route.operation);
  const problem = operation ? findInputProblem(schema, operation, variables) : null;
  if (!problem) {
    return new AppError(
      "BAD_USER_INPUT",
      "Неверные данные запроса: сверьтесь с описанием метода в /api/v1/openapi.json.",
    );
  }
  const place = placeOf(route, problem);
  const message = sentence(problem, place);
  const key = fieldKey(place);
  return new AppError("BAD_USER_INPUT", message, key ? { fields: { [key]: message } } : {});
}

import type { DocumentNode, FragmentDefinitionNode, GraphQLSchema, SelectionSetNode } from "graphql";
import type { JsonSchema, RestRoute } from "./route.types.ts";

// The OpenAPI 3.1 document of /api/v1, generated from the route table and the GraphQL schema:
// each route's response schema is the JSON shape of its operation's selection, shaped as the
// route declares. Types are read by name and wrapper string (e.g. "[Board!]!"), not by
// instanceof, so a second copy of graphql-js cannot confuse it.

type NamedType = { name: string; description?: string | null } & Partial<{
  getFields(): Record<string, { type: unknown; description?: string | null }>;
  getValues(): { name: string }[];
}>;

const scalars: Record<string, JsonSchema> = {
  ID: { type: "string" },
  String: { type: "string" },
  Int: { type: "integer" },
  Float: { type: "number" },
  Boolean: { type: "boolean" },
};

function nullable(schema: JsonSchema): JsonSchema {
  return { anyOf: [schema, { type: "null" }] };
}

class SelectionSchemas {
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
  ) {}

  /** JSON Schema of a value of GraphQL type `typeRef` (e.g. "[Board!]!") selected by `selection`. */
  ofType(typeRef: string, selection: SelectionSetNode | undefined, description?: string | null): JsonSchema {
    if (typeRef.endsWith("!")) return this.nonNull(typeRef.slice(0, -1), selection, description);
    const inner = this.nonNull(typeRef, selection, description);
    return nullable(inner);
  }

  private nonNull(
    typeRef: string,
    selection: SelectionSetNode | undefined,
    description?: string | null,
  ): JsonSchema {
    const withDescription = (s: JsonSchema) => (description ? { ...s, description } : s);
    if (typeRef.startsWith("["))
      return withDescription({ type: "array", items: this.ofType(typeRef.slice(1, -1), selection) });
    const named = this.schema.getType(typeRef) as unknown as NamedType | undefined;
    if (!named) throw new Error(`unknown GraphQL type ${typeRef}`);
    if (scalars[typeRef]) return withDescription(scalars[typeRef]);
    if (named.getValues)
      return withDescription({ type: "string", enum: named.getValues().map((v) => v.name) });
    return withDescription(this.object(named, selection));
  }

  /** An object's selected fields (fragments expanded); non-null fields are required. */
  object(type: NamedType, selection: SelectionSetNode | undefined): JsonSchema {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    const fields = type.getFields?.() ?? {};
    const visit = (set: SelectionSetNode | undefined) => {
      for (const node of set?.selections ?? []) {
        if (node.kind === "FragmentSpread") visit(this.fragments.get(node.name.value)?.selectionSet);
        else if (node.kind === "InlineFragment") visit(node.selectionSet);
        else {
          const field = fields[node.name.value];
          if (!field) throw new Error(`unknown field ${type.name}.${node.name.value}`);
          const key = node.alias?.value ?? node.name.value;
          const typeRef = String(field.type);
          const existing = properties[key];
          const next = this.ofType(typeRef, node.selectionSet, field.description);
          properties[key] = existing ? merge(existing, next) : next;
          if (typeRef.endsWith("!") && !required.includes(key)) required.push(key);
        }
      }
    };
    visit(selection);
    return {
      type: "object",
      ...(type.description ? { description: type.description } : {}),
      properties,
      required,
    };
  }
}

// The same field selected twice (through two fragments) merges its sub-selections.
function merge(a: JsonSchema, b: JsonSchema): JsonSchema {
  const pa = a.properties as Record<string, JsonSchema> | undefined;
  const pb = b.properties as Record<string, JsonSchema> | undefined;
  if (pa && pb) {
    const properties = { ...pa };
    for (const [k, v] of Object.entries(pb)) properties[k] = properties[k] ? merge(properties[k], v) : v;
    return {
      ...a,
      properties,
      required: [...new Set([...(a.required as string[]), ...(b.required as string[])])],
    };
  }
  for (const key of ["items", "anyOf"] as const) {
    if (key === "items" && a.items && b.items)
      return { ...a, items: merge(a.items as JsonSchema, b.items as JsonSchema) };
    if (key === "anyOf" && Array.isArray(a.anyOf) && Array.isArray(b.anyOf)) {
      return { anyOf: [merge(a.anyOf[0] as JsonSchema, b.anyOf[0] as JsonSchema), { type: "null" }] };
    }
  }
  return a;
}

/** JSON Schema of an operation's `data`: one property per root field. */
function dataSchema(schema: GraphQLSchema, doc: DocumentNode): JsonSchema {
  const fragments = new Map(
    doc.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === "FragmentDefinition")
      .map((f) => [f.name.value, f]),
  );
  const op = doc.definitions.find((d) => d.kind === "OperationDefinition");
  if (op?.kind !== "OperationDefinition") throw new Error("no operation");
  const root = (op.operation === "mutation"
    ? schema.getMutationType()
    : schema.getQueryType()) as unknown as NamedType;
  return new SelectionSchemas(schema, fragments).object(root, op.selectionSet);
}

const prop = (s: JsonSchema, key: string): JsonSchema => {
  const base = Array.isArray(s.anyOf) ? (s.anyOf[0] as JsonSchema) : s;
  const found = (base.properties as Record<string, JsonSchema> | undefined)?.[key];
  if (!found) throw new Error(`no property ${key}`);
  return found;
};
const unwrap = (s: JsonSchema): JsonSchema => (Array.isArray(s.anyOf) ? (s.anyOf[0] as JsonSchema) : s);

function lowercaseRoleEnum(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(lowercaseRoleEnum);
  if (!s || typeof s !== "object") return s;
  const o = s as JsonSchema;
  if (Array.isArray(o.enum) && o.enum.includes("SECRETAR"))
    return { ...o, enum: o.enum.map((v) => String(v).toLowerCase()) };
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, lowercaseRoleEnum(v)]));
}

/** The response `data` schema of a route, from its operation and shape. */
export function routeDataSchema(schema: GraphQLSchema, route: RestRoute): JsonSchema {
  const data = dataSchema(schema, route.operation);
  const shape = route.shape;
  let out: JsonSchema;
  if ("field" in shape) out = shape.field.split(".").reduce((s, key) => prop(s, key), data);
  else if ("items" in shape) out = prop(unwrap(prop(data, shape.items)), "items");
  else if ("merge" in shape) {
    const properties = Object.fromEntries(Object.entries(shape.merge).map(([k, f]) => [k, prop(data, f)]));
    out = { type: "object", properties, required: Object.keys(properties) };
  } else {
    const defense = unwrap(prop(data, shape.split));
    const { board, ...rest } = defense.properties as Record<string, JsonSchema>;
    out = {
      type: "object",
      properties: {
        defense: {
          ...defense,
          properties: rest,
          required: (defense.required as string[]).filter((r) => r !== "board"),
        },
        board: board ?? {},
      },
      required: ["defense", "board"],
    };
  }
  // A route that answers an error instead of null never returns null.
  if (route.whenNull) out = unwrap(out);
  return (route.lowercaseRoles ? lowercaseRoleEnum(out) : out) as JsonSchema;
}

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
});

/**
 * Builds the OpenAPI 3.1 document of `/api/v1` from the route table.
 * @param version the application's version
 */
export function buildOpenApi(
  schema: GraphQLSchema,
  routes: readonly RestRoute[],
  version: string,
): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z]+)/g, "{$1}");
    const pathParams = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const queryParams = (route.query ?? []).map((q) => ({
      name: q.name,
      in: "query",
      required: false,
      description: q.description,
      schema: { type: q.type, ...(q.enum ? { enum: q.enum } : {}) },
    }));
    const data = routeDataSchema(schema, route);
    const ok = route.file
      ? {
          description: "The file.",
          content: { [route.file.contentType]: { schema: { type: "string", format: "binary" } } },
        }
      : {
          description: "Success.",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["data"],
                properties: {
                  data,
                  ...("items" in route.shape
                    ? {
                        meta: {
                          type: "object",
                          properties: {
                            total: {
                              type: "integer",
                              description:
                                "Rows matching the filters (for councils and defenses: counted up to the next thousand past this page's end).",
                            },
                            totalExact: {
                              type: "boolean",
                              description:
                                "Councils and defenses: false when more than `total` match (the count stopped there).",
                            },
                          },
                          required: ["total"],
                        },
                      }
                    : {}),
                },
              },
            },
          },
        };
    paths[path] ??= {};
    paths[path][route.method] = {
      summary: route.summary,
      operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? "").toUpperCase())}`,
      parameters: [...pathParams, ...queryParams],
      ...(route.body
        ? { requestBody: { required: true, content: { "application/json": { schema: route.body } } } }
        : {}),
      responses: {
        "200": ok,
        "400": errorResponse("Malformed request (e.g. invalid JSON)."),
        "401": errorResponse("Not signed in (UNAUTHENTICATED)."),
        "403": errorResponse("Signed in without the role (FORBIDDEN)."),
        "404": errorResponse("No such object, or not yours (NOT_FOUND)."),
        "409": errorResponse("Conflicts with the current state (CONFLICT)."),
        "422": errorResponse("Invalid input (BAD_USER_INPUT), with `fields`."),
        "429": errorResponse("Too many requests (RATE_LIMITED)."),
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Диссовет REST API",
      version,
      description:
        "REST compatibility layer of Диссовет. Every route executes a GraphQL operation of /graphql with the same checks. " +
        "Answers are `{ data }` (lists add `meta.total`); errors are `{ errors: { message, code } }` with Russian messages.",
    },
    servers: [{ url: "/api/v1" }],
    security: [{ session: [] }, { bearer: [] }, {}],
    components: {
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "dissovet_session",
          description: "Set by POST /auth/login.",
        },
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "A session token, or a personal API token (`dsv_…`) created by an admin.",
        },
      },
      schemas: {
        ErrorEnvelope: {
          type: "object",
          required: ["errors"],
          properties: {
            errors: {
              type: "object",
              required: ["message", "code"],
              properties: {
                message: { type: "string", description: "For the user, in Russian." },
                code: {
                  type: "string",
                  enum: [
                    "BAD_REQUEST",
                    "UNAUTHENTICATED",
                    "FORBIDDEN",
                    "NOT_FOUND",
                    "CONFLICT",
                    "BAD_USER_INPUT",
                    "RATE_LIMITED",
                    "INTERNAL_SERVER_ERROR",
                  ],
                },
                fields: {
                  type: "object",
                  additionalProperties: { type: "string" },
                  description: "Field → message.",
                },
                rows: { type: "array", items: { type: "object" }, description: "A file's bad rows." },
              },
            },
          },
        },
      },
    },
    paths,
  };
}

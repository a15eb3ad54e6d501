import { describe, expect, it } from "vitest";
import { buildSchema } from "../graphql/schema.ts";
import { buildOpenApi, routeDataSchema } from "./openapi.ts";
import { routes } from "./routes.ts";

// The document is generated from the route table; these checks keep the two in step and
// the document honest (every route, every path parameter, every response shape).
describe("the OpenAPI document of /api/v1", () => {
  const schema = buildSchema();
  const doc = buildOpenApi(schema, routes, "test") as {
    openapi: string;
    paths: Record<
      string,
      Record<string, { parameters: { name: string; in: string }[]; responses: Record<string, unknown> }>
    >;
  };

  it("is OpenAPI 3.1 and lists exactly the routes of the table, each once", () => {
    expect(doc.openapi).toBe("3.1.0");
    const listed = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m} ${path}`),
    );
    const table = routes.map((r) => `${r.method} ${r.path.replace(/:([A-Za-z]+)/g, "{$1}")}`);
    expect(listed.sort()).toEqual([...new Set(table)].sort());
    expect(table).toHaveLength(new Set(table).size);
  });

  it("declares every path parameter, and every route answers a documented success and error", () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const op of Object.values(methods)) {
        const declared = op.parameters.filter((p) => p.in === "path").map((p) => p.name);
        expect(declared, path).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
        expect(Object.keys(op.responses), path).toEqual(expect.arrayContaining(["200", "401", "422"]));
      }
    }
  });

  it("derives response shapes from the GraphQL selection, as the spec's calls answer them", () => {
    const route = (path: string, method = "get") =>
      routes.find((r) => r.path === path && r.method === method)!;
    const me = routeDataSchema(schema, route("/auth/me"));
    expect(me).toMatchObject({ properties: { email: { type: "string" }, roles: { type: "array" } } });
    expect(JSON.stringify(me)).toContain('"enum":["admin","secretar"]');
    const defense = routeDataSchema(schema, route("/secretar/defenses/:id"));
    expect(Object.keys(defense.properties as object)).toEqual(["defense", "board"]);
    expect(JSON.stringify(defense)).toContain('"resultPolls"');
    const list = routeDataSchema(schema, route("/secretar/defenses"));
    expect(Object.keys(list.properties as object)).toEqual(["defenses", "boards"]);
    const boards = routeDataSchema(schema, route("/admin/boards"));
    expect(boards).toMatchObject({
      type: "array",
      items: { type: "object", properties: { code: { type: "string" } } },
    });
  });
});

describe("the OpenAPI document in production", () => {
  it("follows the introspection switch: off by default, on with GRAPHQL_INTROSPECTION=1", async () => {
    const { startTestServer } = await import("../test/server.ts");
    for (const [env, status] of [
      [{ NODE_ENV: "production" }, 404],
      [{ NODE_ENV: "production", GRAPHQL_INTROSPECTION: "1" }, 200],
      [{}, 200],
    ] as const) {
      const server = await startTestServer({ env });
      try {
        const res = await fetch(`${server.url}/api/v1/openapi.json`);
        expect(res.status, JSON.stringify(env)).toBe(status);
        const introspection = await fetch(`${server.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ __schema { queryType { name } } }" }),
        });
        expect(((await introspection.json()) as { data?: unknown }).data !== undefined).toBe(status === 200);
      } finally {
        await server.close();
      }
    }
  });
});

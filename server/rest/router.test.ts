import { parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { buildSchema } from "../graphql/schema.ts";
import { routeAccess } from "./router.ts";
import { routes } from "./routes.ts";

// The server validates a route's document at its first request, not at start (router.ts
// routeAccess): this is the check that every document of the table fits the schema.
describe("the REST route table", () => {
  const schema = buildSchema();

  it("has documents that all fit schema.graphql, each with an access decision", () => {
    for (const route of routes) {
      expect(validate(schema, route.operation).map(String), route.path).toEqual([]);
      // A public route decides null, a role-checked one its roles; either way it runs.
      expect(() => routeAccess(schema, route)(), route.path).not.toThrow();
    }
    const board = routes.find((r) => r.path === "/admin/boards/:id");
    expect(board && routeAccess(schema, board)()).toEqual(["ADMIN"]);
  });

  it("refuses, at every request, a document that does not fit the schema", () => {
    const [first] = routes;
    if (!first) throw new Error("no routes");
    const broken = { ...first, operation: parse("query Broken { noSuchField }") };
    const access = routeAccess(schema, broken);
    expect(access).toThrow(/Cannot query field "noSuchField"/);
    expect(access).toThrow(/Cannot query field "noSuchField"/);
  });
});

import { makeExecutableSchema } from "@graphql-tools/schema";
import { type ExecutionResult, execute, type GraphQLResolveInfo, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { fail } from "../lib/errors.ts";
import { applyAuthDirective } from "./auth.directive.ts";
import { executorGateway, jitExecutor } from "./executor.ts";
import { formatError, GENERIC_ERROR, isUnexpected } from "./format-error.ts";

// A small schema with the real @auth transform: a council with members, a field for admins
// only, a field that fails with an expected error, and a non-null one that fails.
const typeDefs = /* GraphQL */ `
  directive @auth(requires: [String!]!) on FIELD_DEFINITION
  type Query {
    board(id: ID!): Board
    boards(first: Int = 2): [Board!]! @auth(requires: [])
  }
  type Board {
    id: ID!
    name: String!
    note: String @auth(requires: ["ADMIN"])
    chair: Member
    members(archived: Boolean = false): [Member!]!
  }
  type Member {
    name: String!
    degree: String
    broken: String!
  }
`;

const boards = [
  {
    id: "1",
    name: "Д 001",
    note: "секрет",
    members: [{ name: "Иванов" }, { name: "Петрова", archived: true }],
  },
  { id: "2", name: "Д 002", note: null, members: [] },
  { id: "3", name: "Д 003", note: null, members: [{ name: "Сидоров" }] },
];

/** The schema, and the paths its resolvers were called with (graphql-js's carry the type's name). */
function makeSchema() {
  const calls: { field: string; compiled: boolean }[] = [];
  const seen = (info: GraphQLResolveInfo) =>
    calls.push({ field: info.fieldName, compiled: info.path.typename === undefined });
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: {
      Query: {
        board: (_: unknown, { id }: { id: string }, _ctx: unknown, info: GraphQLResolveInfo) => {
          seen(info);
          return boards.find((b) => b.id === id) ?? null;
        },
        boards: (_: unknown, { first }: { first: number }, _ctx: unknown, info: GraphQLResolveInfo) => {
          seen(info);
          return boards.slice(0, first);
        },
      },
      Board: {
        chair: () => {
          throw fail.notFound("Председатель не назначен.");
        },
        members: async (board: (typeof boards)[number], { archived }: { archived: boolean }) =>
          board.members.filter((m) => archived || !("archived" in m)),
      },
      Member: {
        degree: (m: { name: string }) => (m.name === "Иванов" ? "д. т. н." : null),
        broken: () => null,
      },
    },
  });
  return { schema: applyAuthDirective(schema), calls };
}

const admin = { user: { id: 1, roles: ["ADMIN"] } };
const member = { user: { id: 2, roles: ["MEMBER"] } };
const guest = { user: null };

/** What a client receives: errors as JSON (message, locations, path, extensions). */
const wire = (result: ExecutionResult) => JSON.parse(JSON.stringify(result));

describe("the compiled executor (graphql-jit)", () => {
  const pageQuery = parse(/* GraphQL */ `
    query Page($id: ID!, $first: Int, $all: Boolean) {
      board(id: $id) { ...B chair { name } }
      list: boards(first: $first) { id title: name members(archived: $all) { name degree } }
    }
    fragment B on Board { id name note members { name } }
  `);

  it("from an operation's second run answers exactly as graphql-js does, errors included", async () => {
    const { schema, calls } = makeSchema();
    const run = jitExecutor(schema);
    const variableValues = { id: "1", first: 3, all: true };
    const expected = wire(
      await execute({ schema, document: pageQuery, variableValues, contextValue: admin }),
    );
    expect(expected.data.board.note).toBe("секрет");
    expect(expected.data.list[0].members).toEqual([
      { name: "Иванов", degree: "д. т. н." },
      { name: "Петрова", degree: null },
    ]);
    expect(expected.errors).toMatchObject([
      { message: "Председатель не назначен.", path: ["board", "chair"], extensions: { code: "NOT_FOUND" } },
    ]);
    for (let i = 0; i < 3; i++) {
      calls.length = 0;
      const got = wire(await run({ document: pageQuery, variableValues, contextValue: admin }));
      expect(got).toEqual(expected);
      // The first run goes through graphql-js; the later ones through the compiled function.
      expect(calls.map((c) => c.compiled)).toEqual([i > 0, i > 0]);
    }
  });

  it("keeps @auth on the compiled path: a guest and a member without the role are refused every time", async () => {
    const { schema } = makeSchema();
    const run = jitExecutor(schema);
    const document = parse("{ boards { name note } }");
    for (let i = 0; i < 3; i++) {
      const asGuest = wire(await run({ document, contextValue: guest }));
      expect(asGuest.data).toBeNull();
      expect(asGuest.errors).toMatchObject([{ path: ["boards"], extensions: { code: "UNAUTHENTICATED" } }]);
      const asMember = wire(await run({ document, contextValue: member }));
      expect(asMember.data.boards).toEqual([
        { name: "Д 001", note: null },
        { name: "Д 002", note: null },
      ]);
      expect(asMember.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual([
        "FORBIDDEN",
        "FORBIDDEN",
      ]);
      const asAdmin = wire(await run({ document, contextValue: admin }));
      expect(asAdmin).toEqual({
        data: {
          boards: [
            { name: "Д 001", note: "секрет" },
            { name: "Д 002", note: null },
          ],
        },
      });
    }
  });

  it("a non-null field that fails nulls its parent and is masked and logged as a server error, as under graphql-js", async () => {
    const { schema } = makeSchema();
    const run = jitExecutor(schema);
    // The id as a variable: a document with a string literal is never compiled (see below).
    const document = parse("query ($id: ID!) { board(id: $id) { name members { name broken } } }");
    const variableValues = { id: "1" };
    const expected = wire(await execute({ schema, document, variableValues, contextValue: admin }));
    expect(expected.data).toEqual({ board: null });
    for (let i = 0; i < 3; i++) {
      const result = await run({ document, variableValues, contextValue: admin });
      expect(wire(result)).toEqual(expected);
      // What Apollo's formatError and the REST layer make of it: nothing of the bug for the caller.
      const [error] = result.errors ?? [];
      expect(error && isUnexpected(error)).toBe(true);
      expect(formatError({ message: String(error?.message) }, error)).toEqual({
        message: GENERIC_ERROR,
        extensions: { code: "INTERNAL_SERVER_ERROR" },
      });
    }
  });

  it("refuses variables that do not fit as graphql-js does, without the value, before any resolver runs", async () => {
    const { schema, calls } = makeSchema();
    const run = jitExecutor(schema);
    await run({ document: pageQuery, variableValues: { id: "1" }, contextValue: admin });
    await run({ document: pageQuery, variableValues: { id: "1" }, contextValue: admin });
    calls.length = 0;
    const bad = { id: "1", first: "много" };
    const got = wire(await run({ document: pageQuery, variableValues: bad, contextValue: admin }));
    const expected = wire(
      await execute({ schema, document: pageQuery, variableValues: bad, contextValue: admin }),
    );
    expect(got.data).toBeUndefined();
    // graphql-js's error, on the same variable, less the value it repeats.
    expect(expected.errors[0].message).toMatch(/^Variable "\$first" got invalid value "много"/);
    expect(got.errors).toEqual([
      {
        ...expected.errors[0],
        message: 'Variable "$first" got invalid value at "first": expected type "Int".',
      },
    ]);
    expect(calls).toEqual([]);
  });

  it("never compiles a string literal into code: graphql-jit's date marker in an argument stays text", async () => {
    const { schema } = makeSchema();
    const run = jitExecutor(schema);
    // graphql-jit 0.8.9 turns "<marker><text>" inside a compiled argument into `new Date(<text>)`.
    const marker = "__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d";
    const document = parse(`{ board(id: "${marker}0),x:globalThis.__jitInjected=1,y:(0") { name } }`);
    for (let i = 0; i < 3; i++) {
      expect(wire(await run({ document, contextValue: admin }))).toEqual({ data: { board: null } });
    }
    expect((globalThis as { __jitInjected?: unknown }).__jitInjected).toBeUndefined();
    // The same value as a variable is compiled, and stays a value.
    const withVariable = parse("query B($id: ID!) { board(id: $id) { name } }");
    const variableValues = { id: `${marker}0),x:globalThis.__jitInjected=1,y:(0` };
    for (let i = 0; i < 3; i++) {
      expect(wire(await run({ document: withVariable, variableValues, contextValue: admin }))).toEqual({
        data: { board: null },
      });
    }
    expect((globalThis as { __jitInjected?: unknown }).__jitInjected).toBeUndefined();
  });

  it("through Apollo's gateway hook, runs only the operation the client named", async () => {
    const { schema, calls } = makeSchema();
    const gateway = executorGateway(schema, typeDefs, jitExecutor(schema));
    const { executor } = await gateway.load({ apollo: { graphRef: "x" } } as never);
    const document = parse("query A { boards { name } }");
    // What Apollo hands over when the name matches no operation: no operation, no resolved name.
    const unresolved = { document, operation: undefined, operationName: null, context: admin };
    const result = await executor?.({ ...unresolved, request: { operationName: "B" } } as never);
    expect(wire(result as ExecutionResult)).toEqual({
      errors: [{ message: 'Unknown operation named "B".' }],
    });
    expect(calls).toEqual([]);
  });

  it("answers introspection and an unknown operation name however often they run", async () => {
    const { schema } = makeSchema();
    const run = jitExecutor(schema);
    const introspection = parse('{ __type(name: "Board") { fields { name } } }');
    for (let i = 0; i < 3; i++) {
      const got = wire(await run({ document: introspection, contextValue: guest }));
      expect(got.data.__type.fields.map((f: { name: string }) => f.name)).toEqual([
        "id",
        "name",
        "note",
        "chair",
        "members",
      ]);
      const unknown = wire(await run({ document: pageQuery, operationName: "Other", contextValue: admin }));
      expect(unknown).toEqual({ errors: [{ message: 'Unknown operation named "Other".' }] });
    }
  });
});

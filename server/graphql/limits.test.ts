import { type DocumentNode, parse, specifiedRules, validate } from "graphql";
import { describe, expect, it } from "vitest";
import * as account from "../../web/src/__generated__/fetch/account/graphql.ts";
import * as commission from "../../web/src/__generated__/fetch/commission/graphql.ts";
import * as memberImport from "../../web/src/__generated__/fetch/memberImport/graphql.ts";
import * as poll from "../../web/src/__generated__/fetch/poll/graphql.ts";
import * as record from "../../web/src/__generated__/fetch/record/graphql.ts";
import * as session from "../../web/src/__generated__/fetch/session/graphql.ts";
import * as desk from "../../web/src/__generated__/graphql.ts";
import { apiLimits } from "./limits.ts";
import { buildSchema } from "./schema.ts";

// The contract between the web and the API's limits: every operation the web sends (the
// desk's Apollo documents and the plain-fetch pages' documents, as codegen generated them)
// passes the schema's validation and the limits of `/graphql` and `/graphql/stream`
// (limits.ts). A page whose query grew past the cost limit would otherwise be found only by a
// member whose ballot did not open.

/** Every operation document a generated module exports (`…Document`), by name. */
function operations(module: Record<string, unknown>): [string, DocumentNode][] {
  return Object.entries(module)
    .filter(([name]) => name.endsWith("Document"))
    .map(([name, value]) => [
      name,
      typeof value === "object" && value && "kind" in value ? (value as DocumentNode) : parse(String(value)),
    ]);
}

describe("the web's operations within the API's limits", () => {
  const schema = buildSchema();
  const rules = [...specifiedRules, ...(apiLimits(false).validationRules ?? [])];
  const all = [desk, account, commission, memberImport, poll, record, session].flatMap(operations);

  it("finds the pages' operations", () => {
    const names = all.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        "PollDocument",
        "PollChangedDocument",
        "CommissionTaskChangedDocument",
        "SecretarDefenseChangedDocument",
        "ElectionRecordDocument",
      ]),
    );
  });

  it("each passes validation, depth, aliases and cost", () => {
    const refused = all.flatMap(([name, document]) =>
      validate(schema, document, rules).map((error) => `${name}: ${error.message}`),
    );
    expect(refused).toEqual([]);
  });
});

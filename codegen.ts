import type { CodegenConfig } from "@graphql-codegen/cli";
import { AUDIT_ACTION_BY_ENUM } from "./shared/audit.ts";

/** Row types (server/<domain>/*.table.ts) that resolvers receive as parents. */
const mappers = {
  User: "../auth/user.table.ts#UserRow",
  Board: "../boards/board.table.ts#BoardRow",
  BoardMember: "../boards/board.table.ts#MemberRow",
  Defense: "../defenses/defense.table.ts#DefenseRow",
  Secretar: "../auth/user.table.ts#UserRow",
  PollInvite: "../polls/poll.table.ts#InviteWithMember",
  Poll: "../polls/ballot.service.ts#MemberPoll",
  PollDefense: "../polls/ballot.service.ts#MemberPollDefense",
  RuleSet: "../boards/board.table.ts#RuleSetRow",
  CountingProtocol: "../polls/protocol.service.ts#ProtocolView",
  UserAccount: "../auth/user.table.ts#UserAccountRow",
  ApiToken: "../auth/api-token.table.ts#ApiTokenRow",
  AuditEntry: "../audit/audit.table.ts#AuditRow",
  MemberImportPreview: "../boards/member-import.service.ts#ImportPreview",
  MemberImportRow: "../boards/member-import.service.ts#ImportRow",
  ResultPolls: "../polls/tally.ts#PollResult",
  RollEntry: "../polls/poll.table.ts#ParticipantWithMember",
  PollRound: "../polls/poll.table.ts#PollRow",
  DemoLetter: "../mailbox/mailbox.service.ts#MailboxLetter",
  CommissionTask: "../polls/commission-task.service.ts#CommissionTaskView",
  CommissionSeat: "../polls/encryption.service.ts#EncryptionSeat",
  PollEncryption: "../polls/encryption.service.ts#PollEncryptionView",
};

/**
 * The plain-fetch calls (the session, the ballot, the commission's page, registration, the record
 * downloads, the members upload): each `.graphql` file of web/src becomes its own client-preset
 * output, `web/src/__generated__/fetch/<name>/`, of `TypedDocumentString`s (the query text with
 * its result and variables types; no GraphQL AST or parser in the bundle) that lib/request.ts
 * infers its types from. One module per file, not one for all: a module goes whole into one
 * chunk, and the entry (the session's and the ballot's documents) would carry every other one.
 */
const record = "web/src/lib/record.graphql";
const fetchDocuments: Record<string, string[]> = {
  session: ["web/src/lib/session.graphql"],
  account: ["web/src/auth/account.graphql"],
  // The ballot and the commission's page spread the record's fragments (the sealed election,
  // the manifest): record.graphql is read with them; what they do not use is left out of the
  // bundle like any unused document.
  poll: ["web/src/poll/poll.graphql", record],
  commission: ["web/src/commission/commission.graphql", record],
  record: [record],
  memberImport: ["web/src/members/memberImport.graphql"],
};

/** The client-preset output of one plain-fetch `.graphql` file (with the files whose fragments it spreads). */
const fetchOutput = (documents: string[]) => ({
  preset: "client" as const,
  documents,
  presetConfig: { fragmentMasking: false },
  config: { enumsAsTypes: true, useTypeImports: true, documentMode: "string" },
  hooks: {
    // Pure, so that a chunk keeps only the documents it uses: the bundler cannot tell by itself
    // that `new TypedDocumentString(…)` (a class extending String) has no side effects.
    beforeOneFileWrite: (_path: string, content: string) =>
      content.replaceAll("= new TypedDocumentString(", "= /*#__PURE__*/ new TypedDocumentString("),
  },
});

/** One codegen run: the server's resolver types, the REST routes' and the web's typed documents. */
const config: CodegenConfig = {
  schema: "schema.graphql",
  emitLegacyCommonJSImports: false,
  generates: {
    "server/__generated__/resolvers-types.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "../graphql/context.ts#Context",
        mappers,
        // The log stores an action by its name (`poll.key`), which a GraphQL enum cannot spell:
        // resolvers see the names (shared/audit.ts), and audit.resolvers.ts maps each enum
        // value to its name at run time.
        enumValues: { AuditAction: AUDIT_ACTION_BY_ENUM },
        enumsAsTypes: true,
        useTypeImports: true,
        useIndexSignature: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    // The operations REST /api/v1 executes (server/rest/routes.ts): typed documents, checked
    // against the schema on every run.
    "server/__generated__/rest-operations.ts": {
      documents: ["server/rest/operations/*.graphql"],
      plugins: ["typescript-operations", "typed-document-node"],
      config: { enumsAsTypes: true, useTypeImports: true },
    },
    // The desk's Apollo Client documents: `graphql(…)` calls in web/src's modules (never the
    // `.graphql` files, which are the plain-fetch calls').
    "web/src/__generated__/": {
      preset: "client",
      documents: ["web/src/**/*.{ts,tsx}", "!web/src/__generated__/**"],
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true },
    },
    ...Object.fromEntries(
      Object.entries(fetchDocuments).map(([name, files]) => [
        `web/src/__generated__/fetch/${name}/`,
        fetchOutput(files),
      ]),
    ),
  },
  hooks: { afterAllFileWrite: ["biome format --write"] },
};

export default config;

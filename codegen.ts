import type { CodegenConfig } from "@graphql-codegen/cli";

/** Row types (server/<domain>/*.table.ts) that resolvers receive as parents. */
const mappers = {
  User: "../auth/user.table.ts#UserRow",
  Board: "../boards/board.table.ts#BoardRow",
  BoardMember: "../boards/board.table.ts#MemberRow",
  Defense: "../defenses/defense.table.ts#DefenseRow",
  Secretar: "../auth/user.table.ts#UserRow",
  PollInvite: "../polls/poll.table.ts#InviteRow",
  Poll: "../polls/ballot.service.ts#MemberPoll",
  PollDefense: "../polls/ballot.service.ts#MemberPollDefense",
  RuleSet: "../boards/board.table.ts#RuleSetRow",
  CountingProtocol: "../polls/protocol.document.ts#ProtocolData",
  UserAccount: "../auth/user.table.ts#UserAccountRow",
  ApiToken: "../auth/api-token.table.ts#ApiTokenRow",
  AuditEntry: "../audit/audit.table.ts#AuditRow",
  MemberImportPreview: "../boards/member.import.ts#ImportPreview",
  MemberImportRow: "../boards/member.import.ts#ImportRow",
  ResultPolls: "../polls/tally.ts#PollResult",
  RollEntry: "../polls/poll.table.ts#ParticipantRow",
  PollRound: "../polls/poll.table.ts#PollRow",
  DemoLetter: "../mailbox/mailbox.service.ts#MailboxLetter",
  CommissionTask: "../polls/commission.service.ts#CommissionTaskView",
  CommissionSeat: "../polls/poll.table.ts#TrusteeRow",
  PollEncryption: "../polls/commission.service.ts#PollEncryptionView",
};

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
    "web/src/__generated__/": {
      preset: "client",
      documents: ["web/src/**/*.{ts,tsx}", "!web/src/__generated__/**"],
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true },
    },
  },
  hooks: { afterAllFileWrite: ["biome format --write"] },
};

export default config;

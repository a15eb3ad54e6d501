import { readFileSync } from "node:fs";
import { makeExecutableSchema } from "@graphql-tools/schema";
import type { GraphQLSchema } from "graphql";
import * as audit from "../audit/audit.resolvers.ts";
import * as auth from "../auth/auth.resolvers.ts";
import * as users from "../auth/user.resolvers.ts";
import * as boards from "../boards/board.resolvers.ts";
import * as defenses from "../defenses/defense.resolvers.ts";
import { fromRoot } from "../lib/paths.ts";
import * as mailbox from "../mailbox/mailbox.resolvers.ts";
import * as polls from "../polls/poll.resolvers.ts";
import { applyAuthDirective } from "./auth.directive.ts";

/** The SDL of schema.graphql, the one source of truth of the API. */
export const typeDefs = readFileSync(fromRoot("schema.graphql"), "utf8");

/**
 * The executable schema: the SDL, each domain's resolvers, and the `@auth` transform. A field a
 * row holds under the same name needs no resolver (the compiled executor reads it directly):
 * integer ids included, which the `ID` scalar answers as strings.
 */
export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: [auth, users, boards, defenses, polls, audit, mailbox],
  });
  return applyAuthDirective(schema);
}

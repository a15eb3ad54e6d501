import type {
  DemoLetterResolvers,
  DemoMailboxResolvers,
  QueryResolvers,
} from "../__generated__/resolvers-types.ts";
import { mailboxEnabled, mailboxLetters } from "./mailbox.service.ts";

export const Query: QueryResolvers = {
  demoMailbox: async (_p, _a, ctx) => ({ enabled: mailboxEnabled(ctx, await ctx.actor()), letters: [] }),
};

export const DemoMailbox: DemoMailboxResolvers = {
  // Read only when asked for: the desk's tile asks whether the mailbox is enabled, nothing more.
  letters: async (_m, _a, ctx) => mailboxLetters(ctx, await ctx.actor()),
};

export const DemoLetter: DemoLetterResolvers = {
  sentAt: (l) => l.sentAt.toISOString(),
};

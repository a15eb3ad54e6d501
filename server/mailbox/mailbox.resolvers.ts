import type {
  DemoLetterResolvers,
  DemoMailboxResolvers,
  QueryResolvers,
} from "../__generated__/resolvers-types.ts";
import type { Context } from "../graphql/context.ts";
import { fail } from "../lib/errors.ts";
import { mailboxEnabled, mailboxLetters } from "./mailbox.service.ts";

const depsOf = (ctx: Context) => ({ mailer: ctx.mailer, production: ctx.config.production });

export const Query: QueryResolvers = {
  demoMailbox: (_p, _a, ctx) => ({ enabled: mailboxEnabled(depsOf(ctx)), letters: [] }),
};

export const DemoMailbox: DemoMailboxResolvers = {
  // Read only when asked for: the desk's tile asks whether the mailbox is enabled, nothing more.
  async letters(_m, _a, ctx) {
    if (!ctx.user) throw fail.unauthenticated();
    return mailboxLetters(depsOf(ctx), ctx.user, await ctx.ownBoardIds());
  },
};

export const DemoLetter: DemoLetterResolvers = {
  sentAt: (l) => l.sentAt.toISOString(),
};

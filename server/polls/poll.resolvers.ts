import type {
  MutationResolvers,
  PollDefenseResolvers,
  PollInviteResolvers,
  QueryResolvers,
  ResultPollsResolvers,
} from "../__generated__/resolvers-types.ts";
import type { Context } from "../graphql/context.ts";
import { fail } from "../lib/errors.ts";
import { parseId } from "../lib/ids.ts";
import { type Actor, closePoll, memberPoll, ownDefense, sendInvites, submitBallot } from "./poll.service.ts";

async function actorOf(ctx: Context): Promise<Actor> {
  if (!ctx.user) throw fail.unauthenticated();
  return { user: ctx.user, ownBoardIds: await ctx.ownBoardIds() };
}

export const Query: QueryResolvers = {
  poll: (_p, { token }, ctx) => memberPoll(ctx.db, token),
};

export const Mutation: MutationResolvers = {
  async sendInvites(_p, { defenseId, memberIds }, ctx) {
    const id = parseId(defenseId, "Защита не найдена.");
    const actor = await actorOf(ctx);
    await sendInvites(ctx, actor, id, memberIds);
    return ownDefense(ctx.db, actor, id);
  },
  async closePoll(_p, { defenseId }, ctx) {
    const id = parseId(defenseId, "Защита не найдена.");
    const actor = await actorOf(ctx);
    await closePoll(ctx, actor, id);
    return ownDefense(ctx.db, actor, id);
  },
  async submitBallot(_p, { token, answers }, ctx) {
    await submitBallot(ctx, token, answers);
    return { accepted: true };
  },
};

export const ResultPolls: ResultPollsResolvers = {
  closedAt: (r) => r.closedAt?.toISOString() ?? null,
};

export const PollInvite: PollInviteResolvers = {
  async member(i, _a, ctx) {
    const member = await ctx.loaders.member.load(i.member_id);
    if (!member) throw fail.notFound("Член совета не найден.");
    return member;
  },
  sentAt: (i) => i.sent_at?.toISOString() ?? null,
  sendError: (i) => i.send_error,
  voted: (i) => i.used_at !== null,
};

export const PollDefense: PollDefenseResolvers = {
  defenseAt: (d) => d.defenseAt.toISOString(),
};

import { thresholdFor } from "../../shared/ballot/index.ts";
import type {
  CommissionSeatResolvers,
  CommissionTaskResolvers,
  CountingProtocolResolvers,
  MutationResolvers,
  PollDefenseResolvers,
  PollEncryptionResolvers,
  PollInviteResolvers,
  PollResolvers,
  PollRoundResolvers,
  QueryResolvers,
  ResultPollsResolvers,
  RollEntryResolvers,
} from "../__generated__/resolvers-types.ts";
import type { Actor } from "../auth/actor.ts";
import type { Context } from "../graphql/context.ts";
import { AppError, fail } from "../lib/errors.ts";
import { parseId } from "../lib/ids.ts";
import { consume } from "../lib/rate-limit.ts";
import { memberPoll, submitBallot } from "./ballot.service.ts";
import {
  commissionRecord,
  commissionTask,
  confirmKeyShare,
  registerDevice,
  reportDealing,
  submitDealing,
  submitPartialDecryption,
  trusteeStage,
} from "./commission.service.ts";
import {
  annulPoll,
  closePoll,
  ownDefense,
  resendCommissionLinks,
  resendInvites,
  sendInvites,
  setCountingCommission,
  setRoll,
} from "./poll.service.ts";
import { protocolDocument } from "./protocol.document.ts";
import { electionRecordById } from "./record.service.ts";

async function actorOf(ctx: Context): Promise<Actor> {
  if (!ctx.user) throw fail.unauthenticated();
  return { user: ctx.user, ownBoardIds: await ctx.ownBoardIds() };
}

/** Runs a secretary's poll action on a defense and answers the defense as it is afterwards. */
async function onDefense(
  ctx: Context,
  defenseId: string,
  action: (actor: Actor, id: number) => Promise<void>,
) {
  const id = parseId(defenseId, "Защита не найдена.");
  const actor = await actorOf(ctx);
  await action(actor, id);
  return ownDefense(ctx.db, actor, id);
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Runs a token operation under the token-guessing limits: the token is looked up first, so a
 * valid one is never refused, whatever else its address has sent (one phone behind a hall's
 * NAT cannot lock the hall out); an unknown one spends a point of its address and of its
 * prefix, and past either limit it is answered RATE_LIMITED (429) instead of NOT_FOUND.
 */
async function tokenGuarded<T>(ctx: Context, token: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.extensions.code === "NOT_FOUND") {
      await consume(ctx.limits.tokenIp, ctx.ip);
      // Keyed by the first 8 characters, any outside base64url replaced (a NUL cannot be stored).
      await consume(ctx.limits.tokenPrefix, token.slice(0, 8).replace(/[^A-Za-z0-9_-]/g, "?"));
    }
    throw err;
  }
}

export const Query: QueryResolvers = {
  poll: (_p, { token }, ctx) => tokenGuarded(ctx, token, () => memberPoll(ctx.db, token)),
  commissionTask: (_p, { token }, ctx) => tokenGuarded(ctx, token, () => commissionTask(ctx.db, token)),
};

export const Mutation: MutationResolvers = {
  sendInvites: (_p, { defenseId, memberIds, deadline }, ctx) =>
    onDefense(ctx, defenseId, (actor, id) => sendInvites(ctx, actor, id, memberIds, deadline)),
  resendInvites: (_p, { defenseId, memberIds }, ctx) =>
    onDefense(ctx, defenseId, (actor, id) => resendInvites(ctx, actor, id, memberIds)),
  closePoll: (_p, { defenseId }, ctx) => onDefense(ctx, defenseId, (actor, id) => closePoll(ctx, actor, id)),
  annulPoll: (_p, { defenseId, reason }, ctx) =>
    onDefense(ctx, defenseId, (actor, id) => annulPoll(ctx, actor, id, reason)),
  setCountingCommission: (_p, { defenseId, memberIds }, ctx) =>
    onDefense(ctx, defenseId, (actor, id) => setCountingCommission(ctx, actor, id, memberIds)),
  setRoll: (_p, { defenseId, memberIds }, ctx) =>
    onDefense(ctx, defenseId, (actor, id) => setRoll(ctx, actor, id, memberIds)),
  async submitBallot(_p, { token, answers }, ctx) {
    const tracker = await tokenGuarded(ctx, token, () => submitBallot(ctx.db, token, answers));
    return { accepted: true, tracker };
  },
  resendCommissionLinks: (_p, { defenseId, memberIds }, ctx) =>
    onDefense(ctx, defenseId, (actor, id) => resendCommissionLinks(ctx, actor, id, memberIds)),
  registerCommissionDevice: (_p, { token, publicKey, proof }, ctx) =>
    tokenGuarded(ctx, token, () => registerDevice(ctx.db, token, publicKey, proof)),
  submitDealing: (_p, { token, dealing }, ctx) =>
    tokenGuarded(ctx, token, () => submitDealing(ctx.db, token, dealing)),
  confirmKeyShare: (_p, { token, verificationKey }, ctx) =>
    tokenGuarded(ctx, token, () => confirmKeyShare(ctx.db, token, verificationKey)),
  reportDealing: (_p, { token, seat }, ctx) =>
    tokenGuarded(ctx, token, () => reportDealing(ctx.db, token, seat)),
  submitPartialDecryption: (_p, { token, factor, proof }, ctx) =>
    tokenGuarded(ctx, token, () => submitPartialDecryption(ctx.db, token, factor, proof)),
};

export const ResultPolls: ResultPollsResolvers = {
  deadline: (r) => iso(r.deadline),
  closedAt: (r) => iso(r.closedAt),
};

export const PollInvite: PollInviteResolvers = {
  async member(i, _a, ctx) {
    const member = await ctx.loaders.member.load(i.member_id);
    if (!member) throw fail.notFound("Член совета не найден.");
    return member;
  },
  sentAt: (i) => iso(i.sent_at),
  sendError: (i) => i.send_error,
  voted: (i) => i.used_at !== null,
};

export const Poll: PollResolvers = {
  deadline: (p) => iso(p.deadline),
  record: (p, _a, ctx) => (p.status === "CLOSED" ? electionRecordById(ctx.db, p.pollId) : null),
};

export const CommissionTask: CommissionTaskResolvers = {
  record: (t, _a, ctx) => commissionRecord(ctx.db, t),
};

export const PollEncryption: PollEncryptionResolvers = {
  electionId: (e) => e.poll.election_id,
  trustees: (e) => e.seats.length,
  threshold: (e) => thresholdFor(e.seats.length),
  seats: (e) => e.seats,
  publicKey: (e) => e.poll.public_key,
  decryptions: (e) => e.seats.filter((t) => t.factor !== null).length,
  tallied: (e) => e.poll.tallied_at !== null,
};

export const CommissionSeat: CommissionSeatResolvers = {
  async member(t, _a, ctx) {
    const member = await ctx.loaders.member.load(t.member_id);
    if (!member) throw fail.notFound("Член совета не найден.");
    return member;
  },
  stage: (t) => trusteeStage(t),
  sendError: (t) => t.send_error,
  decrypted: (t) => t.factor !== null,
};

export const PollDefense: PollDefenseResolvers = {
  defenseAt: (d) => d.defenseAt.toISOString(),
};

export const CountingProtocol: CountingProtocolResolvers = {
  defenseAt: (p) => p.defenseAt.toISOString(),
  closedAt: (p) => p.closedAt.toISOString(),
  document: (p) => protocolDocument(p),
};

export const RollEntry: RollEntryResolvers = {
  async member(r, _a, ctx) {
    const member = await ctx.loaders.member.load(r.member_id);
    if (!member) throw fail.notFound("Член совета не найден.");
    return member;
  },
  degreeTitle: (r) => r.degree_title,
  specialtyCode: (r) => r.specialty_code,
};

export const PollRound: PollRoundResolvers = {
  openedAt: (p) => iso(p.opened_at),
  closedAt: (p) => iso(p.annulled_at ?? p.closed_at),
  annulReason: (p) => p.annul_reason,
};

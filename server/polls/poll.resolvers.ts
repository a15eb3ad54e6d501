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
import type { MemberRow } from "../boards/board.table.ts";
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
  resendCommissionLinks,
  resendInvites,
  sendInvites,
  setCountingCommission,
  setRoll,
} from "./poll.service.ts";
import { protocolDocument } from "./protocol.document.ts";
import { electionRecordById } from "./record.service.ts";

const defenseIdOf = (id: string) => parseId(id, "Защита не найдена.");

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The council member a row names (an invite, a commission seat, a roll entry), through the
 * request's member loader: one statement for all of a page's rows. A plain promise chain, not
 * an async function per row (a page has some fifty such rows).
 * @throws AppError NOT_FOUND when the member is gone
 */
const memberNamed = (ctx: Context, memberId: number) => ctx.loaders.member.load(memberId).then(existing);

function existing(member: MemberRow | undefined): MemberRow {
  if (!member) throw fail.notFound("Член совета не найден.");
  return member;
}

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

// Link holders act by their token, not their session: those services get a null actor.
export const Query: QueryResolvers = {
  poll: (_p, { token }, ctx) => tokenGuarded(ctx, token, () => memberPoll(ctx, null, token)),
  commissionTask: (_p, { token }, ctx) => tokenGuarded(ctx, token, () => commissionTask(ctx, null, token)),
};

// A secretary's poll action answers the defense it checked (as it is afterwards: the action
// changes its poll, which the Defense fields load, not its row).
export const Mutation: MutationResolvers = {
  sendInvites: async (_p, { defenseId, memberIds, deadline }, ctx) =>
    sendInvites(ctx, await ctx.actor(), defenseIdOf(defenseId), memberIds, deadline),
  resendInvites: async (_p, { defenseId, memberIds }, ctx) =>
    resendInvites(ctx, await ctx.actor(), defenseIdOf(defenseId), memberIds),
  closePoll: async (_p, { defenseId }, ctx) => closePoll(ctx, await ctx.actor(), defenseIdOf(defenseId)),
  annulPoll: async (_p, { defenseId, reason }, ctx) =>
    annulPoll(ctx, await ctx.actor(), defenseIdOf(defenseId), reason),
  setCountingCommission: async (_p, { defenseId, memberIds }, ctx) =>
    setCountingCommission(ctx, await ctx.actor(), defenseIdOf(defenseId), memberIds),
  setRoll: async (_p, { defenseId, memberIds }, ctx) =>
    setRoll(ctx, await ctx.actor(), defenseIdOf(defenseId), memberIds),
  async submitBallot(_p, { token, answers }, ctx) {
    const tracker = await tokenGuarded(ctx, token, () => submitBallot(ctx, null, token, answers));
    return { accepted: true, tracker };
  },
  resendCommissionLinks: async (_p, { defenseId, memberIds }, ctx) =>
    resendCommissionLinks(ctx, await ctx.actor(), defenseIdOf(defenseId), memberIds),
  registerCommissionDevice: (_p, { token, publicKey, proof }, ctx) =>
    tokenGuarded(ctx, token, () => registerDevice(ctx, null, token, publicKey, proof)),
  submitDealing: (_p, { token, dealing }, ctx) =>
    tokenGuarded(ctx, token, () => submitDealing(ctx, null, token, dealing)),
  confirmKeyShare: (_p, { token, verificationKey }, ctx) =>
    tokenGuarded(ctx, token, () => confirmKeyShare(ctx, null, token, verificationKey)),
  reportDealing: (_p, { token, seat }, ctx) =>
    tokenGuarded(ctx, token, () => reportDealing(ctx, null, token, seat)),
  submitPartialDecryption: (_p, { token, factor, proof }, ctx) =>
    tokenGuarded(ctx, token, () => submitPartialDecryption(ctx, null, token, factor, proof)),
};

export const ResultPolls: ResultPollsResolvers = {
  deadline: (r) => iso(r.deadline),
  closedAt: (r) => iso(r.closedAt),
};

export const PollInvite: PollInviteResolvers = {
  member: (i, _a, ctx) => memberNamed(ctx, i.member_id),
  sentAt: (i) => iso(i.sent_at),
  sendError: (i) => i.send_error,
  voted: (i) => i.used_at !== null,
};

export const Poll: PollResolvers = {
  deadline: (p) => iso(p.deadline),
  record: (p, _a, ctx) => (p.status === "CLOSED" ? electionRecordById(ctx.db, p.pollId) : null),
};

export const CommissionTask: CommissionTaskResolvers = {
  record: (t, _a, ctx) => commissionRecord(ctx, null, t),
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
  member: (t, _a, ctx) => memberNamed(ctx, t.member_id),
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
  member: (r, _a, ctx) => memberNamed(ctx, r.member_id),
  degreeTitle: (r) => r.degree_title,
  specialtyCode: (r) => r.specialty_code,
};

export const PollRound: PollRoundResolvers = {
  openedAt: (p) => iso(p.opened_at),
  closedAt: (p) => iso(p.annulled_at ?? p.closed_at),
  annulReason: (p) => p.annul_reason,
};

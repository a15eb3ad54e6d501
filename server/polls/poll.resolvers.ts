import { shortCode } from "../../shared/ballot/index.ts";
import type {
  CommissionSeatResolvers,
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
  SubscriptionResolvers,
} from "../__generated__/resolvers-types.ts";
import type { Context } from "../graphql/context.ts";
import { liveField } from "../graphql/live.ts";
import { AppError } from "../lib/errors.ts";
import { parseId } from "../lib/ids.ts";
import { consume } from "../lib/rate-limit.ts";
import { hashToken } from "../lib/tokens.ts";
import { defenseTopic, linkTopic } from "../lib/topics.ts";
import {
  confirmBallotFound,
  memberPoll,
  publishSpoiledBallot,
  registerVotingCredential,
  submitBallot,
} from "./ballot.service.ts";
import {
  answerComplaints,
  confirmKeyShare,
  fileComplaint,
  registerDevice,
  signElection,
  submitDealing,
  submitPartialDecryption,
} from "./commission.service.ts";
import { commissionTask } from "./commission-task.service.ts";
import { publicElectionRecord } from "./election.service.ts";
import { credentialCount, manifestIsCurrent, urnHeadCode } from "./encryption.service.ts";
import { annulPoll } from "./sitting/annul-poll.service.ts";
import { closePoll } from "./sitting/close-poll.service.ts";
import { recordCodeConfirmation } from "./sitting/record-code-confirmation.service.ts";
import { replaceCommissionMember } from "./sitting/replace-commission-member.service.ts";
import { resendCommissionLinks } from "./sitting/resend-commission-links.service.ts";
import { resendInvites } from "./sitting/resend-invites.service.ts";
import { restartKeyCeremony } from "./sitting/restart-key-ceremony.service.ts";
import { sendInvites } from "./sitting/send-invites.service.ts";
import { setCountingCommission } from "./sitting/set-counting-commission.service.ts";
import { setRoll } from "./sitting/set-roll.service.ts";

const defenseIdOf = (id: string) => parseId(id, "Защита не найдена.");

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

// Link holders act by their token, not their session: those services get a null actor.
export const Query: QueryResolvers = {
  poll: (_p, { token }, ctx) => tokenGuarded(ctx, token, () => memberPoll(ctx, null, token)),
  commissionTask: (_p, { token }, ctx) => tokenGuarded(ctx, token, () => commissionTask(ctx, null, token)),
  // Public: one address per election for everyone (the id is not a credential).
  electionRecord: (_p, { electionId }, ctx) => publicElectionRecord(ctx, null, electionId),
};

// A secretary's poll action answers the defense it checked (as it is afterwards: the action
// changes its poll, which the Defense fields load, not its row).
export const Mutation: MutationResolvers = {
  sendInvites: async (_p, { defenseId, memberIds, deadline, sittingDate }, ctx) =>
    sendInvites(ctx, await ctx.actor(), defenseIdOf(defenseId), memberIds, deadline, sittingDate),
  resendInvites: async (_p, { defenseId, memberIds, revokeOld }, ctx) =>
    resendInvites(ctx, await ctx.actor(), defenseIdOf(defenseId), memberIds, revokeOld ?? false),
  closePoll: async (_p, { defenseId }, ctx) => closePoll(ctx, await ctx.actor(), defenseIdOf(defenseId)),
  annulPoll: async (_p, { defenseId, reason }, ctx) =>
    annulPoll(ctx, await ctx.actor(), defenseIdOf(defenseId), reason),
  setCountingCommission: async (_p, { defenseId, memberIds }, ctx) =>
    setCountingCommission(ctx, await ctx.actor(), defenseIdOf(defenseId), memberIds),
  setRoll: async (_p, { defenseId, memberIds }, ctx) =>
    setRoll(ctx, await ctx.actor(), defenseIdOf(defenseId), memberIds),
  async submitBallot(_p, { token, answers }, ctx) {
    const receipt = await tokenGuarded(ctx, token, () => submitBallot(ctx, null, token, answers));
    return { accepted: true, ...receipt, headCode: shortCode(receipt.head) };
  },
  registerVotingCredential: (_p, { token, credential, replace }, ctx) =>
    tokenGuarded(ctx, token, () => registerVotingCredential(ctx, null, token, credential, replace ?? false)),
  confirmBallotFound: (_p, { token, signature }, ctx) =>
    tokenGuarded(ctx, token, () => confirmBallotFound(ctx, null, token, signature)),
  publishSpoiledBallot: (_p, { token, ballot }, ctx) =>
    tokenGuarded(ctx, token, () => publishSpoiledBallot(ctx, null, token, ballot)),
  restartKeyCeremony: async (_p, { defenseId, reason }, ctx) =>
    restartKeyCeremony(ctx, await ctx.actor(), defenseIdOf(defenseId), reason),
  replaceCommissionMember: async (_p, { defenseId, memberId, replacementId }, ctx) =>
    replaceCommissionMember(ctx, await ctx.actor(), defenseIdOf(defenseId), memberId, replacementId),
  recordCodeConfirmation: async (_p, { defenseId, memberId }, ctx) =>
    recordCodeConfirmation(ctx, await ctx.actor(), defenseIdOf(defenseId), memberId),
  resendCommissionLinks: async (_p, { defenseId, memberIds }, ctx) =>
    resendCommissionLinks(ctx, await ctx.actor(), defenseIdOf(defenseId), memberIds),
  registerCommissionDevice: (_p, { token, publicKey, nonceCommitment, proof }, ctx) =>
    tokenGuarded(ctx, token, () => registerDevice(ctx, null, token, publicKey, nonceCommitment, proof)),
  submitDealing: (_p, { token, dealing }, ctx) =>
    tokenGuarded(ctx, token, () => submitDealing(ctx, null, token, dealing)),
  confirmKeyShare: (_p, { token, verificationKey, nonce }, ctx) =>
    tokenGuarded(ctx, token, () => confirmKeyShare(ctx, null, token, verificationKey, nonce)),
  fileComplaint: (_p, { token, dealer, signature }, ctx) =>
    tokenGuarded(ctx, token, () => fileComplaint(ctx, null, token, { dealer, signature })),
  answerComplaints: (_p, { token, reveals }, ctx) =>
    tokenGuarded(ctx, token, () => answerComplaints(ctx, null, token, reveals)),
  signElection: (_p, { token, signature }, ctx) =>
    tokenGuarded(ctx, token, () => signElection(ctx, null, token, signature)),
  submitPartialDecryption: (_p, { token, factor, proof }, ctx) =>
    tokenGuarded(ctx, token, () => submitPartialDecryption(ctx, null, token, factor, proof)),
};

// Live updates (graphql/live.ts): the queries' reads, at once and again at every change of the
// parts of the sitting they show (not a ballot of another member, not a letter). Only the first
// read spends the token-guessing limits: a later one fails only for a link replaced since,
// which is no guess. A stream ends after its last answer: the vote annulled, the count decrypted.
export const Subscription: SubscriptionResolvers = {
  commissionTaskChanged: liveField(
    (ctx, { token }: { token: string }, first) =>
      first
        ? tokenGuarded(ctx, token, () => commissionTask(ctx, null, token))
        : commissionTask(ctx, null, token),
    (task) => [defenseTopic(task.defenseId, "sitting"), defenseTopic(task.defenseId, "commission")],
    (task) => task.status === "ANNULLED" || task.tallied,
  ),
  pollChanged: liveField(
    (ctx, { token }: { token: string }, first) =>
      first ? tokenGuarded(ctx, token, () => memberPoll(ctx, null, token)) : memberPoll(ctx, null, token),
    (poll, { token }) => [
      ...(["sitting", "roll", "commission"] as const).map((part) => defenseTopic(poll.defenseId, part)),
      linkTopic(hashToken(token)),
    ],
    (poll) => poll.status === "ANNULLED" || poll.counted,
  ),
};

export const ResultPolls: ResultPollsResolvers = {
  deadline: (r) => iso(r.deadline),
  closedAt: (r) => iso(r.closedAt),
};

// An invite, a commission seat and a roll entry carry their `member`, read in the statement that
// read them (board.repository.ts JOINED_MEMBER): no statement of its own for a page's members.
export const PollInvite: PollInviteResolvers = {
  sentAt: (i) => iso(i.sent_at),
  sendError: (i) => i.send_error,
  voted: (i) => i.used_at !== null,
};

export const Poll: PollResolvers = {
  deadline: (p) => iso(p.deadline),
};

// The manifest holds what is voted on; the commission's threshold is the manifest's (its rule's).
export const PollEncryption: PollEncryptionResolvers = {
  electionId: (e) => e.poll.election_id,
  trustees: (e) => e.seats.length,
  threshold: (e) => e.poll.manifest?.threshold ?? 0,
  seats: (e) => e.seats,
  signed: (e) => e.seats.filter((t) => t.signature !== null).length,
  publicKey: (e) => e.poll.public_key,
  disputes: (e) =>
    e.disputes.map((d) => ({
      ...d,
      verdict: d.verdict.toUpperCase() as "PENDING" | "DEALER" | "COMPLAINER",
    })),
  manifestCurrent: (e, _a, ctx) => manifestIsCurrent(ctx, null, e.poll.poll_id),
  headCode: (e, _a, ctx) => urnHeadCode(ctx, null, e.poll),
  credentials: (e, _a, ctx) => credentialCount(ctx, null, e.poll.poll_id),
  sealedCredentials: (e) => e.poll.manifest?.credentials?.length ?? null,
  decryptions: (e) => e.seats.filter((t) => t.factor !== null).length,
  tallied: (e) => e.poll.tallied_at !== null,
};

export const CommissionSeat: CommissionSeatResolvers = {
  sendError: (t) => t.send_error,
  decrypted: (t) => t.factor !== null,
  codeConfirmedAt: (t) => t.code_confirmed_at?.toISOString() ?? null,
};

export const PollDefense: PollDefenseResolvers = {
  defenseAt: (d) => d.defenseAt.toISOString(),
};

export const CountingProtocol: CountingProtocolResolvers = {
  defenseAt: (p) => p.defenseAt.toISOString(),
  closedAt: (p) => p.closedAt.toISOString(),
};

export const RollEntry: RollEntryResolvers = {
  degreeTitle: (r) => r.degree_title,
  specialtyCode: (r) => r.specialty_code,
};

export const PollRound: PollRoundResolvers = {
  openedAt: (p) => iso(p.opened_at),
  closedAt: (p) => iso(p.annulled_at ?? p.closed_at),
  annulReason: (p) => p.annul_reason,
};

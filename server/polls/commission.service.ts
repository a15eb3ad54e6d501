import {
  combinePartials,
  type ElectionRecord,
  electionPublicKey,
  sumBallots,
  thresholdFor,
  verificationKey,
  verifyDealing,
  verifyDeviceKey,
  verifyPartial,
} from "../../shared/ballot/index.ts";
import { audit } from "../audit/audit.service.ts";
import type { Actor } from "../auth/actor.ts";
import type { Db } from "../lib/database.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail } from "../lib/errors.ts";
import { shortFio } from "../lib/russian.ts";
import { hashToken, linkTokenInput } from "../lib/tokens.ts";
import type { MemberPollDefense } from "./ballot.service.ts";
import { enqueueCommissionLinks } from "./commission.delivery.ts";
import {
  findTrusteeByTokenHash,
  findTrustees,
  replaceTrustees,
  resetCeremony,
  revokeTrusteeLinks,
  setCount,
  setDealing,
  setDeviceKey,
  setFactor,
  setPublicKey,
  setVerificationKey,
} from "./commission.repository.ts";
import { findBallots, findCurrentPoll } from "./poll.repository.ts";
import type { DealingJson, PollRow, ProofPairJson, TrusteeRow } from "./poll.table.ts";
import { proofInput } from "./poll.validation.ts";
import { electionRecord, electionRecordById } from "./record.service.ts";

/**
 * The counting commission's key ceremony and the opening of the urn (docs/RECORD.md,
 * docs/SECURITY.md). Each seat of the commission is reached by a personal link; the member's
 * device does the cryptography, the server checks every proof it is sent and keeps only
 * public values: device keys, Feldman commitments, shares encrypted to the recipients'
 * devices, verification keys and partial decryptions. Steps of one poll run one at a time
 * under its row lock. Sources: Pedersen, EUROCRYPT 1991 (the distributed key, with Feldman's
 * commitments, FOCS 1987); the Belenios specification (threshold decryption).
 */

/**
 * What the link services need: the database. Their actor is null: a commission member is
 * reached by their link's token, not by a session (the resolvers pass null).
 */
type LinkDeps = Pick<ServiceDeps, "db">;

/** What a step inside the caller's transaction needs: `db` is that transaction, and the mail queue. */
export type InTransaction = Pick<ServiceDeps, "queue" | "delivery"> & { db: Db };

/** What a commission member's device sees behind their link (GraphQL `CommissionTask`). */
export interface CommissionTaskView {
  seat: number;
  memberName: string;
  trustees: number;
  threshold: number;
  electionId: string;
  defense: MemberPollDefense;
  status: PollRow["status"];
  deviceKeys: (string | null)[];
  dealings: (TaskDealing | null)[];
  confirmed: number[];
  publicKey: string | null;
  /** The poll, for the lazily built record. */
  pollId: number;
  decrypted: boolean;
  tallied: boolean;
}

/** One seat's dealing with only the reader's share. */
export interface TaskDealing {
  seat: number;
  commitments: string[];
  proof: ProofPairJson;
  share: { to: number; ephemeral: string; value: string };
}

const invalidLink = () =>
  fail.notFound(
    "Ссылка недействительна: она заменена более новой или счетная комиссия избрана заново. Проверьте последнее письмо.",
  );

type Seat = NonNullable<Awaited<ReturnType<typeof findTrusteeByTokenHash>>>;

async function seatOf(db: Db, token: string, lock: boolean): Promise<Seat> {
  if (!linkTokenInput.safeParse(token).success) throw invalidLink();
  const seat = await findTrusteeByTokenHash(db, hashToken(token), lock);
  if (!seat) throw invalidLink();
  return seat;
}

function toTask(seat: Seat, all: TrusteeRow[]): CommissionTaskView {
  const n = all.length;
  return {
    seat: seat.seat,
    memberName: shortFio(seat.fio),
    trustees: n,
    threshold: thresholdFor(n),
    electionId: seat.election_id,
    defense: {
      candidate: seat.candidate,
      thesisTitle: seat.thesis_title,
      degree: seat.degree,
      scienceBranch: seat.science_branch,
      specialty: { code: seat.specialty_code, name: seat.specialty_name },
      defenseAt: seat.defense_at,
      place: seat.place,
      boardCode: seat.board_code,
      boardName: seat.board_name,
    },
    status: seat.status,
    deviceKeys: all.map((t) => t.device_key),
    dealings: all.map((t) => {
      const share = t.dealing?.shares.find((s) => s.to === seat.seat);
      return t.dealing && share
        ? { seat: t.seat, commitments: t.dealing.commitments, proof: t.dealing.proof, share }
        : null;
    }),
    confirmed: all.filter((t) => t.verification_key !== null).map((t) => t.seat),
    publicKey: seat.public_key,
    pollId: seat.poll_id,
    decrypted: seat.factor !== null,
    tallied: seat.tallied_at !== null,
  };
}

/**
 * The task behind a commission link. Reading it writes nothing.
 * @throws AppError NOT_FOUND for a malformed, unknown or replaced token
 */
export async function commissionTask(
  deps: LinkDeps,
  _actor: Actor | null,
  token: string,
): Promise<CommissionTaskView> {
  const seat = await seatOf(deps.db, token, false);
  return toTask(seat, await findTrustees(deps.db, seat.poll_id));
}

/** The election record a commission device checks and decrypts; null unless the poll is closed. */
export async function commissionRecord(
  deps: LinkDeps,
  _actor: Actor | null,
  task: CommissionTaskView,
): Promise<ElectionRecord | null> {
  return task.status === "CLOSED" ? electionRecordById(deps.db, task.pollId) : null;
}

/** Runs one step of the ceremony on the link's seat, under the poll's row lock, and answers the task after it. */
async function step(
  db: LinkDeps["db"],
  token: string,
  run: (tx: Db, seat: Seat, all: TrusteeRow[]) => Promise<void>,
): Promise<CommissionTaskView> {
  return db.transaction().execute(async (tx) => {
    const seat = await seatOf(tx, token, true);
    await run(tx, seat, await findTrustees(tx, seat.poll_id));
    const after = await seatOf(tx, token, false);
    return toTask(after, await findTrustees(tx, seat.poll_id));
  });
}

function beforeOpening(seat: Seat): void {
  if (seat.status === "ANNULLED") throw fail.conflict("Голосование аннулировано: ключ больше не нужен.");
  if (seat.status !== "DRAFT")
    throw fail.conflict("Голосование уже открыто: ключ сформирован, менять его нельзя.");
}

/**
 * Registers the device key of the link's seat (Belenios: the trustee's key for receiving
 * shares), after checking its Schnorr proof of knowledge. Posting the same key again answers
 * as before.
 * @throws NOT_FOUND (link), BAD_USER_INPUT (key or proof), CONFLICT (the seat has another device, or the vote opened)
 */
export async function registerDevice(
  deps: LinkDeps,
  _actor: Actor | null,
  token: string,
  publicKey: string,
  proof: unknown,
): Promise<CommissionTaskView> {
  return step(deps.db, token, async (tx, seat) => {
    beforeOpening(seat);
    if (seat.device_key === publicKey) return;
    if (seat.device_key !== null)
      throw fail.conflict(
        "Для этого места счетной комиссии уже подключено другое устройство. Откройте ссылку на нем или загрузите резервную копию ключа.",
      );
    const p = proofInput.safeParse(proof);
    if (!p.success || !verifyDeviceKey(seat.election_id, seat.seat, publicKey, p.data))
      throw fail.badInput("Ключ устройства не прошел проверку.", "publicKey");
    await setDeviceKey(tx, seat.poll_id, seat.seat, publicKey, p.data);
  });
}

/**
 * Stores the dealing of the link's seat (Pedersen 1991 with Feldman commitments): its
 * public checks pass (verifyDealing: t commitments, proof of knowledge of a_0, n encrypted
 * shares), and only once every device is registered, since shares are encrypted to them.
 * @throws NOT_FOUND, BAD_USER_INPUT (dealing), CONFLICT (devices missing, dealt already, vote opened)
 */
export async function submitDealing(
  deps: LinkDeps,
  _actor: Actor | null,
  token: string,
  dealing: unknown,
): Promise<CommissionTaskView> {
  return step(deps.db, token, async (tx, seat, all) => {
    beforeOpening(seat);
    if (all.some((t) => t.device_key === null))
      throw fail.conflict("Еще не все члены счетной комиссии подключили устройства.");
    if (seat.dealing !== null) {
      if (JSON.stringify(seat.dealing) === JSON.stringify(dealing)) return;
      throw fail.conflict("Доли ключа этого места уже разосланы.");
    }
    const n = all.length;
    if (!verifyDealing(seat.election_id, seat.seat, thresholdFor(n), n, dealing))
      throw fail.badInput("Доли ключа не прошли проверку.", "dealing");
    await setDealing(tx, seat.poll_id, seat.seat, dealing as DealingJson);
  });
}

/**
 * Records that the link's device checked every share it received against its dealer's
 * commitments (Feldman's check), with the verification key g^x it computed; it must equal
 * the one the public commitments give. When every seat has confirmed, the poll's public key
 * (the sum of the first commitments) is set and the ballot can open.
 * @throws NOT_FOUND, BAD_USER_INPUT (key differs), CONFLICT (dealings missing, vote opened)
 */
export async function confirmKeyShare(
  deps: LinkDeps,
  _actor: Actor | null,
  token: string,
  key: string,
): Promise<CommissionTaskView> {
  return step(deps.db, token, async (tx, seat, all) => {
    beforeOpening(seat);
    const commitments = dealtCommitments(all);
    if (!commitments) throw fail.conflict("Еще не все члены счетной комиссии разослали доли ключа.");
    if (key !== verificationKey(commitments, seat.seat))
      throw fail.badInput(
        "Проверочный ключ не совпадает с опубликованными обязательствами.",
        "verificationKey",
      );
    await setVerificationKey(tx, seat.poll_id, seat.seat, key);
    const confirmed = all.filter((t) => t.verification_key !== null || t.seat === seat.seat).length;
    if (confirmed === all.length) {
      await setPublicKey(tx, seat.poll_id, electionPublicKey(commitments), thresholdFor(all.length));
      await audit(tx, null, "poll.key", "defense", seat.defense_id, {
        after: { electionId: seat.election_id, trustees: all.length },
      });
    }
  });
}

/**
 * A device reports that the share dealt by `dealerSeat` failed its check. The server cannot
 * tell which of the two is honest, so the ceremony restarts for everyone with a new election
 * id; the report is in the audit log.
 * @throws NOT_FOUND, BAD_USER_INPUT (seat), CONFLICT (vote opened)
 */
export async function reportDealing(
  deps: LinkDeps,
  _actor: Actor | null,
  token: string,
  dealerSeat: number,
): Promise<CommissionTaskView> {
  return step(deps.db, token, async (tx, seat, all) => {
    beforeOpening(seat);
    if (!all.some((t) => t.seat === dealerSeat && t.dealing !== null))
      throw fail.badInput("Нет долей ключа от этого места комиссии.", "seat");
    await resetCeremony(tx, seat.poll_id);
    await audit(tx, null, "poll.key.complaint", "defense", seat.defense_id, {
      after: { reporter: seat.seat, dealer: dealerSeat },
    });
  });
}

/**
 * Stores the link's partial decryption of the tally after close, once its Chaum–Pedersen
 * proof checks against the seat's verification key and the server's own sum of the ballots.
 * With a majority of partials the count is combined (Lagrange at 0, then the discrete log
 * below the number of ballots) and becomes the poll's result.
 * @throws NOT_FOUND, BAD_USER_INPUT (proof), CONFLICT (not closed, not a confirmed seat, counted already)
 */
export async function submitPartialDecryption(
  deps: LinkDeps,
  _actor: Actor | null,
  token: string,
  factor: string,
  proof: unknown,
): Promise<CommissionTaskView> {
  return step(deps.db, token, async (tx, seat, all) => {
    if (seat.status !== "CLOSED") throw fail.conflict("Урна вскрывается после закрытия голосования.");
    if (seat.tallied_at !== null) throw fail.conflict("Голоса уже подсчитаны: урна вскрыта.");
    if (seat.verification_key === null || !seat.threshold)
      throw fail.conflict("Это место комиссии не участвовало в формировании ключа.");
    if (seat.factor !== null) throw fail.conflict("Ваша часть расшифровки уже принята.");
    const ballots = await findBallots(tx, seat.poll_id);
    const tally = sumBallots(ballots);
    const partial = { seat: seat.seat, factor, proof };
    if (!verifyPartial(seat.election_id, seat.verification_key, tally, partial))
      throw fail.badInput("Частичная расшифровка не прошла проверку.", "proof");
    await setFactor(tx, seat.poll_id, seat.seat, factor, proof as ProofPairJson);
    const partials = all
      .filter((t) => t.factor !== null && t.factor_proof !== null && t.seat !== seat.seat)
      .map((t) => ({ seat: t.seat, factor: t.factor as string, proof: t.factor_proof as ProofPairJson }))
      .concat([{ seat: seat.seat, factor, proof: proof as ProofPairJson }]);
    if (partials.length < seat.threshold) return;
    const votesFor = combinePartials(tally, partials, seat.threshold, ballots.length);
    await setCount(tx, seat.poll_id, votesFor, ballots.length - votesFor);
    await audit(tx, null, "poll.tally", "defense", seat.defense_id, {
      after: { decryptions: partials.length },
    });
  });
}

/** Every seat's commitments, by seat, once all have dealt; null before. */
function dealtCommitments(all: TrusteeRow[]): string[][] | null {
  if (all.some((t) => t.dealing === null)) return null;
  return all.map((t) => t.dealing?.commitments ?? []);
}

/**
 * Seats the poll's newly elected commission in the key ceremony, inside the caller's
 * transaction (`deps.db`): a new election id, a seat per member (the chair first) and each
 * link mailed through the queue. Fewer than 3 members (a commission that lost members) seats
 * nobody. The caller checked the actor and writes the audit entry.
 */
export async function seatCommission(
  deps: InTransaction,
  _actor: Actor | null,
  pollId: number,
  memberIds: readonly number[],
): Promise<void> {
  const tx = deps.db;
  await resetCeremony(tx, pollId);
  await replaceTrustees(tx, pollId, memberIds.length >= 3 ? memberIds : []);
  if (memberIds.length < 3) return;
  await enqueueCommissionLinks(
    tx,
    deps.queue,
    pollId,
    memberIds.map((_, k) => k + 1),
    deps.delivery,
  );
}

/**
 * Mails fresh commission links (the old ones stop working), inside the caller's transaction
 * (`deps.db`); the ceremony's progress is kept, so a device that already joined goes on where
 * it was. The caller checked the actor and writes the audit entry.
 * @param memberIds the members to mail, or null for the whole commission
 * @returns the members mailed
 * @throws BAD_USER_INPUT when none of `memberIds` is on the commission
 */
export async function resendTrusteeLinks(
  deps: InTransaction,
  _actor: Actor | null,
  poll: PollRow,
  memberIds: readonly number[] | null,
): Promise<number[]> {
  const tx = deps.db;
  const seats = await revokeTrusteeLinks(tx, poll.id, memberIds);
  if (seats.length === 0) throw fail.badInput("Эти члены совета не входят в счетную комиссию.", "memberIds");
  await enqueueCommissionLinks(
    tx,
    deps.queue,
    poll.id,
    seats.map((s) => s.seat),
    deps.delivery,
  );
  return seats.map((s) => s.member_id);
}

/** The encryption of a defense's current vote (GraphQL `PollEncryption`): its poll's key facts and its seats. */
export interface PollEncryptionView {
  poll: Pick<PollRow, "election_id" | "public_key" | "tallied_at">;
  seats: TrusteeRow[];
}

/**
 * The election record of the defense's current poll once it is closed; null before. For a
 * defense the caller already reached (a field of `Defense`).
 */
export async function currentElectionRecord(
  deps: Pick<ServiceDeps, "db">,
  _actor: Actor | null,
  defenseId: number,
): Promise<ElectionRecord | null> {
  const poll = await findCurrentPoll(deps.db, defenseId);
  return poll?.status === "CLOSED" ? electionRecord(deps.db, poll) : null;
}

/** Stage of a seat in the ceremony (GraphQL `TrusteeStage`). */
export function trusteeStage(t: TrusteeRow): "LINK_SENT" | "DEVICE_READY" | "DEALT" | "CONFIRMED" {
  if (t.verification_key !== null) return "CONFIRMED";
  if (t.dealing !== null) return "DEALT";
  if (t.device_key !== null) return "DEVICE_READY";
  return "LINK_SENT";
}

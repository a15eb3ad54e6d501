import {
  assessCeremony,
  type CeremonyView,
  type Complaint,
  combinePartials,
  digestJson,
  type SeatPost,
  type ShareReveal,
  shortCode,
  TAG,
  urnStart,
  verifyPartial,
} from "../../shared/ballot/index.ts";
import { audit } from "../audit/audit.service.ts";
import type { Actor } from "../lib/actor.ts";
import { announceDefense } from "../lib/database.events.ts";
import type { Db } from "../lib/database.ts";
import { fail } from "../lib/errors.ts";
import { ceremonyView } from "./ceremony.ts";
import {
  findTrustees,
  type SeatUpdate,
  sealElectionKey,
  setCount,
  updateSeat,
} from "./commission.repository.ts";
import { type CommissionTaskView, type LinkDeps, seatOf, toTask } from "./commission-task.service.ts";
import { urnTally } from "./election.ts";
import type { ProofPairJson } from "./poll.table.ts";
import { findBallots, lastUrnEntry } from "./urn.repository.ts";

/**
 * The counting commission's key ceremony and the opening of the urn (docs/RECORD.md §6–§10,
 * docs/SECURITY.md «Trust model»). Each seat is reached by a personal link; the member's device
 * does the cryptography (shared/ballot/trustee.ts) and checks everything it is relayed. The
 * server checks every post the same way before it stores it (shared/ballot/ceremony.ts
 * `assessCeremony` on the view with the post added: a post that would put anything unverifiable
 * into the view is refused and writes nothing), seals the election key once every seat has
 * signed the fingerprint, and combines the count from the partial decryptions. It is not trusted
 * for any of it: a server that relayed something else would be caught by the devices and, at the
 * sitting, by the short codes. Steps of one poll run one at a time under its row lock. Sources:
 * Pedersen, EUROCRYPT 1991; Feldman, FOCS 1987; ElectionGuard 2.0 §3.2 (complaints).
 */

/** The same JSON value (RFC 8785 canonical form), for comparing a re-sent post with the stored one. */
const same = (a: unknown, b: unknown) => digestJson(TAG.dealing, a) === digestJson(TAG.dealing, b);

/**
 * One post of the link's seat in the key ceremony, under the poll's row lock: refused while the
 * ballot is open or after; answered as before when it repeats what is stored (a lost answer);
 * refused with CONFLICT when the seat posted something else there already; otherwise the view
 * with the post added must verify in full (assessCeremony), or it is refused with
 * BAD_USER_INPUT naming what failed and nothing is written. When every seat has signed, the
 * election key and its fingerprint are sealed.
 */
async function post(
  db: Db,
  token: string,
  make: (mine: SeatPost) => {
    field: string;
    stored: unknown;
    value: unknown;
    apply: SeatPost;
    update: SeatUpdate;
  },
): Promise<CommissionTaskView> {
  return db.transaction().execute(async (tx) => {
    const seat = await seatOf(tx, token, true);
    if (seat.status === "ANNULLED") throw fail.conflict("Голосование аннулировано: ключ больше не нужен.");
    if (seat.status !== "DRAFT")
      throw fail.conflict("Голосование уже открыто: ключ сформирован, менять его нельзя.");
    const all = await findTrustees(tx, seat.poll_id);
    const view = ceremonyView(seat, all);
    if (!view) throw fail.conflict("Счетная комиссия еще не избрана заново: подождите.");
    const mine = view.seats[seat.seat - 1] as SeatPost;
    const change = make(mine);
    if (change.stored !== null && change.stored !== undefined) {
      if (same(change.stored, change.value)) return toTask(seat, all);
      throw fail.conflict(
        change.field === "deviceKey"
          ? "Для этого места счетной комиссии уже подключено другое устройство. Откройте ссылку на нем или загрузите резервную копию ключа."
          : "Это место комиссии уже отправило другое значение на этом шаге.",
      );
    }
    const next: CeremonyView = {
      ...view,
      seats: view.seats.map((s) => (s.seat === seat.seat ? change.apply : s)),
    };
    const state = assessCeremony(next);
    if (state.problems.length > 0) throw fail.badInput(`Не принято: ${state.problems[0]}.`, change.field);
    await updateSeat(tx, seat.poll_id, seat.seat, change.update);
    await announceDefense(tx, seat.defense_id, "commission");
    if (state.signed.length === state.n && state.publicKey && state.fingerprint) {
      await sealElectionKey(tx, seat.poll_id, state.publicKey, state.fingerprint);
      await audit(tx, null, "poll.key", "defense", seat.defense_id, {
        after: { electionId: seat.election_id, trustees: state.n, code: state.code },
      });
    }
    if (change.field === "complaint") {
      await audit(tx, null, "poll.key.complaint", "defense", seat.defense_id, {
        after: { complainer: seat.seat, dealer: change.apply.complaint?.dealer },
      });
    }
    const after = await seatOf(tx, token, false);
    return toTask(after, await findTrustees(tx, seat.poll_id));
  });
}

/**
 * Registers the device key of the link's seat, its nonce commitment and the proof of
 * possession that binds both (docs/RECORD.md §6). Posting the same again answers as before.
 * @throws NOT_FOUND (link), BAD_USER_INPUT (key or proof), CONFLICT (another device holds the seat, or the vote opened)
 */
export async function registerDevice(
  deps: LinkDeps,
  _actor: Actor | null,
  token: string,
  publicKey: string,
  commitment: string,
  proof: ProofPairJson,
): Promise<CommissionTaskView> {
  return post(deps.db, token, (mine) => ({
    field: "deviceKey",
    stored: mine.deviceKey === null ? null : [mine.deviceKey, mine.nonceCommitment],
    value: [publicKey, commitment],
    apply: { ...mine, deviceKey: publicKey, nonceCommitment: commitment, deviceProof: proof },
    update: { device_key: publicKey, nonce_commitment: commitment, device_proof: JSON.stringify(proof) },
  }));
}

/**
 * Stores the dealing of the link's seat (Pedersen 1991 with Feldman commitments), once every
 * device is registered (its shares are encrypted to them) and its public checks pass.
 * @throws NOT_FOUND, BAD_USER_INPUT (dealing), CONFLICT (dealt already, vote opened)
 */
export async function submitDealing(
  deps: LinkDeps,
  _actor: Actor | null,
  token: string,
  dealing: SeatPost["dealing"],
): Promise<CommissionTaskView> {
  return post(deps.db, token, (mine) => ({
    field: "dealing",
    stored: mine.dealing,
    value: dealing,
    apply: { ...mine, dealing },
    update: { dealing: JSON.stringify(dealing) },
  }));
}

/**
 * Records that the link's device opened every share it received (Feldman's check), with the
 * verification key g^x the commitments give for its seat and its nonce, revealed now that it
 * has seen every dealing (docs/RECORD.md §6).
 * @throws NOT_FOUND, BAD_USER_INPUT (key or nonce differ), CONFLICT (confirmed already, vote opened)
 */
export async function confirmKeyShare(
  deps: LinkDeps,
  _actor: Actor | null,
  token: string,
  key: string,
  nonce: string,
): Promise<CommissionTaskView> {
  return post(deps.db, token, (mine) => ({
    field: "verificationKey",
    stored: mine.verificationKey === null ? null : [mine.verificationKey, mine.nonce],
    value: [key, nonce],
    apply: { ...mine, verificationKey: key, nonce },
    update: { verification_key: key, nonce },
  }));
}

/**
 * A device's signed complaint that the share dealt to it by `complaint.dealer` failed. It stops
 * the ceremony: nothing restarts by itself. The accused dealer's device answers with the share
 * and its nonce ({@link answerComplaints}); anyone can then tell who was at fault, and the
 * secretary restarts the ceremony (an audited act with a reason), replacing that member if need
 * be (ElectionGuard 2.0 §3.2, «Share verification»).
 * @throws NOT_FOUND, BAD_USER_INPUT (signature), CONFLICT (complained or confirmed already, vote opened)
 */
export async function fileComplaint(
  deps: LinkDeps,
  _actor: Actor | null,
  token: string,
  complaint: Complaint,
): Promise<CommissionTaskView> {
  return post(deps.db, token, (mine) => ({
    field: "complaint",
    stored: mine.complaint ?? (mine.verificationKey === null ? null : "confirmed"),
    value: complaint,
    apply: { ...mine, complaint },
    update: { complaint: JSON.stringify(complaint) },
  }));
}

/**
 * The link's device answers complaints about its shares: for each complaining seat, the share it
 * dealt there and the nonce that encrypted it. Answers already given stay; a seat is answered once.
 * @throws NOT_FOUND, BAD_USER_INPUT (no such complaint), CONFLICT (vote opened)
 */
export async function answerComplaints(
  deps: LinkDeps,
  _actor: Actor | null,
  token: string,
  reveals: ShareReveal[],
): Promise<CommissionTaskView> {
  return post(deps.db, token, (mine) => {
    const fresh = reveals.filter((r) => !mine.reveals.some((x) => x.to === r.to));
    const merged = [...mine.reveals, ...fresh].sort((a, b) => a.to - b.to);
    return {
      field: "reveals",
      stored: fresh.length === 0 ? mine.reveals : null,
      value: mine.reveals,
      apply: { ...mine, reveals: merged },
      update: { reveals: JSON.stringify(merged) },
    };
  });
}

/**
 * The link's device signs the election fingerprint, once its member confirmed that the code on
 * the screen is the one read out at the sitting (docs/RECORD.md §7). With every seat's
 * signature the election key is sealed and the ballot can open.
 * @throws NOT_FOUND, BAD_USER_INPUT (signature), CONFLICT (signed already, vote opened)
 */
export async function signElection(
  deps: LinkDeps,
  _actor: Actor | null,
  token: string,
  signature: ProofPairJson,
): Promise<CommissionTaskView> {
  return post(deps.db, token, (mine) => ({
    field: "signature",
    stored: mine.signature,
    value: signature,
    apply: { ...mine, signature },
    update: { signature: JSON.stringify(signature) },
  }));
}

/**
 * Stores the link's partial decryption of the tally after close, once its Chaum–Pedersen proof
 * checks against the seat's verification key, the election's fingerprint, the urn's head and
 * the server's own sum of the urn. With t partials the count is combined (Lagrange at 0, then
 * the discrete log below the number of ballots) and becomes the poll's result.
 * @throws NOT_FOUND, BAD_USER_INPUT (proof), CONFLICT (not closed, not a seat of the sealed key, counted already)
 */
export async function submitPartialDecryption(
  deps: LinkDeps,
  _actor: Actor | null,
  token: string,
  factor: string,
  proof: ProofPairJson,
): Promise<CommissionTaskView> {
  return deps.db.transaction().execute(async (tx) => {
    const seat = await seatOf(tx, token, true);
    if (seat.status !== "CLOSED") throw fail.conflict("Урна вскрывается после закрытия голосования.");
    if (seat.tallied_at !== null) throw fail.conflict("Голоса уже подсчитаны: урна вскрыта.");
    if (seat.verification_key === null || !seat.threshold || !seat.fingerprint)
      throw fail.conflict("Это место комиссии не участвовало в формировании ключа.");
    if (seat.factor !== null) throw fail.conflict("Ваша часть расшифровки уже принята.");
    const [ballots, last, all] = await Promise.all([
      findBallots(tx, seat.poll_id),
      lastUrnEntry(tx, seat.poll_id),
      findTrustees(tx, seat.poll_id),
    ]);
    const head = last?.head ?? urnStart(seat.fingerprint);
    const tally = urnTally(head, ballots);
    const partial = { seat: seat.seat, factor, proof };
    if (!verifyPartial({ fingerprint: seat.fingerprint, head }, seat.verification_key, tally, partial))
      throw fail.badInput("Частичная расшифровка не прошла проверку.", "proof");
    await updateSeat(tx, seat.poll_id, seat.seat, { factor, factor_proof: JSON.stringify(proof) });
    await announceDefense(tx, seat.defense_id, "commission");
    const partials = all
      .filter((t) => t.factor !== null && t.factor_proof !== null && t.seat !== seat.seat)
      .map((t) => ({ seat: t.seat, factor: t.factor as string, proof: t.factor_proof as ProofPairJson }))
      .concat([partial]);
    if (partials.length >= seat.threshold) {
      const votesFor = combinePartials(tally, partials, seat.threshold, ballots.length);
      await setCount(tx, seat.poll_id, votesFor, ballots.length - votesFor);
      await audit(tx, null, "poll.tally", "defense", seat.defense_id, {
        after: { decryptions: partials.length, headCode: shortCode(head) },
      });
    }
    const after = await seatOf(tx, token, false);
    return toTask(after, await findTrustees(tx, seat.poll_id));
  });
}

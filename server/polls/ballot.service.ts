import {
  ballotTracker,
  type CastBallot,
  checkSpoiled,
  decodePoint,
  type SpoiledBallot,
  type UrnReceipt,
  urnNext,
  urnStart,
  verifyBallot,
  verifyBallotSignature,
  verifyFound,
} from "../../shared/ballot/index.ts";
import { audit } from "../audit/audit.service.ts";
import type { Actor } from "../lib/actor.ts";
import { announce, announceDefense } from "../lib/database.events.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail } from "../lib/errors.ts";
import { hashToken, linkTokenInput } from "../lib/tokens.ts";
import { linkTopic } from "../lib/topics.ts";
import { findRollMarks } from "./commission.repository.ts";
import {
  findConfirmations,
  findSpoiled,
  findValidCredential,
  insertConfirmation,
  insertSpoiled,
  registerCredential,
} from "./credential.repository.ts";
import { type ElectionHeader, electionHeader } from "./election.ts";
import { findInviteByTokenHash, findInviteOf, markInviteUsed } from "./invite.repository.ts";
import { closePollTx, findCurrentPoll, findPollById, lockPollById } from "./poll.repository.ts";
import {
  AWARD_QUESTION_ID,
  answersInput,
  cryptoHex,
  proofInput,
  spoiledBallotInput,
} from "./poll.validation.ts";
import { wholeRollVoted } from "./roll.repository.ts";
import { findBallots, insertBallot, lastUrnEntry, lockInviteForBallot } from "./urn.repository.ts";
import { awardQuestion } from "./wording.ts";

/** The public facts of a defense printed on its ballot. */
export interface MemberPollDefense {
  candidate: string;
  thesisTitle: string;
  degree: "CANDIDATE" | "DOCTOR";
  scienceBranch: string;
  specialty: { code: string; name: string };
  defenseAt: Date;
  place: string | null;
  boardCode: string;
  boardName: string;
}

/** The ballot a member sees behind their token link. */
export interface MemberPoll {
  /** The poll, and its defense (not in the API: live updates listen on it). */
  pollId: number;
  defenseId: number;
  defense: MemberPollDefense;
  /** DRAFT: the link came with the roll, before the ballot opens (the member's device makes its key). */
  status: "DRAFT" | "OPEN" | "CLOSED" | "ANNULLED";
  deadline: Date | null;
  voted: boolean;
  questions: { id: string; text: string; choices: ("FOR" | "AGAINST")[] }[];
  /**
   * The sealed election the member's browser checks before it encrypts (the manifest, the
   * ceremony with every signature, the key, the fingerprint and its code); null for a poll held
   * before the fingerprint.
   */
  election: ElectionHeader | null;
  /** The member's place in the manifest's roll (0-based), to find their mark in the urn. */
  rollIndex: number | null;
  /** Whether the commission has decrypted the count (the public record holds the result). */
  counted: boolean;
  /** The public voting credential this member's device registered (credential.ts); null before. */
  credential: string | null;
  /** An annulled round: why, and whether a new round of the defense has invited this member. */
  annulled: { reason: string; newRound: "NONE" | "PREPARED" | "INVITED" } | null;
}

const invalidLink = () =>
  fail.notFound(
    "Ссылка недействительна: приглашение не найдено или ученый секретарь отменил эту ссылку, отправив новую. Проверьте последнее письмо.",
  );

/**
 * The ballot behind a token. Reading consumes nothing and writes nothing (mail scanners
 * prefetch links); a poll past its deadline is shown closed, as the ballot refuses it, until
 * the scheduled job closes it. The token is the member's credential: the actor is null (a link holder).
 * Any link of the invite not revoked opens it (a resend adds a link); `voted` is the invite's,
 * whichever link was used.
 * @throws AppError NOT_FOUND for a malformed, unknown or revoked token.
 */
export async function memberPoll(
  deps: Pick<ServiceDeps, "db">,
  _actor: Actor | null,
  token: string,
): Promise<MemberPoll> {
  if (!linkTokenInput.safeParse(token).success) throw invalidLink();
  const row = await findInviteByTokenHash(deps.db, hashToken(token));
  if (!row) throw invalidLink();
  const expired = row.status === "OPEN" && row.deadline !== null && row.deadline <= new Date();
  const poll = await findPollById(deps.db, row.poll_id);
  const [election, roll, credential, annulled] = poll
    ? await Promise.all([
        electionHeader(deps.db, poll),
        findRollMarks(deps.db, poll.id),
        findValidCredential(deps.db, row.invite_id),
        poll.status === "ANNULLED" ? annulment(deps.db, poll, row.member_id) : null,
      ])
    : [null, [], null, null];
  const place = roll.findIndex((r) => r.member_id === row.member_id);
  return {
    pollId: row.poll_id,
    defenseId: row.defense_id,
    defense: {
      candidate: row.candidate,
      thesisTitle: row.thesis_title,
      degree: row.degree,
      scienceBranch: row.science_branch,
      specialty: { code: row.specialty_code, name: row.specialty_name },
      defenseAt: row.defense_at,
      place: row.place,
      boardCode: row.board_code,
      boardName: row.board_name,
    },
    status: expired ? "CLOSED" : row.status,
    deadline: row.deadline,
    voted: row.used_at !== null,
    questions: [
      {
        id: AWARD_QUESTION_ID,
        // The question the commission's devices signed, once there is one.
        text: election?.manifest.question ?? awardQuestion(row.degree, row.science_branch, row.candidate),
        choices: ["FOR", "AGAINST"],
      },
    ],
    election,
    rollIndex: place >= 0 ? place : null,
    counted: poll?.tallied_at != null,
    credential,
    annulled,
  };
}

/** Why a round was annulled, and where the defense's vote stands for this member now. */
async function annulment(
  db: ServiceDeps["db"],
  poll: { id: number; defense_id: number; annul_reason: string | null },
  memberId: number,
): Promise<NonNullable<MemberPoll["annulled"]>> {
  const current = await findCurrentPoll(db, poll.defense_id);
  const next = current && current.id !== poll.id ? current : null;
  const invited = next ? await findInviteOf(db, next.id, memberId) : undefined;
  return {
    reason: poll.annul_reason ?? "",
    newRound: !next ? "NONE" : invited ? "INVITED" : "PREPARED",
  };
}

/** The invite behind a token, for an act of its member's device; NOT_FOUND as for any unknown link. */
async function inviteOf(deps: Pick<ServiceDeps, "db">, token: string) {
  if (!linkTokenInput.safeParse(token).success) throw invalidLink();
  const row = await findInviteByTokenHash(deps.db, hashToken(token));
  if (!row) throw invalidLink();
  return row;
}

/**
 * Registers the public voting credential the member's device drew when the member opened the
 * link (docs/RECORD.md §5.3; credential.ts: the private credential never leaves the device). Before
 * the commission is seated it goes into the manifest; afterwards it is a late one, listed apart in
 * the record. The same credential again changes nothing. Another credential for the same invite
 * is refused (the key lives on the device where the member first opened the link) unless
 * `replace`: then the first is revoked (listed as such in the record, and read out at the close)
 * and this one registered instead. The token is the member's credential to act: the actor is null.
 * @returns the member's poll as it now reads
 * @throws NOT_FOUND (bad token), BAD_USER_INPUT (not a point), CONFLICT (closed or annulled, already
 *   voted, another key registered and `replace` not set, a key another invite holds)
 */
export async function registerVotingCredential(
  deps: Pick<ServiceDeps, "db">,
  _actor: Actor | null,
  token: string,
  credential: unknown,
  replace = false,
): Promise<MemberPoll> {
  const invite = await inviteOf(deps, token);
  if (!cryptoHex.safeParse(credential).success || decodePoint(credential) === null)
    throw fail.badInput("Ключ для голосования не прошел проверку: обновите страницу.", "credential");
  const key = credential as string;
  await deps.db.transaction().execute(async (tx) => {
    const locked = await lockInviteForBallot(tx, hashToken(token));
    if (!locked) throw invalidLink();
    if (locked.status === "ANNULLED") throw fail.conflict("Голосование аннулировано: ключ не нужен.");
    if (locked.status === "CLOSED" || locked.expired)
      throw fail.conflict("Голосование закрыто: ключ для голосования больше не нужен.");
    if (locked.used_at !== null) throw fail.conflict("Вы уже проголосовали: ключ больше не меняется.");
    const valid = await findValidCredential(tx, invite.invite_id);
    if (valid === key) return;
    if (valid !== null && !replace)
      throw fail.conflict(
        "Ключ для голосования уже создан на другом устройстве — на том, где вы впервые открыли эту ссылку. Голосуйте с него.",
      );
    if (!(await registerCredential(tx, locked.poll_id, invite.invite_id, key, valid !== null)))
      throw fail.conflict("Такой ключ для голосования уже зарегистрирован: обновите страницу.");
    // Before the opening a key changes the manifest the commission's devices seal (and the desk's
    // count); once open, a late key changes only the desk's counts and the record. The member's
    // own page hears of it by its link; the other members' pages have nothing new to read.
    if (locked.status === "OPEN") await announceDefense(tx, invite.defense_id, "ballots");
    else await announceDefense(tx, invite.defense_id, "commission");
    await announce(tx, linkTopic(hashToken(token)));
  });
  return memberPoll(deps, null, token);
}

/**
 * Casts a secret ballot: the choice encrypted in the member's browser to the commission's
 * key, with its proof that it holds 0 or 1, bound to the election's fingerprint (docs/RECORD.md
 * §7), and signed with the member's voting credential (§8.1). The proof and the signature are
 * checked against this poll's fingerprint and key and this invite's own credential before
 * anything is written: a ballot without a valid signature of the member's registered credential
 * is refused, so nobody without the member's device can cast it. In one transaction, under the
 * poll's row lock: the invite, found by any of its links not revoked, is marked used by a
 * conditional update (the one-vote guard, enforced by the database under concurrency, whichever
 * of the member's links the ballots come by) and the ballot is appended to the poll's public
 * urn (its place and the chain's head after it, docs/RECORD.md §8); the same ciphertext or the
 * same credential twice is refused by the database. Returns, after COMMIT, the receipt the
 * member's device keeps: the tracker, the place and the head. When every member of the roll has
 * then voted, the poll closes. The token is the member's link: the actor is null.
 * @throws NOT_FOUND (bad token), CONFLICT (already voted, replayed, or the poll is not open),
 *   BAD_USER_INPUT (malformed ballot, failed proof or signature, no credential registered, or
 *   signed by another credential than the member's)
 */
export async function submitBallot(
  deps: Pick<ServiceDeps, "db">,
  _actor: Actor | null,
  token: string,
  answers: unknown,
): Promise<UrnReceipt> {
  const { db } = deps;
  if (!linkTokenInput.safeParse(token).success) throw invalidLink();
  const parsed = answersInput.safeParse(answers);
  if (!parsed.success)
    throw fail.badInput(parsed.error.issues[0]?.message ?? "Неверный бюллетень.", "answers");
  const ballot = parsed.data[0]?.ballot as CastBallot;

  const outcome = await db.transaction().execute(async (tx) => {
    const tokenHash = hashToken(token);
    const invite = await lockInviteForBallot(tx, tokenHash);
    if (!invite) throw invalidLink();
    if (invite.status === "ANNULLED")
      throw fail.conflict("Голосование аннулировано: бюллетени не принимаются.");
    if (invite.status === "DRAFT")
      throw fail.conflict(
        "Голосование еще не открыто: бюллетень появится на этой странице, когда его откроют.",
      );
    if (invite.status !== "OPEN" || invite.expired) return { closed: true as const, pollId: invite.poll_id };
    const ctx = { fingerprint: invite.fingerprint ?? "", publicKey: invite.public_key ?? "" };
    const { alpha, beta, proof } = ballot;
    if (!invite.public_key || !invite.fingerprint || !verifyBallot(ctx, { alpha, beta, proof }))
      throw fail.badInput(
        "Бюллетень не прошел проверку: обновите страницу и проголосуйте еще раз.",
        "answers",
      );
    const credential = await findValidCredential(tx, invite.id);
    if (credential === null)
      throw fail.badInput(
        "Ключ для голосования не зарегистрирован: обновите страницу, и она создаст его на этом устройстве.",
        "answers",
      );
    if (ballot.credential !== credential || !verifyBallotSignature(ctx.fingerprint, ballot))
      throw fail.badInput(
        "Бюллетень подписан не вашим ключом для голосования: голосуйте с устройства, где вы впервые открыли ссылку.",
        "answers",
      );
    if (!(await markInviteUsed(tx, invite.id))) {
      throw fail.conflict(
        "Вы уже проголосовали: голос принимается один раз, по какой бы ссылке из писем вы ни открыли бюллетень.",
      );
    }
    const last = await lastUrnEntry(tx, invite.poll_id);
    const position = (last?.position ?? 0) + 1;
    const cast = ballot as CastBallot;
    const head = urnNext(last?.head ?? urnStart(invite.fingerprint), cast);
    if (!(await insertBallot(tx, invite.poll_id, position, cast, head)))
      throw fail.conflict("Такой бюллетень уже подан: повторная отправка чужого бюллетеня не принимается.");
    await announceDefense(tx, invite.defense_id, "ballots");
    await announce(tx, linkTopic(tokenHash));
    return { closed: false as const, pollId: invite.poll_id, position, head };
  });
  if (outcome.closed) throw fail.conflict("Голосование закрыто: бюллетени больше не принимаются.");
  await closeIfComplete(db, outcome.pollId);
  return {
    tracker: ballotTracker(ballot),
    position: outcome.position,
    head: outcome.head,
  };
}

/**
 * Keeps a voter's signed word that their ballot is in the final urn (docs/RECORD.md §8.4):
 * after the close, a signature with the member's credential over `[H_E, "found", Z, head]`, where
 * head is the closed urn's and Z signed a ballot on it. The commission's devices count these
 * before decrypting (shared/ballot `voterConfirmations`); they never block the count. The same
 * confirmation again changes nothing.
 * @returns how many voters have confirmed the urn, and how many ballots it holds
 * @throws NOT_FOUND (bad token), CONFLICT (the poll not closed, or no ballot of this member's key
 *   in the urn), BAD_USER_INPUT (a signature that does not verify in this urn)
 */
export async function confirmBallotFound(
  deps: Pick<ServiceDeps, "db">,
  _actor: Actor | null,
  token: string,
  signature: unknown,
): Promise<{ confirmed: number; ballots: number }> {
  const invite = await inviteOf(deps, token);
  const poll = await findPollById(deps.db, invite.poll_id);
  if (poll?.status !== "CLOSED" || !poll.fingerprint)
    throw fail.conflict("Урну подтверждают после закрытия голосования.");
  const credential = await findValidCredential(deps.db, invite.invite_id);
  const [ballots, last] = await Promise.all([findBallots(deps.db, poll.id), lastUrnEntry(deps.db, poll.id)]);
  if (!credential || !ballots.some((b) => b.credential === credential))
    throw fail.conflict("В урне нет бюллетеня, подписанного вашим ключом: подтверждать нечего.");
  const head = last?.head ?? urnStart(poll.fingerprint);
  const found = { credential, signature };
  if (!proofInput.safeParse(signature).success || !verifyFound(poll.fingerprint, head, found))
    throw fail.badInput("Подтверждение не сходится с кодом этой урны: обновите страницу.", "signature");
  await deps.db.transaction().execute(async (tx) => {
    if (await insertConfirmation(tx, poll.id, credential, found.signature as CastBallot["signature"]))
      await announceDefense(tx, invite.defense_id);
  });
  return { confirmed: (await findConfirmations(deps.db, poll.id)).length, ballots: ballots.length };
}

/** At most this many audited ballots are published per election (a link holder cannot fill the record). */
export const SPOILED_MAX = 100;

/**
 * Publishes an audited (spoiled) ballot in the election's record (docs/RECORD.md §13; Benaloh
 * 2006, Helios' audited ballots, ElectionGuard's challenged ballots): the file must check out
 * for this poll's election (its proof, the revealed choice and randomness, the code) and must not
 * be in the urn. Nothing ties it to the member. The same file again changes nothing.
 * @returns true
 * @throws NOT_FOUND (bad token), BAD_USER_INPUT (a file that does not check out, or is for
 *   another election), CONFLICT (no sealed election, or the record holds {@link SPOILED_MAX} already)
 */
export async function publishSpoiledBallot(
  deps: Pick<ServiceDeps, "db">,
  _actor: Actor | null,
  token: string,
  file: unknown,
): Promise<boolean> {
  const invite = await inviteOf(deps, token);
  const poll = await findPollById(deps.db, invite.poll_id);
  if (!poll?.fingerprint || !poll.public_key || poll.status === "ANNULLED")
    throw fail.conflict("Проверочный бюллетень публикуют в записи голосования с ключом комиссии.");
  const parsed = spoiledBallotInput.safeParse(file);
  const spoiled = (parsed.success ? parsed.data : null) as SpoiledBallot | null;
  const urn = await findBallots(deps.db, poll.id);
  const problems = spoiled
    ? checkSpoiled(spoiled, {
        fingerprint: poll.fingerprint,
        publicKey: poll.public_key,
        ballots: urn,
      } as never).errors
    : ["неверный формат"];
  if (problems.length > 0)
    throw fail.badInput(`Проверочный бюллетень не принят: ${problems.join("; ")}.`, "ballot");
  await deps.db.transaction().execute(async (tx) => {
    const locked = await lockPollById(tx, poll.id);
    if ((await findSpoiled(tx, poll.id)).length >= SPOILED_MAX)
      throw fail.conflict("В записи голосования уже достаточно проверочных бюллетеней.");
    if (
      locked &&
      (await insertSpoiled(
        tx,
        poll.id,
        ballotTracker((spoiled as SpoiledBallot).ballot),
        spoiled as SpoiledBallot,
      ))
    )
      await announceDefense(tx, invite.defense_id);
  });
  return true;
}

// Runs after the ballot's COMMIT, under the poll's row lock, so that of two last ballots
// committed at once exactly one sees the whole roll voted and closes the poll.
async function closeIfComplete(db: ServiceDeps["db"], pollId: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const poll = await lockPollById(tx, pollId);
    if (poll?.status !== "OPEN" || !(await wholeRollVoted(tx, pollId))) return;
    await closePollTx(tx, pollId);
    await audit(tx, null, "poll.close.complete", "defense", poll.defense_id);
    await announceDefense(tx, poll.defense_id, "sitting");
  });
}

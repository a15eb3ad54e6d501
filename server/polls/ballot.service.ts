import {
  type BoardReceipt,
  ballotTracker,
  boardNext,
  boardStart,
  type EncryptedBallot,
  verifyBallot,
} from "../../shared/ballot/index.ts";
import { audit } from "../audit/audit.service.ts";
import type { Actor } from "../lib/actor.ts";
import { announce, announceDefense } from "../lib/database.events.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail } from "../lib/errors.ts";
import { hashToken, linkTokenInput } from "../lib/tokens.ts";
import { linkTopic } from "../lib/topics.ts";
import { findRollMarks } from "./commission.repository.ts";
import { type ElectionHeader, electionHeader } from "./election.service.ts";
import {
  closePollTx,
  findInviteByTokenHash,
  findPollById,
  insertBallot,
  lastBoardEntry,
  lockInviteForBallot,
  lockPollById,
  markInviteUsed,
  wholeRollVoted,
} from "./poll.repository.ts";
import { AWARD_QUESTION_ID, answersInput } from "./poll.validation.ts";
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
  status: "OPEN" | "CLOSED" | "ANNULLED";
  deadline: Date | null;
  voted: boolean;
  questions: { id: string; text: string; choices: ("FOR" | "AGAINST")[] }[];
  /**
   * The sealed election the member's browser checks before it encrypts (the manifest, the
   * ceremony with every signature, the key, the fingerprint and its code); null for a poll held
   * before the fingerprint.
   */
  election: ElectionHeader | null;
  /** The member's place in the manifest's roll (0-based), to find their mark on the board. */
  rollIndex: number | null;
  /** Whether the commission has decrypted the count (the public record holds the result). */
  counted: boolean;
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
  if (!row || row.status === "DRAFT") throw invalidLink();
  const expired = row.status === "OPEN" && row.deadline !== null && row.deadline <= new Date();
  const poll = await findPollById(deps.db, row.poll_id);
  const [election, roll] = poll
    ? await Promise.all([electionHeader(deps.db, poll), findRollMarks(deps.db, poll.id)])
    : [null, []];
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
  };
}

/**
 * Casts a secret ballot: the choice encrypted in the member's browser to the commission's
 * key, with its proof that it holds 0 or 1, bound to the election's fingerprint (docs/RECORD.md
 * §7). The proof is checked against this poll's fingerprint and key before anything is
 * written. In one transaction, under the poll's row lock: the invite, found by any of its links
 * not revoked, is marked used by a conditional update (the one-vote guard, enforced by the
 * database under concurrency, whichever of the member's links the ballots come by) and the
 * ciphertext is appended to the poll's public board with nothing that leads back to the member
 * (its place and the chain's head after it, docs/RECORD.md §8); the same ciphertext twice (a
 * replay through another link) is refused by the database. Returns, after COMMIT, the receipt
 * the member's device keeps: the tracker, the place and the head. When every member of the roll
 * has then voted, the poll closes. The token is the member's credential: the actor is null.
 * @throws NOT_FOUND (bad token), CONFLICT (already voted, replayed, or the poll is not open), BAD_USER_INPUT (malformed ballot or failed proof)
 */
export async function submitBallot(
  deps: Pick<ServiceDeps, "db">,
  _actor: Actor | null,
  token: string,
  answers: unknown,
): Promise<BoardReceipt> {
  const { db } = deps;
  if (!linkTokenInput.safeParse(token).success) throw invalidLink();
  const parsed = answersInput.safeParse(answers);
  if (!parsed.success)
    throw fail.badInput(parsed.error.issues[0]?.message ?? "Неверный бюллетень.", "answers");
  const ballot = parsed.data[0]?.ballot;

  const outcome = await db.transaction().execute(async (tx) => {
    const tokenHash = hashToken(token);
    const invite = await lockInviteForBallot(tx, tokenHash);
    if (!invite) throw invalidLink();
    if (invite.status === "ANNULLED")
      throw fail.conflict("Голосование аннулировано: бюллетени не принимаются.");
    if (invite.status !== "OPEN" || invite.expired) return { closed: true as const, pollId: invite.poll_id };
    const ctx = { fingerprint: invite.fingerprint ?? "", publicKey: invite.public_key ?? "" };
    if (!invite.public_key || !invite.fingerprint || !verifyBallot(ctx, ballot))
      throw fail.badInput(
        "Бюллетень не прошел проверку: обновите страницу и проголосуйте еще раз.",
        "answers",
      );
    if (!(await markInviteUsed(tx, invite.id))) {
      throw fail.conflict(
        "Вы уже проголосовали: голос принимается один раз, по какой бы ссылке из писем вы ни открыли бюллетень.",
      );
    }
    const last = await lastBoardEntry(tx, invite.poll_id);
    const position = (last?.position ?? 0) + 1;
    const head = boardNext(last?.head ?? boardStart(invite.fingerprint), ballot);
    if (!(await insertBallot(tx, invite.poll_id, position, ballot, head)))
      throw fail.conflict("Такой бюллетень уже подан: повторная отправка чужого бюллетеня не принимается.");
    await announceDefense(tx, invite.defense_id, "ballots");
    await announce(tx, linkTopic(tokenHash));
    return { closed: false as const, pollId: invite.poll_id, position, head };
  });
  if (outcome.closed) throw fail.conflict("Голосование закрыто: бюллетени больше не принимаются.");
  await closeIfComplete(db, outcome.pollId);
  return {
    tracker: ballotTracker(ballot as EncryptedBallot),
    position: outcome.position,
    head: outcome.head,
  };
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

import { ballotTracker, type EncryptedBallot, verifyBallot } from "../../shared/ballot/index.ts";
import { audit } from "../audit/audit.service.ts";
import type { Actor } from "../auth/actor.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail } from "../lib/errors.ts";
import { hashToken, linkTokenInput } from "../lib/tokens.ts";
import {
  closePollTx,
  findInviteByTokenHash,
  insertBallot,
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
  /** The poll, for the lazily built election record. */
  pollId: number;
  defense: MemberPollDefense;
  status: "OPEN" | "CLOSED" | "ANNULLED";
  deadline: Date | null;
  voted: boolean;
  questions: { id: string; text: string; choices: ("FOR" | "AGAINST")[] }[];
  /** The key to encrypt to; null for a poll without one. */
  encryption: { electionId: string; publicKey: string } | null;
}

const invalidLink = () =>
  fail.notFound(
    "Ссылка недействительна: приглашение не найдено или заменено более новым. Проверьте последнее письмо.",
  );

/**
 * The ballot behind a token. Reading consumes nothing and writes nothing (mail scanners
 * prefetch links); a poll past its deadline is shown closed, as the ballot refuses it, until
 * the scheduled job closes it. The token is the member's credential: the actor is null (a link holder).
 * @throws AppError NOT_FOUND for a malformed, unknown or replaced token.
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
  return {
    pollId: row.poll_id,
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
        text: awardQuestion(row.degree, row.science_branch, row.candidate),
        choices: ["FOR", "AGAINST"],
      },
    ],
    encryption: row.public_key ? { electionId: row.election_id, publicKey: row.public_key } : null,
  };
}

/**
 * Casts a secret ballot: the choice encrypted in the member's browser to the commission's
 * key, with its proof that it holds 0 or 1 (docs/RECORD.md, «Ballot»). The proof is checked
 * against this poll's election id and key before anything is written. In one transaction,
 * under a share lock on the poll: the invite is marked used by a conditional update (the
 * one-vote guard, enforced by the database under concurrency) and the ciphertext is stored
 * in `ballots` with nothing that leads back to the member; the same ciphertext twice (a
 * replay through another link) is refused by the database. Returns the ballot tracker after
 * COMMIT. When every member of the roll has then voted, the poll closes. The token is the
 * member's credential: the actor is null (a link holder), and nothing records who voted.
 * @throws NOT_FOUND (bad token), CONFLICT (already voted, replayed, or the poll is not open), BAD_USER_INPUT (malformed ballot or failed proof)
 */
export async function submitBallot(
  deps: Pick<ServiceDeps, "db">,
  _actor: Actor | null,
  token: string,
  answers: unknown,
): Promise<string> {
  const { db } = deps;
  if (!linkTokenInput.safeParse(token).success) throw invalidLink();
  const parsed = answersInput.safeParse(answers);
  if (!parsed.success)
    throw fail.badInput(parsed.error.issues[0]?.message ?? "Неверный бюллетень.", "answers");
  const ballot = parsed.data[0]?.ballot;

  const outcome = await db.transaction().execute(async (tx) => {
    const invite = await lockInviteForBallot(tx, hashToken(token));
    if (!invite) throw invalidLink();
    if (invite.status === "ANNULLED")
      throw fail.conflict("Голосование аннулировано: бюллетени не принимаются.");
    if (invite.status !== "OPEN" || invite.expired)
      return { expired: invite.expired === true, closed: true, pollId: invite.poll_id };
    const ctx = { electionId: invite.election_id, publicKey: invite.public_key ?? "" };
    if (!invite.public_key || !verifyBallot(ctx, ballot))
      throw fail.badInput(
        "Бюллетень не прошел проверку: обновите страницу и проголосуйте еще раз.",
        "answers",
      );
    if (!(await markInviteUsed(tx, invite.id))) {
      throw fail.conflict("Вы уже проголосовали: по одной ссылке можно проголосовать один раз.");
    }
    if (!(await insertBallot(tx, invite.poll_id, ballot)))
      throw fail.conflict("Такой бюллетень уже подан: повторная отправка чужого бюллетеня не принимается.");
    return { expired: false, closed: false, pollId: invite.poll_id };
  });
  if (outcome.closed) throw fail.conflict("Голосование закрыто: бюллетени больше не принимаются.");
  await closeIfComplete(db, outcome.pollId);
  return ballotTracker(ballot as EncryptedBallot);
}

// Runs after the ballot's COMMIT, under the poll's row lock, so that of two last ballots
// committed at once exactly one sees the whole roll voted and closes the poll.
async function closeIfComplete(db: ServiceDeps["db"], pollId: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const poll = await lockPollById(tx, pollId);
    if (poll?.status !== "OPEN" || !(await wholeRollVoted(tx, pollId))) return;
    await closePollTx(tx, pollId);
    await audit(tx, null, "poll.close.complete", "defense", poll.defense_id);
  });
}

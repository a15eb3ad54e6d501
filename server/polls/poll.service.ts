import type { Kysely } from "kysely";
import { z } from "zod";
import type { UserRow } from "../auth/user.table.ts";
import { runsBoard } from "../boards/board.policy.ts";
import { findBoardsByIds, findMembersByIds } from "../boards/board.repository.ts";
import { findDefenseById } from "../defenses/defense.repository.ts";
import type { DefenseRow } from "../defenses/defense.table.ts";
import type { Database } from "../lib/database.ts";
import { fail } from "../lib/errors.ts";
import type { Logger } from "../lib/log.ts";
import type { Mailer } from "../lib/mail.ts";
import { hashToken, newToken } from "../lib/tokens.ts";
import { inviteMail } from "./invite.mail.ts";
import {
  allInvitesUsed,
  findInviteByTokenHash,
  insertBallot,
  lockInviteForBallot,
  lockOrOpenPoll,
  lockPoll,
  markInviteDelivery,
  markPollClosed,
  shuffleBallots,
  upsertInvites,
  useInvite,
} from "./poll.repository.ts";

/** What the poll flows need from the request context. */
export interface PollDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  log: Logger;
  /** Base of the links in emails, e.g. `http://localhost:3000`. */
  publicUrl: string;
}

/** The id of the ballot's one question: whether to award the degree. */
export const AWARD_QUESTION_ID = "award";

/** The secretary acting, and the councils they run. */
export interface Actor {
  user: UserRow;
  ownBoardIds: readonly number[];
}

/** A defense the actor's council holds. @throws AppError NOT_FOUND for any other defense. */
export async function ownDefense(db: Kysely<Database>, actor: Actor, defenseId: number): Promise<DefenseRow> {
  const defense = Number.isSafeInteger(defenseId) ? await findDefenseById(db, defenseId) : undefined;
  if (!defense || !runsBoard(actor.user, actor.ownBoardIds, defense.board_id)) {
    throw fail.notFound("Защита не найдена.");
  }
  return defense;
}

const memberIdsInput = z
  .array(z.coerce.number().int().positive())
  .min(1, "Выберите хотя бы одного члена совета.")
  .max(200, "Слишком много членов совета в одном запросе.");

/**
 * Opens the defense's poll (if still a draft) and invites the selected members: each gets a
 * new 256-bit token, stored only as its SHA-256, and an email with the link
 * `${publicUrl}/polls/<token>`. Members already invited who have not voted get a new token
 * (the old link stops working); members who have voted are skipped.
 * Invites are committed before any mail is sent; each delivery's outcome is recorded on its invite.
 * @throws NOT_FOUND (not the actor's defense), BAD_USER_INPUT (no or foreign members),
 *   CONFLICT (poll closed)
 */
export async function sendInvites(
  deps: PollDeps,
  actor: Actor,
  defenseId: number,
  memberIds: unknown,
): Promise<void> {
  const defense = await ownDefense(deps.db, actor, defenseId);
  const parsed = memberIdsInput.safeParse(memberIds);
  if (!parsed.success)
    throw fail.badInput(parsed.error.issues[0]?.message ?? "Неверный список членов совета.", "memberIds");
  const ids = [...new Set(parsed.data)];
  const members = await findMembersByIds(deps.db, ids);
  const foreign = ids.filter(
    (id) => !members.some((m) => m.id === id && m.board_id === defense.board_id && !m.archived_at),
  );
  if (foreign.length > 0) {
    throw fail.badInput(`Не входят в состав совета этой защиты: ${foreign.join(", ")}.`, "memberIds");
  }

  const tokens = new Map(ids.map((id) => [id, newToken()]));
  const invited = await deps.db.transaction().execute(async (tx) => {
    const poll = await lockOrOpenPoll(tx, defense.id);
    if (poll.status !== "OPEN") throw fail.conflict("Голосование по этой защите уже закрыто.");
    return upsertInvites(
      tx,
      poll.id,
      ids.map((memberId) => ({ memberId, tokenHash: hashToken(tokens.get(memberId) ?? "") })),
    );
  });

  const [board] = await findBoardsByIds(deps.db, [defense.board_id]);
  await Promise.all(
    invited.map(async (memberId) => {
      const member = members.find((m) => m.id === memberId);
      const token = tokens.get(memberId);
      if (!member || !token) return;
      const link = `${deps.publicUrl}/polls/${token}`;
      const mail = inviteMail(member.email, {
        memberFio: member.fio,
        candidate: defense.candidate,
        thesisTitle: defense.thesis_title,
        boardCode: board?.code ?? "",
        defenseAt: defense.defense_at,
        link,
      });
      try {
        await deps.mailer.send(mail);
        await markInviteDelivery(deps.db, hashToken(token), null);
        // Without SMTP (the demo) the link is shown in the log so the flow can be tried at once.
        if (deps.mailer.kind === "file")
          deps.log.info({ memberId, link }, "приглашение записано в %s", deps.mailer.dropDir);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await markInviteDelivery(deps.db, hashToken(token), message.slice(0, 500));
        deps.log.warn({ memberId, err: message }, "приглашение не отправлено");
      }
    }),
  );
}

/**
 * Closes the defense's poll: no more ballots are accepted, the tally becomes visible, and the
 * ballots are rewritten in random order (see shuffleBallots) in the same transaction.
 * @throws NOT_FOUND (not the actor's defense), CONFLICT (no invites sent, or already closed)
 */
export async function closePoll(deps: PollDeps, actor: Actor, defenseId: number): Promise<void> {
  const defense = await ownDefense(deps.db, actor, defenseId);
  await deps.db.transaction().execute(async (tx) => {
    const poll = await lockPoll(tx, defense.id);
    if (!poll) throw fail.conflict("Голосование ещё не открыто: сначала разошлите приглашения.");
    if (poll.status !== "OPEN") throw fail.conflict("Голосование уже закрыто.");
    await markPollClosed(tx, poll.id);
    await shuffleBallots(tx, poll.id);
  });
}

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
  defense: MemberPollDefense;
  status: "OPEN" | "CLOSED";
  voted: boolean;
  questions: { id: string; text: string; choices: ("FOR" | "AGAINST")[] }[];
}

const tokenInput = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

const invalidLink = () =>
  fail.notFound(
    "Ссылка недействительна: приглашение не найдено или заменено более новым. Проверьте последнее письмо.",
  );

/**
 * The ballot behind a token. Reading consumes nothing (mail scanners prefetch links).
 * @throws AppError NOT_FOUND for a malformed, unknown or replaced token.
 */
export async function memberPoll(db: Kysely<Database>, token: string): Promise<MemberPoll> {
  if (!tokenInput.safeParse(token).success) throw invalidLink();
  const row = await findInviteByTokenHash(db, hashToken(token));
  if (!row) throw invalidLink();
  const degreeGen = row.degree === "DOCTOR" ? "доктора" : "кандидата";
  return {
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
    status: row.status,
    voted: row.used_at !== null,
    questions: [
      {
        id: AWARD_QUESTION_ID,
        text: `Присудить ученую степень ${degreeGen} ${row.science_branch} соискателю ${row.candidate}?`,
        choices: ["FOR", "AGAINST"],
      },
    ],
  };
}

const answersInput = z
  .array(z.object({ questionId: z.string(), choice: z.enum(["FOR", "AGAINST"]) }))
  .length(1, "Бюллетень содержит один вопрос: выберите «За» или «Против».")
  .refine((a) => a[0]?.questionId === AWARD_QUESTION_ID, "Неизвестный вопрос бюллетеня.");

/**
 * Casts a secret ballot. In one transaction: the invite is marked used by a conditional
 * update (the one-vote guard, enforced by the database under concurrency) and the choice is
 * stored in `ballots` with nothing that leads back to the member. Returns after COMMIT.
 * When every invite has then been used, the poll closes itself.
 * @throws NOT_FOUND (bad token), CONFLICT (already voted, or the poll is closed), BAD_USER_INPUT
 */
export async function submitBallot(deps: PollDeps, token: string, answers: unknown): Promise<void> {
  if (!tokenInput.safeParse(token).success) throw invalidLink();
  const parsed = answersInput.safeParse(answers);
  if (!parsed.success)
    throw fail.badInput(parsed.error.issues[0]?.message ?? "Неверный бюллетень.", "answers");
  const choice = parsed.data[0]?.choice ?? "AGAINST";

  const pollId = await deps.db.transaction().execute(async (tx) => {
    const invite = await lockInviteForBallot(tx, hashToken(token));
    if (!invite) throw invalidLink();
    if (invite.status !== "OPEN")
      throw fail.conflict("Голосование закрыто: бюллетени больше не принимаются.");
    if (!(await useInvite(tx, invite.id)))
      throw fail.conflict("Вы уже проголосовали: по одной ссылке можно проголосовать один раз.");
    await insertBallot(tx, invite.poll_id, choice);
    return invite.poll_id;
  });
  await closeIfComplete(deps.db, pollId);
}

// Runs after the ballot's COMMIT, under the poll's row lock, so that of two last ballots
// committed at once exactly one sees every invite used and closes the poll.
async function closeIfComplete(db: Kysely<Database>, pollId: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const poll = await tx
      .selectFrom("polls")
      .select(["id", "status"])
      .where("id", "=", pollId)
      .forUpdate()
      .executeTakeFirst();
    if (poll?.status !== "OPEN" || !(await allInvitesUsed(tx, pollId))) return;
    await markPollClosed(tx, pollId);
    await shuffleBallots(tx, pollId);
  });
}

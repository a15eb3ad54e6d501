import type { Kysely } from "kysely";
import { z } from "zod";
import { audit } from "../audit/audit.service.ts";
import type { UserRow } from "../auth/user.table.ts";
import { runsBoard } from "../boards/board.policy.ts";
import { findMembersByIds, findRuleSetsByBoardIds } from "../boards/board.repository.ts";
import { findDefenseById } from "../defenses/defense.repository.ts";
import type { DefenseRow } from "../defenses/defense.table.ts";
import type { Database, Db } from "../lib/database.ts";
import { fail } from "../lib/errors.ts";
import { id } from "../lib/fields.ts";
import type { Queue } from "../lib/queue.ts";
import { type DeliveryPolicy, enqueueInvites, wakeInviteWorkers } from "./invite.delivery.ts";
import {
  annulPollTx,
  closePollTx,
  findExpiredPollIds,
  findParticipantIds,
  lockOrOpenPoll,
  lockPoll,
  lockPollById,
  replaceCommission,
  revokeUnusedInvites,
  setDeadline,
  upsertInvites,
} from "./poll.repository.ts";

/** What the secretary's poll flows need from the request context. */
export interface PollDeps {
  db: Kysely<Database>;
  queue: Queue;
  delivery: DeliveryPolicy;
}

/** The secretary acting, and the councils they run. */
export interface Actor {
  user: UserRow;
  ownBoardIds: readonly number[];
}

/** A defense the actor's council holds. @throws AppError NOT_FOUND for any other defense. */
export async function ownDefense(db: Kysely<Database>, actor: Actor, defenseId: number): Promise<DefenseRow> {
  const defense = await findDefenseById(db, defenseId);
  if (!defense || !runsBoard(actor.user, actor.ownBoardIds, defense.board_id)) {
    throw fail.notFound("Защита не найдена.");
  }
  return defense;
}

const memberIdsInput = z
  .array(id, { error: "Ожидается список идентификаторов членов совета." })
  .min(1, "Выберите хотя бы одного члена совета.")
  .max(500, "Слишком много членов совета в одном запросе.");

function parseMemberIds(memberIds: unknown): number[] {
  const parsed = memberIdsInput.safeParse(memberIds);
  if (!parsed.success) {
    throw fail.badInput(parsed.error.issues[0]?.message ?? "Неверный список членов совета.", "memberIds");
  }
  return [...new Set(parsed.data)];
}

function parseDeadline(deadline: string | null | undefined): Date | null {
  if (deadline === null || deadline === undefined || deadline === "") return null;
  const at = new Date(deadline);
  if (Number.isNaN(at.getTime())) throw fail.badInput("Срок голосования: укажите дату и время.", "deadline");
  if (at.getTime() <= Date.now()) throw fail.badInput("Срок голосования должен быть в будущем.", "deadline");
  return at;
}

/** ФИО of the given members of a council, «№ id» for ids that are not its members. */
async function boardMemberNames(db: Db, boardId: number, ids: number[]): Promise<string> {
  const members = await findMembersByIds(db, ids);
  return ids
    .map((id) => {
      const m = members.find((x) => x.id === id && x.board_id === boardId);
      return m ? m.fio : `№ ${id}`;
    })
    .join(", ");
}

/**
 * Checks that the members may take part in the defense's vote: current members of its
 * council, not the соискатель, and not the ученый секретарь when the rule set gives them
 * no vote. @throws AppError BAD_USER_INPUT naming the members refused
 */
async function assertEligible(db: Kysely<Database>, defense: DefenseRow, ids: number[]): Promise<void> {
  const members = await findMembersByIds(db, ids);
  const foreign = ids.filter(
    (id) => !members.some((m) => m.id === id && m.board_id === defense.board_id && !m.archived_at),
  );
  if (foreign.length > 0) {
    // Archived members of this council are named; ids of other councils are not resolved.
    const names = foreign.map((id) => {
      const m = members.find((x) => x.id === id && x.board_id === defense.board_id);
      return m ? `${m.fio} (выведен из состава)` : `№ ${id}`;
    });
    throw fail.badInput(`Не входят в состав совета этой защиты: ${names.join(", ")}.`, "memberIds");
  }
  const candidate = members.find((m) => m.id === defense.candidate_member_id);
  if (candidate) {
    throw fail.badInput(
      `${candidate.fio} — соискатель по этой защите и не участвует в голосовании.`,
      "memberIds",
    );
  }
  const [rules] = await findRuleSetsByBoardIds(db, [defense.board_id]);
  const secretary = members.find((m) => m.position === "SECRETARY");
  if (rules && !rules.secretary_votes && secretary) {
    throw fail.badInput(`По правилам совета ученый секретарь (${secretary.fio}) не голосует.`, "memberIds");
  }
}

/**
 * Makes the selected members participants of the defense's secret vote and opens the poll
 * (with `deadline`, if given). Each gets an invite whose email is queued in the same
 * transaction; an invited member who has not voted gets a new link (the old one stops
 * working at once); members who have voted are left alone.
 * @throws NOT_FOUND (not the actor's defense), BAD_USER_INPUT (selection or deadline), CONFLICT (poll not open)
 */
export async function sendInvites(
  deps: PollDeps,
  actor: Actor,
  defenseId: number,
  memberIds: unknown,
  deadline?: string | null,
): Promise<void> {
  const defense = await ownDefense(deps.db, actor, defenseId);
  const ids = parseMemberIds(memberIds);
  const until = parseDeadline(deadline);
  await assertEligible(deps.db, defense, ids);
  await deps.db.transaction().execute(async (tx) => {
    const { poll, opened } = await lockOrOpenPoll(tx, defense.id, until);
    if (poll.status !== "OPEN") throw fail.conflict("Голосование по этой защите уже закрыто.");
    if (until && poll.deadline?.getTime() !== until.getTime()) await setDeadline(tx, poll.id, until);
    const inviteIds = await upsertInvites(tx, poll.id, ids);
    await enqueueInvites(tx, deps.queue, inviteIds, deps.delivery);
    if (opened)
      await audit(tx, actor.user, "poll.open", "defense", defense.id, { after: { deadline: until } });
    await audit(tx, actor.user, "poll.invites", "defense", defense.id, {
      after: { memberIds: ids, deadline: until },
    });
  });
  wakeInviteWorkers(deps.queue);
}

/**
 * Sends new links to participants who have not voted: those of `memberIds`, or all of them.
 * Their old links stop working at once.
 * @throws NOT_FOUND, BAD_USER_INPUT (not a participant, or nobody left to remind), CONFLICT (poll not open)
 */
export async function resendInvites(
  deps: PollDeps,
  actor: Actor,
  defenseId: number,
  memberIds?: unknown,
): Promise<void> {
  const defense = await ownDefense(deps.db, actor, defenseId);
  const ids = memberIds === null || memberIds === undefined ? null : parseMemberIds(memberIds);
  await deps.db.transaction().execute(async (tx) => {
    const poll = await lockPoll(tx, defense.id);
    if (!poll) throw fail.conflict("Голосование ещё не открыто: сначала разошлите приглашения.");
    if (poll.status !== "OPEN")
      throw fail.conflict("Голосование уже закрыто: приглашения больше не отправляются.");
    const revoked = await revokeUnusedInvites(tx, poll.id, ids);
    if (ids) {
      const missing = ids.filter((id) => !revoked.some((r) => r.member_id === id));
      if (missing.length) {
        throw fail.badInput(
          `Не участники голосования или уже проголосовали: ${await boardMemberNames(tx, defense.board_id, missing)}.`,
          "memberIds",
        );
      }
    }
    if (revoked.length === 0) throw fail.badInput("Все участники уже проголосовали.", "memberIds");
    await audit(tx, actor.user, "poll.resend", "defense", defense.id, {
      after: { memberIds: revoked.map((r) => r.member_id) },
    });
    await enqueueInvites(
      tx,
      deps.queue,
      revoked.map((r) => r.id),
      deps.delivery,
    );
  });
  wakeInviteWorkers(deps.queue);
}

/**
 * Closes the defense's poll: no more ballots, the tally and decision become visible, the
 * list size and specialty doctors are frozen, and the ballots are shuffled.
 * @throws NOT_FOUND, CONFLICT (no invites sent, or not open)
 */
export async function closePoll(deps: Pick<PollDeps, "db">, actor: Actor, defenseId: number): Promise<void> {
  const defense = await ownDefense(deps.db, actor, defenseId);
  await deps.db.transaction().execute(async (tx) => {
    const poll = await lockPoll(tx, defense.id);
    if (!poll) throw fail.conflict("Голосование ещё не открыто: сначала разошлите приглашения.");
    if (poll.status !== "OPEN") throw fail.conflict("Голосование уже закрыто.");
    await closePollTx(tx, poll.id);
    await audit(tx, actor.user, "poll.close", "defense", defense.id);
  });
}

const reasonInput = z
  .string()
  .trim()
  .min(5, "Укажите причину аннулирования (не короче 5 символов).")
  .max(1000, "Причина длиннее 1000 символов.");

/**
 * Annuls the defense's vote with a reason: kept, never deleted, with no decision. An open
 * poll stops accepting ballots.
 * @throws NOT_FOUND, BAD_USER_INPUT (reason), CONFLICT (no poll, or already annulled)
 */
export async function annulPoll(
  deps: Pick<PollDeps, "db">,
  actor: Actor,
  defenseId: number,
  reason: string,
): Promise<void> {
  const defense = await ownDefense(deps.db, actor, defenseId);
  const parsed = reasonInput.safeParse(reason);
  if (!parsed.success) throw fail.badInput(parsed.error.issues[0]?.message ?? "Неверная причина.", "reason");
  await deps.db.transaction().execute(async (tx) => {
    const poll = await lockPoll(tx, defense.id);
    if (!poll) throw fail.conflict("Голосование ещё не открыто: аннулировать нечего.");
    if (poll.status === "ANNULLED") throw fail.conflict("Голосование уже аннулировано.");
    await annulPollTx(tx, poll, parsed.data);
    await audit(tx, actor.user, "poll.annul", "defense", defense.id, {
      before: { status: poll.status },
      after: { status: "ANNULLED", reason: parsed.data },
    });
  });
}

/**
 * Chooses the счетная комиссия: at least 3 distinct participants of the vote.
 * @throws NOT_FOUND, BAD_USER_INPUT (fewer than 3, or not participants), CONFLICT (no poll)
 */
export async function setCountingCommission(
  deps: Pick<PollDeps, "db">,
  actor: Actor,
  defenseId: number,
  memberIds: unknown,
): Promise<void> {
  const defense = await ownDefense(deps.db, actor, defenseId);
  const ids = parseMemberIds(memberIds);
  if (ids.length < 3)
    throw fail.badInput("В счетную комиссию входят не менее трех членов совета.", "memberIds");
  await deps.db.transaction().execute(async (tx) => {
    const poll = await lockPoll(tx, defense.id);
    if (!poll)
      throw fail.conflict("Сначала разошлите приглашения: комиссия выбирается из участников голосования.");
    const participants = await findParticipantIds(tx, poll.id);
    const outsiders = ids.filter((id) => !participants.includes(id));
    if (outsiders.length) {
      throw fail.badInput(
        `В счетную комиссию выбираются участники голосования; не участники: ${await boardMemberNames(tx, defense.board_id, outsiders)}.`,
        "memberIds",
      );
    }
    await replaceCommission(tx, poll.id, ids);
    await audit(tx, actor.user, "poll.commission", "defense", defense.id, { after: { memberIds: ids } });
  });
}

/**
 * Closes every open poll whose deadline has passed (of the given defenses, or all), each
 * in its own transaction. Safe to run concurrently from several instances.
 * @returns how many polls it closed
 */
export async function closeExpiredPolls(
  db: Kysely<Database>,
  defenseIds?: readonly number[],
): Promise<number> {
  let closed = 0;
  for (const pollId of await findExpiredPollIds(db, defenseIds)) {
    closed += await db.transaction().execute(async (tx) => {
      const poll = await lockPollById(tx, pollId);
      if (poll?.status !== "OPEN") return 0;
      await closePollTx(tx, pollId);
      await audit(tx, null, "poll.close.deadline", "defense", poll.defense_id);
      return 1;
    });
  }
  return closed;
}

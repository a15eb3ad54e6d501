// What the acts on a defense's sitting share (one act a file beside this one: the secretary's,
// and the deadline's close): the transaction each runs in, and the checks of the members and
// reasons they are given.

import { z } from "zod";
import { findMembersByIds, findRuleSetsByBoardIds } from "../../boards/board.repository.ts";
import type { MemberRow } from "../../boards/board.table.ts";
import { lockDefense } from "../../defenses/defense.repository.ts";
import type { DefenseRow } from "../../defenses/defense.table.ts";
import { announceDefense } from "../../lib/database.events.ts";
import type { Db } from "../../lib/database.ts";
import type { ServiceDeps } from "../../lib/deps.ts";
import { fail } from "../../lib/errors.ts";
import { id } from "../../lib/fields.ts";
import type { DefensePart } from "../../lib/topics.ts";
import { wakeOutbox } from "../../mail/outbox.ts";
import { insertDraftPoll, lockCurrentPoll } from "../poll.repository.ts";
import type { PollRow } from "../poll.table.ts";
import { reasonInput } from "../poll.validation.ts";

/** What the secretary's acts need: the database, and the queue that carries their letters. */
export type PollDeps = Pick<ServiceDeps, "db" | "queue" | "delivery">;

/**
 * Runs one act on the sitting of `defense` (loaded and checked by the caller) in one
 * transaction: `act` gets the transaction and the defense's current poll, locked (undefined
 * before the first round), makes its checks and changes and writes its audit entry; the
 * defense's pages that show the parts it `touches` are told in the same transaction
 * (`announceDefense`; an empty list tells them all). With `lockDefense` the defense's row is
 * locked first (it serializes the creation of a round between concurrent requests). With a `queue`, its mail workers are woken after the commit, for the letters the
 * act queued.
 * @returns `defense`, as loaded before the act (the act does not change its row)
 */
export async function sittingAct(
  deps: Pick<ServiceDeps, "db"> & { queue?: ServiceDeps["queue"] },
  defense: DefenseRow,
  touches: readonly DefensePart[],
  act: (tx: Db, poll: PollRow | undefined) => Promise<void>,
  opts: { lockDefense?: boolean } = {},
): Promise<DefenseRow> {
  await deps.db.transaction().execute(async (tx) => {
    if (opts.lockDefense) await lockDefense(tx, defense.id);
    await act(tx, await lockCurrentPoll(tx, defense.id));
    await announceDefense(tx, defense.id, ...touches);
  });
  if (deps.queue) wakeOutbox(deps.queue);
  return defense;
}

const memberIdsInput = z
  .array(id, { error: "Ожидается список идентификаторов членов совета." })
  .max(500, "Слишком много членов совета в одном запросе.");

/**
 * Member ids as an act takes them: a list of at most 500 ids, at least `min`, without repeats.
 * @throws BAD_USER_INPUT on `memberIds`
 */
export function parseMemberIds(memberIds: unknown, min = 1): number[] {
  const parsed = memberIdsInput.safeParse(memberIds);
  if (!parsed.success) {
    throw fail.badInput(parsed.error.issues[0]?.message ?? "Неверный список членов совета.", "memberIds");
  }
  if (parsed.data.length < min) throw fail.badInput("Выберите хотя бы одного члена совета.", "memberIds");
  return [...new Set(parsed.data)];
}

/**
 * The reason an act is given (an annulment, a restarted key ceremony), trimmed.
 * @throws BAD_USER_INPUT on `reason` (see `reasonInput`)
 */
export function parseReason(reason: unknown): string {
  const parsed = reasonInput.safeParse(reason);
  if (!parsed.success) throw fail.badInput(parsed.error.issues[0]?.message ?? "Неверная причина.", "reason");
  return parsed.data;
}

/** ФИО of the given members of a council, «№ id» for ids that are not its members. */
export async function boardMemberNames(db: Db, boardId: number, ids: number[]): Promise<string> {
  const members = await findMembersByIds(db, ids);
  return ids
    .map((id) => {
      const m = members.find((x) => x.id === id && x.board_id === boardId);
      return m ? m.fio : `№ ${id}`;
    })
    .join(", ");
}

/**
 * The members who may sit on the defense's roll: current members of its council's list or
 * members added to the council for this defense (дополнительно введенные), not the
 * соискатель, and not the ученый секретарь when the rule set gives them no vote.
 * @returns the members, in the order of `ids`
 * @throws AppError BAD_USER_INPUT naming the members refused
 */
export async function eligibleMembers(db: Db, defense: DefenseRow, ids: number[]): Promise<MemberRow[]> {
  const members = await findMembersByIds(db, ids);
  const usable = (m: MemberRow) =>
    m.board_id === defense.board_id &&
    !m.archived_at &&
    (m.added_for_defense_id === null || m.added_for_defense_id === defense.id);
  const foreign = ids.filter((id) => !members.some((m) => m.id === id && usable(m)));
  if (foreign.length > 0) {
    // Archived members of this council are named; ids of other councils are not resolved.
    const names = foreign.map((id) => {
      const m = members.find((x) => x.id === id && x.board_id === defense.board_id);
      if (!m) return `№ ${id}`;
      return m.archived_at ? `${m.fio} (выведен из состава)` : `${m.fio} (введен для другой защиты)`;
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
  return ids.map((id) => members.find((m) => m.id === id) as MemberRow);
}

/**
 * The defense's poll the roll is prepared on: its current DRAFT round, or a new DRAFT round
 * when it has none yet or its last vote was annulled (a new vote after annulment).
 * @throws CONFLICT when a vote is open or closed
 */
export async function draftPoll(tx: Db, defenseId: number, current: PollRow | undefined): Promise<PollRow> {
  if (current?.status === "DRAFT") return current;
  if (!current || current.status === "ANNULLED")
    return insertDraftPoll(tx, defenseId, (current?.round ?? 0) + 1);
  throw fail.conflict(
    current.status === "OPEN"
      ? "Голосование открыто: явочный лист зафиксирован. Опоздавшего члена совета можно включить, отправив ему приглашение, пока не подан первый бюллетень."
      : "Голосование закрыто: явочный лист изменить нельзя. Чтобы провести голосование заново, сначала аннулируйте его.",
  );
}

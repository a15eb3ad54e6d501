import { z } from "zod";
import { digestJson, TAG } from "../../shared/ballot/index.ts";
import { COMMISSION_MIN } from "../../shared/council.ts";
import { count, MEMBERS_GENITIVE } from "../../shared/plural.ts";
import { dayIn, isCalendarDay, russianDate, sittingDateNotice } from "../../shared/sitting-date.ts";
import { audit } from "../audit/audit.service.ts";
import { type Actor, auditUser } from "../auth/actor.ts";
import { findBoardsByIds, findMembersByIds, findRuleSetsByBoardIds } from "../boards/board.repository.ts";
import type { MemberRow } from "../boards/board.table.ts";
import { loadOwnDefense } from "../defenses/defense.policy.ts";
import { lockDefense } from "../defenses/defense.repository.ts";
import type { DefenseRow } from "../defenses/defense.table.ts";
import { announceDefense } from "../lib/database.events.ts";
import type { Db } from "../lib/database.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail } from "../lib/errors.ts";
import { id } from "../lib/fields.ts";
import { findTrustees } from "./commission.repository.ts";
import { resendTrusteeLinks, restartCeremony, seatCommission } from "./commission.service.ts";
import { buildManifest } from "./election.service.ts";
import { enqueueInvites } from "./invite.delivery.ts";
import { wakeMailWorkers } from "./mail.queue.ts";
import {
  annulPollTx,
  closePollTx,
  countPolls,
  findCommissionIds,
  findExpiredPollIds,
  findParticipantIds,
  findUnusedInvites,
  insertDraftPoll,
  lockCurrentPoll,
  lockPollById,
  markPollOpen,
  putOnRoll,
  replaceCommission,
  revokeInviteLinks,
  setDeadline,
  takeOffRoll,
  upsertInvites,
} from "./poll.repository.ts";
import type { PollRow } from "./poll.table.ts";
import { reasonInput } from "./poll.validation.ts";
import { toPollResult } from "./tally.ts";

/** What the secretary's poll flows need: the database, and the queue that carries their letters. */
export type PollDeps = Pick<ServiceDeps, "db" | "queue" | "delivery">;

const memberIdsInput = z
  .array(id, { error: "Ожидается список идентификаторов членов совета." })
  .max(500, "Слишком много членов совета в одном запросе.");

function parseMemberIds(memberIds: unknown, min = 1): number[] {
  const parsed = memberIdsInput.safeParse(memberIds);
  if (!parsed.success) {
    throw fail.badInput(parsed.error.issues[0]?.message ?? "Неверный список членов совета.", "memberIds");
  }
  if (parsed.data.length < min) throw fail.badInput("Выберите хотя бы одного члена совета.", "memberIds");
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
 * The members who may sit on the defense's roll: current members of its council's list or
 * members added to the council for this defense (дополнительно введенные), not the
 * соискатель, and not the ученый секретарь when the rule set gives them no vote.
 * @returns the members, in the order of `ids`
 * @throws AppError BAD_USER_INPUT naming the members refused
 */
async function eligibleMembers(db: Db, defense: DefenseRow, ids: number[]): Promise<MemberRow[]> {
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
async function draftPoll(tx: Db, defenseId: number, current: PollRow | undefined): Promise<PollRow> {
  if (current?.status === "DRAFT") return current;
  if (!current || current.status === "ANNULLED")
    return insertDraftPoll(tx, defenseId, (current?.round ?? 0) + 1);
  throw fail.conflict(
    current.status === "OPEN"
      ? "Голосование открыто: явочный лист зафиксирован. Опоздавшего члена совета можно включить, отправив ему приглашение, пока не подан первый бюллетень."
      : "Голосование закрыто: явочный лист изменить нельзя. Чтобы провести голосование заново, сначала аннулируйте его.",
  );
}

/**
 * Sets the явочный лист (roll) of the defense's sitting: the members present, in the room or
 * remotely, who will vote. Only while the vote is being prepared (DRAFT); after an
 * annulled vote it starts the next round. Members taken off the roll leave the commission.
 * The quorum computed from the roll is part of `resultPolls` at once.
 * @param memberIds 0–500 members (see {@link eligibleMembers}); the complete new roll
 * @returns the defense, loaded and checked once before the action (its row is not changed by it)
 * @throws NOT_FOUND (not the actor's defense), BAD_USER_INPUT (members), CONFLICT (vote open or closed)
 */
export async function setRoll(
  deps: PollDeps,
  actor: Actor | null,
  defenseId: number,
  memberIds: unknown,
): Promise<DefenseRow> {
  const defense = await loadOwnDefense(deps.db, actor, defenseId);
  const ids = parseMemberIds(memberIds, 0);
  const members = await eligibleMembers(deps.db, defense, ids);
  await deps.db.transaction().execute(async (tx) => {
    // The defense's row serializes the first round's creation between concurrent requests.
    await lockDefense(tx, defense.id);
    const poll = await draftPoll(tx, defense.id, await lockCurrentPoll(tx, defense.id));
    const before = await findParticipantIds(tx, poll.id);
    const commission = await findCommissionIds(tx, poll.id);
    await takeOffRoll(
      tx,
      poll.id,
      before.filter((id) => !ids.includes(id)),
    );
    await putOnRoll(tx, poll.id, members);
    // The roll is part of the election's manifest: a seated commission holds its key ceremony
    // again for the new roll (a commission that lost members shrinks, or is gone below
    // COMMISSION_MIN).
    const remaining = commission.filter((id) => ids.includes(id));
    const changed = before.length !== ids.length || before.some((id) => !ids.includes(id));
    if (remaining.length < commission.length) {
      await replaceCommission(tx, poll.id, remaining);
      await seatCommission({ ...deps, db: tx }, actor, poll, remaining);
    } else if (changed && commission.length > 0) await restartCeremony({ db: tx }, actor, poll);
    await audit(tx, auditUser(actor), "poll.roll", "defense", defense.id, {
      before: { memberIds: before },
      after: { memberIds: ids, round: poll.round },
    });
    await announceDefense(tx, defense.id);
  });
  wakeMailWorkers(deps.queue);
  return defense;
}

/**
 * Opens the ballot of a DRAFT poll inside the caller's transaction, if the sitting is valid
 * (правомочно): the roll meets the list quorum and the specialty quorum of the rule set, a
 * счетная комиссия of at least {@link COMMISSION_MIN} members of the roll has been elected, and
 * its devices have sealed the election key: every seat signed the fingerprint of a manifest
 * that still says what the database says (the question, the council, the roll, the commission;
 * docs/RECORD.md §5). The roll is copied once more from the members and frozen, with the
 * council's approved size, code, name, organisation and approving order, the members added for
 * the defense and the rule set (docs/DOMAIN.md, «The sitting»).
 * @throws CONFLICT (no quorum, naming what is missing; no commission; no sealed key; a manifest
 *   out of date; a member left the council)
 */
async function openBallot(tx: Db, defense: DefenseRow, poll: PollRow, deadline: Date | null): Promise<void> {
  const counts = (await countPolls(tx, [defense.id])).get(defense.id);
  if (!counts) throw fail.notFound("Защита не найдена.");
  const result = toPollResult(counts);
  if (!result.quorum.met) {
    throw fail.conflict(
      `Заседание неправомочно, голосование не открыть. ${result.quorum.missing ?? ""} Отметьте присутствующих в явочном листе.`.trim(),
    );
  }
  const commission = await findCommissionIds(tx, poll.id);
  if (commission.length < COMMISSION_MIN) {
    throw fail.conflict(
      `Сначала изберите счетную комиссию: не менее ${count(COMMISSION_MIN, MEMBERS_GENITIVE)} совета из явочного листа, первым — председатель.`,
    );
  }
  const roll = await findParticipantIds(tx, poll.id);
  const members = await findMembersByIds(tx, roll);
  const gone = members.filter((m) => m.archived_at !== null);
  if (gone.length > 0) {
    throw fail.conflict(
      `Выведены из состава совета, исключите их из явочного листа: ${gone.map((m) => m.fio).join(", ")}.`,
    );
  }
  await putOnRoll(tx, poll.id, members);
  if (!poll.fingerprint || !poll.manifest) {
    const seats = await findTrustees(tx, poll.id);
    const signed = seats.filter((t) => t.signature !== null).length;
    throw fail.conflict(
      `Ключ счетной комиссии еще не сформирован (код голосования подтвердили ${signed} из ${seats.length}): каждый член комиссии открывает свою ссылку из письма и подтверждает код, который зачитывает председатель комиссии.`,
    );
  }
  const now = await buildManifest(tx, poll, poll.manifest.electionId);
  if (!now || digestJson(TAG.manifest, now) !== digestJson(TAG.manifest, poll.manifest)) {
    throw fail.conflict(
      "После того как комиссия сформировала ключ, изменились сведения о защите, совете или явочном листе: они входят в отпечаток голосования. Сформируйте ключ заново («Начать формирование ключа заново»).",
    );
  }
  const [rules] = await findRuleSetsByBoardIds(tx, [defense.board_id]);
  if (!rules) throw fail.notFound("Правила голосования совета не найдены.");
  const [board] = await findBoardsByIds(tx, [defense.board_id]);
  if (!board) throw fail.notFound("Совет не найден.");
  await markPollOpen(tx, poll.id, {
    board: {
      code: board.code,
      name: board.name,
      organization: board.organization,
      approvedOrder: board.approved_order,
      approvedOn: board.approved_on,
    },
    deadline,
    approvedSize: result.approvedSize,
    addedCount: result.addedForDefense,
    listSize: result.listSize,
    ruleSetCode: rules.code,
  });
}

/**
 * The day of the sitting the secretary confirmed (`YYYY-MM-DD`), checked against `today` (the
 * council's day now): a confirmation given on another day, e.g. by a page left open past
 * midnight, confirms nothing. Null when none was given.
 * @throws BAD_USER_INPUT (not a day), CONFLICT (not today)
 */
function confirmedSittingDate(sittingDate: string | null | undefined, today: string): string | null {
  if (sittingDate === null || sittingDate === undefined || sittingDate === "") return null;
  if (!isCalendarDay(sittingDate))
    throw fail.badInput("Дата заседания: день в виде ГГГГ-ММ-ДД, например 2026-11-26.", "sittingDate");
  if (sittingDate !== today)
    throw fail.conflict(
      `Подтверждена дата заседания ${russianDate(sittingDate)}, а сегодня ${russianDate(today)}: протокол датируется днем, когда открыто голосование. Обновите страницу и подтвердите дату снова.`,
    );
  return sittingDate;
}

/**
 * Sends the invites of the defense's sitting. Before the ballot opens (DRAFT) the ballot opens
 * if the sitting is valid (see openBallot) and every member of the roll is invited. The
 * protocol is dated by the day the ballot opens, in the council's time zone: on another day
 * than the defense's `defense_at` it opens only with that day confirmed (`sittingDate`, today).
 * While it is open, a member of the roll who has not voted gets a letter with a new link (the
 * links already sent keep working until they vote by one, as with `resendInvites`). The roll itself is part of the election's manifest, signed by the commission's devices:
 * members not on it are refused (a latecomer joins the roll before the key ceremony, or the vote
 * is annulled and held again). Each invite's email is queued in the same transaction.
 * `deadline`, if given, is set or moved.
 * @returns the defense, loaded and checked once before the action (its row is not changed by it)
 * @param sittingDate the day of the sitting the secretary confirms, `YYYY-MM-DD`; must be today
 * @throws NOT_FOUND (not the actor's defense), BAD_USER_INPUT (selection, deadline, sitting
 *   date), CONFLICT (sitting not valid, no commission, members not on the roll, vote closed, the
 *   sitting's day not confirmed or not today)
 */
export async function sendInvites(
  deps: PollDeps & Pick<ServiceDeps, "config">,
  actor: Actor | null,
  defenseId: number,
  memberIds: unknown,
  deadline?: string | null,
  sittingDate?: string | null,
): Promise<DefenseRow> {
  const defense = await loadOwnDefense(deps.db, actor, defenseId);
  const ids = parseMemberIds(memberIds);
  const until = parseDeadline(deadline);
  const today = dayIn(new Date(), deps.config.timeZone);
  const confirmed = confirmedSittingDate(sittingDate, today);
  const members = await eligibleMembers(deps.db, defense, ids);
  await deps.db.transaction().execute(async (tx) => {
    await lockDefense(tx, defense.id);
    const current = await lockCurrentPoll(tx, defense.id);
    if (current?.status === "CLOSED") throw fail.conflict("Голосование по этой защите уже закрыто.");
    let poll = current?.status === "OPEN" ? current : await draftPoll(tx, defense.id, current);
    const roll = await findParticipantIds(tx, poll.id);
    const joining = members.filter((m) => !roll.includes(m.id));
    if (joining.length > 0) {
      throw fail.conflict(
        poll.status === "OPEN"
          ? `Явочный лист вошел в отпечаток голосования, который подтвердила счетная комиссия, и больше не меняется: включить ${joining.map((m) => m.fio).join(", ")} нельзя. Чтобы провести голосование с другим составом, аннулируйте его и проведите новое.`
          : `Не в явочном листе: ${joining.map((m) => m.fio).join(", ")}. Сначала отметьте их в явочном листе: счетная комиссия сформирует ключ для нового списка.`,
      );
    }
    let toInvite = ids;
    if (poll.status === "DRAFT") {
      const scheduled = dayIn(defense.defense_at, deps.config.timeZone);
      if (scheduled !== today && confirmed === null)
        throw fail.conflict(
          `${sittingDateNotice(scheduled, today)} Подтвердите дату заседания, чтобы открыть голосование.`,
        );
      await openBallot(tx, defense, poll, until);
      poll = { ...poll, status: "OPEN", deadline: until };
      toInvite = await findParticipantIds(tx, poll.id);
      await audit(tx, auditUser(actor), "poll.open", "defense", defense.id, {
        after: { deadline: until, round: poll.round, memberIds: toInvite, sittingDate: today },
      });
    } else if (until && poll.deadline?.getTime() !== until.getTime()) {
      await setDeadline(tx, poll.id, until);
    }
    const inviteIds = await upsertInvites(tx, poll.id, toInvite);
    await enqueueInvites(tx, deps.queue, inviteIds, deps.delivery);
    await audit(tx, auditUser(actor), "poll.invites", "defense", defense.id, {
      after: { memberIds: toInvite, deadline: until },
    });
    await announceDefense(tx, defense.id);
  });
  wakeMailWorkers(deps.queue);
  return defense;
}

/**
 * Sends new links to participants who have not voted: those of `memberIds`, or all of them.
 * Each gets a letter with a new link, and the links they already hold keep working until they
 * vote by any one of them (the invite's one-vote guard, docs/SECURITY.md «One vote per
 * invite»): a member who has the ballot open while the new letter arrives still votes. With
 * `revokeOld` (the old address was wrong) their earlier links stop working at once.
 * A member whose letter is still in the queue gets no second one until it has gone (or failed):
 * named, they are refused; without `memberIds` they are left out, and refused only when nobody
 * else is left.
 * @param revokeOld whether the links already sent stop working now; false by default
 * @returns the defense, loaded and checked once before the action (its row is not changed by it)
 * @throws NOT_FOUND, BAD_USER_INPUT (not a participant, or nobody left to remind),
 *   CONFLICT (poll not open; a letter still queued, naming the members)
 */
export async function resendInvites(
  deps: PollDeps,
  actor: Actor | null,
  defenseId: number,
  memberIds?: unknown,
  revokeOld: unknown = false,
): Promise<DefenseRow> {
  const defense = await loadOwnDefense(deps.db, actor, defenseId);
  const ids = memberIds === null || memberIds === undefined ? null : parseMemberIds(memberIds);
  if (revokeOld !== null && typeof revokeOld !== "boolean")
    throw fail.badInput("Ожидается да или нет: отменить ли прежние ссылки.", "revokeOld");
  const revoke = revokeOld === true;
  await deps.db.transaction().execute(async (tx) => {
    const poll = await lockCurrentPoll(tx, defense.id);
    if (!poll || poll.status === "DRAFT")
      throw fail.conflict("Голосование еще не открыто: сначала разошлите приглашения.");
    if (poll.status !== "OPEN")
      throw fail.conflict("Голосование уже закрыто: приглашения больше не отправляются.");
    const unused = await findUnusedInvites(tx, poll.id, ids);
    if (ids) {
      const missing = ids.filter((id) => !unused.some((r) => r.member_id === id));
      if (missing.length) {
        throw fail.badInput(
          `Не участники голосования или уже проголосовали: ${await boardMemberNames(tx, defense.board_id, missing)}.`,
          "memberIds",
        );
      }
    }
    if (unused.length === 0) throw fail.badInput("Все участники уже проголосовали.", "memberIds");
    const queued = unused.filter((r) => r.delivery === "QUEUED");
    const due = unused.filter((r) => r.delivery !== "QUEUED");
    if (queued.length > 0 && (ids || due.length === 0)) throw stillQueued(queued.map((r) => r.fio));
    const inviteIds = due.map((r) => r.id);
    if (revoke) await revokeInviteLinks(tx, inviteIds);
    await audit(tx, auditUser(actor), "poll.resend", "defense", defense.id, {
      after: { memberIds: due.map((r) => r.member_id), revokeOld: revoke },
    });
    await announceDefense(tx, defense.id);
    await enqueueInvites(tx, deps.queue, inviteIds, deps.delivery);
  });
  wakeMailWorkers(deps.queue);
  return defense;
}

/** CONFLICT: the members' letters are still in the queue, so no new link is sent yet. */
function stillQueued(names: readonly string[]) {
  return fail.conflict(
    names.length === 1
      ? `Письмо с приглашением еще в очереди на отправку: ${names[0]}. Отправить ссылку заново можно, когда письмо уйдет или его не удастся доставить.`
      : `Письма с приглашениями еще в очереди на отправку: ${names.join(", ")}. Отправить ссылки заново можно, когда письма уйдут или их не удастся доставить.`,
  );
}

/**
 * Closes the defense's poll: no more ballots, the tally and decision become visible, the
 * list size and specialty doctors are frozen, and the ballots are shuffled.
 * @returns the defense, loaded and checked once before the action (its row is not changed by it)
 * @throws NOT_FOUND, CONFLICT (no invites sent, or not open)
 */
export async function closePoll(
  deps: Pick<PollDeps, "db">,
  actor: Actor | null,
  defenseId: number,
): Promise<DefenseRow> {
  const defense = await loadOwnDefense(deps.db, actor, defenseId);
  await deps.db.transaction().execute(async (tx) => {
    const poll = await lockCurrentPoll(tx, defense.id);
    if (!poll || poll.status === "DRAFT")
      throw fail.conflict("Голосование еще не открыто: сначала разошлите приглашения.");
    if (poll.status !== "OPEN") throw fail.conflict("Голосование уже закрыто.");
    await closePollTx(tx, poll.id);
    await audit(tx, auditUser(actor), "poll.close", "defense", defense.id);
    await announceDefense(tx, defense.id);
  });
  return defense;
}

/**
 * Annuls the defense's vote with a reason: kept, never deleted, with no decision. An open
 * poll stops accepting ballots.
 * @returns the defense, loaded and checked once before the action (its row is not changed by it)
 * @throws NOT_FOUND, BAD_USER_INPUT (reason), CONFLICT (no poll, or already annulled)
 */
export async function annulPoll(
  deps: Pick<PollDeps, "db">,
  actor: Actor | null,
  defenseId: number,
  reason: string,
): Promise<DefenseRow> {
  const defense = await loadOwnDefense(deps.db, actor, defenseId);
  const parsed = reasonInput.safeParse(reason);
  if (!parsed.success) throw fail.badInput(parsed.error.issues[0]?.message ?? "Неверная причина.", "reason");
  await deps.db.transaction().execute(async (tx) => {
    const poll = await lockCurrentPoll(tx, defense.id);
    if (!poll || poll.status === "DRAFT")
      throw fail.conflict("Голосование еще не открыто: аннулировать нечего.");
    if (poll.status === "ANNULLED") throw fail.conflict("Голосование уже аннулировано.");
    await annulPollTx(tx, poll, parsed.data);
    await audit(tx, auditUser(actor), "poll.annul", "defense", defense.id, {
      before: { status: poll.status, round: poll.round },
      after: { status: "ANNULLED", reason: parsed.data, round: poll.round },
    });
    await announceDefense(tx, defense.id);
  });
  return defense;
}

/**
 * Elects the счетная комиссия of the sitting: at least {@link COMMISSION_MIN} distinct members of
 * the roll, the first its chair. As at a paper sitting it is elected before the ballot opens, and
 * opening requires it (docs/DOMAIN.md, «Счетная комиссия»). Each member is
 * mailed a personal link to the key ceremony (commission.service); electing again restarts it.
 * @returns the defense, loaded and checked once before the action (its row is not changed by it)
 * @throws NOT_FOUND, BAD_USER_INPUT (fewer than {@link COMMISSION_MIN}, or not on the roll), CONFLICT (no roll yet, or the ballot has opened)
 */
export async function setCountingCommission(
  deps: PollDeps,
  actor: Actor | null,
  defenseId: number,
  memberIds: unknown,
): Promise<DefenseRow> {
  const defense = await loadOwnDefense(deps.db, actor, defenseId);
  const ids = parseMemberIds(memberIds);
  if (ids.length < COMMISSION_MIN)
    throw fail.badInput(
      `В счетную комиссию входят не менее ${count(COMMISSION_MIN, MEMBERS_GENITIVE)} совета.`,
      "memberIds",
    );
  await deps.db.transaction().execute(async (tx) => {
    const poll = await lockCurrentPoll(tx, defense.id);
    if (!poll || poll.status === "ANNULLED")
      throw fail.conflict("Сначала отметьте присутствующих в явочном листе: комиссия избирается из них.");
    if (poll.status !== "DRAFT")
      throw fail.conflict(
        "Счетная комиссия избирается до открытия голосования и после него не меняется. Чтобы избрать другую, аннулируйте голосование и проведите новое.",
      );
    const participants = await findParticipantIds(tx, poll.id);
    const outsiders = ids.filter((id) => !participants.includes(id));
    if (outsiders.length) {
      throw fail.badInput(
        `В счетную комиссию избираются члены совета из явочного листа; не в нем: ${await boardMemberNames(tx, defense.board_id, outsiders)}.`,
        "memberIds",
      );
    }
    await replaceCommission(tx, poll.id, ids);
    await seatCommission({ ...deps, db: tx }, actor, poll, ids);
    await audit(tx, auditUser(actor), "poll.commission", "defense", defense.id, {
      after: { memberIds: ids },
    });
    await announceDefense(tx, defense.id);
  });
  wakeMailWorkers(deps.queue);
  return defense;
}

/**
 * Replaces one member of the счетная комиссия before the ballot opens (one who has not come to
 * the sitting, or whose device cannot take part) by a member of the roll: the replacement takes
 * the same seat (the chair's, if the chair is replaced) and is mailed a link; the replaced
 * member's link stops working; the others keep theirs, and the key ceremony starts again for
 * the new commission (a new manifest: their pages carry on into it by themselves). The
 * commission is still the sitting's to elect (docs/DOMAIN.md, «Счетная комиссия»): the secretary
 * records the sitting's decision, confirmed on the desk.
 * @returns the defense, loaded and checked once before the action (its row is not changed by it)
 * @throws NOT_FOUND, BAD_USER_INPUT (the member not on the commission; the replacement not on
 *   the roll or already on the commission), CONFLICT (no commission, or the ballot has opened)
 */
export async function replaceCommissionMember(
  deps: PollDeps,
  actor: Actor | null,
  defenseId: number,
  memberId: unknown,
  replacementId: unknown,
): Promise<DefenseRow> {
  const defense = await loadOwnDefense(deps.db, actor, defenseId);
  const [leaving] = parseMemberIds([memberId]);
  const [joining] = parseMemberIds([replacementId]);
  if (leaving === undefined || joining === undefined)
    throw fail.badInput("Выберите члена совета.", "memberId");
  await deps.db.transaction().execute(async (tx) => {
    const poll = await lockCurrentPoll(tx, defense.id);
    const commission = poll && poll.status !== "ANNULLED" ? await findCommissionIds(tx, poll.id) : [];
    if (!poll || commission.length === 0) throw fail.conflict("Счетная комиссия еще не избрана.");
    if (poll.status !== "DRAFT")
      throw fail.conflict(
        "Голосование уже открыто: состав счетной комиссии вошел в отпечаток голосования и больше не меняется.",
      );
    const seat = commission.indexOf(leaving);
    if (seat < 0) {
      throw fail.badInput(
        `Не в счетной комиссии: ${await boardMemberNames(tx, defense.board_id, [leaving])}.`,
        "memberId",
      );
    }
    if (commission.includes(joining)) {
      throw fail.badInput(
        `Уже в счетной комиссии: ${await boardMemberNames(tx, defense.board_id, [joining])}.`,
        "replacementId",
      );
    }
    if (!(await findParticipantIds(tx, poll.id)).includes(joining)) {
      throw fail.badInput(
        `В счетную комиссию избираются члены совета из явочного листа; не в нем: ${await boardMemberNames(tx, defense.board_id, [joining])}.`,
        "replacementId",
      );
    }
    const ids = commission.map((id) => (id === leaving ? joining : id));
    await replaceCommission(tx, poll.id, ids);
    await seatCommission({ ...deps, db: tx }, actor, poll, ids);
    await audit(tx, auditUser(actor), "poll.commission.replace", "defense", defense.id, {
      before: { memberId: leaving, seat: seat + 1, electionId: poll.election_id },
      after: { memberId: joining, seat: seat + 1 },
    });
    await announceDefense(tx, defense.id);
  });
  wakeMailWorkers(deps.queue);
  return defense;
}

/**
 * Mails commission members their links again (those of `memberIds`, or all): for a lost or
 * failed letter. The old links stop working; the ceremony's progress is kept.
 * @returns the defense, loaded and checked once before the action (its row is not changed by it)
 * @throws NOT_FOUND, BAD_USER_INPUT (not on the commission), CONFLICT (no commission, or the vote was annulled)
 */
export async function resendCommissionLinks(
  deps: PollDeps,
  actor: Actor | null,
  defenseId: number,
  memberIds?: unknown,
): Promise<DefenseRow> {
  const defense = await loadOwnDefense(deps.db, actor, defenseId);
  const ids = memberIds === null || memberIds === undefined ? null : parseMemberIds(memberIds);
  await deps.db.transaction().execute(async (tx) => {
    const poll = await lockCurrentPoll(tx, defense.id);
    if (poll?.status === "ANNULLED")
      throw fail.conflict("Голосование аннулировано: ссылки счетной комиссии больше не нужны.");
    if (!poll || (await findTrustees(tx, poll.id)).length === 0)
      throw fail.conflict("Счетная комиссия еще не избрана.");
    const sent = await resendTrusteeLinks({ ...deps, db: tx }, actor, poll, ids);
    await audit(tx, auditUser(actor), "poll.commission.resend", "defense", defense.id, {
      after: { memberIds: sent },
    });
    await announceDefense(tx, defense.id);
  });
  wakeMailWorkers(deps.queue);
  return defense;
}

/**
 * Starts the commission's key ceremony again (a new manifest and election id; every device
 * starts over, its link kept): after a complaint that stopped it, a code the sitting found
 * different, or a change of the defense's facts. Never automatic: the secretary's act, with a
 * reason, in the audit log.
 * @returns the defense, loaded and checked once before the action (its row is not changed by it)
 * @throws NOT_FOUND, BAD_USER_INPUT (reason), CONFLICT (no commission, or the ballot has opened)
 */
export async function restartKeyCeremony(
  deps: PollDeps,
  actor: Actor | null,
  defenseId: number,
  reason: string,
): Promise<DefenseRow> {
  const defense = await loadOwnDefense(deps.db, actor, defenseId);
  const parsed = reasonInput.safeParse(reason);
  if (!parsed.success) throw fail.badInput(parsed.error.issues[0]?.message ?? "Неверная причина.", "reason");
  await deps.db.transaction().execute(async (tx) => {
    const poll = await lockCurrentPoll(tx, defense.id);
    if (!poll || poll.status === "ANNULLED" || (await findTrustees(tx, poll.id)).length === 0)
      throw fail.conflict("Счетная комиссия еще не избрана.");
    if (poll.status !== "DRAFT")
      throw fail.conflict("Голосование уже открыто: ключ комиссии больше не меняется.");
    await restartCeremony({ db: tx }, actor, poll);
    await audit(tx, auditUser(actor), "poll.key.restart", "defense", defense.id, {
      before: { electionId: poll.election_id },
      after: { reason: parsed.data },
    });
    await announceDefense(tx, defense.id);
  });
  return defense;
}

/**
 * Closes every open poll whose deadline has passed (of the given defenses, or all), each
 * in its own transaction. Safe to run concurrently from several instances.
 * @param actor who closes them for the audit log: null for the scheduled job (poll.jobs.ts), its only caller
 * @returns how many polls it closed
 */
export async function closeExpiredPolls(
  deps: Pick<ServiceDeps, "db">,
  actor: Actor | null,
  defenseIds?: readonly number[],
): Promise<number> {
  let closed = 0;
  for (const pollId of await findExpiredPollIds(deps.db, defenseIds)) {
    closed += await deps.db.transaction().execute(async (tx) => {
      const poll = await lockPollById(tx, pollId);
      if (poll?.status !== "OPEN") return 0;
      await closePollTx(tx, pollId);
      await audit(tx, auditUser(actor), "poll.close.deadline", "defense", poll.defense_id);
      await announceDefense(tx, poll.defense_id);
      return 1;
    });
  }
  return closed;
}

import { audit } from "../audit/audit.service.ts";
import { type Actor, auditUser } from "../auth/actor.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail, isUniqueViolation } from "../lib/errors.ts";
import type { ListTotal } from "../lib/paging.ts";
import { fieldError, parseInput } from "../lib/validation.ts";
import { findLiveRollsOfMembers } from "../polls/poll.repository.ts";
import { loadManagedBoard, loadManagedMember, loadOwnBoard } from "./board.policy.ts";
import {
  type BoardListOptions,
  findActiveMembersByEmails,
  findBoardByCode,
  findBoardById,
  findBoardsByIds,
  findRuleSets,
  insertBoard,
  insertMembers,
  listBoardsPage,
  lockBoard,
  lockMember,
  ruleSetExists,
  updateBoard,
  updateMember,
} from "./board.repository.ts";
import type { BoardRow, MemberRow, RuleSetRow } from "./board.table.ts";
import { boardInput, type MemberInput, memberInput } from "./board.validation.ts";

/** What the council services need. */
type BoardDeps = Pick<ServiceDeps, "db">;

/** A page of councils for the admin list (the role is checked by `@auth`). */
export function listBoards(
  deps: BoardDeps,
  _actor: Actor | null,
  opts: BoardListOptions,
): Promise<{ items: BoardRow[] } & ListTotal> {
  return listBoardsPage(deps.db, { ...opts, search: opts.search?.trim() || null });
}

/** One council by id (admin view, archived included). @throws AppError NOT_FOUND */
export async function getBoard(deps: BoardDeps, _actor: Actor | null, id: number): Promise<BoardRow> {
  const board = await findBoardById(deps.db, id);
  if (!board) throw fail.notFound("Совет не найден.");
  return board;
}

/** The councils the actor runs as secretary, ordered by code (none for a guest or a non-secretary). */
export async function listOwnBoards(deps: BoardDeps, actor: Actor | null): Promise<BoardRow[]> {
  const ids = actor?.ownBoardIds ?? [];
  const rows = await findBoardsByIds(deps.db, ids);
  // ownBoardIds come ordered by code; the repository answers in no particular order.
  return ids.flatMap((id) => rows.filter((b) => b.id === id));
}

/** One council the actor runs as secretary. @throws AppError NOT_FOUND for any other council. */
export function getOwnBoard(deps: BoardDeps, actor: Actor | null, id: number): Promise<BoardRow> {
  return loadOwnBoard(deps.db, actor, id);
}

/** Every rule set a council may vote under, by name. */
export function listRuleSets(deps: BoardDeps, _actor: Actor | null): Promise<RuleSetRow[]> {
  return findRuleSets(deps.db);
}

const boardFacts = (b: BoardRow) => ({
  code: b.code,
  name: b.name,
  organization: b.organization,
  specialties: b.specialties,
  ruleSetCode: b.rule_set_code,
  approvedSize: b.approved_size,
  approvedOrder: b.approved_order,
  approvedOn: b.approved_on,
  archived: b.archived_at !== null,
});

async function checkBoard(deps: BoardDeps, input: unknown, current: BoardRow | null) {
  const values = parseInput(boardInput, input);
  const same = await findBoardByCode(deps.db, values.code);
  if (same && same.id !== current?.id) {
    throw fieldError("code", `Совет с шифром ${values.code} уже есть.`, "CONFLICT");
  }
  // Omitted: the default for a new council, the current rules for an edited one.
  const ruleSetCode = values.ruleSetCode ?? current?.rule_set_code ?? "1093";
  if (!(await ruleSetExists(deps.db, ruleSetCode)))
    throw fieldError("ruleSetCode", "Нет таких правил голосования.");
  // Omitted approval facts stay as they are on an edit (null clears them).
  const keep = <T>(given: T | undefined, now: T | null | undefined): T | null =>
    given === undefined ? (now ?? null) : given;
  return {
    code: values.code,
    name: values.name,
    organization: values.organization,
    specialties: JSON.stringify(values.specialties),
    rule_set_code: ruleSetCode,
    approved_size: keep(values.approvedSize, current?.approved_size),
    approved_order: keep(values.approvedOrder, current?.approved_order),
    approved_on: keep(values.approvedOn, current?.approved_on?.toISOString().slice(0, 10)),
  };
}

const duplicateCode = (err: unknown) =>
  isUniqueViolation(err) ? fieldError("code", "Совет с таким шифром уже есть.", "CONFLICT") : err;

/**
 * Creates a council (admin).
 * @throws BAD_USER_INPUT (fields), CONFLICT (code taken)
 */
export async function createBoard(deps: BoardDeps, actor: Actor | null, input: unknown): Promise<BoardRow> {
  const values = await checkBoard(deps, input, null);
  return deps.db
    .transaction()
    .execute(async (tx) => {
      const board = await insertBoard(tx, { ...values, archived_at: null });
      await audit(tx, auditUser(actor), "board.create", "board", board.id, { after: boardFacts(board) });
      return board;
    })
    .catch((err) => {
      throw duplicateCode(err);
    });
}

/** Edits a council (admin). @throws NOT_FOUND, BAD_USER_INPUT, CONFLICT */
export async function editBoard(
  deps: BoardDeps,
  actor: Actor | null,
  id: number,
  input: unknown,
): Promise<BoardRow> {
  const values = await checkBoard(deps, input, await getBoard(deps, actor, id));
  return deps.db
    .transaction()
    .execute(async (tx) => {
      const before = await lockBoard(tx, id);
      if (!before) throw fail.notFound("Совет не найден.");
      const after = await updateBoard(tx, id, values);
      if (!after) throw fail.notFound("Совет не найден.");
      await audit(tx, auditUser(actor), "board.update", "board", id, {
        before: boardFacts(before),
        after: boardFacts(after),
      });
      return after;
    })
    .catch((err) => {
      throw duplicateCode(err);
    });
}

/**
 * Archives (or, with `archived` false, restores) a council (admin). Its history stays:
 * defenses, votes and protocols keep referring to it.
 * @throws NOT_FOUND
 */
export async function setBoardArchived(
  deps: BoardDeps,
  actor: Actor | null,
  id: number,
  archived: boolean,
): Promise<BoardRow> {
  return deps.db.transaction().execute(async (tx) => {
    const before = await lockBoard(tx, id);
    if (!before) throw fail.notFound("Совет не найден.");
    if ((before.archived_at !== null) === archived) return before;
    const after = await updateBoard(tx, id, { archived_at: archived ? new Date() : null });
    if (!after) throw fail.notFound("Совет не найден.");
    await audit(tx, auditUser(actor), archived ? "board.archive" : "board.restore", "board", id, {
      before: boardFacts(before),
      after: boardFacts(after),
    });
    return after;
  });
}

/** A member as the audit log records it. */
export const memberFacts = (m: MemberRow) => ({
  boardId: m.board_id,
  fio: m.fio,
  email: m.email,
  degree: m.degree,
  degreeTitle: m.degree_title,
  academicTitle: m.academic_title,
  specialtyCode: m.specialty_code,
  position: m.position,
  archived: m.archived_at !== null,
});

/** Member input as row values. */
export const memberValues = (v: MemberInput) => ({
  fio: v.fio,
  email: v.email,
  degree: v.degree,
  degree_title: v.degreeTitle,
  academic_title: v.academicTitle,
  specialty_code: v.specialtyCode,
  position: v.position,
});

const duplicateEmail = (err: unknown) =>
  isUniqueViolation(err)
    ? fieldError("email", "Член совета с таким email уже есть в составе.", "CONFLICT")
    : err;

/**
 * Adds a member to a council's list (admin, or the council's secretary).
 * @throws NOT_FOUND, BAD_USER_INPUT, CONFLICT (email already on the list)
 */
export async function addMember(
  deps: BoardDeps,
  actor: Actor | null,
  boardId: number,
  input: unknown,
): Promise<MemberRow> {
  const board = await loadManagedBoard(deps.db, actor, boardId);
  const values = parseInput(memberInput, input);
  if ((await findActiveMembersByEmails(deps.db, board.id, [values.email])).length) {
    throw fieldError("email", "Член совета с таким email уже есть в составе.", "CONFLICT");
  }
  return deps.db
    .transaction()
    .execute(async (tx) => {
      const [member] = await insertMembers(tx, [
        { ...memberValues(values), board_id: board.id, archived_at: null },
      ]);
      if (!member) throw new Error("insert returned no row");
      await audit(tx, auditUser(actor), "member.create", "member", member.id, { after: memberFacts(member) });
      return member;
    })
    .catch((err) => {
      throw duplicateEmail(err);
    });
}

/** Edits a member (admin, or the council's secretary). @throws NOT_FOUND, BAD_USER_INPUT, CONFLICT */
export async function editMember(
  deps: BoardDeps,
  actor: Actor | null,
  memberId: number,
  input: unknown,
): Promise<MemberRow> {
  const current = await loadManagedMember(deps.db, actor, memberId);
  const values = parseInput(memberInput, input);
  const clash = await findActiveMembersByEmails(deps.db, current.board_id, [values.email]);
  if (clash.some((m) => m.id !== memberId))
    throw fieldError("email", "Член совета с таким email уже есть в составе.", "CONFLICT");
  return deps.db
    .transaction()
    .execute(async (tx) => {
      const before = await lockMember(tx, memberId);
      const after = before && (await updateMember(tx, memberId, memberValues(values)));
      if (!before || !after) throw fail.notFound("Член совета не найден.");
      await audit(tx, auditUser(actor), "member.update", "member", memberId, {
        before: memberFacts(before),
        after: memberFacts(after),
      });
      return after;
    })
    .catch((err) => {
      throw duplicateEmail(err);
    });
}

/**
 * Takes a member off the current list (or restores them). The member stays in the records
 * of past defenses and votes they took part in. A member on the явочный лист of a sitting
 * that is being prepared or voting cannot be taken off until that vote ends (or they are
 * taken off the roll), so no one off the list votes and counts (docs/DOMAIN.md, «Явочный лист»).
 * @throws NOT_FOUND, CONFLICT (on a live roll; restoring onto a list that has their email again)
 */
export async function setMemberArchived(
  deps: BoardDeps,
  actor: Actor | null,
  memberId: number,
  archived: boolean,
): Promise<MemberRow> {
  await loadManagedMember(deps.db, actor, memberId);
  return deps.db
    .transaction()
    .execute(async (tx) => {
      const before = await lockMember(tx, memberId);
      if (!before) throw fail.notFound("Член совета не найден.");
      if ((before.archived_at !== null) === archived) return before;
      if (archived) {
        const [live] = await findLiveRollsOfMembers(tx, [memberId]);
        if (live) {
          throw fail.conflict(
            live.status === "OPEN"
              ? `${live.fio} в явочном листе защиты ${live.candidate}, голосование по ней открыто: вывести из состава можно после его окончания.`
              : `${live.fio} в явочном листе защиты ${live.candidate}: сначала исключите из явочного листа.`,
          );
        }
      }
      const after = await updateMember(tx, memberId, { archived_at: archived ? new Date() : null });
      if (!after) throw fail.notFound("Член совета не найден.");
      await audit(tx, auditUser(actor), archived ? "member.archive" : "member.restore", "member", memberId, {
        before: memberFacts(before),
        after: memberFacts(after),
      });
      return after;
    })
    .catch((err) => {
      throw duplicateEmail(err);
    });
}

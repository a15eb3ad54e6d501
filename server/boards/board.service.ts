import { audit } from "../audit/audit.service.ts";
import { type Actor, auditUser } from "../lib/actor.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail, isUniqueViolation } from "../lib/errors.ts";
import type { ListTotal } from "../lib/paging.ts";
import { fieldError, parseInput } from "../lib/validation.ts";
import { loadOwnBoard } from "./board.policy.ts";
import {
  type BoardListOptions,
  findBoardByCode,
  findBoardById,
  findBoardsByIds,
  findRuleSets,
  insertBoard,
  listBoardsPage,
  lockBoard,
  ruleSetExists,
  updateBoard,
} from "./board.repository.ts";
import type { BoardRow, MemberRow, RuleSetRow } from "./board.table.ts";
import { boardInput } from "./board.validation.ts";
import { type CompositionWarning, compositionWarnings } from "./composition.ts";

/** What the council services need. */
type BoardDeps = Pick<ServiceDeps, "db">;

/**
 * The council's composition warnings for its page (composition.ts), from the members and the
 * rule set the caller has read (the resolver: through its loaders); none without a rule set.
 */
export function boardWarnings(
  board: BoardRow,
  members: readonly MemberRow[],
  rules: RuleSetRow | undefined,
): CompositionWarning[] {
  return rules ? compositionWarnings(board, members, rules) : [];
}

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

import { audit } from "../audit/audit.service.ts";
import { loadManagedBoard } from "../boards/board.policy.ts";
import { findMembersByIds } from "../boards/board.repository.ts";
import { type Actor, auditUser } from "../lib/actor.ts";
import { announceDefense } from "../lib/database.events.ts";
import type { Db } from "../lib/database.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail } from "../lib/errors.ts";
import { fieldError, parseInput } from "../lib/validation.ts";
import { loadManagedDefense, loadOwnDefense } from "./defense.policy.ts";
import {
  findDefenseById,
  findDefensesByBoardIds,
  findLiveRollMemberIds,
  insertDefense,
  listDefensesPage,
  lockDefense,
  updateDefense,
} from "./defense.repository.ts";
import type { DefenseRow } from "./defense.table.ts";
import { type DefenseInput, defenseInput } from "./defense.validation.ts";

/** The database alone: scheduling or editing a defense sends no letter (the reminders' sweep reads the new time). */
type DefenseDeps = Pick<ServiceDeps, "db">;

/** A page of defenses for the admin list (the role is checked by `@auth`). */
export function listDefenses(
  deps: DefenseDeps,
  _actor: Actor | null,
  opts: Parameters<typeof listDefensesPage>[1],
) {
  return listDefensesPage(deps.db, { ...opts, search: opts.search?.trim() || null });
}

/** One defense (admin view). @throws AppError NOT_FOUND */
export async function getDefense(deps: DefenseDeps, _actor: Actor | null, id: number): Promise<DefenseRow> {
  const defense = await findDefenseById(deps.db, id);
  if (!defense) throw fail.notFound("Защита не найдена.");
  return defense;
}

/** Current defenses of the councils the actor runs as secretary, soonest first. */
export function listOwnDefenses(deps: DefenseDeps, actor: Actor | null): Promise<DefenseRow[]> {
  return findDefensesByBoardIds(deps.db, actor?.ownBoardIds ?? []);
}

/** One defense of the councils the actor runs as secretary. @throws AppError NOT_FOUND for any other. */
export function getOwnDefense(deps: DefenseDeps, actor: Actor | null, id: number): Promise<DefenseRow> {
  return loadOwnDefense(deps.db, actor, id);
}

const defenseFacts = (d: DefenseRow) => ({
  boardId: d.board_id,
  candidate: d.candidate,
  thesisTitle: d.thesis_title,
  degree: d.degree,
  scienceBranch: d.science_branch,
  specialtyCode: d.specialty_code,
  specialtyName: d.specialty_name,
  defenseAt: d.defense_at.toISOString(),
  place: d.place,
  opponents: d.opponents,
  leadingOrganization: d.leading_organization,
  candidateMemberId: d.candidate_member_id,
  archived: d.archived_at !== null,
});

const values = (v: DefenseInput & { specialtyName: string }) => ({
  board_id: v.boardId,
  candidate: v.candidate,
  thesis_title: v.thesisTitle,
  degree: v.degree,
  science_branch: v.scienceBranch,
  specialty_code: v.specialtyCode,
  specialty_name: v.specialtyName,
  defense_at: v.defenseAt,
  place: v.place,
  opponents: JSON.stringify(v.opponents),
  leading_organization: v.leadingOrganization,
  candidate_member_id: v.candidateMemberId,
});

/**
 * Checks a defense against its council: the actor manages the council, it is not archived,
 * it holds the defense's specialty, and the соискатель-member (if any) is on its list.
 * @throws NOT_FOUND (council, naming the field `boardId`), BAD_USER_INPUT (fields)
 */
async function checkAgainstBoard(
  db: Db,
  actor: Actor | null,
  v: DefenseInput,
): Promise<DefenseInput & { specialtyName: string }> {
  // NOT_FOUND, like every other reach into a council that is not the actor's.
  const board = await loadManagedBoard(db, actor, v.boardId, "boardId");
  if (board.archived_at) throw fieldError("boardId", "Совет в архиве: новые защиты не назначаются.");
  const specialty = board.specialties.find((s) => s.code === v.specialtyCode);
  if (!specialty) {
    throw fieldError(
      "specialtyCode",
      `Совет ${board.code} не принимает защиты по специальности ${v.specialtyCode}.`,
    );
  }
  if (v.specialtyName !== null && v.specialtyName !== specialty.name) {
    throw fieldError(
      "specialtyName",
      `Специальность ${specialty.code} называется в совете «${specialty.name}».`,
    );
  }
  if (v.candidateMemberId !== null) {
    const [member] = await findMembersByIds(db, [v.candidateMemberId]);
    if (member?.board_id !== board.id)
      throw fieldError("candidateMemberId", "Соискатель не найден в составе совета.");
  }
  // The ballot and the protocol name the specialty as the council's list does.
  return { ...v, specialtyName: specialty.name };
}

/**
 * Schedules a defense (admin, or the council's secretary); its date must be in the future.
 * @throws BAD_USER_INPUT (fields), NOT_FOUND
 */
export async function createDefense(
  deps: DefenseDeps,
  actor: Actor | null,
  input: unknown,
): Promise<DefenseRow> {
  const v = parseInput(defenseInput, input);
  if (v.defenseAt.getTime() <= Date.now())
    throw fieldError("defenseAt", "Дата защиты должна быть в будущем.");
  const checked = await checkAgainstBoard(deps.db, actor, v);
  return deps.db.transaction().execute(async (tx) => {
    const defense = await insertDefense(tx, values(checked));
    await audit(tx, auditUser(actor), "defense.create", "defense", defense.id, {
      after: defenseFacts(defense),
    });
    return defense;
  });
}

/**
 * What the vote's question is made of, with the field names of DefenseInput (docs/DOMAIN.md,
 * «The question»).
 */
const questionFields = [
  ["boardId", "совет", (d: DefenseRow) => d.board_id],
  ["candidate", "соискателя", (d: DefenseRow) => d.candidate],
  ["degree", "степень", (d: DefenseRow) => d.degree],
  ["scienceBranch", "отрасль науки", (d: DefenseRow) => d.science_branch],
  ["specialtyCode", "специальность", (d: DefenseRow) => d.specialty_code],
  ["candidateMemberId", "соискателя из состава совета", (d: DefenseRow) => d.candidate_member_id],
] as const;

const annulFirst =
  "Чтобы исправить, аннулируйте голосование с указанием причины, затем исправьте данные и проведите голосование заново.";

/**
 * Refuses an edit that would change what was or is being voted on: nothing changes after the
 * vote closed; while a ballot is open, no field of the question (council, соискатель, degree,
 * отрасль науки, specialty) changes; the соискатель can never be a member of the roll. After
 * an annulled vote everything may be corrected for a new vote.
 * @throws AppError CONFLICT naming the field and the way out
 */
async function assertEditable(
  tx: Db,
  before: DefenseRow & { poll_status: string | null },
  next: DefenseInput,
): Promise<void> {
  if (before.poll_status === "CLOSED") {
    throw fail.conflict(`Голосование по защите закрыто: ее данные изменить нельзя. ${annulFirst}`);
  }
  if (before.poll_status === "OPEN") {
    const changed = questionFields.find(([field, , current]) => next[field] !== current(before));
    if (changed) {
      const [field, label] = changed;
      throw fieldError(
        field,
        `Идет голосование: ${label} — часть вопроса бюллетеня и не меняется. ${annulFirst}`,
        "CONFLICT",
      );
    }
  }
  if (next.candidateMemberId !== null) {
    const roll = await findLiveRollMemberIds(tx, before.id);
    if (roll.includes(next.candidateMemberId)) {
      throw fieldError(
        "candidateMemberId",
        "Этот член совета в явочном листе защиты: соискатель не голосует. Сначала исключите его из явочного листа.",
        "CONFLICT",
      );
    }
  }
}

/**
 * Edits a defense. A new date must be in the future; see assertEditable for what the vote
 * freezes.
 * @throws NOT_FOUND, BAD_USER_INPUT, CONFLICT
 */
export async function editDefense(
  deps: DefenseDeps,
  actor: Actor | null,
  id: number,
  input: unknown,
): Promise<DefenseRow> {
  const current = await loadManagedDefense(deps.db, actor, id);
  const v = parseInput(defenseInput, input);
  if (v.defenseAt.getTime() !== current.defense_at.getTime() && v.defenseAt.getTime() <= Date.now()) {
    throw fieldError("defenseAt", "Дата защиты должна быть в будущем.");
  }
  const checked = await checkAgainstBoard(deps.db, actor, v);
  return deps.db.transaction().execute(async (tx) => {
    const before = await lockDefense(tx, id);
    if (!before) throw fail.notFound("Защита не найдена.");
    await assertEditable(tx, before, checked);
    const after = await updateDefense(tx, id, values(checked));
    if (!after) throw fail.notFound("Защита не найдена.");
    await audit(tx, auditUser(actor), "defense.update", "defense", id, {
      before: defenseFacts(before),
      after: defenseFacts(after),
    });
    await announceDefense(tx, id, "sitting");
    return after;
  });
}

/**
 * Archives (cancels) or restores a defense; its record and any vote stay.
 * @throws NOT_FOUND, CONFLICT (its vote is open)
 */
export async function setDefenseArchived(
  deps: DefenseDeps,
  actor: Actor | null,
  id: number,
  archived: boolean,
): Promise<DefenseRow> {
  await loadManagedDefense(deps.db, actor, id);
  return deps.db.transaction().execute(async (tx) => {
    const before = await lockDefense(tx, id);
    if (!before) throw fail.notFound("Защита не найдена.");
    if ((before.archived_at !== null) === archived) return before;
    if (archived && before.poll_status === "OPEN") {
      throw fail.conflict("Идет голосование: сначала закройте или аннулируйте его.");
    }
    const after = await updateDefense(tx, id, { archived_at: archived ? new Date() : null });
    if (!after) throw fail.notFound("Защита не найдена.");
    await audit(tx, auditUser(actor), archived ? "defense.archive" : "defense.restore", "defense", id, {
      before: defenseFacts(before),
      after: defenseFacts(after),
    });
    await announceDefense(tx, id, "sitting");
    return after;
  });
}

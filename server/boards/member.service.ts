import { audit } from "../audit/audit.service.ts";
import { type Actor, auditUser } from "../lib/actor.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail, isUniqueViolation } from "../lib/errors.ts";
import { fieldError, parseInput } from "../lib/validation.ts";
import { findLiveRollsOfMembers } from "../polls/roll.repository.ts";
import { loadManagedBoard, loadManagedMember } from "./board.policy.ts";
import { findActiveMembersByEmails, insertMembers, lockMember, updateMember } from "./board.repository.ts";
import type { MemberRow } from "./board.table.ts";
import { type MemberInput, memberInput } from "./board.validation.ts";

// A council's members, one at a time: added, edited, taken off the list and restored (a list
// loaded from a file: member-import.service.ts).

/** The database alone: a change of the council's list sends no letter. */
type MemberDeps = Pick<ServiceDeps, "db">;

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

/** A checked member form (`memberInput`) as the columns of `board_members`, for an insert or an update. */
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
  deps: MemberDeps,
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
  deps: MemberDeps,
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
  deps: MemberDeps,
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

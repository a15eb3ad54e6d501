import { count } from "../../shared/plural.ts";
import { audit } from "../audit/audit.service.ts";
import { findRuleSetsByBoardIds, insertMembers } from "../boards/board.repository.ts";
import type { MemberRow } from "../boards/board.table.ts";
import { memberInput } from "../boards/board.validation.ts";
import { memberFacts, memberValues } from "../boards/member.service.ts";
import { type Actor, auditUser } from "../lib/actor.ts";
import { announceDefense } from "../lib/database.events.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail, isUniqueViolation } from "../lib/errors.ts";
import { fieldError, parseInput } from "../lib/validation.ts";
import { loadManagedDefense } from "./defense.policy.ts";
import { countAddedMembers, lockDefense } from "./defense.repository.ts";

/**
 * Adds a member to the council for one defense only (дополнительно введенный член совета),
 * e.g. a doctor of a specialty the council lacks. Such a member is not on the списочный
 * состав: they may sit on this defense's roll, and count in its list size and its specialty
 * quorum (docs/DOMAIN.md, «Дополнительно введенные члены»).
 *
 * The number allowed is the rule set's `added_members_max` (1093's default: 3). Source:
 * Положение № 1093 on разовая защита — the limit and its clause were NOT verified against the
 * official text here, so it is a rule-set setting until they are.
 * @throws NOT_FOUND (defense not the actor's), BAD_USER_INPUT (fields),
 *   CONFLICT (ballot open or closed, limit reached, email already added for the defense)
 */
export async function addMemberForDefense(
  deps: Pick<ServiceDeps, "db">,
  actor: Actor | null,
  defenseId: number,
  input: unknown,
): Promise<MemberRow> {
  const defense = await loadManagedDefense(deps.db, actor, defenseId);
  const values = parseInput(memberInput, input);
  return deps.db
    .transaction()
    .execute(async (tx) => {
      const locked = await lockDefense(tx, defense.id);
      if (!locked) throw fail.notFound("Защита не найдена.");
      if (locked.poll_status === "OPEN" || locked.poll_status === "CLOSED") {
        throw fail.conflict(
          "Голосование по защите уже открыто: ввести члена совета можно только до открытия. Аннулируйте голосование, чтобы провести новое с другим составом.",
        );
      }
      const [rules] = await findRuleSetsByBoardIds(tx, [defense.board_id]);
      const limit = rules?.added_members_max ?? 0;
      if ((await countAddedMembers(tx, defense.id)) >= limit) {
        throw fail.conflict(
          `Для одной защиты в состав совета можно ввести не более ${count(limit, ["члена", "членов", "членов"])}.`,
        );
      }
      const [member] = await insertMembers(tx, [
        {
          ...memberValues(values),
          board_id: defense.board_id,
          archived_at: null,
          added_for_defense_id: defense.id,
        },
      ]);
      if (!member) throw new Error("insert returned no row");
      await audit(tx, auditUser(actor), "member.add_for_defense", "member", member.id, {
        after: { ...memberFacts(member), defenseId: defense.id },
      });
      await announceDefense(tx, defense.id, "roll");
      return member;
    })
    .catch((err) => {
      throw isUniqueViolation(err)
        ? fieldError("email", "Член совета с таким email уже введен для этой защиты.", "CONFLICT")
        : err;
    });
}

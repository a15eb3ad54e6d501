import { audit } from "../../audit/audit.service.ts";
import { loadOwnDefense } from "../../defenses/defense.policy.ts";
import type { DefenseRow } from "../../defenses/defense.table.ts";
import { type Actor, auditUser } from "../../lib/actor.ts";
import { fail } from "../../lib/errors.ts";
import { findCommissionIds, replaceCommission } from "../commission.repository.ts";
import { findParticipantIds } from "../roll.repository.ts";
import { boardMemberNames, type PollDeps, parseMemberIds, sittingAct } from "./act.ts";
import { seatCommission } from "./commission-seats.ts";

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
  return sittingAct(deps, defense, ["commission"], async (tx, poll) => {
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
  });
}

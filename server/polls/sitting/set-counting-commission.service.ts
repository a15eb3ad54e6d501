import { COMMISSION_MIN } from "../../../shared/council.ts";
import { count, MEMBERS_GENITIVE } from "../../../shared/plural.ts";
import { audit } from "../../audit/audit.service.ts";
import { loadOwnDefense } from "../../defenses/defense.policy.ts";
import type { DefenseRow } from "../../defenses/defense.table.ts";
import { type Actor, auditUser } from "../../lib/actor.ts";
import { fail } from "../../lib/errors.ts";
import { replaceCommission } from "../commission.repository.ts";
import { findParticipantIds } from "../roll.repository.ts";
import { boardMemberNames, type PollDeps, parseMemberIds, sittingAct } from "./act.ts";
import { seatCommission } from "./commission-seats.ts";

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
  return sittingAct(deps, defense, ["commission"], async (tx, poll) => {
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
  });
}

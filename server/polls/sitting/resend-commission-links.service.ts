import { audit } from "../../audit/audit.service.ts";
import { loadOwnDefense } from "../../defenses/defense.policy.ts";
import type { DefenseRow } from "../../defenses/defense.table.ts";
import { type Actor, auditUser } from "../../lib/actor.ts";
import { fail } from "../../lib/errors.ts";
import { findTrustees } from "../commission.repository.ts";
import { type PollDeps, parseMemberIds, sittingAct } from "./act.ts";
import { resendTrusteeLinks } from "./commission-seats.ts";

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
  return sittingAct(deps, defense, ["commission"], async (tx, poll) => {
    if (poll?.status === "ANNULLED")
      throw fail.conflict("Голосование аннулировано: ссылки счетной комиссии больше не нужны.");
    if (!poll || (await findTrustees(tx, poll.id)).length === 0)
      throw fail.conflict("Счетная комиссия еще не избрана.");
    const sent = await resendTrusteeLinks({ ...deps, db: tx }, actor, poll, ids);
    await audit(tx, auditUser(actor), "poll.commission.resend", "defense", defense.id, {
      after: { memberIds: sent },
    });
  });
}

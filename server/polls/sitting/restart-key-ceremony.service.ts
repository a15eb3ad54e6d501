import { audit } from "../../audit/audit.service.ts";
import { loadOwnDefense } from "../../defenses/defense.policy.ts";
import type { DefenseRow } from "../../defenses/defense.table.ts";
import { type Actor, auditUser } from "../../lib/actor.ts";
import { fail } from "../../lib/errors.ts";
import { findTrustees } from "../commission.repository.ts";
import { type PollDeps, parseReason, sittingAct } from "./act.ts";
import { restartCeremony } from "./commission-seats.ts";

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
  const why = parseReason(reason);
  return sittingAct({ db: deps.db }, defense, ["commission"], async (tx, poll) => {
    if (!poll || poll.status === "ANNULLED" || (await findTrustees(tx, poll.id)).length === 0)
      throw fail.conflict("Счетная комиссия еще не избрана.");
    if (poll.status !== "DRAFT")
      throw fail.conflict("Голосование уже открыто: ключ комиссии больше не меняется.");
    await restartCeremony({ db: tx }, actor, poll);
    await audit(tx, auditUser(actor), "poll.key.restart", "defense", defense.id, {
      before: { electionId: poll.election_id },
      after: { reason: why },
    });
  });
}

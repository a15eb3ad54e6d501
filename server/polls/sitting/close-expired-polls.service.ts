import { audit } from "../../audit/audit.service.ts";
import { type Actor, auditUser } from "../../lib/actor.ts";
import { announceDefense } from "../../lib/database.events.ts";
import type { ServiceDeps } from "../../lib/deps.ts";
import { closePollTx, findExpiredPollIds, lockPollById } from "../poll.repository.ts";

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
      await announceDefense(tx, poll.defense_id, "sitting");
      return 1;
    });
  }
  return closed;
}

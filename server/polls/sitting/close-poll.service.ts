import { audit } from "../../audit/audit.service.ts";
import { loadOwnDefense } from "../../defenses/defense.policy.ts";
import type { DefenseRow } from "../../defenses/defense.table.ts";
import { type Actor, auditUser } from "../../lib/actor.ts";
import { fail } from "../../lib/errors.ts";
import { closePollTx } from "../poll.repository.ts";
import { type PollDeps, sittingAct } from "./act.ts";

/**
 * Closes the defense's poll: no more ballots, the tally and decision become visible, the
 * list size and specialty doctors are frozen, and the ballots are shuffled.
 * @returns the defense, loaded and checked once before the action (its row is not changed by it)
 * @throws NOT_FOUND, CONFLICT (no invites sent, or not open)
 */
export async function closePoll(
  deps: Pick<PollDeps, "db">,
  actor: Actor | null,
  defenseId: number,
): Promise<DefenseRow> {
  const defense = await loadOwnDefense(deps.db, actor, defenseId);
  return sittingAct({ db: deps.db }, defense, ["sitting"], async (tx, poll) => {
    if (!poll || poll.status === "DRAFT")
      throw fail.conflict("Голосование еще не открыто: сначала разошлите приглашения.");
    if (poll.status !== "OPEN") throw fail.conflict("Голосование уже закрыто.");
    await closePollTx(tx, poll.id);
    await audit(tx, auditUser(actor), "poll.close", "defense", defense.id);
  });
}

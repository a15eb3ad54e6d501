import { audit } from "../../audit/audit.service.ts";
import { loadOwnDefense } from "../../defenses/defense.policy.ts";
import type { DefenseRow } from "../../defenses/defense.table.ts";
import { type Actor, auditUser } from "../../lib/actor.ts";
import { fail } from "../../lib/errors.ts";
import { annulPollTx } from "../poll.repository.ts";
import { type PollDeps, parseReason, sittingAct } from "./act.ts";

/**
 * Annuls the defense's vote with a reason: kept, never deleted, with no decision. An open
 * poll stops accepting ballots.
 * @returns the defense, loaded and checked once before the action (its row is not changed by it)
 * @throws NOT_FOUND, BAD_USER_INPUT (reason), CONFLICT (no poll, or already annulled)
 */
export async function annulPoll(
  deps: Pick<PollDeps, "db">,
  actor: Actor | null,
  defenseId: number,
  reason: string,
): Promise<DefenseRow> {
  const defense = await loadOwnDefense(deps.db, actor, defenseId);
  const why = parseReason(reason);
  return sittingAct({ db: deps.db }, defense, ["sitting"], async (tx, poll) => {
    if (!poll || poll.status === "DRAFT")
      throw fail.conflict("Голосование еще не открыто: аннулировать нечего.");
    if (poll.status === "ANNULLED") throw fail.conflict("Голосование уже аннулировано.");
    await annulPollTx(tx, poll, why);
    await audit(tx, auditUser(actor), "poll.annul", "defense", defense.id, {
      before: { status: poll.status, round: poll.round },
      after: { status: "ANNULLED", reason: why, round: poll.round },
    });
  });
}

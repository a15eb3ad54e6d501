import { audit } from "../../audit/audit.service.ts";
import { loadOwnDefense } from "../../defenses/defense.policy.ts";
import type { DefenseRow } from "../../defenses/defense.table.ts";
import { type Actor, auditUser } from "../../lib/actor.ts";
import { findCommissionIds, replaceCommission } from "../commission.repository.ts";
import { dropInvites } from "../credential.repository.ts";
import { enqueueInvites } from "../invite.delivery.ts";
import { addInvites } from "../invite.repository.ts";
import { findParticipantIds, putOnRoll, takeOffRoll } from "../roll.repository.ts";
import { draftPoll, eligibleMembers, type PollDeps, parseMemberIds, sittingAct } from "./act.ts";
import { restartCeremony, seatCommission } from "./commission-seats.ts";

/**
 * Sets the явочный лист (roll) of the defense's sitting: the members present, in the room or
 * remotely, who will vote. Only while the vote is being prepared (DRAFT); after an
 * annulled vote it starts the next round. Members taken off the roll leave the commission.
 * The quorum computed from the roll is part of `resultPolls` at once. Each member new to the
 * roll is mailed their ballot link at once (docs/RECORD.md §5.3): opened now, at the sitting,
 * it makes the member's voting credential on their device, and the manifest fixes the
 * credentials registered by the time the commission is seated. A member taken off the roll
 * loses the invite (their link stops working).
 * @param memberIds 0–500 members (see {@link eligibleMembers}); the complete new roll
 * @returns the defense, loaded and checked once before the action (its row is not changed by it)
 * @throws NOT_FOUND (not the actor's defense), BAD_USER_INPUT (members), CONFLICT (vote open or closed)
 */
export async function setRoll(
  deps: PollDeps,
  actor: Actor | null,
  defenseId: number,
  memberIds: unknown,
): Promise<DefenseRow> {
  const defense = await loadOwnDefense(deps.db, actor, defenseId);
  const ids = parseMemberIds(memberIds, 0);
  const members = await eligibleMembers(deps.db, defense, ids);
  return sittingAct(
    deps,
    defense,
    ["roll", "commission"],
    async (tx, current) => {
      const poll = await draftPoll(tx, defense.id, current);
      const before = await findParticipantIds(tx, poll.id);
      const commission = await findCommissionIds(tx, poll.id);
      const leaving = before.filter((id) => !ids.includes(id));
      await takeOffRoll(tx, poll.id, leaving);
      await dropInvites(tx, poll.id, leaving);
      await putOnRoll(tx, poll.id, members);
      await enqueueInvites(tx, deps.queue, await addInvites(tx, poll.id, ids), deps.delivery);
      // The roll is part of the election's manifest: a seated commission holds its key ceremony
      // again for the new roll (a commission that lost members shrinks, or is gone below
      // COMMISSION_MIN).
      const remaining = commission.filter((id) => ids.includes(id));
      const changed = before.length !== ids.length || before.some((id) => !ids.includes(id));
      if (remaining.length < commission.length) {
        await replaceCommission(tx, poll.id, remaining);
        await seatCommission({ ...deps, db: tx }, actor, poll, remaining);
      } else if (changed && commission.length > 0) await restartCeremony({ db: tx }, actor, poll);
      await audit(tx, auditUser(actor), "poll.roll", "defense", defense.id, {
        before: { memberIds: before },
        after: { memberIds: ids, round: poll.round },
      });
    },
    { lockDefense: true },
  );
}

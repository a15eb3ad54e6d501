import { audit } from "../../audit/audit.service.ts";
import { loadOwnDefense } from "../../defenses/defense.policy.ts";
import type { DefenseRow } from "../../defenses/defense.table.ts";
import { type Actor, auditUser } from "../../lib/actor.ts";
import { fail } from "../../lib/errors.ts";
import { id } from "../../lib/fields.ts";
import { findTrustees, markCodeConfirmed } from "../commission.repository.ts";
import { type PollDeps, sittingAct } from "./act.ts";

/**
 * Records that the commission member `memberId` said aloud at the sitting that the election code
 * on their device matched the one the chair read out (docs/SECURITY.md, «Ballot secrecy and the
 * count»: what defeats «puppet seats», devices the server runs in members' places, is the
 * members' own words, which only the sitting hears). The desk shows a seat's device's report as
 * «устройство сообщило…»; this is the secretary's record of the person. Only while the ballot is
 * a DRAFT and only for a seat whose device has signed (it reported the code confirmed); a record
 * already there is kept (the act is idempotent). A new ceremony clears it. Audited
 * (`poll.key.spoken`), printed in the protocol; the ballot opens only with every seat's.
 * @returns the defense, loaded and checked once before the act (its row is not changed by it)
 * @throws NOT_FOUND (not the actor's defense), BAD_USER_INPUT (not on the commission), CONFLICT
 *   (no commission, the ballot opened or ended, the member's device has not signed)
 */
export async function recordCodeConfirmation(
  deps: PollDeps,
  actor: Actor | null,
  defenseId: number,
  memberId: unknown,
): Promise<DefenseRow> {
  const defense = await loadOwnDefense(deps.db, actor, defenseId);
  const parsed = id.safeParse(memberId);
  if (!parsed.success) throw fail.badInput("Укажите члена счетной комиссии.", "memberId");
  return sittingAct(deps, defense, ["commission"], async (tx, poll) => {
    if (!poll || poll.status === "ANNULLED") throw fail.conflict("Счетная комиссия еще не избрана.");
    if (poll.status !== "DRAFT")
      throw fail.conflict("Голосование уже открыто: подтверждения кода записываются до его открытия.");
    const seats = await findTrustees(tx, poll.id);
    const seat = seats.find((t) => t.member_id === parsed.data);
    if (!seat) throw fail.badInput("Этот член совета не входит в счетную комиссию.", "memberId");
    if (seat.signature === null)
      throw fail.conflict(
        `Устройство члена комиссии ${seat.fio} еще не сообщило, что код подтвержден: сначала он подтверждает код на своем устройстве.`,
      );
    if (seat.code_confirmed_at !== null) return;
    await markCodeConfirmed(tx, poll.id, seat.seat);
    await audit(tx, auditUser(actor), "poll.key.spoken", "defense", defense.id, {
      after: { memberId: seat.member_id, seat: seat.seat },
    });
  });
}

// The commission's seats as the secretary's acts change them, inside the act's transaction: a
// commission seated, its key ceremony started again, its links mailed again.

import { COMMISSION_MIN } from "../../../shared/council.ts";
import type { Actor } from "../../lib/actor.ts";
import type { Db } from "../../lib/database.ts";
import type { ServiceDeps } from "../../lib/deps.ts";
import { fail } from "../../lib/errors.ts";
import { enqueueCommissionLinks } from "../commission.delivery.ts";
import {
  findTrustees,
  replaceTrustees,
  resetCeremony,
  revokeTrusteeLinks,
} from "../commission.repository.ts";
import { buildManifest } from "../election.ts";
import type { PollRow } from "../poll.table.ts";

/** What a step inside the caller's transaction needs: `db` is that transaction, and the mail queue. */
export type InTransaction = Pick<ServiceDeps, "queue" | "delivery"> & { db: Db };

/**
 * Starts the poll's key ceremony for its commission as it now stands, inside the caller's
 * transaction (`deps.db`): a new manifest (a new election id; the roll, the voting credentials
 * its members' devices have registered and the commission as they are) and every seat's
 * ceremony cleared. The seats' links stay: the members' open pages
 * carry on into the new ceremony. Without a commission of at least {@link COMMISSION_MIN} it
 * only clears the ceremony. The caller checked the actor and writes the audit entry.
 * @throws CONFLICT when two members of the roll have one ФИО (the record names each line by it)
 */
export async function restartCeremony(
  deps: Pick<InTransaction, "db">,
  _actor: Actor | null,
  poll: PollRow,
): Promise<void> {
  const tx = deps.db;
  const seated = (await findTrustees(tx, poll.id)).length >= COMMISSION_MIN;
  const manifest = seated ? await buildManifest(tx, poll, crypto.randomUUID()) : null;
  const twice = manifest?.roll.filter((name, i, all) => all.indexOf(name) !== i) ?? [];
  if (twice.length > 0)
    throw fail.conflict(
      `В явочном листе ФИО повторяется: ${[...new Set(twice)].join(", ")}. В записи голосования каждая строка явочного листа названа своим ФИО: уточните ФИО в карточке члена совета (например, добавьте год рождения).`,
    );
  await resetCeremony(tx, poll.id, manifest);
}

/**
 * Seats the poll's commission as elected, inside the caller's transaction (`deps.db`): a seat
 * per member (the chair first), a new manifest and ceremony, and the links of members new to the
 * commission mailed through the queue; members who keep a seat keep their link, so their open
 * pages carry on. Fewer than {@link COMMISSION_MIN} members (a commission that lost members)
 * seats nobody. The caller checked the actor and writes the audit entry.
 * @returns the seats whose links were mailed
 */
export async function seatCommission(
  deps: InTransaction,
  actor: Actor | null,
  poll: PollRow,
  memberIds: readonly number[],
): Promise<number[]> {
  const tx = deps.db;
  const fresh = await replaceTrustees(tx, poll.id, memberIds.length >= COMMISSION_MIN ? memberIds : []);
  await restartCeremony(deps, actor, poll);
  await enqueueCommissionLinks(tx, deps.queue, poll.id, fresh, deps.delivery);
  return fresh;
}

/**
 * Mails fresh commission links (the old ones stop working), inside the caller's transaction
 * (`deps.db`); the ceremony's progress is kept, so a device that already joined goes on where
 * it was. The caller checked the actor and writes the audit entry.
 * @param memberIds the members to mail, or null for the whole commission
 * @returns the members mailed
 * @throws BAD_USER_INPUT when none of `memberIds` is on the commission
 */
export async function resendTrusteeLinks(
  deps: InTransaction,
  _actor: Actor | null,
  poll: PollRow,
  memberIds: readonly number[] | null,
): Promise<number[]> {
  const tx = deps.db;
  const seats = await revokeTrusteeLinks(tx, poll.id, memberIds);
  if (seats.length === 0) throw fail.badInput("Эти члены совета не входят в счетную комиссию.", "memberIds");
  await enqueueCommissionLinks(
    tx,
    deps.queue,
    poll.id,
    seats.map((s) => s.seat),
    deps.delivery,
  );
  return seats.map((s) => s.member_id);
}

import { sql } from "kysely";
import type { Db } from "../lib/database.ts";
import type { InviteRow, PollRow } from "./poll.table.ts";
import type { PollCounts } from "./tally.ts";

/**
 * Counts per defense, in one statement for any number of defenses. Ballots are counted
 * only for closed polls, so an open poll's tally never leaves the database.
 * Defenses with no poll are absent from the map.
 */
export async function countPolls(db: Db, defenseIds: readonly number[]): Promise<Map<number, PollCounts>> {
  if (defenseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("polls as p")
    .select([
      "p.defense_id",
      "p.status",
      "p.closed_at",
      sql<number>`(select count(*)::int from poll_invites i where i.poll_id = p.id)`.as("invited"),
      sql<number>`(select count(*)::int from poll_invites i where i.poll_id = p.id and i.used_at is not null)`.as(
        "voted",
      ),
      sql<
        number | null
      >`case when p.status = 'CLOSED' then (select count(*)::int from ballots b where b.poll_id = p.id and b.choice = 'FOR') end`.as(
        "votes_for",
      ),
      sql<
        number | null
      >`case when p.status = 'CLOSED' then (select count(*)::int from ballots b where b.poll_id = p.id and b.choice = 'AGAINST') end`.as(
        "votes_against",
      ),
    ])
    .where("p.defense_id", "in", defenseIds)
    .execute();
  return new Map(
    rows.map((r) => [
      r.defense_id,
      {
        poll: { status: r.status, closed_at: r.closed_at },
        invited: r.invited,
        voted: r.voted,
        votesFor: r.votes_for,
        votesAgainst: r.votes_against,
      },
    ]),
  );
}

/** Invites of the given defenses' polls, with the defense id, ordered by invite id. */
export function findInvitesByDefenseIds(
  db: Db,
  defenseIds: readonly number[],
): Promise<(InviteRow & { defense_id: number })[]> {
  if (defenseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("poll_invites as i")
    .innerJoin("polls as p", "p.id", "i.poll_id")
    .selectAll("i")
    .select("p.defense_id")
    .where("p.defense_id", "in", defenseIds)
    .orderBy("i.id")
    .execute();
}

/** The defense's poll locked for update (for opening, inviting, closing), creating it OPEN if absent. */
export async function lockOrOpenPoll(db: Db, defenseId: number): Promise<PollRow> {
  await db
    .insertInto("polls")
    .values({ defense_id: defenseId, status: "OPEN" })
    .onConflict((oc) => oc.column("defense_id").doNothing())
    .execute();
  return db
    .selectFrom("polls")
    .selectAll()
    .where("defense_id", "=", defenseId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The defense's poll locked for update, or undefined when no invites were ever sent. */
export function lockPoll(db: Db, defenseId: number): Promise<PollRow | undefined> {
  return db
    .selectFrom("polls")
    .selectAll()
    .where("defense_id", "=", defenseId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Gives each member a fresh invite token (by hash): new members get an invite, invited
 * members who have not voted get their token replaced (the old link stops working),
 * members who have voted are left untouched.
 * @returns the ids of the members whose token was set (to be emailed).
 */
export async function upsertInvites(
  db: Db,
  pollId: number,
  invites: readonly { memberId: number; tokenHash: string }[],
): Promise<number[]> {
  if (invites.length === 0) return [];
  const rows = await db
    .insertInto("poll_invites")
    .values(invites.map((i) => ({ poll_id: pollId, member_id: i.memberId, token_hash: i.tokenHash })))
    .onConflict((oc) =>
      oc
        .columns(["poll_id", "member_id"])
        .doUpdateSet({
          token_hash: (eb) => eb.ref("excluded.token_hash"),
          created_at: sql<Date>`now()`,
          sent_at: null,
          send_error: null,
        })
        .where("poll_invites.used_at", "is", null),
    )
    .returning("member_id")
    .execute();
  return rows.map((r) => r.member_id);
}

/** Records the outcome of emailing the invite that holds `tokenHash`. */
export async function markInviteDelivery(db: Db, tokenHash: string, error: string | null): Promise<void> {
  await db
    .updateTable("poll_invites")
    .set(error === null ? { sent_at: sql<Date>`now()`, send_error: null } : { send_error: error })
    .where("token_hash", "=", tokenHash)
    .execute();
}

/** Marks a poll closed. */
export async function markPollClosed(db: Db, pollId: number): Promise<void> {
  await db
    .updateTable("polls")
    .set({ status: "CLOSED", closed_at: sql<Date>`now()` })
    .where("id", "=", pollId)
    .execute();
}

/**
 * Rewrites a poll's ballots in random order with fresh random ids, inside the caller's
 * transaction: afterwards every ballot shares the closing transaction's `xmin` and neither
 * physical order nor id follows the order of voting.
 */
export async function shuffleBallots(db: Db, pollId: number): Promise<void> {
  await sql`
    with old as (delete from ballots where poll_id = ${pollId} returning choice)
    insert into ballots (poll_id, choice) select ${pollId}, choice from old order by random()
  `.execute(db);
}

/** Whether every invite of the poll has been used. */
export async function allInvitesUsed(db: Db, pollId: number): Promise<boolean> {
  const row = await db
    .selectFrom("poll_invites")
    .select(sql<number>`count(*)::int`.as("open"))
    .where("poll_id", "=", pollId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return row.open === 0;
}

/** An invite by its token's hash, with its poll's status and the defense and council it is for. */
export function findInviteByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom("poll_invites as i")
    .innerJoin("polls as p", "p.id", "i.poll_id")
    .innerJoin("defenses as d", "d.id", "p.defense_id")
    .innerJoin("boards as b", "b.id", "d.board_id")
    .select([
      "i.id as invite_id",
      "i.used_at",
      "p.id as poll_id",
      "p.status",
      "d.id as defense_id",
      "d.candidate",
      "d.thesis_title",
      "d.degree",
      "d.science_branch",
      "d.specialty_code",
      "d.specialty_name",
      "d.defense_at",
      "d.place",
      "b.code as board_code",
      "b.name as board_name",
    ])
    .where("i.token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/**
 * For a ballot: the invite by token hash and its poll's status, holding a share lock on the
 * poll row so the poll cannot close (and shuffle) while this ballot is being written.
 */
export function lockInviteForBallot(db: Db, tokenHash: string) {
  return db
    .selectFrom("poll_invites as i")
    .innerJoin("polls as p", "p.id", "i.poll_id")
    .select(["i.id", "i.used_at", "p.id as poll_id", "p.status"])
    .where("i.token_hash", "=", tokenHash)
    .forShare("p")
    .executeTakeFirst();
}

/** Marks an invite used if it is not yet: the one-vote guard. @returns whether it was unused. */
export async function useInvite(db: Db, inviteId: number): Promise<boolean> {
  const r = await db
    .updateTable("poll_invites")
    .set({ used_at: sql<Date>`now()` })
    .where("id", "=", inviteId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Stores one secret ballot: the poll and the choice, nothing else. */
export async function insertBallot(db: Db, pollId: number, choice: "FOR" | "AGAINST"): Promise<void> {
  await db.insertInto("ballots").values({ poll_id: pollId, choice }).execute();
}

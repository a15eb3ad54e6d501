import { sql } from "kysely";
import type { Db } from "../lib/database.ts";
import { prepared } from "../lib/prepared.ts";
import type { InviteRow, PollRow } from "./poll.table.ts";
import type { PollCounts } from "./tally.ts";

/**
 * Everything the tally needs per defense, in one statement for any number of defenses:
 * the council's rule set, the poll, the list size, participants, deliveries, ballots cast,
 * doctors of the specialty among participants, and, for a closed poll only, «за»/«против»,
 * so an open poll's tally never leaves the database. Values frozen at close are preferred.
 */
export async function countPolls(db: Db, defenseIds: readonly number[]): Promise<Map<number, PollCounts>> {
  if (defenseIds.length === 0) return new Map();
  const count = (where: string) =>
    sql<number>`(select count(*)::int from poll_invites i where i.poll_id = p.id ${sql.raw(where)})`;
  const ballots = (choice: "FOR" | "AGAINST") =>
    sql<
      number | null
    >`case when p.status = 'CLOSED' then (select count(*)::int from ballots x where x.poll_id = p.id and x.choice = ${choice}) end`;
  const rows = await db
    .selectFrom("defenses as d")
    .innerJoin("boards as b", "b.id", "d.board_id")
    .leftJoin("polls as p", "p.defense_id", "d.id")
    .innerJoin("rule_sets as r", (join) =>
      join.on(sql<boolean>`r.code = coalesce(p.rule_set_code, b.rule_set_code)`),
    )
    .select([
      "d.id as defense_id",
      "d.degree",
      "d.specialty_code",
      "r.list_quorum_num",
      "r.list_quorum_den",
      "r.specialty_doctors_candidate",
      "r.specialty_doctors_doctoral",
      "r.decision_num",
      "r.decision_den",
      "p.status",
      "p.deadline",
      "p.closed_at",
      "p.annul_reason",
      sql<number>`coalesce(p.list_size, (select count(*)::int from board_members m where m.board_id = d.board_id and m.archived_at is null))`.as(
        "list_size",
      ),
      count("").as("participants"),
      count("and i.delivery = 'SENT'").as("invited"),
      count("and i.used_at is not null").as("voted"),
      sql<number>`coalesce(p.specialty_doctors, (select count(*)::int from poll_invites i join board_members m on m.id = i.member_id
        where i.poll_id = p.id and m.degree = 'DOCTOR' and m.specialty_code = d.specialty_code))`.as(
        "specialty_doctors",
      ),
      ballots("FOR").as("votes_for"),
      ballots("AGAINST").as("votes_against"),
    ])
    .where("d.id", "in", defenseIds)
    .execute();
  return new Map(
    rows.map((r) => [
      r.defense_id,
      {
        degree: r.degree,
        specialtyCode: r.specialty_code,
        rules: {
          listQuorum: { num: r.list_quorum_num, den: r.list_quorum_den },
          specialtyDoctors: {
            CANDIDATE: r.specialty_doctors_candidate,
            DOCTOR: r.specialty_doctors_doctoral,
          },
          decisionThreshold: { num: r.decision_num, den: r.decision_den },
        },
        poll: r.status
          ? { status: r.status, deadline: r.deadline, closedAt: r.closed_at, annulReason: r.annul_reason }
          : null,
        listSize: r.list_size,
        participants: r.participants ?? 0,
        invited: r.invited ?? 0,
        voted: r.voted ?? 0,
        specialtyDoctors: r.specialty_doctors ?? 0,
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

/**
 * The defense's poll locked for update (for opening, inviting, closing), creating it OPEN if
 * absent. @returns the poll and whether this call opened it
 */
export async function lockOrOpenPoll(
  db: Db,
  defenseId: number,
  deadline: Date | null,
): Promise<{ poll: PollRow; opened: boolean }> {
  const created = await db
    .insertInto("polls")
    .values({ defense_id: defenseId, status: "OPEN", deadline })
    .onConflict((oc) => oc.column("defense_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  const poll = await db
    .selectFrom("polls")
    .selectAll()
    .where("defense_id", "=", defenseId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { poll, opened: created !== undefined };
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

/** A poll by id, locked for update. */
export function lockPollById(db: Db, pollId: number): Promise<PollRow | undefined> {
  return lockPollStatement.first(db, pollId);
}
const lockPollStatement = prepared(1, (db, pollId: number) =>
  db.selectFrom("polls").selectAll().where("id", "=", pollId).forUpdate(),
);

/** Sets an open poll's deadline. */
export async function setDeadline(db: Db, pollId: number, deadline: Date): Promise<void> {
  await db.updateTable("polls").set({ deadline }).where("id", "=", pollId).execute();
}

// A random, never-sent token hash: set whenever an invite's link must stop working at once;
// the mail worker replaces it with the hash of the token it emails.
const unsentTokenHash = sql<string>`encode(sha256(convert_to(gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex')`;

/**
 * Makes members participants: new members get an invite, invited members who have not
 * voted get their link revoked (a new one is emailed), members who have voted are untouched.
 * @returns the ids of the invites to email.
 */
export async function upsertInvites(db: Db, pollId: number, memberIds: readonly number[]): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .insertInto("poll_invites")
    .values(
      memberIds.map((memberId) => ({ poll_id: pollId, member_id: memberId, token_hash: unsentTokenHash })),
    )
    .onConflict((oc) =>
      oc
        .columns(["poll_id", "member_id"])
        .doUpdateSet({
          token_hash: unsentTokenHash,
          created_at: sql<Date>`now()`,
          sent_at: null,
          send_error: null,
        })
        .where("poll_invites.used_at", "is", null),
    )
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Revokes the links of participants who have not voted (all of them, or those of
 * `memberIds`), so each gets a new one. @returns the affected invites' ids and member ids.
 */
export async function revokeUnusedInvites(
  db: Db,
  pollId: number,
  memberIds: readonly number[] | null,
): Promise<{ id: number; member_id: number }[]> {
  let q = db
    .updateTable("poll_invites")
    .set({ token_hash: unsentTokenHash, sent_at: null, send_error: null })
    .where("poll_id", "=", pollId)
    .where("used_at", "is", null);
  if (memberIds) q = q.where("member_id", "in", memberIds.length ? memberIds : [0]);
  return q.returning(["id", "member_id"]).execute();
}

/** Member ids of a poll's participants (its invites). */
export async function findParticipantIds(db: Db, pollId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("poll_invites")
    .select("member_id")
    .where("poll_id", "=", pollId)
    .execute();
  return rows.map((r) => r.member_id);
}

/**
 * Closes a poll inside the caller's transaction: freezes the list size and the specialty
 * doctors among participants, marks it closed, and rewrites its ballots in random order
 * (see shuffleBallots).
 */
export async function closePollTx(db: Db, pollId: number): Promise<void> {
  await freeze(db, pollId, { status: "CLOSED", closed_at: sql<Date>`now()` });
  await shuffleBallots(db, pollId);
}

/** Marks a poll annulled with its reason, inside the caller's transaction; open ballots are shuffled too. */
export async function annulPollTx(db: Db, poll: PollRow, reason: string): Promise<void> {
  const set = { status: "ANNULLED" as const, annulled_at: sql<Date>`now()`, annul_reason: reason };
  if (poll.status === "OPEN") {
    await freeze(db, poll.id, { ...set, closed_at: sql<Date>`now()` });
    await shuffleBallots(db, poll.id);
  } else {
    await db.updateTable("polls").set(set).where("id", "=", poll.id).execute();
  }
}

async function freeze(
  db: Db,
  pollId: number,
  set: {
    status: "CLOSED" | "ANNULLED";
    closed_at: ReturnType<typeof sql<Date>>;
    annulled_at?: ReturnType<typeof sql<Date>>;
    annul_reason?: string;
  },
): Promise<void> {
  await db
    .updateTable("polls as p")
    .set({
      ...set,
      rule_set_code: sql<string>`(select b.rule_set_code from defenses d join boards b on b.id = d.board_id where d.id = p.defense_id)`,
      list_size: sql<number>`(select count(*)::int from board_members m join defenses d on d.board_id = m.board_id
        where d.id = p.defense_id and m.archived_at is null)`,
      specialty_doctors: sql<number>`(select count(*)::int from poll_invites i join board_members m on m.id = i.member_id
        join defenses d on d.id = p.defense_id where i.poll_id = p.id and m.degree = 'DOCTOR' and m.specialty_code = d.specialty_code)`,
    })
    .where("p.id", "=", pollId)
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

/** Ids of open polls whose deadline has passed (of the given defenses, or all). */
export async function findExpiredPollIds(db: Db, defenseIds?: readonly number[]): Promise<number[]> {
  if (defenseIds?.length === 0) return [];
  let q = db
    .selectFrom("polls")
    .select("id")
    .where("status", "=", "OPEN")
    .where("deadline", "<=", sql<Date>`now()`);
  if (defenseIds) q = q.where("defense_id", "in", defenseIds);
  return (await q.execute()).map((r) => r.id);
}

/** Whether every invite of the poll has been used. */
export async function allInvitesUsed(db: Db, pollId: number): Promise<boolean> {
  return (await openInvitesStatement.first(db, pollId))?.open === 0;
}
const openInvitesStatement = prepared(1, (db, pollId: number) =>
  db
    .selectFrom("poll_invites")
    .select(sql<number>`count(*)::int`.as("open"))
    .where("poll_id", "=", pollId)
    .where("used_at", "is", null),
);

/** Replaces the счетная комиссия of a poll. */
export async function replaceCommission(db: Db, pollId: number, memberIds: readonly number[]): Promise<void> {
  await db.deleteFrom("poll_commission").where("poll_id", "=", pollId).execute();
  await db
    .insertInto("poll_commission")
    .values(memberIds.map((member_id, seat) => ({ poll_id: pollId, member_id, seat })))
    .execute();
}

/** Commission member ids per defense. */
export function findCommissionByDefenseIds(db: Db, defenseIds: readonly number[]) {
  if (defenseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("poll_commission as c")
    .innerJoin("polls as p", "p.id", "c.poll_id")
    .select(["p.defense_id", "c.member_id"])
    .where("p.defense_id", "in", defenseIds)
    .orderBy("c.seat")
    .execute();
}

/** An invite by its token's hash, with its poll and the defense and council it is for. */
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
      "p.deadline",
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
 * For a ballot: the invite by token hash and its poll, holding a share lock on the poll row
 * so the poll cannot close (and shuffle) while this ballot is being written.
 */
export function lockInviteForBallot(db: Db, tokenHash: string) {
  return lockInviteStatement.first(db, tokenHash);
}
const lockInviteStatement = prepared(1, (db, tokenHash: string) =>
  db
    .selectFrom("poll_invites as i")
    .innerJoin("polls as p", "p.id", "i.poll_id")
    .select([
      "i.id",
      "i.used_at",
      "p.id as poll_id",
      "p.status",
      sql<boolean>`p.deadline <= now()`.as("expired"),
    ])
    .where("i.token_hash", "=", tokenHash)
    .forShare("p"),
);

/** Marks an invite used if it is not yet: the one-vote guard. @returns whether it was unused. */
export async function markInviteUsed(db: Db, inviteId: number): Promise<boolean> {
  return (await markUsedStatement.execute(db, inviteId)).numAffectedRows === 1n;
}
const markUsedStatement = prepared(1, (db, inviteId: number) =>
  db
    .updateTable("poll_invites")
    .set({ used_at: sql<Date>`now()` })
    .where("id", "=", inviteId)
    .where("used_at", "is", null),
);

/** Stores one secret ballot: the poll and the choice, nothing else. */
export async function insertBallot(db: Db, pollId: number, choice: "FOR" | "AGAINST"): Promise<void> {
  await insertBallotStatement.execute(db, pollId, choice);
}
const insertBallotStatement = prepared(2, (db, pollId: number, choice: "FOR" | "AGAINST") =>
  db.insertInto("ballots").values({ poll_id: pollId, choice }),
);

import { sql } from "kysely";
import { anyOf, prepared } from "../lib/database.prepared.ts";
import type { Db } from "../lib/database.ts";
import type { PollRow } from "./poll.table.ts";
import type { PollCounts } from "./tally.ts";

/**
 * The defense's facts a ballot and a commission page show, the council as frozen when the
 * ballot opened (its code and name then; today's before): for a statement over `defenses as d`,
 * `boards as b` and `polls as p`.
 */
export const PAGE_FACTS = [
  "d.candidate",
  "d.thesis_title",
  "d.degree",
  "d.science_branch",
  "d.specialty_code",
  "d.specialty_name",
  "d.defense_at",
  "d.place",
  sql<string>`coalesce(p.board_code, b.code)`.as("board_code"),
  sql<string>`coalesce(p.board_name, b.name)`.as("board_name"),
] as const;

/**
 * What a link's letter says and who it goes to: the defense, the council's code as frozen, the
 * member's name and address; for a statement over `defenses as d`, `boards as b`, `polls as p`
 * and `board_members as m`.
 */
export const LETTER_FACTS = [
  "d.id as defense_id",
  "d.candidate",
  "d.thesis_title",
  "d.defense_at",
  sql<string>`coalesce(p.board_code, b.code)`.as("board_code"),
  "b.id as board_id",
  "m.fio",
  "m.email",
] as const;

/** Joins a defense's current poll `p`: its latest round (at most one round is not annulled). */
export const isCurrentRound = sql<boolean>`p.round = (select max(q.round) from polls q where q.defense_id = p.defense_id)`;

const countPollsStatement = prepared(1, (db, defenseIds: readonly number[]) => {
  const count = (where: string) =>
    sql<number>`(select count(*)::int from poll_invites i where i.poll_id = p.id ${sql.raw(where)})`;
  // The count exists once the commission has decrypted it; shown only for a closed poll.
  const decrypted = (column: "votes_for" | "votes_against") =>
    sql<number | null>`case when p.status = 'CLOSED' then ${sql.ref(`p.${column}`)} end`;
  const liveAdded = sql<number>`(select count(*)::int from board_members a where a.added_for_defense_id = d.id and a.archived_at is null)`;
  const liveApproved = sql<number>`coalesce(b.approved_size, (select count(*)::int from board_members m
    where m.board_id = d.board_id and m.archived_at is null and m.added_for_defense_id is null))`;
  return db
    .selectFrom("defenses as d")
    .innerJoin("boards as b", "b.id", "d.board_id")
    .leftJoin("polls as p", (join) => join.onRef("p.defense_id", "=", "d.id").on(isCurrentRound))
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
      "p.round",
      "p.status",
      "p.deadline",
      "p.closed_at",
      "p.annul_reason",
      sql<number>`coalesce(p.approved_size, ${liveApproved})`.as("approved_size"),
      sql<number>`coalesce(p.added_count, ${liveAdded})`.as("added_count"),
      sql<number>`(select count(*)::int from poll_participants pp where pp.poll_id = p.id)`.as(
        "participants",
      ),
      count("and i.delivery = 'SENT'").as("invited"),
      count("and i.delivery = 'FAILED' and i.used_at is null").as("failed"),
      count("and i.used_at is not null").as("voted"),
      sql<number>`coalesce(p.specialty_doctors, (select count(*)::int from poll_participants pp
        left join board_members m on m.id = pp.member_id and p.status = 'DRAFT'
        where pp.poll_id = p.id and coalesce(m.degree, pp.degree) = 'DOCTOR'
          and coalesce(m.specialty_code, pp.specialty_code) = d.specialty_code))`.as("specialty_doctors"),
      decrypted("votes_for").as("votes_for"),
      decrypted("votes_against").as("votes_against"),
    ])
    .where("d.id", "=", anyOf(defenseIds));
});

/**
 * Everything the tally needs per defense, in one statement for any number of defenses:
 * the rule set, the current poll (latest round), the list size (approved size, or the list's
 * count where none was entered, plus the members added for the defense), the roll,
 * deliveries, ballots cast, doctors of the specialty on the roll, and, for a closed poll
 * only, «за»/«против» as the counting commission decrypted them (null until it has). Once the ballot
 * has opened, the values frozen then are used; while the poll is a DRAFT they follow the
 * council's members.
 */
export async function countPolls(db: Db, defenseIds: readonly number[]): Promise<Map<number, PollCounts>> {
  if (defenseIds.length === 0) return new Map();
  const rows = await countPollsStatement.all(db, defenseIds);
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
        poll:
          r.status && r.round !== null
            ? {
                round: r.round,
                status: r.status,
                deadline: r.deadline,
                closedAt: r.closed_at,
                annulReason: r.annul_reason,
              }
            : null,
        approvedSize: r.approved_size,
        addedForDefense: r.added_count,
        participants: r.participants ?? 0,
        invited: r.invited ?? 0,
        failed: r.failed ?? 0,
        voted: r.voted ?? 0,
        specialtyDoctors: r.specialty_doctors ?? 0,
        votesFor: r.votes_for,
        votesAgainst: r.votes_against,
      },
    ]),
  );
}

/** A defense's current poll (its latest round, whatever its status), or undefined before the first. */
export function findCurrentPoll(db: Db, defenseId: number): Promise<PollRow | undefined> {
  return currentPoll(db, defenseId).executeTakeFirst();
}

/** The defense's current poll (its latest round) locked for update, or undefined when it has none. */
export function lockCurrentPoll(db: Db, defenseId: number): Promise<PollRow | undefined> {
  return currentPoll(db, defenseId).forUpdate().executeTakeFirst();
}

const currentPoll = (db: Db, defenseId: number) =>
  db.selectFrom("polls").selectAll().where("defense_id", "=", defenseId).orderBy("round", "desc").limit(1);

/** Every round of the given defenses' votes, by defense and round. */
export function findPollsByDefenseIds(db: Db, defenseIds: readonly number[]): Promise<PollRow[]> {
  if (defenseIds.length === 0) return Promise.resolve([]);
  return pollsOfDefenses.all(db, defenseIds);
}
const pollsOfDefenses = prepared(1, (db, defenseIds: readonly number[]) =>
  db
    .selectFrom("polls")
    .selectAll()
    .where("defense_id", "=", anyOf(defenseIds))
    .orderBy("defense_id")
    .orderBy("round"),
);

/** Starts round `round` of a defense's vote as a DRAFT (the roll is being prepared). */
export function insertDraftPoll(db: Db, defenseId: number, round: number): Promise<PollRow> {
  return db
    .insertInto("polls")
    .values({ defense_id: defenseId, round, status: "DRAFT" })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What the ballot's opening freezes on the poll row (the roll is frozen in poll_participants). */
export interface OpeningFacts {
  deadline: Date | null;
  approvedSize: number;
  addedCount: number;
  listSize: number;
  ruleSetCode: string;
  board: {
    code: string;
    name: string;
    organization: string;
    approvedOrder: string | null;
    approvedOn: Date | null;
  };
}

/** Marks a DRAFT poll OPEN with the facts of its sitting, inside the caller's transaction. */
export async function markPollOpen(db: Db, pollId: number, f: OpeningFacts): Promise<void> {
  await db
    .updateTable("polls")
    .set({
      status: "OPEN",
      opened_at: sql<Date>`now()`,
      deadline: f.deadline,
      approved_size: f.approvedSize,
      added_count: f.addedCount,
      list_size: f.listSize,
      rule_set_code: f.ruleSetCode,
      board_code: f.board.code,
      board_name: f.board.name,
      organization: f.board.organization,
      approved_order: f.board.approvedOrder,
      approved_on: f.board.approvedOn,
    })
    .where("id", "=", pollId)
    .execute();
}

/** A poll by id. */
export function findPollById(db: Db, pollId: number): Promise<PollRow | undefined> {
  return db.selectFrom("polls").selectAll().where("id", "=", pollId).executeTakeFirst();
}

/**
 * A poll by the election id of its manifest, if its key was sealed (only such a poll has a
 * public record). The id must be a lowercase UUID (the caller checks it).
 */
export function findSealedPollByElectionId(db: Db, electionId: string): Promise<PollRow | undefined> {
  return db
    .selectFrom("polls")
    .selectAll()
    .where("election_id", "=", electionId)
    .where("fingerprint", "is not", null)
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

/** Closes a poll inside the caller's transaction. Its roll and quorum inputs were frozen when it opened. */
export async function closePollTx(db: Db, pollId: number): Promise<void> {
  await db
    .updateTable("polls")
    .set({ status: "CLOSED", closed_at: sql<Date>`now()` })
    .where("id", "=", pollId)
    .execute();
}

/** Marks a poll annulled with its reason, inside the caller's transaction. */
export async function annulPollTx(db: Db, poll: PollRow, reason: string): Promise<void> {
  await db
    .updateTable("polls")
    .set({
      status: "ANNULLED",
      annulled_at: sql<Date>`now()`,
      annul_reason: reason,
      closed_at: poll.status === "OPEN" ? sql<Date>`now()` : poll.closed_at,
    })
    .where("id", "=", poll.id)
    .execute();
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

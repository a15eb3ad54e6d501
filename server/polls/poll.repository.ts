import { sql } from "kysely";
import type { MemberRow } from "../boards/board.table.ts";
import { anyOf, prepared } from "../lib/database.prepared.ts";
import type { Db } from "../lib/database.ts";
import type { Delivery, InviteRow, ParticipantRow, PollRow, StoredBallot } from "./poll.table.ts";
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

/** Invites of the given defenses' polls, with the defense id, ordered by invite id. */
export function findInvitesByDefenseIds(
  db: Db,
  defenseIds: readonly number[],
): Promise<(InviteRow & { defense_id: number })[]> {
  if (defenseIds.length === 0) return Promise.resolve([]);
  return invitesOfDefenses.all(db, defenseIds);
}
const invitesOfDefenses = prepared(1, (db, defenseIds: readonly number[]) =>
  db
    .selectFrom("poll_invites as i")
    .innerJoin("polls as p", "p.id", "i.poll_id")
    .selectAll("i")
    .select("p.defense_id")
    .where("p.defense_id", "=", anyOf(defenseIds))
    .where(isCurrentRound)
    .orderBy("i.id"),
);

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

/** The rolls of the given defenses' current polls, with the defense id. */
export function findRollsByDefenseIds(
  db: Db,
  defenseIds: readonly number[],
): Promise<(ParticipantRow & { defense_id: number })[]> {
  if (defenseIds.length === 0) return Promise.resolve([]);
  return rollsOfDefenses.all(db, defenseIds);
}
const rollsOfDefenses = prepared(1, (db, defenseIds: readonly number[]) =>
  db
    .selectFrom("poll_participants as r")
    .innerJoin("polls as p", "p.id", "r.poll_id")
    .selectAll("r")
    .select("p.defense_id")
    .where("p.defense_id", "=", anyOf(defenseIds))
    .where(isCurrentRound)
    .orderBy(sql`array_position(array['CHAIRMAN','DEPUTY_CHAIRMAN','SECRETARY','MEMBER'], r.position)`)
    .orderBy("r.fio"),
);

/**
 * Puts members on a poll's roll, copying their degree, specialty and position as they are
 * now; members already on it are copied afresh (a DRAFT roll follows its members).
 */
export async function putOnRoll(db: Db, pollId: number, members: readonly MemberRow[]): Promise<void> {
  if (members.length === 0) return;
  await db
    .insertInto("poll_participants")
    .values(
      members.map((m) => ({
        poll_id: pollId,
        member_id: m.id,
        fio: m.fio,
        degree: m.degree,
        degree_title: m.degree_title,
        academic_title: m.academic_title,
        specialty_code: m.specialty_code,
        position: m.position,
        added: m.added_for_defense_id !== null,
      })),
    )
    .onConflict((oc) =>
      oc.columns(["poll_id", "member_id"]).doUpdateSet((eb) => ({
        fio: eb.ref("excluded.fio"),
        degree: eb.ref("excluded.degree"),
        degree_title: eb.ref("excluded.degree_title"),
        academic_title: eb.ref("excluded.academic_title"),
        specialty_code: eb.ref("excluded.specialty_code"),
        position: eb.ref("excluded.position"),
        added: eb.ref("excluded.added"),
      })),
    )
    .execute();
}

/** Takes members off a DRAFT poll's roll and its commission. */
export async function takeOffRoll(db: Db, pollId: number, memberIds: readonly number[]): Promise<void> {
  if (memberIds.length === 0) return;
  await db
    .deleteFrom("poll_commission")
    .where("poll_id", "=", pollId)
    .where("member_id", "in", memberIds)
    .execute();
  await db
    .deleteFrom("poll_participants")
    .where("poll_id", "=", pollId)
    .where("member_id", "in", memberIds)
    .execute();
}

/**
 * The polls (not annulled, not closed) whose roll holds any of the members, with the
 * defense: a member on such a roll cannot be taken off the council.
 */
export function findLiveRollsOfMembers(db: Db, memberIds: readonly number[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("poll_participants as r")
    .innerJoin("polls as p", "p.id", "r.poll_id")
    .innerJoin("defenses as d", "d.id", "p.defense_id")
    .select(["r.member_id", "r.fio", "p.status", "d.id as defense_id", "d.candidate"])
    .where("r.member_id", "in", memberIds)
    .where("p.status", "in", ["DRAFT", "OPEN"])
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

/**
 * Makes members participants: new members get an invite, invited members who have not voted
 * get a new letter (their earlier links stay valid; each letter adds a link), members who have
 * voted are untouched.
 * @returns the ids of the invites to email.
 */
export async function upsertInvites(db: Db, pollId: number, memberIds: readonly number[]): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .insertInto("poll_invites")
    .values(memberIds.map((memberId) => ({ poll_id: pollId, member_id: memberId })))
    .onConflict((oc) =>
      oc
        .columns(["poll_id", "member_id"])
        .doUpdateSet({ sent_at: null, send_error: null })
        .where("poll_invites.used_at", "is", null),
    )
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Gives an invite to each of `memberIds` that has none in the poll (the roll's members, when the
 * roll is set: the link comes before the seal, so that each member's device registers its voting
 * credential in time for the manifest).
 * @returns the ids of the new invites, to email
 */
export async function addInvites(db: Db, pollId: number, memberIds: readonly number[]): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .insertInto("poll_invites")
    .values(memberIds.map((memberId) => ({ poll_id: pollId, member_id: memberId })))
    .onConflict((oc) => oc.columns(["poll_id", "member_id"]).doNothing())
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Of `memberIds`, those whose device has not registered a voting credential in the poll (no
 * invite yet, or an invite without a valid credential): the members whose letter is sent again
 * when the ballot opens. A member whose device holds the key already has a working link.
 */
export async function membersWithoutCredential(
  db: Db,
  pollId: number,
  memberIds: readonly number[],
): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const keyed = await db
    .selectFrom("poll_invites as i")
    .innerJoin("poll_credentials as c", "c.invite_id", "i.id")
    .select("i.member_id")
    .where("i.poll_id", "=", pollId)
    .where("c.revoked_at", "is", null)
    .where("i.member_id", "in", memberIds)
    .execute();
  const done = new Set(keyed.map((r) => r.member_id));
  return memberIds.filter((id) => !done.has(id));
}

/** An invite not used yet, with its member's ФИО on the roll and its latest letter's delivery. */
export interface UnusedInvite {
  id: number;
  member_id: number;
  fio: string;
  delivery: Delivery;
}

/**
 * The invites of a poll's participants who have not voted: all of them, or those of
 * `memberIds`; in the order of the roll's ФИО.
 */
export function findUnusedInvites(
  db: Db,
  pollId: number,
  memberIds: readonly number[] | null,
): Promise<UnusedInvite[]> {
  let q = db
    .selectFrom("poll_invites as i")
    .innerJoin("poll_participants as r", (join) =>
      join.onRef("r.poll_id", "=", "i.poll_id").onRef("r.member_id", "=", "i.member_id"),
    )
    .select(["i.id", "i.member_id", "r.fio", "i.delivery"])
    .where("i.poll_id", "=", pollId)
    .where("i.used_at", "is", null);
  if (memberIds) q = q.where("i.member_id", "in", memberIds.length ? memberIds : [0]);
  return q.orderBy("r.fio").execute();
}

/**
 * Revokes every valid link of the given invites (a resend to a corrected address): a member
 * holding an old link is told it is not valid, and votes by the link of the next letter.
 * @returns how many links were revoked
 */
export async function revokeInviteLinks(db: Db, inviteIds: readonly number[]): Promise<number> {
  if (inviteIds.length === 0) return 0;
  const r = await db
    .updateTable("poll_invite_links")
    .set({ revoked_at: sql<Date>`now()` })
    .where("invite_id", "in", inviteIds)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Member ids of a poll's participants (its roll). */
export async function findParticipantIds(db: Db, pollId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("poll_participants")
    .select("member_id")
    .where("poll_id", "=", pollId)
    .execute();
  return rows.map((r) => r.member_id);
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

/** Whether every member of the poll's roll has voted. */
export async function wholeRollVoted(db: Db, pollId: number): Promise<boolean> {
  return (await rollVotedStatement.first(db, pollId))?.done === true;
}
const rollVotedStatement = prepared(1, (db, pollId: number) =>
  db.selectNoFrom(
    sql<boolean>`(select count(*) from poll_participants where poll_id = ${pollId})
        = (select count(*) from poll_invites where poll_id = ${pollId} and used_at is not null)`.as("done"),
  ),
);

/** Replaces the счетная комиссия of a poll. */
export async function replaceCommission(db: Db, pollId: number, memberIds: readonly number[]): Promise<void> {
  await db.deleteFrom("poll_commission").where("poll_id", "=", pollId).execute();
  await db
    .insertInto("poll_commission")
    .values(memberIds.map((member_id, seat) => ({ poll_id: pollId, member_id, seat })))
    .execute();
}

/** The commission of one poll, chair first. */
export async function findCommissionIds(db: Db, pollId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("poll_commission")
    .select("member_id")
    .where("poll_id", "=", pollId)
    .orderBy("seat")
    .execute();
  return rows.map((r) => r.member_id);
}

/**
 * The счетная комиссия of each defense's current round: the members themselves (archived
 * included) with their defense, seat 1 first; one statement for any number of defenses.
 */
export function findCommissionByDefenseIds(
  db: Db,
  defenseIds: readonly number[],
): Promise<(MemberRow & { defense_id: number })[]> {
  if (defenseIds.length === 0) return Promise.resolve([]);
  return commissionOfDefenses.all(db, defenseIds);
}
const commissionOfDefenses = prepared(1, (db, defenseIds: readonly number[]) =>
  db
    .selectFrom("poll_commission as c")
    .innerJoin("polls as p", "p.id", "c.poll_id")
    .innerJoin("board_members as m", "m.id", "c.member_id")
    .selectAll("m")
    .select("p.defense_id")
    .where("p.defense_id", "=", anyOf(defenseIds))
    .where(isCurrentRound)
    .orderBy("c.seat"),
);

/**
 * An invite by the hash of one of its links' tokens (a link not revoked), with its poll and the
 * defense and council it is for.
 */
export function findInviteByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom("poll_invite_links as l")
    .innerJoin("poll_invites as i", "i.id", "l.invite_id")
    .innerJoin("polls as p", "p.id", "i.poll_id")
    .innerJoin("defenses as d", "d.id", "p.defense_id")
    .innerJoin("boards as b", "b.id", "d.board_id")
    .select([
      "i.id as invite_id",
      "i.member_id",
      "i.used_at",
      "p.id as poll_id",
      "p.status",
      "p.deadline",
      "p.election_id",
      "p.public_key",
      "d.id as defense_id",
      ...PAGE_FACTS,
    ])
    .where("l.token_hash", "=", tokenHash)
    .where("l.revoked_at", "is", null)
    .executeTakeFirst();
}

/** A member's invite in a poll, if any. */
export function findInviteOf(db: Db, pollId: number, memberId: number): Promise<{ id: number } | undefined> {
  return db
    .selectFrom("poll_invites")
    .select("id")
    .where("poll_id", "=", pollId)
    .where("member_id", "=", memberId)
    .executeTakeFirst();
}

/**
 * For a ballot: the invite by the hash of one of its links' tokens (a link not revoked) and its
 * poll, holding the poll row's update lock: the ballots of one poll are appended to its urn
 * one at a time (each head chains the previous one), and the poll cannot close while a ballot
 * is being written. Whichever link is used, the invite's `used_at` guards its one vote
 * ({@link markInviteUsed}).
 */
export function lockInviteForBallot(db: Db, tokenHash: string) {
  return lockInviteStatement.first(db, tokenHash);
}
const lockInviteStatement = prepared(1, (db, tokenHash: string) =>
  db
    .selectFrom("poll_invite_links as l")
    .innerJoin("poll_invites as i", "i.id", "l.invite_id")
    .innerJoin("polls as p", "p.id", "i.poll_id")
    .select([
      "i.id",
      "i.used_at",
      "p.id as poll_id",
      "p.defense_id",
      "p.status",
      "p.fingerprint",
      "p.public_key",
      sql<boolean>`p.deadline <= now()`.as("expired"),
    ])
    .where("l.token_hash", "=", tokenHash)
    .where("l.revoked_at", "is", null)
    .forUpdate("p"),
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

/** The last entry of a poll's urn (its place and the head after it); undefined for an empty urn. */
export function lastUrnEntry(db: Db, pollId: number) {
  return lastEntryStatement.first(db, pollId);
}
const lastEntryStatement = prepared(1, (db, pollId: number) =>
  db
    .selectFrom("ballots")
    .select(["position", "head"])
    .where("poll_id", "=", pollId)
    .orderBy("position", "desc")
    .limit(1),
);

/**
 * Appends one encrypted ballot to a poll's urn: its place, the ciphertext and its proof, the
 * credential that signed it and the signature, the urn's head after it, nothing else. The
 * caller holds the poll's row lock.
 * @returns false when the poll already holds a ballot with this `alpha` (a replay) or this credential
 */
export async function insertBallot(
  db: Db,
  pollId: number,
  position: number,
  ballot: StoredBallot,
  head: string,
): Promise<boolean> {
  const { alpha, beta, credential } = ballot;
  const proof = JSON.stringify(ballot.proof);
  const signature = JSON.stringify(ballot.signature);
  const r = await insertBallotStatement.execute(
    db,
    pollId,
    position,
    alpha,
    beta,
    proof,
    credential,
    signature,
    head,
  );
  return r.numAffectedRows === 1n;
}
const insertBallotStatement = prepared(
  8,
  (
    db,
    pollId: number,
    position: number,
    alpha: string,
    beta: string,
    proof: string,
    credential: string,
    signature: string,
    head: string,
  ) =>
    db
      .insertInto("ballots")
      .values({ poll_id: pollId, position, alpha, beta, proof, credential, signature, head })
      .onConflict((oc) => oc.doNothing()),
);

/** A poll's urn, in the order the ballots were accepted. */
export function findBallots(db: Db, pollId: number): Promise<StoredBallot[]> {
  return db
    .selectFrom("ballots")
    .select(["alpha", "beta", "proof", "credential", "signature"])
    .where("poll_id", "=", pollId)
    .orderBy("position")
    .execute() as Promise<StoredBallot[]>;
}

import { sql } from "kysely";
import { JOINED_MEMBER, withMember } from "../boards/board.repository.ts";
import type { MemberRow } from "../boards/board.table.ts";
import { anyOf, prepared } from "../lib/database.prepared.ts";
import type { Db } from "../lib/database.ts";
import { isCurrentRound } from "./poll.repository.ts";
import type { ParticipantWithMember } from "./poll.table.ts";

// A poll's roll (poll_participants): the members who may vote in it, prepared in the DRAFT and
// frozen when the ballot opens, with their marks (who has voted).

/**
 * The rolls of the given defenses' current polls, with the defense id and each entry's member
 * as the council lists them now (archived or not), in roll order.
 */
export async function findRollsByDefenseIds(
  db: Db,
  defenseIds: readonly number[],
): Promise<(ParticipantWithMember & { defense_id: number })[]> {
  if (defenseIds.length === 0) return [];
  return (await rollsOfDefenses.all(db, defenseIds)).map(withMember);
}
const rollsOfDefenses = prepared(1, (db, defenseIds: readonly number[]) =>
  db
    .selectFrom("poll_participants as r")
    .innerJoin("polls as p", "p.id", "r.poll_id")
    .innerJoin("board_members as m", "m.id", "r.member_id")
    .selectAll("r")
    .select("p.defense_id")
    .select(JOINED_MEMBER)
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

/** Member ids of a poll's participants (its roll). */
export async function findParticipantIds(db: Db, pollId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("poll_participants")
    .select("member_id")
    .where("poll_id", "=", pollId)
    .execute();
  return rows.map((r) => r.member_id);
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

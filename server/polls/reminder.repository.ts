import type { Db } from "../lib/database.ts";

/** A defense a reminder is about, with its council's code and name. */
export interface ReminderDefense {
  id: number;
  board_id: number;
  board_code: string;
  board_name: string;
  candidate: string;
  thesis_title: string;
  degree: "CANDIDATE" | "DOCTOR";
  science_branch: string;
  defense_at: Date;
  place: string | null;
  candidate_member_id: number | null;
  archived_at: Date | null;
}

/** A member a reminder goes to; `on_roll`: by the saved явочный лист (else as a member of the council). */
export interface ReminderRecipient {
  id: number;
  fio: string;
  email: string;
  on_roll: boolean;
}

const defenses = (db: Db) =>
  db
    .selectFrom("defenses as d")
    .innerJoin("boards as b", "b.id", "d.board_id")
    .select([
      "d.id",
      "d.board_id",
      "b.code as board_code",
      "b.name as board_name",
      "d.candidate",
      "d.thesis_title",
      "d.degree",
      "d.science_branch",
      "d.defense_at",
      "d.place",
      "d.candidate_member_id",
      "d.archived_at",
    ]);

/** The defenses not archived whose sitting is after `now` and at most `horizonMs` later, soonest first. */
export function findSittingsDue(db: Db, now: Date, horizonMs: number): Promise<ReminderDefense[]> {
  return defenses(db)
    .where("d.archived_at", "is", null)
    .where("d.defense_at", ">", now)
    .where("d.defense_at", "<=", new Date(now.getTime() + horizonMs))
    .orderBy("d.defense_at")
    .execute();
}

/** One defense as a reminder tells of it. */
export function findReminderDefense(db: Db, id: number): Promise<ReminderDefense | undefined> {
  return defenses(db).where("d.id", "=", id).executeTakeFirst();
}

/**
 * Records that the `lead` reminder of the sitting at `defenseAt` is being sent.
 * @returns false when it was already (another instance, or an earlier sweep, took it)
 */
export async function claimReminder(
  db: Db,
  defenseId: number,
  lead: "DAY" | "HOUR",
  defenseAt: Date,
): Promise<boolean> {
  const row = await db
    .insertInto("sitting_reminders")
    .values({ defense_id: defenseId, lead, defense_at: defenseAt })
    .onConflict((oc) => oc.doNothing())
    .returning("defense_id")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Who a sitting's reminder goes to: the явочный лист of the defense's latest round when it is
 * saved; before that, the council's current members with those added for this defense. The
 * соискатель, if a member, is left out: they take no part in the vote.
 */
export async function reminderRecipients(
  db: Db,
  defense: Pick<ReminderDefense, "id" | "board_id" | "candidate_member_id">,
): Promise<ReminderRecipient[]> {
  const roll = await db
    .selectFrom("poll_participants as p")
    .innerJoin("polls as pl", "pl.id", "p.poll_id")
    .innerJoin("board_members as m", "m.id", "p.member_id")
    .select(["m.id", "p.fio", "m.email"])
    .where("pl.defense_id", "=", defense.id)
    .where("pl.round", "=", (eb) =>
      eb
        .selectFrom("polls")
        .select((e) => e.fn.max("round").as("round"))
        .where("defense_id", "=", defense.id),
    )
    .orderBy("p.fio")
    .execute();
  const absentCandidate = (m: { id: number }) => m.id !== defense.candidate_member_id;
  if (roll.length > 0) return roll.filter(absentCandidate).map((m) => ({ ...m, on_roll: true }));
  const council = await db
    .selectFrom("board_members")
    .select(["id", "fio", "email"])
    .where("board_id", "=", defense.board_id)
    .where("archived_at", "is", null)
    .where((eb) =>
      eb.or([eb("added_for_defense_id", "is", null), eb("added_for_defense_id", "=", defense.id)]),
    )
    .orderBy("fio")
    .execute();
  return council.filter(absentCandidate).map((m) => ({ ...m, on_roll: false }));
}

import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { migrations } from "../../migrations/index.ts";
import { fromRoot } from "./paths.ts";

describe("migrations", () => {
  it("the registry the built server carries lists every migration file, in name order", () => {
    const files = readdirSync(fromRoot("migrations"))
      .filter((f) => /^\d.*\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ""))
      .sort();
    expect(Object.keys(migrations)).toEqual(files);
    for (const name of files) expect(typeof migrations[name]?.up, name).toBe("function");
  });
});

describe("migrateToLatest", () => {
  it("migrates a new database, then recognises it as up to date with one read", async () => {
    const { openDatabase } = await import("./database.ts");
    const { migrateToLatest } = await import("./migrate.ts");
    const statements: string[] = [];
    const handle = openDatabase({ dataDir: "memory://", onQuery: (q) => statements.push(q) });
    try {
      expect(await migrateToLatest(handle.db)).toEqual(Object.keys(migrations));
      statements.length = 0;
      expect(await migrateToLatest(handle.db)).toEqual([]);
      expect(statements).toEqual(["select name from kysely_migration"]);
    } finally {
      await handle.db.destroy();
    }
  });
});

describe("the rule set «1093» the migrations seed", () => {
  it("has the numbers of shared/council.ts RULES_1093 (the migrations import nothing from the app)", async () => {
    const { openDatabase } = await import("./database.ts");
    const { migrateToLatest } = await import("./migrate.ts");
    const { RULES_1093 } = await import("../../shared/council.ts");
    const handle = openDatabase({ dataDir: "memory://" });
    try {
      await migrateToLatest(handle.db);
      const r = await handle.db
        .selectFrom("rule_sets")
        .selectAll()
        .where("code", "=", "1093")
        .executeTakeFirstOrThrow();
      expect({
        listQuorum: { num: r.list_quorum_num, den: r.list_quorum_den },
        specialtyDoctors: { CANDIDATE: r.specialty_doctors_candidate, DOCTOR: r.specialty_doctors_doctoral },
        decisionThreshold: { num: r.decision_num, den: r.decision_den },
        addedMembersMax: r.added_members_max,
        minMembers: r.min_members,
        minSpecialtyDoctors: r.min_specialty_doctors,
      }).toEqual(RULES_1093);
    } finally {
      await handle.db.destroy();
    }
  });
});

describe("upgrading a database of plaintext ballots to encrypted ones", () => {
  it("keeps a closed vote's count, annuls an open vote with its reason, and keeps no plaintext ballot", async () => {
    const { Migrator, sql } = await import("kysely");
    const { openDatabase } = await import("./database.ts");
    const { migrateToLatest } = await import("./migrate.ts");
    const { buildBoard, buildDefense } = await import("../test/factories.ts");
    const handle = openDatabase({ dataDir: "memory://" });
    const db = handle.db;
    try {
      const provider = { getMigrations: async () => migrations };
      const before = await new Migrator({ db, provider }).migrateTo("2026-11-24T0200_email_links");
      expect(before.error).toBeUndefined();
      const { board } = await buildBoard(db, { memberCount: 3 });
      const closed = await buildDefense(db, board.id);
      const open = await buildDefense(db, board.id);
      const poll = async (defenseId: number, status: string) =>
        (
          await sql<{ id: number }>`insert into polls (defense_id, status, opened_at, closed_at)
            values (${defenseId}, ${status}, now(), ${status === "CLOSED" ? sql`now()` : null}) returning id`.execute(
            db,
          )
        ).rows[0]?.id;
      const closedPoll = await poll(closed.id, "CLOSED");
      const openPoll = await poll(open.id, "OPEN");
      for (const [p, choice] of [
        [closedPoll, "FOR"],
        [closedPoll, "FOR"],
        [closedPoll, "AGAINST"],
        [openPoll, "FOR"],
      ] as const)
        await sql`insert into ballots (poll_id, choice) values (${p}, ${choice})`.execute(db);

      await migrateToLatest(db);
      const polls = await sql<{
        id: number;
        status: string;
        votes_for: number | null;
        votes_against: number | null;
        annul_reason: string | null;
      }>`select id, status, votes_for, votes_against, annul_reason from polls order by id`.execute(db);
      expect(polls.rows).toEqual([
        { id: closedPoll, status: "CLOSED", votes_for: 2, votes_against: 1, annul_reason: null },
        {
          id: openPoll,
          status: "ANNULLED",
          votes_for: null,
          votes_against: null,
          annul_reason:
            "Голосование аннулировано при переходе на шифрованные бюллетени; проведите его заново.",
        },
      ]);
      const ballots = await sql<{ n: number }>`select count(*)::int as n from ballots`.execute(db);
      expect(ballots.rows[0]?.n).toBe(0);
    } finally {
      await db.destroy();
    }
  });
});

import dayjs from "dayjs";
import { sql } from "kysely";
import { insertUser } from "../auth/user.repository.ts";
import type { Db } from "../lib/database.ts";
import { hashPassword } from "../lib/password.ts";
import { DEMO_PASSWORD, demoBoard, demoDefenses, demoMembers, demoUsers } from "./demo.data.ts";

/** Whether the database holds no users and no councils yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await sql<{ empty: boolean }>`
    select not exists (select 1 from users) and not exists (select 1 from boards) as empty
  `.execute(db);
  return row.rows[0]?.empty ?? false;
}

/**
 * Seeds the demo council, its 21 members, two defenses and the accounts
 * `admin@demo.local` / `secretar@demo.local` (password {@link DEMO_PASSWORD}), in one
 * transaction. Does nothing on a database that already holds users or councils.
 * @returns whether it seeded.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const hash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (tx) => {
    // Serialize concurrent starts: the second waits here, then finds the data.
    await sql`lock table users in exclusive mode`.execute(tx);
    if (!(await isEmpty(tx))) return false;
    const userIds = [];
    for (const u of demoUsers) {
      userIds.push(
        await insertUser(tx, { email: u.email, fio: u.fio, password_hash: hash, disabled_at: null }, u.roles),
      );
    }
    const board = await tx
      .insertInto("boards")
      .values({ ...demoBoard, specialties: JSON.stringify(demoBoard.specialties), archived_at: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    await tx
      .insertInto("board_members")
      .values(
        demoMembers.map(([fio, email, degree, degree_title, academic_title, specialty_code, position]) => ({
          board_id: board.id,
          fio,
          email,
          degree,
          degree_title,
          academic_title,
          specialty_code,
          position,
          archived_at: null,
        })),
      )
      .execute();
    const secretarId = userIds[demoUsers.findIndex((u) => u.roles.includes("SECRETAR"))];
    if (secretarId)
      await tx.insertInto("board_secretaries").values({ board_id: board.id, user_id: secretarId }).execute();
    await tx
      .insertInto("defenses")
      .values(
        demoDefenses.map(({ inDays, hour, ...d }) => ({
          ...d,
          board_id: board.id,
          defense_at: dayjs().add(inDays, "day").hour(hour).minute(0).second(0).millisecond(0).toDate(),
        })),
      )
      .execute();
    return true;
  });
}

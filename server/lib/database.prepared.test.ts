import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/database.ts";
import { buildBoard } from "../test/factories.ts";
import { prepared } from "./database.prepared.ts";

let t: TestDatabase;
const statements: string[] = [];
beforeAll(async () => {
  t = await createTestDatabase({ onQuery: (s) => statements.push(s) });
});
afterAll(() => t.drop());

describe("prepared statements", () => {
  it("answer each call with its own arguments, in and out of a transaction, as the built query does", async () => {
    const a = await buildBoard(t.db, { memberCount: 2 });
    const b = await buildBoard(t.db, { memberCount: 3 });
    const members = prepared(2, (db, boardId: number, degree: "DOCTOR" | "CANDIDATE") =>
      db
        .selectFrom("board_members")
        .select(["id", "fio"])
        .where("board_id", "=", boardId)
        .where("degree", "=", degree)
        .where("archived_at", "is", null)
        .orderBy("id"),
    );
    const direct = (boardId: number) =>
      t.db
        .selectFrom("board_members")
        .select(["id", "fio"])
        .where("board_id", "=", boardId)
        .where("degree", "=", "DOCTOR")
        .where("archived_at", "is", null)
        .orderBy("id")
        .execute();
    expect(await members.all(t.db, a.board.id, "DOCTOR")).toEqual(await direct(a.board.id));
    expect(await members.all(t.db, b.board.id, "DOCTOR")).toEqual(await direct(b.board.id));
    expect(await members.all(t.db, b.board.id, "DOCTOR")).toHaveLength(3);
    expect(await members.first(t.db, b.board.id, "CANDIDATE")).toBeUndefined();
    const inTx = await t.db.transaction().execute((tx) => members.all(tx, a.board.id, "DOCTOR"));
    expect(inTx.map((m) => m.id)).toEqual(a.members.map((m) => m.id));

    const rename = prepared(2, (db, id: number, fio: string) =>
      db.updateTable("board_members").set({ fio }).where("id", "=", id),
    );
    const first = a.members[0];
    if (!first) throw new Error("no member");
    expect((await rename.execute(t.db, first.id, "Новое Имя")).numAffectedRows).toBe(1n);
    expect((await rename.execute(t.db, -1, "Никто")).numAffectedRows ?? 0n).toBe(0n);
    const renamed = await t.db
      .selectFrom("board_members")
      .select("fio")
      .where("id", "=", first.id)
      .executeTakeFirst();
    expect(renamed?.fio).toBe("Новое Имя");
  });

  it("send one SQL text whatever the arguments, with the values as parameters", async () => {
    const byCode = prepared(1, (db, code: string) =>
      db.selectFrom("boards").select("id").where("code", "=", code),
    );
    statements.length = 0;
    await byCode.all(t.db, "1'; drop table boards; --");
    await byCode.all(t.db, "24.2.001.01");
    expect(statements).toHaveLength(2);
    expect(statements[0]).toBe(statements[1]);
    expect(statements[0]).not.toContain("drop table");
    expect(await t.db.selectFrom("boards").select("id").execute()).toHaveLength(2);
  });

  it("refuse, on first use, a statement that does not take an argument as a value", async () => {
    const ignored = prepared(1, (db, _code: string) => db.selectFrom("boards").select("id"));
    await expect(ignored.all(t.db, "24.2.001.01")).rejects.toThrow(/argument 0 is not a parameter/);
    const shaped = prepared(1, (db, column: "code" | "name") => db.selectFrom("boards").select(column));
    await expect(shaped.all(t.db, "code")).rejects.toThrow();
  });
});

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../test/client.ts";
import { secretaryWithDefense } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";
import { reminderLetter } from "./reminder.delivery.ts";
import { REMINDER_LEAD, remindSittings } from "./reminder.service.ts";

// The reminders of a sitting, as the secretary reads them in the demo mailbox (/desk/mail): the
// sweep runs on a fake clock, the time it is given, at the moments the every-minute job would.
// (Not vi's fake Date: the embedded database reads the process's clock, and the queue would
// then hold the letters until the faked day.)

let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "dissovet-reminders-"));
  server = await startTestServer({ fileMail: true, env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A day in the future, so that the sitting is ahead of the real clock too. */
const SITTING = new Date("2031-03-14T08:00:00Z");

/** Runs the reminders' sweep as the job does, with the clock at `at`. @returns letters queued */
function sweepAt(at: Date): Promise<number> {
  return remindSittings({ db: server.db, queue: server.queue, delivery: server.config.delivery }, null, at);
}

interface Letter {
  to: string;
  subject: string;
  text: string;
}

/** The demo mailbox's letters about `code`'s sittings, as the secretary sees them. */
async function mailbox(api: ApiClient, code: string): Promise<Letter[]> {
  const res = await api.gql("{ demoMailbox { letters { to subject text } } }");
  const letters: Letter[] = res.body.data?.demoMailbox.letters ?? [];
  return letters.filter((l) => l.subject.includes(code) && /Напоминание|Через час/.test(l.subject));
}

/** Waits until the mailbox holds `count` reminders about `code`. */
async function reminders(api: ApiClient, code: string, count: number): Promise<Letter[]> {
  return vi.waitFor(
    async () => {
      const letters = await mailbox(api, code);
      expect(letters).toHaveLength(count);
      return letters;
    },
    { timeout: 20_000, interval: 200 },
  );
}

/** What a reminder's letter is made with, as the outbox's worker has it. */
const outboxDeps = () => ({
  db: server.db,
  config: server.config,
  publicUrl: server.url,
  mailer: server.mailer,
  log: server.log,
});

describe("the reminder of a sitting", () => {
  it("reaches the council the day before and the roll an hour before, in Russian, in the council's time zone", async () => {
    const { api, board, members, defense } = await secretaryWithDefense(server, 4, { at: SITTING });
    await server.db
      .updateTable("board_members")
      .set({ fio: "Соколова Мария Игоревна" })
      .where("id", "=", members[0]?.id ?? 0)
      .execute();
    await server.db
      .updateTable("defenses")
      .set({ candidate: "Петров Иван Сергеевич", place: "ауд. 305, главный корпус" })
      .where("id", "=", defense.id)
      .execute();

    // Two days before: nothing is due.
    expect(await sweepAt(new Date(SITTING.getTime() - 2 * REMINDER_LEAD.DAY))).toBe(0);

    // The day before, no roll yet: every member of the council.
    expect(await sweepAt(new Date(SITTING.getTime() - REMINDER_LEAD.DAY))).toBe(4);
    const day = await reminders(api, board.code, 4);
    expect(day.map((l) => l.to).sort()).toEqual(members.map((m) => m.email).sort());
    const sokolova = day.find((l) => l.to === members[0]?.email);
    // 08:00 UTC is 11:00 in Moscow (TIME_ZONE's default).
    expect(sokolova?.subject).toBe(`Напоминание: заседание совета ${board.code} 14 марта 2031 г. в 11:00`);
    expect(sokolova?.text).toContain("Уважаемая Мария Игоревна!");
    expect(sokolova?.text).toContain(
      `Напоминаем: 14 марта 2031 г. в 11:00 (часовой пояс — Москва) состоится заседание диссертационного совета ${board.code} (${board.name}).`,
    );
    expect(sokolova?.text).toContain(
      "защита диссертации Петрова Ивана Сергеевича «Численные методы для тестов» на соискание ученой степени кандидата физико-математических наук",
    );
    expect(sokolova?.text).toContain("Место проведения: ауд. 305, главный корпус.");
    expect(sokolova?.text).toContain("явочный лист заседания еще не составлен");

    // The next sweeps of the same day send nothing again.
    expect(await sweepAt(new Date(SITTING.getTime() - REMINDER_LEAD.DAY + 60_000))).toBe(0);
    expect(await sweepAt(new Date(SITTING.getTime() - 2 * REMINDER_LEAD.HOUR))).toBe(0);

    // The roll is saved with three of the four: the hour-before reminder reaches those three.
    const roll = members.slice(0, 3);
    const saved = await api.gql(
      "mutation($d: ID!, $m: [ID!]!) { setRoll(defenseId: $d, memberIds: $m) { id } }",
      {
        d: String(defense.id),
        m: roll.map((m) => String(m.id)),
      },
    );
    expect(saved.body.errors).toBeUndefined();
    expect(await sweepAt(new Date(SITTING.getTime() - REMINDER_LEAD.HOUR))).toBe(3);
    const all = await reminders(api, board.code, 7);
    const hour = all.filter((l) => l.subject.startsWith("Через час"));
    expect(hour.map((l) => l.to).sort()).toEqual(roll.map((m) => m.email).sort());
    expect(hour[0]?.subject).toBe(`Через час: заседание совета ${board.code} в 11:00`);
    expect(hour[0]?.text).toContain(
      "Через час, 14 марта 2031 г. в 11:00 (часовой пояс — Москва), начнется заседание",
    );
    expect(hour[0]?.text).toContain("Вы включены в явочный лист заседания.");
  });

  it("is cancelled when the sitting moves, and reminds of the new time instead", async () => {
    const at = new Date(SITTING.getTime() + 7 * REMINDER_LEAD.DAY);
    const { api, board, members, defense } = await secretaryWithDefense(server, 2, { at });
    expect(await sweepAt(new Date(at.getTime() - REMINDER_LEAD.DAY))).toBe(2);
    await reminders(api, board.code, 2);
    const moved = new Date(at.getTime() + 3 * REMINDER_LEAD.DAY);
    const edit = await api.gql(
      "mutation($id: ID!, $i: DefenseInput!) { updateDefense(id: $id, input: $i) { id } }",
      {
        id: String(defense.id),
        i: {
          boardId: String(board.id),
          candidate: "Петров Иван Сергеевич",
          thesisTitle: defense.thesis_title,
          degree: defense.degree,
          scienceBranch: defense.science_branch,
          specialtyCode: defense.specialty_code,
          defenseAt: moved.toISOString(),
          place: defense.place,
        },
      },
    );
    expect(edit.body.errors).toBeUndefined();

    // The old time's hour comes and goes: nothing; a letter queued for it is not made.
    expect(await sweepAt(new Date(at.getTime() - REMINDER_LEAD.HOUR))).toBe(0);
    const stale = {
      defenseId: defense.id,
      memberId: members[0]?.id ?? 0,
      defenseAt: at.toISOString(),
      lead: "HOUR" as const,
    };
    expect(await reminderLetter.prepare(outboxDeps(), stale, "stale")).toBeNull();
    // The new time's day before: the reminder, with the new day.
    expect(await sweepAt(new Date(moved.getTime() - REMINDER_LEAD.DAY))).toBe(2);
    const letters = await reminders(api, board.code, 4);
    expect(letters.filter((l) => l.subject.includes("24 марта 2031 г. в 11:00"))).toHaveLength(2);
  });

  it("is cancelled for a member who leaves the roll", async () => {
    const at = new Date(SITTING.getTime() + 14 * REMINDER_LEAD.DAY);
    const { api, board, members, defense } = await secretaryWithDefense(server, 4, { at });
    const setRoll = (ids: number[]) =>
      api.gql("mutation($d: ID!, $m: [ID!]!) { setRoll(defenseId: $d, memberIds: $m) { id } }", {
        d: String(defense.id),
        m: ids.map(String),
      });
    expect((await setRoll(members.map((m) => m.id))).body.errors).toBeUndefined();
    expect(await sweepAt(new Date(at.getTime() - REMINDER_LEAD.DAY))).toBe(4);
    await reminders(api, board.code, 4);

    const leaving = members[3];
    expect((await setRoll(members.slice(0, 3).map((m) => m.id))).body.errors).toBeUndefined();
    // A letter queued for them before they left is not made; the hour's reminder skips them.
    const queued = {
      defenseId: defense.id,
      memberId: leaving?.id ?? 0,
      defenseAt: at.toISOString(),
      lead: "HOUR" as const,
    };
    expect(await reminderLetter.prepare(outboxDeps(), queued, "queued")).toBeNull();
    expect(await sweepAt(new Date(at.getTime() - REMINDER_LEAD.HOUR))).toBe(3);
    const hour = (await reminders(api, board.code, 7)).filter((l) => l.subject.startsWith("Через час"));
    expect(hour.map((l) => l.to)).not.toContain(leaving?.email);
  });
});

import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildServer, startCommand } from "../../build.ts";
import { createTestDatabase, type TestDatabase } from "../../test/database.ts";
import { type ChildServer, runOnPostgres, startChildServer } from "./support.ts";

// A newcomer's mistakes at `npm start` (issue #15): a busy port, a data directory that cannot
// be written, a bad variable. Each gives one Russian sentence that says what to do, no stack.
runOnPostgres();

const run = promisify(execFile);
let database: TestDatabase;
let first: ChildServer | undefined;
const scratch = mkdtempSync(path.join(os.tmpdir(), "dissovet-startup-"));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await first?.stop();
  await database?.drop();
  rmSync(scratch, { recursive: true, force: true });
});

/** Runs the built server with `env` until it exits; its exit code and everything it printed. */
async function failedStart(env: Record<string, string>): Promise<{ code: number; output: string }> {
  const start = startCommand();
  const entry = await buildServer();
  try {
    const childEnv: NodeJS.ProcessEnv = {
      ...process.env,
      ...start.env,
      DATABASE_URL: database.url!,
      HOST: "127.0.0.1",
      DEMO: "0",
      LOG_LEVEL: "warn",
      ...env,
    };
    delete childEnv.SMTP_URL;
    const done = await run(process.execPath, [...start.nodeArgs, entry], { env: childEnv, timeout: 60_000 });
    return { code: 0, output: done.stdout + done.stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, output: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

/** No stack frame and no raw Node error code in what the operator reads. */
function expectNoStack(output: string) {
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toMatch(/Error:|EADDRINUSE|ENOTDIR|ZodError/);
}

it("a port that is taken: a Russian sentence naming the port and another to use, exit 1", async () => {
  first = await startChildServer({ databaseUrl: database.url!, smtpUrl: undefined });
  const { code, output } = await failedStart({ PORT: String(first.port), DATA_DIR: path.join(scratch, "a") });
  expect(code).toBe(1);
  expect(output).toContain(`Диссовет не запущен. Порт ${first.port} уже занят другой программой`);
  expect(output).toContain(`PORT=${first.port + 1} npm start`);
  expectNoStack(output);
});

it("a data directory that cannot be written: the directory and DATA_DIR named, exit 1", async () => {
  const file = path.join(scratch, "not-a-directory");
  writeFileSync(file, "");
  const dir = path.join(file, "data");
  const { code, output } = await failedStart({ PORT: "0", DATA_DIR: dir });
  expect(code).toBe(1);
  expect(output).toContain(`Каталог данных ${dir} недоступен для записи`);
  expect(output).toContain("DATA_DIR=");
  expectNoStack(output);
});

it("bad settings: every variable named in Russian, exit 1", async () => {
  const { code, output } = await failedStart({
    PORT: "0",
    DATA_DIR: path.join(scratch, "b"),
    TIME_ZONE: "Mars/Olympus",
    DATABASE_POOL_SIZE: "0",
  });
  expect(code).toBe(1);
  expect(output).toContain("Ошибка в настройках");
  expect(output).toContain("TIME_ZONE: неизвестный часовой пояс");
  expect(output).toContain("DATABASE_POOL_SIZE: нужно целое число соединений от 1 до 500");
  expectNoStack(output);
});

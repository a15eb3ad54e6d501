import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ballotTracker,
  type ElectionRecord,
  encryptVote,
  partialDecrypt,
  sumBallots,
  verifyRecord,
} from "../../shared/ballot/index.ts";
import { ballotFor, openUrn, SUBMIT, trusteesOfDefense, vote } from "../test/ceremony.ts";
import { ApiClient } from "../test/client.ts";
import { createTestDatabase, type TestDatabase } from "../test/database.ts";
import { inviteAndCollectTokens, prepareSitting, secretaryWithDefense } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

const run = promisify(execFile);
let database: TestDatabase;
let server: TestServer;
const logLines: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer({ database, logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const KEY = "query($t: String!) { poll(token: $t) { voted encryption { electionId publicKey } } }";
const ENCRYPTION = `query($id: ID!) { secretarDefense(id: $id) {
  encryption { electionId trustees threshold publicKey decryptions tallied seats { seat stage delivery decrypted member { id } } }
  resultPolls { status voted votesFor votesAgainst decision }
} }`;

/** A sitting of `n` members with the ceremony done and every member invited. */
async function openSitting(n = 5) {
  const scene = await secretaryWithDefense(server, n);
  const tokens = await inviteAndCollectTokens(server, scene.api, scene.defense.id, scene.members);
  return { ...scene, tokens };
}

describe("the counting commission holds the key", () => {
  it("the ballot opens only once every commission device has its share; a complaint restarts the ceremony", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 5);
    const mailed = server.smtp.mails.length;
    expect(
      await prepareSitting(server, api, defense.id, members, members.slice(0, 3), { ceremony: false }),
    ).toBeUndefined();
    await server.smtp.waitForMailTo(
      members.slice(0, 3).map((m) => m.email),
      mailed,
      10_000,
      /\/commission\//,
    );
    const before = await api.gql(ENCRYPTION, { id: String(defense.id) });
    const enc = before.body.data?.secretarDefense.encryption;
    expect(enc).toMatchObject({ trustees: 3, threshold: 2, publicKey: null, tallied: false });
    const open = await api.gql(
      "mutation($d: ID!, $m: [ID!]!) { sendInvites(defenseId: $d, memberIds: $m) { id } }",
      {
        d: String(defense.id),
        m: members.map((m) => String(m.id)),
      },
    );
    expect(open.body.errors?.[0]).toMatchObject({
      extensions: { code: "CONFLICT" },
      message: expect.stringMatching(/^Ключ счетной комиссии еще не сформирован \(готово: 0 из 3\)/),
    });

    // Electing the commission again starts a new ceremony: a new election id, new links.
    const since = server.smtp.mails.length;
    expect(await prepareSitting(server, api, defense.id, members, members.slice(0, 3))).toBeUndefined();
    const after = await api.gql(ENCRYPTION, { id: String(defense.id) });
    const ready = after.body.data?.secretarDefense.encryption;
    expect(ready.electionId).not.toBe(enc.electionId);
    expect(ready.publicKey).toMatch(/^[0-9a-f]{64}$/);
    expect(ready.seats.map((s: { stage: string }) => s.stage)).toEqual([
      "CONFIRMED",
      "CONFIRMED",
      "CONFIRMED",
    ]);
    expect(server.smtp.mails.slice(since).filter((m) => m.text.includes("/commission/"))).toHaveLength(3);

    // Once the key is set, a complaint cannot undo it after the vote opened.
    const tokens = await inviteAndCollectTokens(server, api, defense.id, members, { prepared: true });
    expect(tokens.size).toBe(5);
    const [chair] = trusteesOfDefense(defense.id);
    const late = await new ApiClient(server.url).gql(
      "mutation($t: String!) { reportDealing(token: $t, seat: 2) { seat } }",
      { t: chair?.token },
    );
    expect(late.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
  });

  it("a complaint before opening restarts the ceremony with a new election id", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 5);
    expect(await prepareSitting(server, api, defense.id, members)).toBeUndefined();
    const first = (await api.gql(ENCRYPTION, { id: String(defense.id) })).body.data?.secretarDefense
      .encryption;
    const [chair] = trusteesOfDefense(defense.id);
    const report = await new ApiClient(server.url).gql(
      "mutation($t: String!) { reportDealing(token: $t, seat: 3) { electionId publicKey deviceKeys } }",
      { t: chair?.token },
    );
    expect(report.body.errors).toBeUndefined();
    expect(report.body.data?.reportDealing).toEqual({
      electionId: expect.not.stringMatching(first.electionId),
      publicKey: null,
      deviceKeys: [null, null, null],
    });
    const audit = await server.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "poll.key.complaint")
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });
});

describe("the server accepts only ballots that prove to hold 0 or 1 for this poll", () => {
  it("refuses a tampered ciphertext, another poll's ballot, a vote for 2 and a replay, and writes nothing", async () => {
    const a = await openSitting(5);
    const b = await openSitting(5);
    const guest = new ApiClient(server.url);
    const tokenA = [...a.tokens.values()];
    const tokenB = [...b.tokens.values()];
    const submit = (token: string | undefined, ballot: unknown) => guest.gql(SUBMIT, { t: token, b: ballot });
    const refused = async (token: string | undefined, ballot: unknown, code: string) => {
      const r = await submit(token, ballot);
      expect(r.body.errors?.[0]?.extensions?.code, JSON.stringify(r.body)).toBe(code);
      const poll = await guest.gql(KEY, { t: token });
      expect(poll.body.data?.poll.voted).toBe(false);
    };

    // Tampered: «против» turned into «за» by adding the generator to beta (the homomorphic flip).
    const good = await ballotFor(guest, tokenA[0], "AGAINST");
    const other = await ballotFor(guest, tokenA[0], "FOR");
    await refused(tokenA[0], { ...good, beta: other.beta }, "BAD_USER_INPUT");
    await refused(tokenA[0], { ...good, proof: [good.proof[1], good.proof[0]] }, "BAD_USER_INPUT");
    // Made for poll B, cast in poll A.
    await refused(tokenA[0], await ballotFor(guest, tokenB[0], "FOR"), "BAD_USER_INPUT");
    // A ciphertext of 2 with the proof of a ciphertext of 1.
    const key = (await guest.gql(KEY, { t: tokenA[0] })).body.data?.poll.encryption;
    const one = encryptVote(key, 1);
    const two = {
      ...one,
      beta: sumBallots([{ alpha: one.alpha, beta: one.beta }, encryptVote(key, 1)]).beta,
    };
    await refused(tokenA[0], two, "BAD_USER_INPUT");
    // Malformed input never reaches the proof.
    await refused(tokenA[0], { alpha: "zz", beta: good.beta, proof: good.proof }, "BAD_USER_INPUT");

    // The genuine ballot is accepted once; the same ciphertext through another link is a replay.
    const cast = await submit(tokenA[0], good);
    expect(cast.body.data?.submitBallot).toEqual({ accepted: true, tracker: ballotTracker(good) });
    await refused(tokenA[1], good, "CONFLICT");
    const stored = await server.db
      .selectFrom("ballots")
      .innerJoin("polls", "polls.id", "ballots.poll_id")
      .select("alpha")
      .where("polls.defense_id", "=", a.defense.id)
      .execute();
    expect(stored).toEqual([{ alpha: good.alpha }]);
  });
});

describe("opening the urn", () => {
  it("a majority decrypts with one member absent; a wrong partial is refused; the record verifies and every tamper fails", async () => {
    const { api, members, defense, tokens } = await openSitting(5);
    const guest = new ApiClient(server.url);
    const choices = ["FOR", "FOR", "AGAINST", "FOR"] as const;
    const trackers: string[] = [];
    for (const [i, m] of members.slice(0, 4).entries()) {
      const r = await vote(guest, tokens.get(m.id), choices[i] ?? "FOR");
      trackers.push(r.body.data?.submitBallot.tracker);
    }
    await api.gql("mutation($d: ID!) { closePoll(defenseId: $d) { id } }", { d: String(defense.id) });
    const closed = (await api.gql(ENCRYPTION, { id: String(defense.id) })).body.data?.secretarDefense;
    expect(closed.resultPolls).toMatchObject({ status: "CLOSED", voted: 4, votesFor: null, decision: null });

    // Seat 2 posts a factor with another seat's proof: refused, nothing stored.
    const [t1, t2, t3] = trusteesOfDefense(defense.id);
    const record: ElectionRecord = (
      await guest.gql(
        "query($t: String!) { commissionTask(token: $t) { record { ballots { alpha beta proof { challenge response } } tally { alpha beta } } } }",
        {
          t: t2?.token,
        },
      )
    ).body.data?.commissionTask.record;
    const tally = sumBallots(record.ballots);
    const p1 = partialDecrypt(t1?.electionId ?? "", 1, t1?.share ?? "", tally);
    const p2 = partialDecrypt(t2?.electionId ?? "", 2, t2?.share ?? "", tally);
    const wrong = await guest.gql(
      "mutation($t: String!, $f: String!, $p: ProofInput!) { submitPartialDecryption(token: $t, factor: $f, proof: $p) { decrypted } }",
      { t: t2?.token, f: p2.factor, p: p1.proof },
    );
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

    // Seats 1 and 3 open it; seat 2 stays away.
    await openUrn(guest, defense.id, [t1?.seat ?? 1, t3?.seat ?? 3]);
    const counted = (await api.gql(ENCRYPTION, { id: String(defense.id) })).body.data?.secretarDefense;
    expect(counted.resultPolls).toMatchObject({ votesFor: 3, votesAgainst: 1 });
    expect(counted.encryption).toMatchObject({ decryptions: 2, tallied: true });

    // The record, as the secretary and a member download it.
    const file = await api.rest("GET", `/secretar/defenses/${defense.id}/record`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/attachment; filename="election-/);
    const published = file.body as ElectionRecord;
    expect(verifyRecord(published)).toEqual({ ok: true, errors: [] });
    expect(published.result).toEqual({ for: 3, against: 1 });
    expect(published.ballots.map(ballotTracker).sort()).toEqual([...trackers].sort());
    const byMember = await guest.rest("GET", `/member/polls/${tokens.get(members[0]!.id)}/record`);
    expect(byMember.body).toEqual(published);

    // `npm run verify-record` on the file, and on single-byte tampers of it.
    const dir = mkdtempSync(path.join(tmpdir(), "record-"));
    const check = async (rec: unknown) => {
      const f = path.join(dir, `r${Math.random()}.json`);
      writeFileSync(f, JSON.stringify(rec));
      try {
        const out = await run(process.execPath, ["--import", "tsx", "server/polls/verify-record.cli.ts", f]);
        return { code: 0, out: out.stdout };
      } catch (err) {
        return { code: (err as { code: number }).code, out: String((err as { stderr: string }).stderr) };
      }
    };
    expect(await check(published)).toEqual({
      code: 0,
      out: "Проверка пройдена: бюллетеней 4, «за» — 3, «против» — 1.\n",
    });
    const flip = (hex: string) => `${hex[0] === "0" ? "1" : "0"}${hex.slice(1)}`;
    const tampers: ((r: ElectionRecord) => void)[] = [
      (r) => {
        const b = r.ballots[1];
        if (b) b.beta = flip(b.beta);
      },
      (r) => {
        const b = r.ballots[2];
        if (b) b.proof[0].response = flip(b.proof[0].response);
      },
      (r) => {
        const p = r.partialDecryptions[0];
        if (p) p.factor = flip(p.factor);
      },
      (r) => {
        const p = r.partialDecryptions[1];
        if (p) p.proof.challenge = flip(p.proof.challenge);
      },
      (r) => {
        if (r.result) r.result.for = 4;
      },
    ];
    for (const tamper of tampers) {
      const copy = structuredClone(published);
      tamper(copy);
      expect((await check(copy)).code).toBe(1);
    }
  });

  it("nothing stored or logged holds a choice: the whole database while open and after close, and the log", async () => {
    const { api, members, defense, tokens } = await openSitting(4);
    const guest = new ApiClient(server.url);
    for (const m of members.slice(0, 3)) await vote(guest, tokens.get(m.id), "FOR");
    const dumpWhileOpen = await dump();
    await api.gql("mutation($d: ID!) { closePoll(defenseId: $d) { id } }", { d: String(defense.id) });
    await openUrn(guest, defense.id);
    const dumpAfterClose = await dump();
    for (const text of [dumpWhileOpen, dumpAfterClose])
      expect(text).not.toMatch(/"choice"|\bFOR\b|\bAGAINST\b/);
    // Every ballot row is a random id, the poll and the encrypted ballot: hex and nothing else.
    const rows = await sql<Record<string, unknown>>`
      select b.* from ballots b join polls p on p.id = b.poll_id where p.defense_id = ${defense.id}
    `.execute(server.db);
    expect(rows.rows).toHaveLength(3);
    for (const row of rows.rows) {
      expect(Object.keys(row)).toEqual(["id", "poll_id", "alpha", "beta", "proof"]);
      expect(`${row.alpha}${row.beta}`).toMatch(/^[0-9a-f]{128}$/);
      const proof = row.proof as Record<string, string>[];
      expect(proof).toHaveLength(2);
      for (const p of proof) {
        expect(Object.keys(p).sort()).toEqual(["challenge", "response"]);
        expect(`${p.challenge}${p.response}`).toMatch(/^[0-9a-f]{128}$/);
      }
    }
    // The commission's links, opened as a member's device opens them (the page and its task).
    for (const t of trusteesOfDefense(defense.id)) {
      expect((await fetch(`${server.url}/commission/${t.token}`)).status).toBe(200);
      expect((await guest.rest("GET", `/member/commission/${t.token}`)).status).toBe(200);
      // A GraphQL read by GET carries the token in the query string.
      const query = encodeURIComponent(`{ commissionTask(token: "${t.token}") { seat } }`);
      expect(
        (
          await guest.request("GET", `/graphql?query=${query}`, undefined, {
            "apollo-require-preflight": "1",
          })
        ).status,
      ).toBe(200);
    }
    const log = logLines.join("\n");
    for (const t of trusteesOfDefense(defense.id)) expect(log).not.toContain(t.token);
    expect(log).not.toMatch(/\bFOR\b|\bAGAINST\b|"choice"/);
    for (const token of tokens.values()) expect(log).not.toContain(token);
  });
});

/**
 * Every row of every table of the app's schema as text (`table\tcol1\tcol2…`), as a DBA's dump
 * holds it; on PostgreSQL also what `pg_dump --data-only` writes.
 */
async function dump(): Promise<string> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1
  `.execute(server.db);
  const lines: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(server.db);
    for (const row of rows.rows)
      lines.push([name, ...Object.values(row).map((v) => JSON.stringify(v))].join("\t"));
  }
  const url = database.url;
  if (url) lines.push((await run("pg_dump", ["--data-only", url], { maxBuffer: 64 << 20 })).stdout);
  return lines.join("\n");
}

import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMISSION_MIN } from "../../shared/council.ts";
import { SecretarDefenseDocument } from "../../web/src/__generated__/graphql.ts";
import { createTestDatabase, type TestDatabase } from "../test/database.ts";
import { buildBoard, buildDefense } from "../test/factories.ts";
import { inviteAndCollectTokens, secretaryWithDefense, signedIn } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

// Counts the SQL statements each API call issues: the number must not grow with the size of
// the lists it returns (batch loading or joins, never a query per item).
let statements: string[] = [];
let database: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase({ onQuery: (sql) => statements.push(sql) });
  server = await startTestServer({ database });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

/**
 * Statements of one call, leaving out the job queue's own polling: the fewest of three runs,
 * since a background worker (a mail's delivery being recorded, a session's last-seen touch)
 * can land a statement inside one window; a list read per item would show in every run.
 */
async function count(call: () => Promise<unknown>): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    await new Promise((r) => setTimeout(r, 50));
    statements = [];
    await call();
    runs.push(statements.filter((s) => !s.includes("pgboss")).length);
  }
  return Math.min(...runs);
}

const DEFENSE_PAGE = `query($id: ID!) { secretarDefense(id: $id) {
  id candidate thesisTitle degree scienceBranch specialty { code name } defenseAt place opponents
  board { id code name ruleSet { code secretaryVotes } members { id fio degree position specialtyCode } }
  resultPolls { status listSize participants invited voted quorum { met list { required } specialty { present } } }
  invites { member { id fio } delivery sentAt voted }
  commission { id } candidateMember { id } protocol { votesFor }
  encryption { publicKey decryptions seats { seat stage delivery decrypted } }
} }`;

describe("statements per operation do not grow with list size", () => {
  it("the secretary's defense page: 3 members vs 40 members with invites", async () => {
    const small = await secretaryWithDefense(server, 3);
    await inviteAndCollectTokens(server, small.api, small.defense.id, small.members);
    const large = await secretaryWithDefense(server, 40);
    await inviteAndCollectTokens(server, large.api, large.defense.id, large.members);
    const a = await count(() => small.api.gql(DEFENSE_PAGE, { id: String(small.defense.id) }));
    const b = await count(() => large.api.gql(DEFENSE_PAGE, { id: String(large.defense.id) }));
    // The invites and the commission are read with their members: a query per member would add forty.
    expect(b).toBe(a);
    expect(b).toBeLessThanOrEqual(10);
    const rest = await count(() => large.api.rest("GET", `/secretar/defenses/${large.defense.id}`));
    // The REST page also carries the явочный лист and the members added for the defense: one
    // statement each, whatever their number.
    expect(rest).toBeLessThanOrEqual(11);
  });

  it("the secretary's sitting page as the web asks for it: invites, roll and seats come with their members", async () => {
    const { api, defense, members } = await secretaryWithDefense(server, 8);
    await inviteAndCollectTokens(server, api, defense.id, members);
    const page = () => api.gql(print(SecretarDefenseDocument), { id: String(defense.id) });
    const read = await page();
    expect(read.body.errors).toBeUndefined();
    const d = read.body.data?.secretarDefense;
    const ids = (rows: { member: { id: string } }[]) => rows.map((r) => r.member.id).sort();
    const everyone = members.map((m) => String(m.id)).sort();
    expect(ids(d.invites)).toEqual(everyone);
    expect(ids(d.roll)).toEqual(everyone);
    // The commission: the first members (test/flow.ts prepareSitting).
    const chosen = members.slice(0, COMMISSION_MIN).map((m) => String(m.id));
    expect(ids(d.encryption.seats)).toEqual(chosen.sort());
    expect(await count(page)).toBeLessThanOrEqual(21);
    // Not one statement of the page reads members by id (the member loader's): each list's
    // statement joins its members (board.repository.ts JOINED_MEMBER).
    statements = [];
    await page();
    expect(statements.filter((s) => /from "board_members" where "id" =/.test(s))).toEqual([]);
  });

  it("admin lists: a page of 2 councils vs 25, and of defenses", async () => {
    const { api: admin } = await signedIn(server, ["ADMIN"]);
    for (let i = 0; i < 25; i++) {
      const { board } = await buildBoard(server.db, { memberCount: 3 });
      await buildDefense(server.db, board.id);
    }
    const boards = (limit: number) =>
      count(() =>
        admin.gql(
          `{ adminBoards(limit: ${limit}) { total items { id code memberCount ruleSet { code } secretaries { id } } } }`,
        ),
      );
    const defenses = (limit: number) =>
      count(() =>
        admin.gql(
          `{ adminDefenses(limit: ${limit}) { total items { id candidate board { code } resultPolls { status voted } } } }`,
        ),
      );
    expect(await boards(25)).toBe(await boards(2));
    expect(await defenses(25)).toBe(await defenses(2));
    expect(await boards(25)).toBeLessThanOrEqual(10);
  });
});

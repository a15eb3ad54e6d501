// Keeps the floor honest as the app changes: compiles the app's repository calls (Kysely with
// a driver that runs nothing) and compares each with the floor's hand-written statement.

import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from "kysely";
import { insertTrustedDevice } from "../server/auth/device.repository.ts";
import { findSessionUser, insertSession } from "../server/auth/session.repository.ts";
import { findActiveUserByEmail, findUsersByIds } from "../server/auth/user.repository.ts";
import {
  countMembersByBoardIds,
  findAddedMembersByDefenseIds,
  findBoardIdsBySecretaries,
  findBoardsByIds,
  findMembersByBoardIds,
  findRuleSetsByBoardIds,
  listBoardsPage,
} from "../server/boards/board.repository.ts";
import { findDefenseById, listDefensesPage } from "../server/defenses/defense.repository.ts";
import type { Database } from "../server/lib/database.ts";
import {
  findCommissionByDefenseIds,
  findTrusteesByDefenseIds,
} from "../server/polls/commission.repository.ts";
import { findInvitesByDefenseIds, markInviteUsed } from "../server/polls/invite.repository.ts";
import {
  countPolls,
  findExpiredPollIds,
  findPollsByDefenseIds,
  lockPollById,
} from "../server/polls/poll.repository.ts";
import { findRollsByDefenseIds, wholeRollVoted } from "../server/polls/roll.repository.ts";
import { insertBallot, lastUrnEntry, lockInviteForBallot } from "../server/polls/urn.repository.ts";
import { SQL } from "./floor.ts";

/** The SQL the app's repositories issue for each floor statement. */
async function appStatements(): Promise<[string, string, string[]][]> {
  const seen: string[] = [];
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      seen.push(event.query.sql);
    },
  });
  const capture = async (call: () => Promise<unknown>) => {
    seen.length = 0;
    await call().catch(() => {});
    return [...seen];
  };
  const page = { search: "x", desc: false, offset: 0, limit: 25 } as const;
  const pairs: [string, string | string[], () => Promise<unknown>][] = [
    ["session", SQL.session, () => findSessionUser(db, "h", 1000)],
    ["defense", SQL.defense, () => findDefenseById(db, 1)],
    ["secretaryBoards", SQL.secretaryBoards, () => findBoardIdsBySecretaries(db, [1])],
    ["boards", SQL.boards, () => findBoardsByIds(db, [1, 2])],
    ["expired", SQL.expired(2), () => findExpiredPollIds(db, [1, 2])],
    ["invites", SQL.invites, () => findInvitesByDefenseIds(db, [1])],
    ["commission", SQL.commission, () => findCommissionByDefenseIds(db, [1])],
    ["countPolls", SQL.countPolls, () => countPolls(db, [1, 2])],
    ["polls", SQL.polls, () => findPollsByDefenseIds(db, [1])],
    ["roll", SQL.roll, () => findRollsByDefenseIds(db, [1])],
    ["added", SQL.added, () => findAddedMembersByDefenseIds(db, [1])],
    ["trustees", SQL.trustees, () => findTrusteesByDefenseIds(db, [1])],
    ["membersOfBoards", SQL.membersOfBoards, () => findMembersByBoardIds(db, [1, 2])],
    ["memberCounts", SQL.memberCounts, () => countMembersByBoardIds(db, [1, 2])],
    ["ruleSets", SQL.ruleSets, () => findRuleSetsByBoardIds(db, [1])],
    [
      "boardsPage",
      [SQL.boardsPage("name", "asc"), SQL.boardsTotal],
      () => listBoardsPage(db, { ...page, sort: "NAME" }),
    ],
    [
      "defensesPage",
      [SQL.defensesPage('"d"."candidate"', "asc"), SQL.defensesTotal],
      () => listDefensesPage(db, { ...page, sort: "CANDIDATE" }),
    ],
    ["lockInvite", SQL.lockInvite, () => lockInviteForBallot(db, "h")],
    ["markUsed", SQL.markUsed, () => markInviteUsed(db, 1)],
    ["lastEntry", SQL.lastEntry, () => lastUrnEntry(db, 1)],
    [
      "ballot",
      SQL.ballot,
      () =>
        insertBallot(
          db,
          1,
          1,
          { alpha: "a", beta: "b", proof: [], credential: "c", signature: { challenge: "c", response: "r" } },
          "h",
        ),
    ],
    ["lockPoll", SQL.lockPoll, () => lockPollById(db, 1)],
    ["allUsed", SQL.allUsed, () => wholeRollVoted(db, 1)],
    ["userByEmail", SQL.userByEmail, () => findActiveUserByEmail(db, "e")],
    ["insertSession", SQL.insertSession, () => insertSession(db, "h", 1, new Date())],
    ["insertDevice", SQL.insertDevice, () => insertTrustedDevice(db, "h", 1, new Date())],
    ["usersByIds", SQL.usersByIds, () => findUsersByIds(db, [1])],
  ];
  const out: [string, string, string[]][] = [];
  for (const [name, floor, call] of pairs) {
    out.push([name, (Array.isArray(floor) ? floor : [floor]).join("\n"), await capture(call)]);
  }
  return out;
}

const normal = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * The floor statements that no longer match the app's (the app changed its SQL: update
 * floor.ts, or the comparison of the two servers is no longer like for like).
 */
export async function floorDrift(): Promise<{ name: string; floor: string; app: string }[]> {
  const drift: { name: string; floor: string; app: string }[] = [];
  for (const [name, floor, app] of await appStatements()) {
    if (normal(floor) !== normal(app.join("\n"))) drift.push({ name, floor, app: app.join("\n") });
  }
  return drift;
}

import DataLoader from "dataloader";
import type { Kysely } from "kysely";
import { findApiTokensOfUsers } from "../auth/api-token.repository.ts";
import type { ApiTokenRow } from "../auth/api-token.table.ts";
import { findUsersByIds } from "../auth/user.repository.ts";
import type { UserRow } from "../auth/user.table.ts";
import {
  countMembersByBoardIds,
  findAddedMembersByDefenseIds,
  findBoardIdsBySecretaries,
  findBoardsByIds,
  findMembersByBoardIds,
  findMembersByIds,
  findRuleSetsByBoardIds,
  findSecretaryIdsByBoards,
} from "../boards/board.repository.ts";
import type { BoardRow, MemberRow, RuleSetRow } from "../boards/board.table.ts";
import { findDefensesByIds } from "../defenses/defense.repository.ts";
import type { DefenseRow } from "../defenses/defense.table.ts";
import type { Database } from "../lib/database.ts";
import { type DefenseTrusteeRow, findTrusteesByDefenseIds } from "../polls/commission.repository.ts";
import {
  countPolls,
  findCommissionByDefenseIds,
  findInvitesByDefenseIds,
  findPollsByDefenseIds,
  findRollsByDefenseIds,
} from "../polls/poll.repository.ts";
import type { InviteRow, ParticipantRow, PollRow } from "../polls/poll.table.ts";
import type { ProtocolReads } from "../polls/protocol.service.ts";
import { type PollResult, toPollResult } from "../polls/tally.ts";

/** Per-request batch loaders: one SQL statement per kind of object, whatever the list size. */
export interface Loaders {
  board: DataLoader<number, BoardRow | undefined>;
  defense: DataLoader<number, DefenseRow | undefined>;
  member: DataLoader<number, MemberRow | undefined>;
  membersOfBoard: DataLoader<number, MemberRow[]>;
  memberCountOfBoard: DataLoader<number, number>;
  boardIdsOfSecretary: DataLoader<number, number[]>;
  resultOfDefense: DataLoader<number, PollResult>;
  invitesOfDefense: DataLoader<number, InviteRow[]>;
  /** The счетная комиссия of each defense's current round, seat 1 first (primes `member`). */
  commissionOfDefense: DataLoader<number, MemberRow[]>;
  rollOfDefense: DataLoader<number, ParticipantRow[]>;
  pollsOfDefense: DataLoader<number, PollRow[]>;
  /** The commission's seats of each defense's current round, seat 1 first. */
  trusteesOfDefense: DataLoader<number, DefenseTrusteeRow[]>;
  addedMembersOfDefense: DataLoader<number, MemberRow[]>;
  ruleSetOfBoard: DataLoader<number, RuleSetRow | undefined>;
  archivedMembersOfBoard: DataLoader<number, MemberRow[]>;
  secretaryIdsOfBoard: DataLoader<number, number[]>;
  user: DataLoader<number, UserRow | undefined>;
  apiTokensOfUser: DataLoader<number, ApiTokenRow[]>;
}

function byId<T extends { id: number }>(rows: T[], ids: readonly number[]): (T | undefined)[] {
  const map = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => map.get(id));
}

function groupBy<T, K>(rows: T[], keys: readonly K[], keyOf: (row: T) => K): T[][] {
  const map = new Map<K, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) map.get(keyOf(row))?.push(row);
  return keys.map((k) => map.get(k) ?? []);
}

/**
 * The protocol's reads through a request's loaders: on the defense page every one of them is
 * a read the page has made already (or shares), so the protocol costs no statement.
 */
export function loaderReads(loaders: Loaders): ProtocolReads {
  return {
    tally: (id) => loaders.resultOfDefense.load(id),
    board: (id) => loaders.board.load(id),
    commission: (id) => loaders.commissionOfDefense.load(id),
    rounds: (id) => loaders.pollsOfDefense.load(id),
    roll: (id) => loaders.rollOfDefense.load(id),
  };
}

/** Creates fresh loaders for one request (their caches must not outlive it). */
export function createLoaders(db: Kysely<Database>): Loaders {
  const member = new DataLoader<number, MemberRow | undefined>(async (ids) =>
    byId(await findMembersByIds(db, ids), ids),
  );
  return {
    board: new DataLoader(async (ids) => byId(await findBoardsByIds(db, ids), ids)),
    defense: new DataLoader(async (ids) => byId(await findDefensesByIds(db, ids), ids)),
    member,
    membersOfBoard: new DataLoader(async (ids) =>
      groupBy(await findMembersByBoardIds(db, ids), ids, (m) => m.board_id),
    ),
    memberCountOfBoard: new DataLoader(async (ids) => {
      const counts = new Map((await countMembersByBoardIds(db, ids)).map((r) => [r.board_id, r.n]));
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    boardIdsOfSecretary: new DataLoader(async (ids) =>
      groupBy(await findBoardIdsBySecretaries(db, ids), ids, (r) => r.user_id).map((rows) =>
        rows.map((r) => r.board_id),
      ),
    ),
    resultOfDefense: new DataLoader(async (ids) => {
      const counts = await countPolls(db, ids);
      return ids.map((id) => {
        const c = counts.get(id);
        return c ? toPollResult(c) : new Error(`defense ${id} not found`);
      });
    }),
    invitesOfDefense: new DataLoader(async (ids) =>
      groupBy(await findInvitesByDefenseIds(db, ids), ids, (i) => i.defense_id),
    ),
    commissionOfDefense: new DataLoader(async (ids) =>
      groupBy(await findCommissionByDefenseIds(db, ids), ids, (c) => c.defense_id).map((rows) =>
        rows.map(({ defense_id: _, ...m }) => {
          member.prime(m.id, m);
          return m;
        }),
      ),
    ),
    rollOfDefense: new DataLoader(async (ids) =>
      groupBy(await findRollsByDefenseIds(db, ids), ids, (r) => r.defense_id),
    ),
    pollsOfDefense: new DataLoader(async (ids) =>
      groupBy(await findPollsByDefenseIds(db, ids), ids, (p) => p.defense_id),
    ),
    trusteesOfDefense: new DataLoader(async (ids) =>
      groupBy(await findTrusteesByDefenseIds(db, ids), ids, (t) => t.defense_id),
    ),
    addedMembersOfDefense: new DataLoader(async (ids) =>
      groupBy(await findAddedMembersByDefenseIds(db, ids), ids, (m) => m.added_for_defense_id),
    ),
    archivedMembersOfBoard: new DataLoader(async (ids) =>
      groupBy(await findMembersByBoardIds(db, ids, true), ids, (m) => m.board_id),
    ),
    secretaryIdsOfBoard: new DataLoader(async (ids) =>
      groupBy(await findSecretaryIdsByBoards(db, ids), ids, (r) => r.board_id).map((rows) =>
        rows.map((r) => r.user_id),
      ),
    ),
    user: new DataLoader(async (ids) => byId(await findUsersByIds(db, ids), ids)),
    apiTokensOfUser: new DataLoader(async (ids) =>
      groupBy(await findApiTokensOfUsers(db, ids), ids, (t) => t.user_id),
    ),
    ruleSetOfBoard: new DataLoader(async (ids) => {
      const rows = await findRuleSetsByBoardIds(db, ids);
      return ids.map((id) => rows.find((r) => r.board_id === id));
    }),
  };
}

import DataLoader from "dataloader";
import {
  findBoardIdsBySecretaries,
  findBoardsByIds,
  findMembersByBoardIds,
  findMembersByIds,
} from "../boards/board.repository.ts";
import type { BoardRow, MemberRow } from "../boards/board.table.ts";
import type { Db } from "../lib/database.ts";
import { countPolls, findInvitesByDefenseIds } from "../polls/poll.repository.ts";
import type { InviteRow } from "../polls/poll.table.ts";
import { draftResult, type PollResult, toPollResult } from "../polls/tally.ts";

/** Per-request batch loaders: one SQL statement per kind of object, whatever the list size. */
export interface Loaders {
  board: DataLoader<number, BoardRow | undefined>;
  member: DataLoader<number, MemberRow | undefined>;
  membersOfBoard: DataLoader<number, MemberRow[]>;
  boardIdsOfSecretary: DataLoader<number, number[]>;
  resultOfDefense: DataLoader<number, PollResult>;
  invitesOfDefense: DataLoader<number, InviteRow[]>;
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

/** Creates fresh loaders for one request (their caches must not outlive it). */
export function createLoaders(db: Db): Loaders {
  return {
    board: new DataLoader(async (ids) => byId(await findBoardsByIds(db, ids), ids)),
    member: new DataLoader(async (ids) => byId(await findMembersByIds(db, ids), ids)),
    membersOfBoard: new DataLoader(async (ids) =>
      groupBy(await findMembersByBoardIds(db, ids), ids, (m) => m.board_id),
    ),
    boardIdsOfSecretary: new DataLoader(async (ids) =>
      groupBy(await findBoardIdsBySecretaries(db, ids), ids, (r) => r.user_id).map((rows) =>
        rows.map((r) => r.board_id),
      ),
    ),
    resultOfDefense: new DataLoader(async (ids) => {
      const counts = await countPolls(db, ids);
      return ids.map((id) => {
        const c = counts.get(id);
        return c ? toPollResult(c) : draftResult;
      });
    }),
    invitesOfDefense: new DataLoader(async (ids) =>
      groupBy(await findInvitesByDefenseIds(db, ids), ids, (i) => i.defense_id),
    ),
  };
}

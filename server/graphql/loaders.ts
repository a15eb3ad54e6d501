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
import {
  type DefenseTrusteeRow,
  findCommissionByDefenseIds,
  findTrusteesByDefenseIds,
} from "../polls/commission.repository.ts";
import { findInvitesByDefenseIds } from "../polls/invite.repository.ts";
import { findPollsByDefenseIds } from "../polls/poll.repository.ts";
import type { InviteWithMember, ParticipantWithMember, PollRow } from "../polls/poll.table.ts";
import { type ProtocolReads, pollResults } from "../polls/protocol.service.ts";
import { findRollsByDefenseIds } from "../polls/roll.repository.ts";
import type { PollResult } from "../polls/tally.ts";

/** Per-request batch loaders: one SQL statement per kind of object, whatever the list size. */
export interface Loaders {
  board: DataLoader<number, BoardRow | undefined>;
  defense: DataLoader<number, DefenseRow | undefined>;
  member: DataLoader<number, MemberRow | undefined>;
  membersOfBoard: DataLoader<number, MemberRow[]>;
  memberCountOfBoard: DataLoader<number, number>;
  boardIdsOfSecretary: DataLoader<number, number[]>;
  resultOfDefense: DataLoader<number, PollResult>;
  /** The invites of each defense's current round, with their members. */
  invitesOfDefense: DataLoader<number, InviteWithMember[]>;
  /** The счетная комиссия of each defense's current round, seat 1 first (primes `member`). */
  commissionOfDefense: DataLoader<number, MemberRow[]>;
  /** The roll of each defense's current round, with its members. */
  rollOfDefense: DataLoader<number, ParticipantWithMember[]>;
  pollsOfDefense: DataLoader<number, PollRow[]>;
  /** The commission's seats of each defense's current round, with their members, seat 1 first. */
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

/**
 * Creates fresh loaders for one request (their caches must not outlive it). Each loader is
 * made on first use: a page uses a few of them, and every object a request holds while it
 * waits for the database is copied by each young-generation collection (README,
 * «Производительность»).
 */
export function createLoaders(db: Kysely<Database>): Loaders {
  return new RequestLoaders(db);
}

/** {@link Loaders} made on first use (see {@link createLoaders}). */
class RequestLoaders implements Loaders {
  #board?: Loaders["board"];
  #defense?: Loaders["defense"];
  #member?: Loaders["member"];
  #membersOfBoard?: Loaders["membersOfBoard"];
  #memberCountOfBoard?: Loaders["memberCountOfBoard"];
  #boardIdsOfSecretary?: Loaders["boardIdsOfSecretary"];
  #resultOfDefense?: Loaders["resultOfDefense"];
  #invitesOfDefense?: Loaders["invitesOfDefense"];
  #commissionOfDefense?: Loaders["commissionOfDefense"];
  #rollOfDefense?: Loaders["rollOfDefense"];
  #pollsOfDefense?: Loaders["pollsOfDefense"];
  #trusteesOfDefense?: Loaders["trusteesOfDefense"];
  #addedMembersOfDefense?: Loaders["addedMembersOfDefense"];
  #archivedMembersOfBoard?: Loaders["archivedMembersOfBoard"];
  #secretaryIdsOfBoard?: Loaders["secretaryIdsOfBoard"];
  #user?: Loaders["user"];
  #apiTokensOfUser?: Loaders["apiTokensOfUser"];
  #ruleSetOfBoard?: Loaders["ruleSetOfBoard"];

  constructor(private readonly db: Kysely<Database>) {}

  get board() {
    const { db } = this;
    this.#board ??= new DataLoader(async (ids) => byId(await findBoardsByIds(db, ids), ids));
    return this.#board;
  }
  get defense() {
    const { db } = this;
    this.#defense ??= new DataLoader(async (ids) => byId(await findDefensesByIds(db, ids), ids));
    return this.#defense;
  }
  get member() {
    const { db } = this;
    this.#member ??= new DataLoader(async (ids) => byId(await findMembersByIds(db, ids), ids));
    return this.#member;
  }
  get membersOfBoard() {
    const { db } = this;
    this.#membersOfBoard ??= new DataLoader(async (ids) =>
      groupBy(await findMembersByBoardIds(db, ids), ids, (m) => m.board_id),
    );
    return this.#membersOfBoard;
  }
  get memberCountOfBoard() {
    const { db } = this;
    this.#memberCountOfBoard ??= new DataLoader(async (ids) => {
      const counts = new Map((await countMembersByBoardIds(db, ids)).map((r) => [r.board_id, r.n]));
      return ids.map((id) => counts.get(id) ?? 0);
    });
    return this.#memberCountOfBoard;
  }
  get boardIdsOfSecretary() {
    const { db } = this;
    this.#boardIdsOfSecretary ??= new DataLoader(async (ids) =>
      groupBy(await findBoardIdsBySecretaries(db, ids), ids, (r) => r.user_id).map((rows) =>
        rows.map((r) => r.board_id),
      ),
    );
    return this.#boardIdsOfSecretary;
  }
  get resultOfDefense() {
    const { db } = this;
    this.#resultOfDefense ??= new DataLoader(async (ids) => {
      const results = await pollResults(db, ids);
      return ids.map((id) => results.get(id) ?? new Error(`defense ${id} not found`));
    });
    return this.#resultOfDefense;
  }
  get invitesOfDefense() {
    const { db } = this;
    this.#invitesOfDefense ??= new DataLoader(async (ids) =>
      groupBy(await findInvitesByDefenseIds(db, ids), ids, (i) => i.defense_id),
    );
    return this.#invitesOfDefense;
  }
  get commissionOfDefense() {
    const { db } = this;
    this.#commissionOfDefense ??= new DataLoader(async (ids) =>
      groupBy(await findCommissionByDefenseIds(db, ids), ids, (c) => c.defense_id).map((rows) =>
        rows.map(({ defense_id: _, ...m }) => {
          this.member.prime(m.id, m);
          return m;
        }),
      ),
    );
    return this.#commissionOfDefense;
  }
  get rollOfDefense() {
    const { db } = this;
    this.#rollOfDefense ??= new DataLoader(async (ids) =>
      groupBy(await findRollsByDefenseIds(db, ids), ids, (r) => r.defense_id),
    );
    return this.#rollOfDefense;
  }
  get pollsOfDefense() {
    const { db } = this;
    this.#pollsOfDefense ??= new DataLoader(async (ids) =>
      groupBy(await findPollsByDefenseIds(db, ids), ids, (p) => p.defense_id),
    );
    return this.#pollsOfDefense;
  }
  get trusteesOfDefense() {
    const { db } = this;
    this.#trusteesOfDefense ??= new DataLoader(async (ids) =>
      groupBy(await findTrusteesByDefenseIds(db, ids), ids, (t) => t.defense_id),
    );
    return this.#trusteesOfDefense;
  }
  get addedMembersOfDefense() {
    const { db } = this;
    this.#addedMembersOfDefense ??= new DataLoader(async (ids) =>
      groupBy(await findAddedMembersByDefenseIds(db, ids), ids, (m) => m.added_for_defense_id),
    );
    return this.#addedMembersOfDefense;
  }
  get archivedMembersOfBoard() {
    const { db } = this;
    this.#archivedMembersOfBoard ??= new DataLoader(async (ids) =>
      groupBy(await findMembersByBoardIds(db, ids, true), ids, (m) => m.board_id),
    );
    return this.#archivedMembersOfBoard;
  }
  get secretaryIdsOfBoard() {
    const { db } = this;
    this.#secretaryIdsOfBoard ??= new DataLoader(async (ids) =>
      groupBy(await findSecretaryIdsByBoards(db, ids), ids, (r) => r.board_id).map((rows) =>
        rows.map((r) => r.user_id),
      ),
    );
    return this.#secretaryIdsOfBoard;
  }
  get user() {
    const { db } = this;
    this.#user ??= new DataLoader(async (ids) => byId(await findUsersByIds(db, ids), ids));
    return this.#user;
  }
  get apiTokensOfUser() {
    const { db } = this;
    this.#apiTokensOfUser ??= new DataLoader(async (ids) =>
      groupBy(await findApiTokensOfUsers(db, ids), ids, (t) => t.user_id),
    );
    return this.#apiTokensOfUser;
  }
  get ruleSetOfBoard() {
    const { db } = this;
    this.#ruleSetOfBoard ??= new DataLoader(async (ids) => {
      const rows = await findRuleSetsByBoardIds(db, ids);
      return ids.map((id) => rows.find((r) => r.board_id === id));
    });
    return this.#ruleSetOfBoard;
  }
}

import type { Generated, Selectable } from "kysely";

/** `polls`: the secret vote of one defense; absent while the vote is a draft. */
export interface PollsTable {
  id: Generated<number>;
  defense_id: number;
  status: "OPEN" | "CLOSED";
  opened_at: Generated<Date>;
  closed_at: Date | null;
}

/**
 * `poll_invites`: one member's right to vote once in one poll. The token is stored only
 * as its SHA-256; `used_at` is the one-vote guard.
 */
export interface PollInvitesTable {
  id: Generated<number>;
  poll_id: number;
  member_id: number;
  token_hash: string;
  created_at: Generated<Date>;
  sent_at: Date | null;
  send_error: string | null;
  used_at: Date | null;
}

/**
 * `ballots`: secret ballots. A random UUID, the poll and the choice: no member, invite,
 * timestamp or sequence, so nothing stored links a member to a choice.
 */
export interface BallotsTable {
  id: Generated<string>;
  poll_id: number;
  choice: "FOR" | "AGAINST";
}

export type PollRow = Selectable<PollsTable>;
export type InviteRow = Selectable<PollInvitesTable>;

import type { Generated, Selectable } from "kysely";

/** `polls`: the secret vote of one defense; absent while the vote is a draft. */
export interface PollsTable {
  id: Generated<number>;
  defense_id: number;
  status: "OPEN" | "CLOSED" | "ANNULLED";
  opened_at: Generated<Date>;
  closed_at: Date | null;
  /** When the poll closes by itself; null: only the secretary closes it. */
  deadline: Date | null;
  annulled_at: Date | null;
  annul_reason: string | null;
  /** Списочный состав frozen at close. */
  list_size: number | null;
  /** Doctors of the defense's specialty among participants, frozen at close. */
  specialty_doctors: number | null;
  /** The council's rule set, frozen at close. */
  rule_set_code: string | null;
}

/** `poll_commission`: the счетная комиссия of a poll (participants); seat 0 is its chair. */
export interface PollCommissionTable {
  poll_id: number;
  member_id: number;
  seat: Generated<number>;
}

/** Delivery state of an invite email. */
export type Delivery = "QUEUED" | "SENT" | "FAILED";

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
  delivery: Generated<Delivery>;
  attempts: Generated<number>;
  /** The queue job that owns delivery; a job finding another id here was superseded. */
  mail_job_id: string | null;
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

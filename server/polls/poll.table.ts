import type { Generated, Selectable } from "kysely";

/** Lifecycle of a poll: DRAFT (the явочный лист is prepared) → OPEN → CLOSED; ANNULLED from any. */
export type PollStatus = "DRAFT" | "OPEN" | "CLOSED" | "ANNULLED";

/**
 * `polls`: one round of a defense's secret vote. A defense has at most one round that is
 * not annulled; an annulled round is kept and a new one may follow it.
 */
export interface PollsTable {
  id: Generated<number>;
  defense_id: number;
  /** 1, 2, …: the order of the defense's votes. */
  round: Generated<number>;
  status: PollStatus;
  /** When the ballot opened; null while DRAFT. */
  opened_at: Date | null;
  closed_at: Date | null;
  /** When the poll closes by itself; null: only the secretary closes it. */
  deadline: Date | null;
  annulled_at: Date | null;
  annul_reason: string | null;
  /** The list the quorum is counted from (approved size + members added), frozen when the ballot opens. */
  list_size: number | null;
  /** The council's approved size (утвержденный состав), frozen when the ballot opens. */
  approved_size: number | null;
  /** Members added for this defense (дополнительно введенные) on the roll, frozen when the ballot opens. */
  added_count: number | null;
  /** Doctors of the defense's specialty on the roll, frozen when the ballot opens. */
  specialty_doctors: number | null;
  /** The council's rule set, frozen when the ballot opens. */
  rule_set_code: string | null;
}

/**
 * `poll_participants`: the явочный лист of one poll, a member per row. While the poll is a
 * DRAFT the copied fields follow the member; when the ballot opens they are copied once more
 * and never change again, so later edits of the member or the council change nothing about
 * the vote (domain.md, «The sitting»).
 */
export interface PollParticipantsTable {
  poll_id: number;
  member_id: number;
  fio: string;
  degree: "DOCTOR" | "CANDIDATE";
  degree_title: string;
  academic_title: string | null;
  specialty_code: string;
  position: "CHAIRMAN" | "DEPUTY_CHAIRMAN" | "SECRETARY" | "MEMBER";
  /** Added to the council for this defense only (дополнительно введенный). */
  added: Generated<boolean>;
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
export type ParticipantRow = Selectable<PollParticipantsTable>;
export type InviteRow = Selectable<PollInvitesTable>;

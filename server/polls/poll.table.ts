import type { ColumnType, Generated, Selectable } from "kysely";
import type { Complaint, Manifest, ShareReveal, SpoiledBallot } from "../../shared/ballot/index.ts";
import type { MemberRow } from "../boards/board.table.ts";

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
  /** The election id of the manifest (docs/RECORD.md §5); a new one whenever the commission is seated again. */
  election_id: Generated<string>;
  /** What is voted on and by whom, fixed when the commission is seated (docs/RECORD.md §5); null before. */
  manifest: ColumnType<Manifest | null, string | null, string | null>;
  /** H_E, once every seat of the commission signed it (docs/RECORD.md §7). */
  fingerprint: string | null;
  /** The commission's public key (64 hex), set when every trustee confirmed the key ceremony. */
  public_key: string | null;
  /** Partial decryptions needed to open the count: a majority of the commission. */
  threshold: number | null;
  /** «За» and «против» as the commission decrypted them; null until then. */
  votes_for: number | null;
  votes_against: number | null;
  tallied_at: Date | null;
  /** The council's code, name, organisation and approving order, frozen when the ballot opens. */
  board_code: string | null;
  board_name: string | null;
  organization: string | null;
  approved_order: string | null;
  approved_on: ColumnType<Date | null, string | Date | null, string | Date | null>;
}

/**
 * `poll_participants`: the явочный лист of one poll, a member per row. While the poll is a
 * DRAFT the copied fields follow the member; when the ballot opens they are copied once more
 * and never change again, so later edits of the member or the council change nothing about
 * the vote (docs/DOMAIN.md, «Явочный лист»).
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
 * `poll_invites`: one member's right to vote once in one poll, reached by any of its links
 * ({@link PollInviteLinksTable}); `used_at` is the one-vote guard, whichever link is used. The
 * delivery columns describe the invite's latest letter.
 */
export interface PollInvitesTable {
  id: Generated<number>;
  poll_id: number;
  member_id: number;
  created_at: Generated<Date>;
  /** When the latest letter was accepted by the mail server; null while it is on its way. */
  sent_at: Date | null;
  send_error: string | null;
  used_at: Date | null;
  delivery: Generated<Delivery>;
  attempts: Generated<number>;
  /** The queue job that owns delivery; a job finding another id here was superseded. */
  mail_job_id: string | null;
}

/**
 * `poll_invite_links`: the links of an invite, one per letter (each delivery attempt makes a
 * token and mails it), the token stored only as its SHA-256. A link is valid until the invite
 * is used (by this link or another) or it is revoked: the secretary resent the invite with
 * «revoke the old links» (the old address was wrong). docs/SECURITY.md, «One vote per invite».
 */
export interface PollInviteLinksTable {
  token_hash: string;
  invite_id: number;
  created_at: Generated<Date>;
  /** When its letter was accepted by the mail server; null if it was not (yet). */
  sent_at: Date | null;
  /** When the secretary revoked it; null while it is valid. */
  revoked_at: Date | null;
}

/** A proof of one statement (docs/RECORD.md): a Fiat–Shamir challenge and a response, 64 hex each. */
export interface ProofPairJson {
  challenge: string;
  response: string;
}

/**
 * `ballots`: the poll's public urn. A random UUID, the poll, its place in the urn, an
 * exponential ElGamal ciphertext of 1 («за») or 0 («против») with its proof that it is one of
 * the two, the voter's public credential and its signature over the ballot, and the urn's head
 * after it (docs/RECORD.md §8): no member, invite, timestamp or readable choice
 * (docs/SECURITY.md). The credential is the one link to a member, through
 * {@link PollCredentialsTable}, which only the database holds.
 */
export interface BallotsTable {
  id: Generated<string>;
  poll_id: number;
  /** 1, 2, …: the order in which ballots were accepted. */
  position: number;
  alpha: string;
  beta: string;
  proof: ColumnType<ProofPairJson[], string, string>;
  /** The public credential that signed it; null for ballots of polls held before credentials. */
  credential: string | null;
  signature: ColumnType<ProofPairJson | null, string | null, string | null>;
  /** The urn's head after this ballot; null for ballots of polls held before the urn. */
  head: string | null;
}

/** A ballot as stored and as the election record lists it. */
export interface StoredBallot {
  alpha: string;
  beta: string;
  proof: ProofPairJson[];
  credential: string;
  signature: ProofPairJson;
}

/**
 * `poll_credentials`: the public voting credentials the members' own devices registered through
 * their ballot links (credential.ts; the private credential never leaves the device). One valid
 * credential per invite; one replaced from another device stays, revoked. Those valid when the
 * commission was seated are the manifest's; the others are the record's late ones.
 */
export interface PollCredentialsTable {
  poll_id: number;
  invite_id: number;
  credential: string;
  created_at: Generated<Date>;
  revoked_at: Date | null;
}

/** `ballot_confirmations`: a voter's signed word, after the close, that their ballot is in the final urn. */
export interface BallotConfirmationsTable {
  poll_id: number;
  credential: string;
  signature: ColumnType<ProofPairJson, string, string>;
  created_at: Generated<Date>;
}

/** `spoiled_ballots`: audited ballots (docs/RECORD.md §13) voters published in the record, by tracker. */
export interface SpoiledBallotsTable {
  poll_id: number;
  tracker: string;
  file: ColumnType<SpoiledBallot, string, string>;
  created_at: Generated<Date>;
}

/**
 * `poll_trustees`: the seats of the poll's счетная комиссия in the key ceremony and in the
 * opening of the urn, each reached by a personal link (stored only as its hash). Seat 1 is
 * the chair. Columns fill in as the member's device goes through the ceremony.
 */
export interface PollTrusteesTable {
  poll_id: number;
  seat: number;
  member_id: number;
  token_hash: string;
  delivery: Generated<Delivery>;
  attempts: Generated<number>;
  sent_at: Date | null;
  send_error: string | null;
  mail_job_id: string | null;
  /** The device's public key shares are encrypted to. */
  device_key: string | null;
  device_proof: ColumnType<ProofPairJson | null, string | null, string | null>;
  /** The trustee's dealing: Feldman commitments, proof of knowledge, encrypted shares. */
  dealing: ColumnType<DealingJson | null, string | null, string | null>;
  /** The commitment to the device's nonce, posted with its key. */
  nonce_commitment: string | null;
  /** g^(secret share): set when the device has checked every share it received. */
  verification_key: string | null;
  /** The device's nonce, revealed with its confirmation. */
  nonce: string | null;
  /** The device's signature on the election fingerprint, once its member confirmed the code. */
  signature: ColumnType<ProofPairJson | null, string | null, string | null>;
  /** The device's signed complaint that a dealer's share failed. */
  complaint: ColumnType<Complaint | null, string | null, string | null>;
  /** This seat's answers, as a dealer, to complaints about its shares. */
  reveals: ColumnType<ShareReveal[], string | undefined, string>;
  /**
   * When the secretary recorded that the member said aloud that the election code on their
   * device matched the one read out (the ballot opens only with every seat's); null before.
   */
  code_confirmed_at: Date | null;
  /** The partial decryption of the tally and its proof, after close. */
  factor: string | null;
  factor_proof: ColumnType<ProofPairJson | null, string | null, string | null>;
}

/** A dealing as stored, signed by its dealer's device (docs/RECORD.md, «Key ceremony»). */
export interface DealingJson {
  commitments: string[];
  proof: ProofPairJson;
  shares: { to: number; ephemeral: string; value: string }[];
  signature: ProofPairJson;
}

export type PollRow = Selectable<PollsTable>;
export type ParticipantRow = Selectable<PollParticipantsTable>;
export type InviteRow = Selectable<PollInvitesTable>;
export type TrusteeRow = Selectable<PollTrusteesTable>;

/**
 * A row naming a council member (`member_id`) with that member's row, read in the same
 * statement: the desk's sitting page lists invites, roll entries and commission seats with
 * their members (GraphQL `member`).
 */
export type WithMember<R extends { member_id: number }> = R & { member: MemberRow };
/** An invite with its member (GraphQL `PollInvite`). */
export type InviteWithMember = WithMember<InviteRow>;
/** A roll entry with its member as the council lists it now (GraphQL `RollEntry`). */
export type ParticipantWithMember = WithMember<ParticipantRow>;

import { type Decision, decide, explain, type Quorum, quorum, type RuleSet, shortfall } from "./rules.ts";

/**
 * The turnout and (once closed) the tally of one defense's secret vote, as `resultPolls`
 * and the protocol present it. The tally fields are null unless the poll is closed: while it
 * is open a partial tally would reveal how the few who voted chose (docs/DOMAIN.md, «No
 * partial results»), and an annulled vote has no decision.
 */
export interface PollResult {
  status: "DRAFT" | "OPEN" | "CLOSED" | "ANNULLED";
  /** The round of the defense's vote (1, 2 after an annulled vote, …); 0 before any. */
  round: number;
  /** The list the quorum is counted from: approvedSize + addedForDefense. */
  listSize: number;
  /** The council's approved size (or its list's count where none was entered). */
  approvedSize: number;
  /** Members added to the council for this defense (дополнительно введенные). */
  addedForDefense: number;
  /** Members on the явочный лист (the roll). */
  participants: number;
  /** Invites delivered to the mail server. */
  invited: number;
  /** Invites whose last delivery attempt failed, of members who have not voted. */
  failed: number;
  /** Ballots cast (invites used). */
  voted: number;
  quorum: Quorum & { specialty: { specialtyCode: string }; missing: string | null };
  deadline: Date | null;
  closedAt: Date | null;
  votesFor: number | null;
  votesAgainst: number | null;
  notReturned: number | null;
  decision: Decision | null;
  explanation: string | null;
  annulReason: string | null;
}

/** What the repository reads for one defense: its poll (if any), counts and rule set. */
export interface PollCounts {
  degree: "CANDIDATE" | "DOCTOR";
  specialtyCode: string;
  rules: RuleSet;
  poll: {
    round: number;
    status: "DRAFT" | "OPEN" | "CLOSED" | "ANNULLED";
    deadline: Date | null;
    closedAt: Date | null;
    annulReason: string | null;
  } | null;
  approvedSize: number;
  addedForDefense: number;
  participants: number;
  invited: number;
  failed: number;
  voted: number;
  specialtyDoctors: number;
  /** Counted by the repository only for a poll closed before any annulment; null otherwise. */
  votesFor: number | null;
  votesAgainst: number | null;
}

/** Shapes counts into a {@link PollResult}: quorum always, the tally and decision only when closed. */
export function toPollResult(c: PollCounts): PollResult {
  const listSize = c.approvedSize + c.addedForDefense;
  const q = quorum(c.rules, c.degree, listSize, c.participants, c.specialtyDoctors);
  const closed = c.poll?.status === "CLOSED" && c.votesFor !== null && c.votesAgainst !== null;
  const votesFor = closed ? c.votesFor : null;
  return {
    status: c.poll?.status ?? "DRAFT",
    round: c.poll?.round ?? 0,
    listSize,
    approvedSize: c.approvedSize,
    addedForDefense: c.addedForDefense,
    participants: c.participants,
    invited: c.invited,
    failed: c.failed,
    voted: c.voted,
    quorum: {
      ...q,
      specialty: { ...q.specialty, specialtyCode: c.specialtyCode },
      missing: shortfall(q, c.specialtyCode),
    },
    deadline: c.poll?.deadline ?? null,
    closedAt: c.poll?.closedAt ?? null,
    votesFor,
    votesAgainst: closed ? c.votesAgainst : null,
    // Turnout is no secret: known at close, before the commission decrypts the count.
    notReturned: c.poll?.status === "CLOSED" ? c.participants - c.voted : null,
    decision: votesFor !== null ? decide(c.rules, q, c.participants, votesFor) : null,
    explanation: votesFor !== null ? explain(c.rules, q, c.participants, votesFor) : null,
    annulReason: c.poll?.status === "ANNULLED" ? c.poll.annulReason : null,
  };
}

import type { PollRow } from "./poll.table.ts";

/**
 * The turnout and (once closed) the tally of one defense's secret vote.
 * `votesFor`/`votesAgainst` are null until the poll is closed: while it is open a partial
 * tally would reveal how the few who voted chose (domain.md, «No partial results»).
 */
export interface PollResult {
  status: "DRAFT" | "OPEN" | "CLOSED";
  /** Members invited. */
  invited: number;
  /** Ballots cast (invites used). */
  voted: number;
  votesFor: number | null;
  votesAgainst: number | null;
  closedAt: Date | null;
}

/** Raw counts of one poll as the repository reads them. */
export interface PollCounts {
  poll: Pick<PollRow, "status" | "closed_at"> | null;
  invited: number;
  voted: number;
  /** Counted only for a closed poll; null otherwise. */
  votesFor: number | null;
  votesAgainst: number | null;
}

/** The result of a defense with no invites sent yet. */
export const draftResult: PollResult = {
  status: "DRAFT",
  invited: 0,
  voted: 0,
  votesFor: null,
  votesAgainst: null,
  closedAt: null,
};

/** Shapes counts into a {@link PollResult}, withholding the tally unless the poll is closed. */
export function toPollResult(c: PollCounts): PollResult {
  if (!c.poll) return draftResult;
  const closed = c.poll.status === "CLOSED";
  return {
    status: c.poll.status,
    invited: c.invited,
    voted: c.voted,
    votesFor: closed ? (c.votesFor ?? 0) : null,
    votesAgainst: closed ? (c.votesAgainst ?? 0) : null,
    closedAt: c.poll.closed_at,
  };
}

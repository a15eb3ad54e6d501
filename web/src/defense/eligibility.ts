import type { MemberPosition } from "../__generated__/graphql";

/** What the page knows about who may not take part in a defense's vote (from the API). */
export interface VotingBars {
  /** The board member who is the соискатель, if any. */
  candidateMemberId: string | null;
  /** The rule set's `secretaryVotes`. */
  secretaryVotes: boolean;
}

/**
 * Why a member cannot be invited to the vote, as the note next to their name («соискатель»,
 * «не голосует по правилам совета»), or null when they can.
 */
export function votingBar(member: { id: string; position: MemberPosition }, bars: VotingBars): string | null {
  if (member.id === bars.candidateMemberId) return "соискатель";
  if (member.position === "SECRETARY" && !bars.secretaryVotes) return "не голосует по правилам совета";
  return null;
}

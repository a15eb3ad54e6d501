import type { MemberRow } from "../boards/board.table.ts";
import type { DefenseRow } from "../defenses/defense.table.ts";
import type { Context } from "../graphql/context.ts";
import { fail } from "../lib/errors.ts";
import type { Decision } from "./rules.ts";

/**
 * The протокол счетной комиссии of a closed vote, with the fields domain.md lists. Every
 * number comes from the same tally as `resultPolls` (loaders.resultOfDefense).
 */
export interface ProtocolData {
  defenseId: number;
  boardCode: string;
  boardName: string;
  organization: string;
  commission: MemberRow[];
  candidate: string;
  degree: "CANDIDATE" | "DOCTOR";
  scienceBranch: string;
  specialty: { code: string; name: string };
  /** Date and time of the sitting: the protocol is dated by it. */
  defenseAt: Date;
  place: string | null;
  /** The round of the vote (the protocol's number). */
  round: number;
  /** Состав утвержден в количестве, frozen when the ballot opened. */
  approvedSize: number;
  /** The order that approved the composition, if entered, and its date. */
  approvedOrder: string | null;
  approvedOn: Date | null;
  /** Members added for this defense (дополнительно введенные), frozen when the ballot opened. */
  addedForDefense: number;
  present: number;
  presentSpecialtyDoctors: number;
  ballotsIssued: number;
  /** The list (approved size plus members added) less the ballots issued. */
  ballotsUnissued: number;
  ballotsReturned: number;
  votesFor: number;
  votesAgainst: number;
  /** An electronic ballot cannot be spoiled. */
  invalid: 0;
  decision: Decision;
  explanation: string;
  closedAt: Date;
  /** Where the PDF is served for the reader (the secretary's or the admin's route). */
  pdfPath: string;
  /** Earlier rounds of this defense's vote that were annulled, with their reasons. */
  annulled: { round: number; reason: string }[];
}

/**
 * The protocol of a defense's vote, or null unless the poll is closed with a счетная комиссия
 * of at least 3 (the protocol cannot be produced without it; domain.md, «Счетная комиссия»).
 */
export async function buildProtocol(ctx: Context, defense: DefenseRow): Promise<ProtocolData | null> {
  const result = await ctx.loaders.resultOfDefense.load(defense.id);
  if (
    result.status !== "CLOSED" ||
    result.votesFor === null ||
    result.votesAgainst === null ||
    result.decision === null ||
    result.explanation === null ||
    !result.closedAt
  ) {
    return null;
  }
  const [board, commissionIds, rounds] = await Promise.all([
    ctx.loaders.board.load(defense.board_id),
    ctx.loaders.commissionOfDefense.load(defense.id),
    ctx.loaders.pollsOfDefense.load(defense.id),
  ]);
  if (!board) throw fail.notFound("Совет не найден.");
  if (commissionIds.length < 3) return null;
  // Names as on the roll frozen when the ballot opened, the council's facts as frozen then.
  const roll = await ctx.loaders.rollOfDefense.load(defense.id);
  const commission = (await ctx.loaders.member.loadMany(commissionIds))
    .filter((m): m is MemberRow => m !== undefined && !(m instanceof Error))
    .map((m) => ({ ...m, fio: roll.find((r) => r.member_id === m.id)?.fio ?? m.fio }));
  const poll = rounds.find((r) => r.round === result.round);
  return {
    defenseId: defense.id,
    boardCode: poll?.board_code ?? board.code,
    boardName: poll?.board_name ?? board.name,
    organization: poll?.organization ?? board.organization,
    commission,
    candidate: defense.candidate,
    degree: defense.degree,
    scienceBranch: defense.science_branch,
    specialty: { code: defense.specialty_code, name: defense.specialty_name },
    defenseAt: defense.defense_at,
    place: defense.place,
    round: result.round,
    approvedSize: result.approvedSize,
    approvedOrder: poll?.board_code ? poll.approved_order : board.approved_order,
    approvedOn: poll?.board_code ? poll.approved_on : board.approved_on,
    addedForDefense: result.addedForDefense,
    present: result.participants,
    presentSpecialtyDoctors: result.quorum.specialty.present,
    ballotsIssued: result.participants,
    ballotsUnissued: Math.max(0, result.listSize - result.participants),
    ballotsReturned: result.voted,
    votesFor: result.votesFor,
    votesAgainst: result.votesAgainst,
    invalid: 0,
    decision: result.decision,
    explanation: result.explanation,
    closedAt: result.closedAt,
    // The secretary's route when the reader runs the council, the admin's otherwise.
    pdfPath:
      ctx.user?.roles.includes("SECRETAR") && (await ctx.ownBoardIds()).includes(defense.board_id)
        ? `/api/v1/secretar/defenses/${defense.id}/protocol.pdf`
        : `/api/v1/admin/defenses/${defense.id}/protocol.pdf`,
    annulled: rounds
      .filter((r) => r.status === "ANNULLED" && r.round < result.round)
      .map((r) => ({ round: r.round, reason: r.annul_reason ?? "" })),
  };
}

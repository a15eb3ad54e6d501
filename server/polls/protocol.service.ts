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
  defenseAt: Date;
  /** Списочный состав frozen at close. */
  approvedSize: number;
  addedForDefense: number;
  present: number;
  presentSpecialtyDoctors: number;
  ballotsIssued: number;
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
}

/** The protocol of a defense's vote, or null unless the poll is closed. */
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
  const [board, commissionIds] = await Promise.all([
    ctx.loaders.board.load(defense.board_id),
    ctx.loaders.commissionOfDefense.load(defense.id),
  ]);
  if (!board) throw fail.notFound("Совет не найден.");
  const commission = (await ctx.loaders.member.loadMany(commissionIds)).filter(
    (m): m is MemberRow => m !== undefined && !(m instanceof Error),
  );
  return {
    defenseId: defense.id,
    boardCode: board.code,
    boardName: board.name,
    organization: board.organization,
    commission,
    candidate: defense.candidate,
    degree: defense.degree,
    scienceBranch: defense.science_branch,
    specialty: { code: defense.specialty_code, name: defense.specialty_name },
    defenseAt: defense.defense_at,
    approvedSize: result.listSize,
    addedForDefense: 0,
    present: result.participants,
    presentSpecialtyDoctors: result.quorum.specialty.present,
    ballotsIssued: result.participants,
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
  };
}

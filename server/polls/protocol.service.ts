import { audit } from "../audit/audit.service.ts";
import { type Actor, auditUser } from "../auth/actor.ts";
import { runsBoard } from "../boards/board.policy.ts";
import { findBoardsByIds, findMembersByIds } from "../boards/board.repository.ts";
import type { MemberRow } from "../boards/board.table.ts";
import { loadManagedDefense } from "../defenses/defense.policy.ts";
import { findDefensesByIds } from "../defenses/defense.repository.ts";
import type { DefenseRow } from "../defenses/defense.table.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail } from "../lib/errors.ts";
import {
  countPolls,
  findCommissionByDefenseIds,
  findPollsByDefenseIds,
  findRollsByDefenseIds,
} from "./poll.repository.ts";
import { type ProtocolData, protocolDocument } from "./protocol.document.ts";
import { type ProtocolPrint, renderProtocolPdf } from "./protocol.pdf.ts";
import { toPollResult } from "./tally.ts";

export type { ProtocolData } from "./protocol.document.ts";

type Deps = Pick<ServiceDeps, "db">;

const defenseNotFound = () => fail.notFound("Защита не найдена.");

/** The defense row itself, or loaded by id. @throws NOT_FOUND */
async function defenseOf(deps: Deps, defense: DefenseRow | number): Promise<DefenseRow> {
  if (typeof defense !== "number") return defense;
  const [row] = await findDefensesByIds(deps.db, [defense]);
  if (!row) throw defenseNotFound();
  return row;
}

/** Whether the actor runs the defense's council as its secretary. */

/**
 * The protocol of a defense's vote, or null unless the poll is closed with a счетная комиссия
 * of at least 3 (the protocol cannot be produced without it; domain.md, «Счетная комиссия»).
 * Access to the defense is the caller's (the GraphQL field sits on a defense the reader may see);
 * the actor only chooses `pdfPath`.
 * @param defense the defense's row, or its id
 * @throws NOT_FOUND for an unknown defense or council
 */
export async function buildProtocol(
  deps: Deps,
  actor: Actor | null,
  defense: DefenseRow | number,
): Promise<ProtocolData | null> {
  const d = await defenseOf(deps, defense);
  const counts = (await countPolls(deps.db, [d.id])).get(d.id);
  if (!counts) throw defenseNotFound();
  const result = toPollResult(counts);
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
  const [[board], commissionRows, rounds] = await Promise.all([
    findBoardsByIds(deps.db, [d.board_id]),
    findCommissionByDefenseIds(deps.db, [d.id]),
    findPollsByDefenseIds(deps.db, [d.id]),
  ]);
  if (!board) throw fail.notFound("Совет не найден.");
  const commissionIds = commissionRows.map((c) => c.member_id);
  if (commissionIds.length < 3) return null;
  // Names as on the roll frozen when the ballot opened, the council's facts as frozen then.
  const [roll, members] = await Promise.all([
    findRollsByDefenseIds(deps.db, [d.id]),
    findMembersByIds(deps.db, commissionIds),
  ]);
  const byId = new Map(members.map((m) => [m.id, m]));
  const commission = commissionIds
    .map((id) => byId.get(id))
    .filter((m): m is MemberRow => m !== undefined)
    .map((m) => ({ ...m, fio: roll.find((r) => r.member_id === m.id)?.fio ?? m.fio }));
  const poll = rounds.find((r) => r.round === result.round);
  return {
    defenseId: d.id,
    boardCode: poll?.board_code ?? board.code,
    boardName: poll?.board_name ?? board.name,
    organization: poll?.organization ?? board.organization,
    commission,
    candidate: d.candidate,
    degree: d.degree,
    scienceBranch: d.science_branch,
    specialty: { code: d.specialty_code, name: d.specialty_name },
    defenseAt: d.defense_at,
    place: d.place,
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
    pdfPath: runsBoard(actor, d.board_id)
      ? `/api/v1/secretar/defenses/${d.id}/protocol.pdf`
      : `/api/v1/admin/defenses/${d.id}/protocol.pdf`,
    annulled: rounds
      .filter((r) => r.status === "ANNULLED" && r.round < result.round)
      .map((r) => ({ round: r.round, reason: r.annul_reason ?? "" })),
  };
}

/**
 * The protocol of a defense as a PDF, for an admin or the secretary of its council, recorded
 * in the audit log (`poll.protocol`) as produced. The same rule as {@link buildProtocol}: no
 * protocol before the vote closes or without a commission of at least 3.
 * @returns the PDF's bytes and what it prints (for the file's name)
 * @throws NOT_FOUND for an unknown defense or one the actor may not see; CONFLICT when there
 *   is no protocol
 */
export async function protocolForPrint(
  deps: Deps,
  actor: Actor | null,
  defenseId: number,
): Promise<{ print: ProtocolPrint; pdf: Buffer }> {
  const defense = await loadManagedDefense(deps.db, actor, defenseId);
  const protocol = await buildProtocol(deps, actor, defense);
  if (!protocol) throw protocolMissing();
  const print = {
    boardCode: protocol.boardCode,
    boardName: protocol.boardName,
    document: protocolDocument(protocol),
  };
  const pdf = await renderProtocolPdf(print);
  await audit(deps.db, auditUser(actor), "poll.protocol", "defense", String(defense.id));
  return { print, pdf };
}

/** The answer when a defense has no protocol (yet): CONFLICT with what is missing. */
export const protocolMissing = () =>
  fail.conflict(
    "Протокол будет доступен, когда голосование, проведенное с избранной счетной комиссией, закроется и комиссия вскроет урну.",
  );

import { shortCode, urnStart } from "../../shared/ballot/index.ts";
import { dayIn } from "../../shared/sitting-date.ts";
import { audit } from "../audit/audit.service.ts";
import { runsBoard } from "../boards/board.policy.ts";
import { findBoardsByIds } from "../boards/board.repository.ts";
import type { BoardRow, MemberRow } from "../boards/board.table.ts";
import { loadManagedDefense } from "../defenses/defense.policy.ts";
import { findDefenseById } from "../defenses/defense.repository.ts";
import type { DefenseRow } from "../defenses/defense.table.ts";
import { type Actor, auditUser } from "../lib/actor.ts";
import type { Db } from "../lib/database.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail } from "../lib/errors.ts";
import { shortFio } from "../lib/russian.ts";
import { findCommissionByDefenseIds, findTrustees } from "./commission.repository.ts";
import { countPolls, findPollsByDefenseIds } from "./poll.repository.ts";
import type { ParticipantRow, PollRow } from "./poll.table.ts";
import { type ProtocolData, type ProtocolDocument, protocolDocument } from "./protocol.document.ts";
import { type ProtocolPrint, renderProtocolPdf } from "./protocol.pdf.ts";
import { findRollsByDefenseIds } from "./roll.repository.ts";
import { type PollResult, toPollResult } from "./tally.ts";
import { lastUrnEntry } from "./urn.repository.ts";

/** A protocol's facts and its text as the PDF and the desk show it (`CountingProtocol.document`). */
export type ProtocolView = ProtocolData & { document: ProtocolDocument };

/** The database, and the configuration for the council's time zone (the protocol's date). */
type Deps = Pick<ServiceDeps, "db" | "config">;

const defenseNotFound = () => fail.notFound("Защита не найдена.");

/** The defense row itself, or loaded by id. @throws NOT_FOUND */
async function defenseOf(deps: Deps, defense: DefenseRow | number): Promise<DefenseRow> {
  if (typeof defense !== "number") return defense;
  const row = await findDefenseById(deps.db, defense);
  if (!row) throw defenseNotFound();
  return row;
}

/**
 * Where the protocol's facts come from, each by defense (the council by its id): straight
 * from the database ({@link databaseReads}, the default), or from a request's batch loaders,
 * so that the defense page, which has read them all for itself, reads nothing twice.
 */
export interface ProtocolReads {
  /** The tally of the defense's current round; undefined for an unknown defense. */
  tally(defenseId: number): Promise<PollResult | undefined>;
  board(boardId: number): Promise<BoardRow | undefined>;
  /** The счетная комиссия of the current round, seat 1 first. */
  commission(defenseId: number): Promise<MemberRow[]>;
  /** Every round of the defense's vote, oldest first. */
  rounds(defenseId: number): Promise<PollRow[]>;
  /** The явочный лист of the current round. */
  roll(defenseId: number): Promise<ParticipantRow[]>;
}

/**
 * The tally of each defense's current round (`tally.ts`), in one statement for them all; a
 * defense that does not exist has no entry.
 */
export async function pollResults(db: Db, defenseIds: readonly number[]): Promise<Map<number, PollResult>> {
  const counts = await countPolls(db, defenseIds);
  return new Map([...counts].map(([id, c]) => [id, toPollResult(c)]));
}

/** {@link ProtocolReads} from the database, a statement per fact. */
export function databaseReads(db: Db): ProtocolReads {
  return {
    tally: async (id) => (await pollResults(db, [id])).get(id),
    board: async (id) => (await findBoardsByIds(db, [id]))[0],
    commission: (id) => findCommissionByDefenseIds(db, [id]),
    rounds: (id) => findPollsByDefenseIds(db, [id]),
    roll: (id) => findRollsByDefenseIds(db, [id]),
  };
}

/**
 * The protocol of a defense's vote, or null unless the poll is closed with a счетная комиссия
 * (the protocol cannot be produced without it; docs/DOMAIN.md, «Счетная комиссия»).
 * Access to the defense is the caller's (the GraphQL field sits on a defense the reader may see);
 * the actor only chooses `pdfPath`.
 * @param defense the defense's row, or its id
 * @param reads where the facts are read (default: the database)
 * @throws NOT_FOUND for an unknown defense or council
 */
export async function buildProtocol(
  deps: Deps,
  actor: Actor | null,
  defense: DefenseRow | number,
  reads: ProtocolReads = databaseReads(deps.db),
): Promise<ProtocolView | null> {
  const d = await defenseOf(deps, defense);
  const result = await reads.tally(d.id);
  if (!result) throw defenseNotFound();
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
  const [board, members, rounds, roll] = await Promise.all([
    reads.board(d.board_id),
    reads.commission(d.id),
    reads.rounds(d.id),
    reads.roll(d.id),
  ]);
  if (!board) throw fail.notFound("Совет не найден.");
  // The commission as elected for this vote: it had the minimum of its day when the ballot
  // opened, so a larger minimum later does not unmake an earlier protocol.
  if (members.length === 0) return null;
  // Names as on the roll frozen when the ballot opened, the council's facts as frozen then.
  const commission = members.map((m) => ({
    ...m,
    fio: roll.find((r) => r.member_id === m.id)?.fio ?? m.fio,
  }));
  const poll = rounds.find((r) => r.round === result.round);
  const [last, seats] = poll?.fingerprint
    ? await Promise.all([lastUrnEntry(deps.db, poll.id), findTrustees(deps.db, poll.id)])
    : [undefined, []];
  const nameOf = (memberId: number, fio: string) => roll.find((r) => r.member_id === memberId)?.fio ?? fio;
  const data: ProtocolData = {
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
    // A closed round always opened; the scheduled day only for a row that says otherwise.
    sittingDate: dayIn(poll?.opened_at ?? d.defense_at, deps.config.timeZone),
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
    codes: poll?.fingerprint
      ? {
          election: shortCode(poll.fingerprint),
          urn: shortCode(last?.head ?? urnStart(poll.fingerprint)),
        }
      : null,
    codeSpokenBy: seats
      .filter((t) => t.code_confirmed_at !== null)
      .map((t) => shortFio(nameOf(t.member_id, t.fio))),
  };
  return { ...data, document: protocolDocument(data) };
}

/**
 * The protocol of a defense as a PDF, for an admin or the secretary of its council, recorded
 * in the audit log (`poll.protocol`) as produced. The same rule as {@link buildProtocol}: no
 * protocol before the vote closes or without a commission.
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
    document: protocol.document,
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

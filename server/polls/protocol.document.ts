import dayjs from "dayjs";
import { count } from "../../shared/plural.ts";
import { russianDate } from "../../shared/sitting-date.ts";
import type { MemberRow } from "../boards/board.table.ts";
import { sentence, shortFio } from "../lib/russian.ts";
import type { Decision } from "./rules.ts";
import { degreeGenitive, ofCandidate, toCandidate } from "./wording.ts";

/**
 * The протокол счетной комиссии of a closed vote, with the fields docs/DOMAIN.md lists. Every
 * number comes from the same tally as `resultPolls` (poll.repository countPolls).
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
  /** Date and time the sitting was scheduled for. */
  defenseAt: Date;
  /**
   * The day the vote was held (its ballot opened), `YYYY-MM-DD` in the council's time zone:
   * the protocol is dated by it, not by the scheduled day (the secretary confirmed the day when
   * the two differed).
   */
  sittingDate: string;
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
  /**
   * The election's code (the fingerprint's short code the commission confirmed at the sitting)
   * and the urn's code at the close (read out before the urn was opened), by which anyone
   * holds the public record against this protocol (docs/RECORD.md); null for a vote held
   * before the fingerprint.
   */
  codes: { election: string; urn: string } | null;
  /**
   * The commission members whose spoken «совпал» (the election code on their device matched the
   * one read out) the secretary recorded before the ballot opened, seat order, as «Иванов И. И.»;
   * empty for a vote held before these were recorded.
   */
  codeSpokenBy: string[];
}

/** A figure of the protocol: what is counted and its value. */
export interface ProtocolRow {
  label: string;
  value: string;
}

/**
 * The протокол счетной комиссии as one document model: the print page (web) and the PDF
 * (protocol.pdf.ts) render exactly these fields in this order, so the two cannot differ.
 * The fields follow docs/DOMAIN.md, «Протокол счетной комиссии»: council code,
 * commission, соискатель and degree, отрасль науки, approved size, members added, members
 * present and of them doctors of the specialty, ballots issued, unissued, found in the urn,
 * «за», «против», invalid, the decision, the signatures.
 */
export interface ProtocolDocument {
  title: string;
  heading: string[];
  /**
   * «26.11.2026, ауд. 1201»: the protocol is dated by the day the vote was held (its ballot
   * opened), neither by the day the defense was scheduled for nor by the close.
   */
  dateLine: string;
  intro: string[];
  rows: ProtocolRow[];
  /** «Результаты голосования по вопросу о присуждении ученой степени … соискателю …:». */
  tallyTitle: string;
  /** «за», «против», недействительных бюллетеней. */
  tally: ProtocolRow[];
  decision: string;
  notes: string[];
  signatures: { role: string; name: string }[];
}

/**
 * Builds the protocol's document from the protocol's data (the frozen roll and the tally of
 * `resultPolls`), with the соискатель declined where the sentence needs it and numerals
 * agreeing with their nouns.
 */
export function protocolDocument(p: ProtocolData): ProtocolDocument {
  const degree = `${degreeGenitive(p.degree)} ${p.scienceBranch}`;
  const date = russianDate(p.sittingDate);
  const [chair, ...members] = p.commission;
  const approved = count(p.approvedSize, ["человека", "человек", "человек"]);
  return {
    title: `ПРОТОКОЛ № ${p.round}`,
    heading: [
      "заседания счетной комиссии, избранной диссертационным советом",
      `${p.boardCode} при ${p.organization}`,
    ],
    dateLine: p.place ? `${date}, ${p.place}` : date,
    intro: [
      sentence(`Состав избранной комиссии: ${p.commission.map((m) => shortFio(m.fio)).join(", ")}`),
      `Комиссия избрана для подсчета голосов при тайном голосовании по диссертации ${ofCandidate(p.candidate)} на соискание ученой степени ${degree} по научной специальности ${p.specialty.code} «${p.specialty.name}».`,
    ],
    rows: [
      {
        label: p.approvedOrder
          ? `Состав диссертационного совета утвержден (${p.approvedOrder}${p.approvedOn ? ` от ${dayjs(p.approvedOn).format("DD.MM.YYYY")}` : ""}) в количестве`
          : "Состав диссертационного совета утвержден в количестве",
        value: approved,
      },
      {
        label: "В состав диссертационного совета дополнительно введено",
        value: count(p.addedForDefense, ["человек", "человека", "человек"]),
      },
      { label: "Присутствовало на заседании членов совета", value: String(p.present) },
      {
        label: `в том числе докторов наук по специальности ${p.specialty.code}`,
        value: String(p.presentSpecialtyDoctors),
      },
      { label: "Роздано бюллетеней", value: String(p.ballotsIssued) },
      { label: "Осталось нерозданных бюллетеней", value: String(p.ballotsUnissued) },
      { label: "Оказалось в урне бюллетеней", value: String(p.ballotsReturned) },
      ...(p.codes
        ? [
            { label: "Код голосования", value: p.codes.election },
            ...(p.codeSpokenBy.length > 0
              ? [{ label: "Совпадение кода голосования подтвердили вслух", value: p.codeSpokenBy.join(", ") }]
              : []),
            { label: "Код урны при закрытии", value: p.codes.urn },
          ]
        : []),
    ],
    tallyTitle: `Результаты голосования по вопросу о присуждении ученой степени ${degree} ${toCandidate(p.candidate)}:`,
    tally: [
      { label: "«за»", value: String(p.votesFor) },
      { label: "«против»", value: String(p.votesAgainst) },
      { label: "недействительных бюллетеней", value: String(p.invalid) },
    ],
    decision: p.explanation,
    notes: p.annulled.map(
      (a) =>
        `Голосование № ${a.round} по этой защите аннулировано: ${a.reason}. Настоящее голосование проведено заново.`,
    ),
    signatures: [
      ...(chair ? [{ role: "Председатель счетной комиссии", name: shortFio(chair.fio) }] : []),
      ...members.map((m) => ({ role: "Член счетной комиссии", name: shortFio(m.fio) })),
    ],
  };
}

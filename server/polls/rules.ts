/**
 * The council's voting rules, in integer arithmetic only (never floating point: "2/3 of 9"
 * must be exactly 6). Defaults follow Положение о совете по защите диссертаций (приказ
 * Минобрнауки России № 1093 от 10.11.2017, с изменениями), as summarised in docs/DOMAIN.md; the
 * clause numbers are not cited here because they were not checked against the official text.
 */

import type { Ratio } from "../../shared/council.ts";
import { count, pluralForm } from "../../shared/plural.ts";

/** The rules a council applies to a secret vote on awarding a degree (Положение № 1093's: shared/council.ts `RULES_1093`). */
export interface RuleSet {
  /** Share of the списочный состав that must take part for the sitting to be valid. */
  listQuorum: Ratio;
  /** Doctors of science of the defense's specialty required among participants, by degree. */
  specialtyDoctors: { CANDIDATE: number; DOCTOR: number };
  /** Share of participants who must vote «за» for a positive decision. */
  decisionThreshold: Ratio;
}

/** The smallest integer `k` with `k / total >= ratio`, i.e. ceil(total * num / den), exactly. */
export function atLeast(total: number, ratio: Ratio): number {
  return Math.floor((total * ratio.num + ratio.den - 1) / ratio.den);
}

/** Why a sitting is (not) valid. */
export interface Quorum {
  met: boolean;
  /** Participants against the share of the списочный состав required. */
  list: { met: boolean; present: number; required: number; listSize: number };
  /** Doctors of the defense's specialty among participants against those required. */
  specialty: { met: boolean; present: number; required: number };
}

/**
 * Whether the sitting is valid: `participants * den >= listSize * num` and enough doctors of
 * science of the defense's specialty take part (Положение № 1093, правомочность заседания).
 * @param listSize members on the списочный состав (plus members added for this defense)
 * @param participants members taking part (the invited)
 * @param specialtyDoctors doctors of science of the defense's specialty among participants
 */
export function quorum(
  rules: RuleSet,
  degree: "CANDIDATE" | "DOCTOR",
  listSize: number,
  participants: number,
  specialtyDoctors: number,
): Quorum {
  const listRequired = atLeast(listSize, rules.listQuorum);
  const listMet = participants * rules.listQuorum.den >= listSize * rules.listQuorum.num;
  const specialtyRequired = rules.specialtyDoctors[degree];
  const specialtyMet = specialtyDoctors >= specialtyRequired;
  return {
    met: listMet && specialtyMet,
    list: { met: listMet, present: participants, required: listRequired, listSize },
    specialty: { met: specialtyMet, present: specialtyDoctors, required: specialtyRequired },
  };
}

/** Outcome of a closed vote. */
export type Decision = "POSITIVE" | "NEGATIVE" | "NO_QUORUM";

/**
 * The decision on awarding the degree: positive when `votesFor * den >= participants * num`.
 * The denominator is the participants, not the ballots returned: a participant who did not
 * vote counts as not «за» (Положение № 1093, решение о присуждении ученой степени).
 * Without quorum there is no decision.
 */
export function decide(rules: RuleSet, q: Quorum, participants: number, votesFor: number): Decision {
  if (!q.met) return "NO_QUORUM";
  return votesFor * rules.decisionThreshold.den >= participants * rules.decisionThreshold.num
    ? "POSITIVE"
    : "NEGATIVE";
}

/** The decision explained in Russian, e.g. «За — 14 из 18 участвовавших, требуется не менее 12». */
export function explain(rules: RuleSet, q: Quorum, participants: number, votesFor: number): string {
  if (!q.list.met) {
    const verb = pluralForm(q.list.present, ["присутствовал", "присутствовали", "присутствовало"]);
    return `Нет кворума: ${verb} ${q.list.present} из ${count(q.list.listSize, ["члена", "членов", "членов"])} совета, требуется не менее ${q.list.required}.`;
  }
  if (!q.specialty.met) {
    return `Нет кворума: докторов наук по специальности защиты ${q.specialty.present}, требуется не менее ${q.specialty.required}.`;
  }
  const required = atLeast(participants, rules.decisionThreshold);
  const verdict = votesFor >= required ? "решение положительное" : "решение отрицательное";
  return `За — ${votesFor} из ${count(participants, ["участвовавшего", "участвовавших", "участвовавших"])}, требуется не менее ${required}: ${verdict}.`;
}

/**
 * What the roll still lacks for the sitting to be valid (правомочно), in Russian, e.g.
 * «Нужно еще 2 члена совета, из них 1 доктор наук по специальности 1.2.2.»; null when both
 * quorums are met. A doctor of the specialty added also counts towards the list quorum, so
 * when the doctors missing are at least the members missing only the doctors are named.
 */
export function shortfall(q: Quorum, specialtyCode: string): string | null {
  const members = Math.max(0, q.list.required - q.list.present);
  const doctors = Math.max(0, q.specialty.required - q.specialty.present);
  if (members === 0 && doctors === 0) return null;
  const doctorsText = `${count(doctors, ["доктор", "доктора", "докторов"])} наук по специальности ${specialtyCode}`;
  if (doctors === 0) return `Нужно еще ${count(members, ["член", "члена", "членов"])} совета.`;
  if (doctors >= members) return `Нужно еще ${doctorsText}.`;
  return `Нужно еще ${count(members, ["член", "члена", "членов"])} совета, из них ${doctorsText}.`;
}

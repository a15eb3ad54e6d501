import { momentIn } from "../../shared/sitting-date.ts";
import { declineFio } from "../lib/russian.ts";

/**
 * The wording of the vote's question and the protocol's sentences about the соискатель, in
 * the cases a Russian official document needs. Where a name cannot be declined reliably (a
 * foreign one), the sentence is built so that the name stays in the nominative, in
 * parentheses, instead of standing in a wrong case.
 */

/** «кандидата» / «доктора»: the degree in the genitive, as in «ученую степень кандидата … наук». */
export function degreeGenitive(degree: "CANDIDATE" | "DOCTOR"): string {
  return degree === "DOCTOR" ? "доктора" : "кандидата";
}

/**
 * The ballot's question (docs/DOMAIN.md, «The question»), e.g. «Присудить ученую степень кандидата
 * физико-математических наук Кузнецовой Анне Сергеевне?» (dative); for a name that does not
 * decline: «Присудить соискателю (John Smith) ученую степень кандидата … наук?».
 * @param scienceBranch отрасль науки in the genitive, e.g. «физико-математических наук»
 */
export function awardQuestion(
  degree: "CANDIDATE" | "DOCTOR",
  scienceBranch: string,
  candidate: string,
): string {
  const award = `ученую степень ${degreeGenitive(degree)} ${scienceBranch}`;
  const dative = declineFio(candidate, "dative");
  return dative ? `Присудить ${award} ${dative}?` : `Присудить соискателю (${candidate}) ${award}?`;
}

/** «соискателю Кузнецовой Анне Сергеевне», or «соискателю (John Smith)». */
export function toCandidate(candidate: string): string {
  const dative = declineFio(candidate, "dative");
  return dative ? `соискателю ${dative}` : `соискателю (${candidate})`;
}

/** «Кузнецовой Анны Сергеевны», as in «по диссертации …», or «соискателя (John Smith)». */
export function ofCandidate(candidate: string): string {
  return declineFio(candidate, "genitive") ?? `соискателя (${candidate})`;
}

/** What a member's letter (the ballot's, the commission's) says about the sitting. */
export interface SittingFacts {
  memberFio: string;
  candidate: string;
  thesisTitle: string;
  boardCode: string;
  defenseAt: Date;
  /** The council's IANA time zone (TIME_ZONE): the day and the time are given in it. */
  timeZone: string;
}

/**
 * «по защите диссертации Петрова Ивана Сергеевича «…» (14 марта 2031 г., 11:00, часовой пояс —
 * Москва)»: the defense a letter is about, its time in the council's zone.
 */
export function aboutDefense(f: SittingFacts): string {
  const at = momentIn(f.defenseAt, f.timeZone);
  return `по защите диссертации ${ofCandidate(f.candidate)} «${f.thesisTitle}» (${at.day}, ${at.time}, часовой пояс — ${at.zone})`;
}

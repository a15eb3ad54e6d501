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

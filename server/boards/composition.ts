import { RULES_1093 } from "../../shared/council.ts";
import { count } from "../../shared/plural.ts";
import type { BoardRow, MemberRow, RuleSetRow } from "./board.table.ts";

/** One failed check of a council's composition, with the rule's source. */
export interface CompositionWarning {
  message: string;
  source: string;
}

// The regulation's clause numbers could not be read from the official text here (docs/DOMAIN.md, «Sources»):
// the sources say so rather than cite a clause that was not checked.
const SOURCE_SIZE =
  "Положение о совете по защите диссертаций (приказ Минобрнауки России № 1093 от 10.11.2017, в ред. приказа № 458 от 07.06.2021) — по открытым пересказам, текст не сверен";
const SOURCE_QUORUM = `Положение № 1093: кворум — ${RULES_1093.listQuorum.num}/${RULES_1093.listQuorum.den} списочного состава (номер пункта не сверен с официальным текстом)`;

/**
 * Checks a council's current list against its rule set: at least `min_members` members, at
 * least `min_specialty_doctors` doctors of science per specialty of the council, and an
 * approved size (утвержденный состав) that is entered and matches the list. Warnings only:
 * the council's page shows them; nothing is refused because of them.
 * @param members the current списочный состав (members added for one defense excluded)
 * @returns the warnings, in Russian, empty when every check passes
 */
export function compositionWarnings(
  board: BoardRow,
  members: readonly MemberRow[],
  rules: RuleSetRow,
): CompositionWarning[] {
  const warnings: CompositionWarning[] = [];
  const listed = members.length;
  if (listed < rules.min_members) {
    warnings.push({
      message: `В списочном составе ${count(listed, ["член", "члена", "членов"])} совета, требуется не менее ${rules.min_members}.`,
      source: SOURCE_SIZE,
    });
  }
  for (const specialty of board.specialties) {
    const doctors = members.filter(
      (m) => m.degree === "DOCTOR" && m.specialty_code === specialty.code,
    ).length;
    if (doctors < rules.min_specialty_doctors) {
      warnings.push({
        message: `По специальности ${specialty.code} в составе ${count(doctors, ["доктор", "доктора", "докторов"])} наук, требуется не менее ${rules.min_specialty_doctors}.`,
        source: SOURCE_SIZE,
      });
    }
  }
  if (board.approved_size === null) {
    warnings.push({
      message: `Утвержденный состав совета не указан: кворум считается от числа членов в списке (${listed}). Укажите количество и приказ об утверждении состава.`,
      source: SOURCE_QUORUM,
    });
  } else if (board.approved_size !== listed) {
    warnings.push({
      message: `Состав утвержден в количестве ${count(board.approved_size, ["человека", "человек", "человек"])}, а в списке ${listed}: кворум считается от утвержденного состава. Проверьте список или приказ.`,
      source: SOURCE_QUORUM,
    });
  }
  return warnings;
}

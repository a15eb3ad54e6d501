import type { ColumnType, Generated, GeneratedAlways, Selectable } from "kysely";

/** A scientific specialty: code in the current nomenclature (e.g. `1.2.2`) and its name. */
export interface SpecialtyValue {
  code: string;
  name: string;
}

/** `boards`: dissertation councils. */
export interface BoardsTable {
  id: Generated<number>;
  code: string;
  name: string;
  organization: string;
  specialties: ColumnType<SpecialtyValue[], string, string>;
  created_at: Generated<Date>;
  archived_at: Date | null;
  rule_set_code: Generated<string>;
  /** Состав утвержден в количестве: the approved size; null: not entered yet. */
  approved_size: number | null;
  /** The order that approved the composition, e.g. «приказ Минобрнауки России № 1234/нк». */
  approved_order: string | null;
  /** The date of that order. */
  approved_on: ColumnType<Date | null, string | Date | null, string | Date | null>;
  /** lower(code name organization), kept by PostgreSQL for the list's search. */
  search_text: GeneratedAlways<string>;
}

/** `rule_sets`: voting rules as data; see polls/rules.ts for their meaning. */
export interface RuleSetsTable {
  code: string;
  name: string;
  list_quorum_num: number;
  list_quorum_den: number;
  specialty_doctors_candidate: number;
  specialty_doctors_doctoral: number;
  decision_num: number;
  decision_den: number;
  secretary_votes: Generated<boolean>;
  /** Members the council may add for one defense (дополнительно введенные); see boards/composition.ts. */
  added_members_max: Generated<number>;
  /** Smallest council the regulation allows (composition warning only). */
  min_members: Generated<number>;
  /** Doctors of science required per specialty of the council (composition warning only). */
  min_specialty_doctors: Generated<number>;
}

/** `board_members`: a council's списочный состав (archived members keep their history). */
export interface BoardMembersTable {
  id: Generated<number>;
  board_id: number;
  fio: string;
  email: string;
  degree: "DOCTOR" | "CANDIDATE";
  degree_title: string;
  academic_title: string | null;
  specialty_code: string;
  position: "CHAIRMAN" | "DEPUTY_CHAIRMAN" | "SECRETARY" | "MEMBER";
  created_at: Generated<Date>;
  archived_at: Date | null;
  /** Set for a member added to the council for this one defense only (дополнительно введенный). */
  added_for_defense_id: number | null;
}

/** `board_secretaries`: which councils a secretar-role user runs. */
export interface BoardSecretariesTable {
  board_id: number;
  user_id: number;
}

export type BoardRow = Selectable<BoardsTable>;
export type RuleSetRow = Selectable<RuleSetsTable>;
export type MemberRow = Selectable<BoardMembersTable>;

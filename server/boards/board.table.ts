import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from "kysely";

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
}

/** `board_secretaries`: which councils a secretar-role user runs. */
export interface BoardSecretariesTable {
  board_id: number;
  user_id: number;
}

export type BoardRow = Selectable<BoardsTable>;
export type RuleSetRow = Selectable<RuleSetsTable>;
export type MemberRow = Selectable<BoardMembersTable>;
export type NewMember = Insertable<BoardMembersTable>;

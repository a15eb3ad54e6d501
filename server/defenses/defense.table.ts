import type { ColumnType, Generated, GeneratedAlways, Selectable } from "kysely";

/** `defenses`: thesis defenses held by a council. */
export interface DefensesTable {
  id: Generated<number>;
  board_id: number;
  /** Соискатель, full name. */
  candidate: string;
  thesis_title: string;
  degree: "CANDIDATE" | "DOCTOR";
  /** Отрасль науки in the genitive, e.g. «технических наук». */
  science_branch: string;
  specialty_code: string;
  specialty_name: string;
  defense_at: Date;
  place: string | null;
  created_at: Generated<Date>;
  /** The board member who is the соискатель, if any: they cannot take part in the vote. */
  candidate_member_id: number | null;
  /** Official opponents, full names with degree and affiliation. */
  opponents: ColumnType<string[], string | undefined, string>;
  leading_organization: string | null;
  archived_at: Date | null;
  /** lower(candidate thesis_title council-code), kept by triggers for the list's search. */
  search_text: GeneratedAlways<string>;
}

export type DefenseRow = Selectable<DefensesTable>;

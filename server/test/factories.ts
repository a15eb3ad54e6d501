import { RULES_1093 } from "../../shared/council.ts";
import { insertUser } from "../auth/user.repository.ts";
import type { RoleName } from "../auth/user.table.ts";
import type { BoardRow, MemberRow } from "../boards/board.table.ts";
import type { DefenseRow } from "../defenses/defense.table.ts";
import type { Db } from "../lib/database.ts";
import { hashPassword } from "../lib/password.ts";

let seq = 0;
const next = () => ++seq;

/** A user with a known password. */
export interface BuiltUser {
  id: number;
  email: string;
  password: string;
}

let cachedHash: Promise<string> | undefined;
/** The password of every user the factories build. */
export const TEST_PASSWORD = "correct horse battery";

/** Inserts a user holding `roles` (none: a plain user); all share one password hash for speed. */
export async function buildUser(
  db: Db,
  roles: RoleName[] = [],
  email = `user${next()}@test.local`,
): Promise<BuiltUser> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const id = await insertUser(
    db,
    { email, fio: `Пользователь ${email}`, password_hash: await cachedHash, disabled_at: null },
    roles,
  );
  return { id, email, password: TEST_PASSWORD };
}

/** Inserts a council with `memberCount` members (first: chairman), optionally run by `secretaryId`. */
export async function buildBoard(
  db: Db,
  opts: { memberCount?: number; secretaryId?: number; doctors?: number; ruleSetCode?: string } = {},
): Promise<{ board: BoardRow; members: MemberRow[] }> {
  const n = next();
  const board = await db
    .insertInto("boards")
    .values({
      code: `24.2.${String(n).padStart(3, "0")}.01`,
      name: `Совет ${n}`,
      organization: "Тестовый университет",
      specialties: JSON.stringify([{ code: "1.2.2", name: "Математическое моделирование" }]),
      archived_at: null,
      ...(opts.ruleSetCode ? { rule_set_code: opts.ruleSetCode } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const count = opts.memberCount ?? 5;
  const doctors = opts.doctors ?? count;
  const members =
    count === 0
      ? []
      : await db
          .insertInto("board_members")
          .values(
            Array.from({ length: count }, (_, i) => ({
              board_id: board.id,
              fio: `Членов Член ${n}-${i + 1}`,
              email: `member${n}-${i + 1}@test.local`,
              degree: i < doctors ? ("DOCTOR" as const) : ("CANDIDATE" as const),
              degree_title:
                i < doctors ? "доктор физико-математических наук" : "кандидат физико-математических наук",
              academic_title: "профессор",
              specialty_code: "1.2.2",
              position:
                i === 0 ? ("CHAIRMAN" as const) : i === 1 ? ("SECRETARY" as const) : ("MEMBER" as const),
              archived_at: null,
            })),
          )
          .returningAll()
          .execute();
  if (opts.secretaryId) {
    await db
      .insertInto("board_secretaries")
      .values({ board_id: board.id, user_id: opts.secretaryId })
      .execute();
  }
  return { board, members };
}

/**
 * Inserts a defense of `boardId` (default: кандидатская in 1.2.2) scheduled for now, so that its
 * vote, held today, opens without confirming another day (`at` for a sitting on another day).
 */
export function buildDefense(
  db: Db,
  boardId: number,
  opts: { degree?: "CANDIDATE" | "DOCTOR"; candidateMemberId?: number; at?: Date } = {},
): Promise<DefenseRow> {
  return db
    .insertInto("defenses")
    .values({
      board_id: boardId,
      candidate: `Соискатель ${next()}`,
      thesis_title: "Численные методы для тестов",
      degree: opts.degree ?? "CANDIDATE",
      candidate_member_id: opts.candidateMemberId ?? null,
      science_branch: "физико-математических наук",
      specialty_code: "1.2.2",
      specialty_name: "Математическое моделирование, численные методы и комплексы программ",
      defense_at: opts.at ?? new Date(),
      place: "Ауд. 101",
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Inserts a rule set (defaults: those of Положение № 1093) and returns its code. */
export async function buildRuleSet(db: Db, overrides: { secretary_votes?: boolean } = {}): Promise<string> {
  const code = `test-${next()}`;
  await db
    .insertInto("rule_sets")
    .values({
      code,
      name: `Правила ${code}`,
      list_quorum_num: RULES_1093.listQuorum.num,
      list_quorum_den: RULES_1093.listQuorum.den,
      specialty_doctors_candidate: RULES_1093.specialtyDoctors.CANDIDATE,
      specialty_doctors_doctoral: RULES_1093.specialtyDoctors.DOCTOR,
      decision_num: RULES_1093.decisionThreshold.num,
      decision_den: RULES_1093.decisionThreshold.den,
      ...overrides,
    })
    .execute();
  return code;
}

import type {
  Choice,
  Decision,
  DefenseDegree,
  InviteDelivery,
  MemberPosition,
  PollStatus,
  Role,
} from "../__generated__/graphql";

/** Russian names of a poll's states, as the secretary sees them. */
export const pollStatusLabel: Record<PollStatus, string> = {
  DRAFT: "Черновик",
  OPEN: "Голосование открыто",
  CLOSED: "Голосование закрыто",
  ANNULLED: "Голосование аннулировано",
};

/** A member's place in the council. */
export const positionLabel: Record<MemberPosition, string> = {
  CHAIRMAN: "Председатель",
  DEPUTY_CHAIRMAN: "Заместитель председателя",
  SECRETARY: "Ученый секретарь",
  MEMBER: "Член совета",
};

/** The degree sought, in the nominative: «кандидат» + отрасль = «кандидат физико-математических наук». */
export const defenseDegreeLabel: Record<DefenseDegree, string> = {
  CANDIDATE: "кандидат",
  DOCTOR: "доктор",
};

/** The degree sought, in the genitive: «степени кандидата (доктора) … наук». */
export const defenseDegreeGenitive: Record<DefenseDegree, string> = {
  CANDIDATE: "кандидата",
  DOCTOR: "доктора",
};

/** The council's decision on a closed vote, as the secretary and the protocol state it. */
export const decisionLabel: Record<Decision, string> = {
  POSITIVE: "Решение положительное",
  NEGATIVE: "Решение отрицательное",
  NO_QUORUM: "Нет кворума — решение не принимается",
};

/** Delivery of an invite email. */
export const deliveryLabel: Record<InviteDelivery, string> = {
  QUEUED: "в очереди",
  SENT: "отправлено",
  FAILED: "ошибка",
};

/** Ballot options. */
export const choiceLabel: Record<Choice, string> = {
  FOR: "За",
  AGAINST: "Против",
};

/** The full degree sought, e.g. «кандидат физико-математических наук». */
export function degreeSought(degree: DefenseDegree, scienceBranch: string): string {
  return `${defenseDegreeLabel[degree]} ${scienceBranch}`;
}

/** Staff roles, as the admin desk names them. */
export const roleLabel: Record<Role, string> = {
  ADMIN: "Администратор",
  SECRETAR: "Ученый секретарь",
};

/** A council member's degree, as chosen in the member form. */
export const academicDegreeLabel: Record<"DOCTOR" | "CANDIDATE", string> = {
  DOCTOR: "доктор наук",
  CANDIDATE: "кандидат наук",
};

/** The kinds of objects in the audit log. */
export const auditEntityLabel: Record<string, string> = {
  board: "Совет",
  member: "Член совета",
  defense: "Защита",
  user: "Учетная запись",
};

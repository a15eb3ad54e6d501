import type { AuditAction, AuditActionGroup } from "../../../shared/audit.ts";
import type { Choice } from "../__generated__/fetch/poll/graphql";
import type {
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
const defenseDegreeLabel: Record<DefenseDegree, string> = {
  CANDIDATE: "кандидат",
  DOCTOR: "доктор",
};

/** The council's decision on a closed vote, as the secretary and the protocol state it. */
export const decisionLabel: Record<Decision, string> = {
  POSITIVE: "Решение положительное",
  NEGATIVE: "Решение отрицательное",
  NO_QUORUM: "Нет кворума — решение не принимается",
};

/** An invite's letter as the secretary sees its delivery: queued, sent, or failed (and retried). */
export const deliveryLabel: Record<InviteDelivery, string> = {
  QUEUED: "в очереди",
  SENT: "отправлено",
  FAILED: "ошибка",
};

/** The ballot's answers as the ballot and the results print them. */
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

/**
 * What each audit action means, in Russian, in the order the filter lists them: every action
 * the server writes (shared/audit.ts), so one without its label fails to compile.
 */
export const auditActionLabel: Record<AuditAction, string> = {
  "board.create": "Совет создан",
  "board.update": "Совет изменен",
  "board.archive": "Совет в архиве",
  "board.restore": "Совет возвращен из архива",
  "member.create": "Член совета добавлен",
  "member.update": "Член совета изменен",
  "member.archive": "Член совета выведен из состава",
  "member.restore": "Член совета возвращен в состав",
  "member.import": "Состав загружен из файла",
  "member.add_for_defense": "Член совета введен для защиты",
  "defense.create": "Защита назначена",
  "defense.update": "Защита изменена",
  "defense.archive": "Защита отменена",
  "defense.restore": "Защита восстановлена",
  "poll.roll": "Явочный лист сохранен",
  "poll.commission": "Счетная комиссия избрана",
  "poll.commission.resend": "Ссылки счетной комиссии отправлены заново",
  "poll.commission.replace": "Член счетной комиссии заменен",
  "poll.key": "Ключ счетной комиссии сформирован",
  "poll.key.complaint": "Формирование ключа остановлено жалобой члена комиссии",
  "poll.key.restart": "Формирование ключа начато заново",
  "poll.key.spoken": "Записано: член счетной комиссии сказал вслух, что код совпал",
  "poll.open": "Голосование открыто",
  "poll.invites": "Приглашения отправлены",
  "poll.resend": "Ссылки отправлены заново",
  "poll.close": "Голосование закрыто секретарем",
  "poll.close.deadline": "Голосование закрыто по сроку",
  "poll.close.complete": "Голосование закрыто: проголосовали все",
  "poll.tally": "Урна вскрыта, итог подсчитан",
  "poll.annul": "Голосование аннулировано",
  "poll.protocol": "Протокол выгружен в PDF",
  "user.register": "Регистрация подтверждена",
  "user.create": "Учетная запись создана",
  "user.roles": "Роли изменены",
  "user.boards": "Советы секретаря изменены",
  "user.disable": "Учетная запись отключена",
  "user.enable": "Учетная запись включена",
  "user.sessions.end": "Сеансы завершены",
  "user.password_reset": "Пароль изменен по ссылке",
  "api_token.create": "API-токен выпущен",
  "api_token.revoke": "API-токен отозван",
};

/** The groups of actions, for the filter: every action of the group, as the log groups them. */
export const auditActionGroupLabel: Record<AuditActionGroup, string> = {
  board: "Все действия с советами",
  member: "Все действия с членами совета",
  defense: "Все действия с защитами",
  poll: "Все действия с голосованиями",
  user: "Все действия с учетными записями",
  api_token: "Все действия с API-токенами",
};

/** The kinds of objects in the audit log. */
export const auditEntityLabel: Record<string, string> = {
  board: "Совет",
  member: "Член совета",
  defense: "Защита",
  user: "Учетная запись",
};

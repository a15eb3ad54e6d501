// Every action the audit log records, written once: the server's `audit()` takes only these,
// the schema's `AuditAction` enum spells each of them (server/audit/audit.resolvers.ts fails to
// compile if the two lists differ), and the web names each in Russian in a
// `Record<AuditAction, string>` (web/src/lib/labels.ts). No dependencies: the web may import
// this module (never anything under server/).

/**
 * The actions, as the log stores them and REST (`/api/v1/admin/audit.csv`) writes and filters
 * them: `<group>.<act>`, the group being the kind of object acted on. Add new ones; never
 * rename or remove one, because the log keeps every row written with it.
 */
export const AUDIT_ACTIONS = [
  "board.create",
  "board.update",
  "board.archive",
  "board.restore",
  "member.create",
  "member.update",
  "member.archive",
  "member.restore",
  "member.import",
  "member.add_for_defense",
  "defense.create",
  "defense.update",
  "defense.archive",
  "defense.restore",
  "poll.roll",
  "poll.commission",
  "poll.commission.resend",
  "poll.commission.replace",
  "poll.key",
  "poll.key.complaint",
  "poll.key.restart",
  "poll.key.spoken",
  "poll.open",
  "poll.invites",
  "poll.resend",
  "poll.close",
  "poll.close.deadline",
  "poll.close.complete",
  "poll.tally",
  "poll.annul",
  "poll.protocol",
  "user.register",
  "user.create",
  "user.roles",
  "user.boards",
  "user.disable",
  "user.enable",
  "user.sessions.end",
  "user.password_reset",
  "api_token.create",
  "api_token.revoke",
] as const;

/** An action of the audit log, e.g. `poll.key.complaint`. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `a.b.c` → `a_b_c`. */
type Underscored<S extends string> = S extends `${infer Head}.${infer Tail}`
  ? `${Head}_${Underscored<Tail>}`
  : S;

/**
 * An action as the GraphQL enum `AuditAction` spells it (a GraphQL name cannot hold a dot):
 * upper case, dots as underscores, e.g. `poll.key.complaint` → `POLL_KEY_COMPLAINT`.
 */
export type AuditActionEnum<A extends string = AuditAction> = A extends string
  ? Uppercase<Underscored<A>>
  : never;

/** The GraphQL enum value of an action: `poll.key.complaint` → `POLL_KEY_COMPLAINT`. */
export function auditActionEnum<A extends AuditAction>(action: A): AuditActionEnum<A> {
  return action.replaceAll(".", "_").toUpperCase() as AuditActionEnum<A>;
}

/**
 * Each GraphQL enum value with the action it stands for (the spelling is one-to-one: no two
 * actions differ only by a dot and an underscore).
 */
export const AUDIT_ACTION_BY_ENUM = Object.fromEntries(AUDIT_ACTIONS.map((a) => [auditActionEnum(a), a])) as {
  readonly [A in AuditAction as AuditActionEnum<A>]: A;
};

/** The group of an action: the kind of object acted on, the part before the first dot. */
type GroupOf<A extends string> = A extends `${infer Group}.${string}` ? Group : never;

/** A group of actions, e.g. `poll` (every action on a defense's vote), `api_token`. */
export type AuditActionGroup = GroupOf<AuditAction>;

/** The groups, in the order of {@link AUDIT_ACTIONS}. */
export const AUDIT_ACTION_GROUPS = [
  ...new Set(AUDIT_ACTIONS.map((a) => a.slice(0, a.indexOf(".")))),
] as AuditActionGroup[];

/**
 * The actions whose name starts with `prefix`, as the log's filters have always read an action
 * (REST's `?action=poll.` is every action of a vote, `?action=poll.close` the three ways a vote
 * closes); none for a prefix no action has.
 */
export function auditActionsWithPrefix(prefix: string): AuditAction[] {
  return AUDIT_ACTIONS.filter((a) => a.startsWith(prefix));
}

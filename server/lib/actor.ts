import type { RoleName, UserRow } from "../auth/user.table.ts";

/**
 * The user a service acts for, built once per request by the API layer (GraphQL resolvers and,
 * through them, REST routes) or given by a job or a test: the signed-in user and the councils
 * they run as ученый секретарь. Every service function takes `(deps, actor, …)`; `null` is a
 * guest (sign-in, registration, a ballot or commission link).
 */
export interface Actor {
  user: UserRow;
  /** The councils the user runs as secretary; empty without the SECRETAR role. */
  ownBoardIds: readonly number[];
}

/** Whether the actor holds `role`; a guest (null) holds none. */
export function hasRole(actor: Actor | null, role: RoleName): boolean {
  return actor?.user.roles.includes(role) ?? false;
}

/** The user to record in the audit log for an action by `actor` (null: the system or a guest). */
export function auditUser(actor: Actor | null): UserRow | null {
  return actor?.user ?? null;
}

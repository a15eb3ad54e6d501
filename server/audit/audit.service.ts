import type { UserRow } from "../auth/user.table.ts";
import type { Db } from "../lib/database.ts";
import { appendAudit } from "./audit.repository.ts";

/** Who acted: a staff user, or the system (a deadline, the last ballot) when null. */
export type AuditActor = Pick<UserRow, "id" | "email"> | null;

/**
 * Appends one audit entry inside the caller's transaction, so it commits with the change it
 * describes. `before`/`after` are the object's fields (never a ballot choice or a token).
 */
export function audit(
  db: Db,
  actor: AuditActor,
  action: string,
  entity: string,
  entityId: string | number | null,
  change: { before?: unknown; after?: unknown } = {},
): Promise<void> {
  return appendAudit(db, [
    {
      actorId: actor?.id ?? null,
      actor: actor?.email ?? "система",
      action,
      entity,
      entityId,
      before: change.before,
      after: change.after,
    },
  ]);
}

import type { ColumnType, Generated, Selectable } from "kysely";
import type { AuditAction } from "../../shared/audit.ts";

/** A JSON value as stored in `jsonb`. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * `audit_log`: every change made by staff and every poll event, appended and never changed
 * (a trigger refuses UPDATE, DELETE and TRUNCATE). Never holds a ballot choice or a token.
 */
export interface AuditLogTable {
  id: Generated<number>;
  at: Generated<Date>;
  /** The staff user who acted; null for the system (deadline, last ballot). */
  actor_id: number | null;
  /** Who acted, as shown: the user's email, or «система». */
  actor: string;
  /** What happened, e.g. `board.create`, `poll.close`: one of shared/audit.ts's list. */
  action: AuditAction;
  /** The kind of object: board, member, defense, user, poll. */
  entity: string;
  entity_id: string | null;
  before: ColumnType<JsonValue | null, string | null, never>;
  after: ColumnType<JsonValue | null, string | null, never>;
}

export type AuditRow = Selectable<AuditLogTable>;

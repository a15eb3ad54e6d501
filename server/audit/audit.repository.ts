import { sql } from "kysely";
import type { AuditAction } from "../../shared/audit.ts";
import { countMatches } from "../lib/database.paging.ts";
import type { Db } from "../lib/database.ts";
import type { ListTotal } from "../lib/paging.ts";
import type { AuditRow, JsonValue } from "./audit.table.ts";

/** One entry to append. */
export interface AuditEntry {
  actorId: number | null;
  actor: string;
  action: AuditAction;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Appends entries to the audit log (inside the caller's transaction, so they commit with the change). */
export async function appendAudit(db: Db, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto("audit_log")
    .values(
      entries.map((e) => ({
        actor_id: e.actorId,
        actor: e.actor,
        action: e.action,
        entity: e.entity,
        entity_id: e.entityId === null ? null : String(e.entityId),
        before: e.before === undefined ? null : JSON.stringify(e.before),
        after: e.after === undefined ? null : JSON.stringify(e.after),
      })),
    )
    .execute();
}

/** Filters of the audit log; all optional. */
export interface AuditFilter {
  entity?: string | null;
  entityId?: string | null;
  actorId?: number | null;
  /** Only these actions; null: every action; an empty list: none. */
  actions?: readonly AuditAction[] | null;
  from?: Date | null;
  to?: Date | null;
}

function filtered(db: Db, f: AuditFilter) {
  let q = db.selectFrom("audit_log");
  if (f.entity) q = q.where("entity", "=", f.entity);
  if (f.entityId) q = q.where("entity_id", "=", f.entityId);
  if (f.actorId) q = q.where("actor_id", "=", f.actorId);
  if (f.actions) q = f.actions.length ? q.where("action", "in", f.actions) : q.where(sql<boolean>`false`);
  if (f.from) q = q.where("at", ">=", f.from);
  if (f.to) q = q.where("at", "<", f.to);
  return q;
}

/**
 * A page of the audit log, newest first, with the total matching as far as
 * {@link countMatches} counts (the log only grows). Two statements, run side by side.
 */
export async function listAudit(
  db: Db,
  f: AuditFilter,
  offset: number,
  limit: number,
): Promise<{ items: AuditRow[] } & ListTotal> {
  const [items, total] = await Promise.all([
    filtered(db, f).selectAll().orderBy("id", "desc").offset(offset).limit(limit).execute(),
    countMatches(db, filtered(db, f), { offset, limit }),
  ]);
  return { items, ...total };
}

/** Every matching entry, oldest first, streamed in chunks (for the CSV export). */
export async function* streamAudit(db: Db, f: AuditFilter, chunk = 1000): AsyncGenerator<AuditRow[]> {
  let after = 0;
  for (;;) {
    const rows = await filtered(db, f)
      .selectAll()
      .where("id", ">", after)
      .orderBy("id")
      .limit(chunk)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

export type { JsonValue };

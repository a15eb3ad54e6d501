import type { AuditAction } from "../../shared/audit.ts";
import type { UserRow } from "../auth/user.table.ts";
import type { Actor } from "../lib/actor.ts";
import type { Db } from "../lib/database.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { dateRange } from "../lib/fields.ts";
import { parseInput } from "../lib/validation.ts";
import { type AuditFilter, appendAudit, listAudit, streamAudit } from "./audit.repository.ts";

/** Who acted: a staff user, or the system (a deadline, the last ballot) when null. */
export type AuditActor = Pick<UserRow, "id" | "email"> | null;

/**
 * Appends one audit entry inside the caller's transaction, so it commits with the change it
 * describes. `action` is one of shared/audit.ts's list (a new action is added there first, and
 * the schema's enum and the journal's labels then fail to compile until they name it);
 * `before`/`after` are the object's fields (never a ballot choice or a token).
 */
export function audit(
  db: Db,
  actor: AuditActor,
  action: AuditAction,
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

/** The audit log's filters as GraphQL and REST pass them: a blank string or null means none. */
export interface AuditFilterArgs {
  entity?: string | null;
  entityId?: string | null;
  /** Only these actions; null: every action; empty: none. */
  action?: readonly AuditAction[] | null;
  /** ISO 8601 date-time, inclusive. */
  from?: string | null;
  /** ISO 8601 date-time, exclusive. */
  to?: string | null;
}

/** The longest CSV export, in rows. */
const CSV_MAX_ROWS = 100_000;

/** @throws AppError BAD_USER_INPUT for a date that does not parse */
function filterOf(a: AuditFilterArgs): AuditFilter {
  return {
    entity: a.entity?.trim() || null,
    entityId: a.entityId?.trim() || null,
    actions: a.action ?? null,
    ...parseInput(dateRange, { from: a.from, to: a.to }),
  };
}

/**
 * A page of the audit log (admin), newest first, with its total as {@link listAudit} counts it.
 * @throws AppError BAD_USER_INPUT for a malformed date
 */
export function listAuditLog(
  deps: Pick<ServiceDeps, "db">,
  _actor: Actor | null,
  args: AuditFilterArgs,
  page: { offset: number; limit: number },
) {
  return listAudit(deps.db, filterOf(args), page.offset, page.limit);
}

/** An entry's before/after as the API shows it: JSON text, or null when there is none. */
export const json = (v: unknown): string | null => (v === null || v === undefined ? null : JSON.stringify(v));

/**
 * The audit log as CSV (admin), oldest first, at most 100 000 rows: a BOM and `;` between
 * fields, what Excel in a Russian locale opens correctly.
 * @throws AppError BAD_USER_INPUT for a malformed date
 */
export async function auditLogCsv(
  deps: Pick<ServiceDeps, "db">,
  _actor: Actor | null,
  args: AuditFilterArgs,
): Promise<string> {
  // Loaded on the first export, not held by every server from its start.
  const { stringify } = await import("csv-stringify/sync");
  const lines = [
    stringify([["id", "время", "кто", "действие", "объект", "id объекта", "до", "после"]], {
      delimiter: ";",
    }),
  ];
  let rows = 0;
  for await (const chunk of streamAudit(deps.db, filterOf(args))) {
    lines.push(
      stringify(
        chunk.map((r) => [
          r.id,
          r.at.toISOString(),
          r.actor,
          r.action,
          r.entity,
          r.entity_id ?? "",
          json(r.before) ?? "",
          json(r.after) ?? "",
        ]),
        { delimiter: ";" },
      ),
    );
    rows += chunk.length;
    if (rows >= CSV_MAX_ROWS) break;
  }
  return `\uFEFF${lines.join("")}`;
}

import { stringify } from "csv-stringify/sync";
import dayjs from "dayjs";
import type { AuditEntryResolvers, QueryResolvers } from "../__generated__/resolvers-types.ts";
import type { DefenseRow } from "../defenses/defense.table.ts";
import { optionalDate } from "../lib/fields.ts";
import { pageArgs } from "../lib/paging.ts";
import { shortFio } from "../lib/russian.ts";
import { parseInput } from "../lib/validation.ts";
import { type AuditFilter, listAudit, streamAudit } from "./audit.repository.ts";

/** The longest CSV export, in rows. */
const CSV_MAX_ROWS = 100_000;

function filterOf(a: {
  entity?: string | null;
  entityId?: string | null;
  action?: string | null;
  from?: string | null;
  to?: string | null;
}): AuditFilter {
  return {
    entity: a.entity?.trim() || null,
    entityId: a.entityId?.trim() || null,
    action: a.action?.trim() || null,
    from: parseInput(optionalDate("С"), a.from),
    to: parseInput(optionalDate("По"), a.to),
  };
}

/** «Защита: Кузнецова А. С., 30.11.2026»: the соискатель and the sitting's day (as the protocol dates it). */
function defenseSubject(d: DefenseRow): string {
  return `Защита: ${shortFio(d.candidate)}, ${dayjs(d.defense_at).format("DD.MM.YYYY")}`;
}

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

export const Query: QueryResolvers = {
  auditLog: (_p, a, ctx) => {
    const { offset, limit } = pageArgs(a);
    return listAudit(ctx.db, filterOf(a), offset, limit);
  },
  async auditLogCsv(_p, a, ctx) {
    // Semicolon and a BOM: what Excel in a Russian locale opens correctly.
    const lines = [
      stringify([["id", "время", "кто", "действие", "объект", "id объекта", "до", "после"]], {
        delimiter: ";",
      }),
    ];
    let rows = 0;
    for await (const chunk of streamAudit(ctx.db, filterOf(a))) {
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
  },
};

export const AuditEntry: AuditEntryResolvers = {
  id: (r) => String(r.id),
  async subject(r, _a, ctx) {
    const id = Number(r.entity_id);
    if (!r.entity_id || !Number.isSafeInteger(id)) return null;
    switch (r.entity) {
      case "defense": {
        const d = await ctx.loaders.defense.load(id);
        return d ? defenseSubject(d) : null;
      }
      case "board": {
        const b = await ctx.loaders.board.load(id);
        return b ? `Совет ${b.code}` : null;
      }
      case "member": {
        const m = await ctx.loaders.member.load(id);
        return m ? `Член совета: ${shortFio(m.fio)}` : null;
      }
      case "user": {
        const u = await ctx.loaders.user.load(id);
        return u ? `Учетная запись: ${u.email}` : null;
      }
      default:
        return null;
    }
  },
  at: (r) => r.at.toISOString(),
  entityId: (r) => r.entity_id,
  before: (r) => json(r.before),
  after: (r) => json(r.after),
};

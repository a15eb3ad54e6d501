import dayjs from "dayjs";
import type { AuditEntryResolvers, QueryResolvers } from "../__generated__/resolvers-types.ts";
import type { DefenseRow } from "../defenses/defense.table.ts";
import { pageArgs } from "../lib/paging.ts";
import { shortFio } from "../lib/russian.ts";
import { auditLogCsv, json, listAuditLog } from "./audit.service.ts";

/** «Защита: Кузнецова А. С., 30.11.2026»: the соискатель and the sitting's day (as the protocol dates it). */
function defenseSubject(d: DefenseRow): string {
  return `Защита: ${shortFio(d.candidate)}, ${dayjs(d.defense_at).format("DD.MM.YYYY")}`;
}

export const Query: QueryResolvers = {
  auditLog: async (_p, a, ctx) => listAuditLog(ctx, await ctx.actor(), a, pageArgs(a)),
  auditLogCsv: async (_p, a, ctx) => auditLogCsv(ctx, await ctx.actor(), a),
};

export const AuditEntry: AuditEntryResolvers = {
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

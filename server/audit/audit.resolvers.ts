import dayjs from "dayjs";
import { AUDIT_ACTION_BY_ENUM } from "../../shared/audit.ts";
import type {
  AuditActionResolvers,
  AuditEntryResolvers,
  QueryResolvers,
} from "../__generated__/resolvers-types.ts";
import type { DefenseRow } from "../defenses/defense.table.ts";
import { pageArgs } from "../lib/paging.ts";
import { shortFio } from "../lib/russian.ts";
import { auditLogCsv, json, listAuditLog } from "./audit.service.ts";

/** «Защита: Кузнецова А. С., 30.11.2026»: the соискатель and the day the sitting was scheduled for. */
function defenseSubject(d: DefenseRow): string {
  return `Защита: ${shortFio(d.candidate)}, ${dayjs(d.defense_at).format("DD.MM.YYYY")}`;
}

/**
 * The schema's `AuditAction` enum, each value standing for the action's name in the log
 * (shared/audit.ts): resolvers read and return the names. Typed both ways, so a value the
 * schema has and the list lacks, or an action the list has and the schema lacks, fails to
 * compile (see the assertion below).
 */
export const AuditAction: AuditActionResolvers = AUDIT_ACTION_BY_ENUM;

/** The schema's enum values and shared/audit.ts's list are the same set (a type error otherwise). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaNamesEveryAction: Same<keyof AuditActionResolvers, keyof typeof AUDIT_ACTION_BY_ENUM> = true;
void schemaNamesEveryAction;

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

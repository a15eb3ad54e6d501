import type { DefenseResolvers, QueryResolvers } from "../__generated__/resolvers-types.ts";
import type { MemberRow } from "../boards/board.table.ts";
import { fail } from "../lib/errors.ts";
import { parseId } from "../lib/ids.ts";
import { buildProtocol } from "../polls/protocol.service.ts";
import { getDefense, getOwnDefense, listAllDefenses, listOwnDefenses } from "./defense.service.ts";

export const Query: QueryResolvers = {
  adminDefenses: (_p, _a, ctx) => listAllDefenses(ctx),
  adminDefense: (_p, { id }, ctx) => getDefense(ctx, parseId(id, "Защита не найдена.")),
  secretarDefenses: (_p, _a, ctx) => listOwnDefenses(ctx),
  secretarDefense: (_p, { id }, ctx) => getOwnDefense(ctx, parseId(id, "Защита не найдена.")),
};

export const Defense: DefenseResolvers = {
  id: (d) => String(d.id),
  async board(d, _a, ctx) {
    const board = await ctx.loaders.board.load(d.board_id);
    if (!board) throw fail.notFound("Совет не найден.");
    return board;
  },
  thesisTitle: (d) => d.thesis_title,
  scienceBranch: (d) => d.science_branch,
  specialty: (d) => ({ code: d.specialty_code, name: d.specialty_name }),
  defenseAt: (d) => d.defense_at.toISOString(),
  resultPolls: (d, _a, ctx) => ctx.loaders.resultOfDefense.load(d.id),
  invites: (d, _a, ctx) => ctx.loaders.invitesOfDefense.load(d.id),
  async commission(d, _a, ctx) {
    const ids = await ctx.loaders.commissionOfDefense.load(d.id);
    return (await ctx.loaders.member.loadMany(ids)).filter(
      (m): m is MemberRow => m !== undefined && !(m instanceof Error),
    );
  },
  candidateMember: async (d, _a, ctx) =>
    d.candidate_member_id === null ? null : ((await ctx.loaders.member.load(d.candidate_member_id)) ?? null),
  protocol: (d, _a, ctx) => buildProtocol(ctx, d),
};

import type {
  DefenseResolvers,
  MutationResolvers,
  QueryResolvers,
  SubscriptionResolvers,
} from "../__generated__/resolvers-types.ts";
import { liveField } from "../graphql/live.ts";
import { loaderReads } from "../graphql/loaders.ts";
import { fail } from "../lib/errors.ts";
import { dateRange } from "../lib/fields.ts";
import { parseId } from "../lib/ids.ts";
import { pageArgs } from "../lib/paging.ts";
import { DEFENSE_PARTS, defenseTopic } from "../lib/topics.ts";
import { parseInput } from "../lib/validation.ts";
import { credentialCount, pollEncryption } from "../polls/encryption.service.ts";
import { buildProtocol } from "../polls/protocol.service.ts";
import { addMemberForDefense } from "./added-member.service.ts";
import {
  createDefense,
  editDefense,
  getDefense,
  getOwnDefense,
  listDefenses,
  listOwnDefenses,
  setDefenseArchived,
} from "./defense.service.ts";

const defenseId = (id: string) => parseId(id, "Защита не найдена.");

export const Query: QueryResolvers = {
  adminDefenses: async (_p, a, ctx) =>
    listDefenses(ctx, await ctx.actor(), {
      search: a.search,
      boardId: a.boardId ? parseId(a.boardId, "Совет не найден.") : null,
      ...parseInput(dateRange, { from: a.from, to: a.to }),
      archived: a.archived,
      sort: a.sort ?? "DEFENSE_AT",
      desc: (a.direction ?? "DESC") === "DESC",
      ...pageArgs(a),
    }),
  adminDefense: async (_p, { id }, ctx) => getDefense(ctx, await ctx.actor(), defenseId(id)),
  secretarDefenses: async (_p, _a, ctx) => listOwnDefenses(ctx, await ctx.actor()),
  secretarDefense: async (_p, { id }, ctx) => getOwnDefense(ctx, await ctx.actor(), defenseId(id)),
};

// Live updates of the sitting (graphql/live.ts): the defense as its query reads it, at once and
// again at every change; @auth wraps both `subscribe` and each answer's `resolve`.
export const Subscription: SubscriptionResolvers = {
  secretarDefenseChanged: liveField(
    async (ctx, { id }: { id: string }) => getOwnDefense(ctx, await ctx.actor(), defenseId(id)),
    (d) => DEFENSE_PARTS.map((part) => defenseTopic(d.id, part)),
  ),
  adminDefenseChanged: liveField(
    async (ctx, { id }: { id: string }) => getDefense(ctx, await ctx.actor(), defenseId(id)),
    (d) => DEFENSE_PARTS.map((part) => defenseTopic(d.id, part)),
  ),
};

export const Mutation: MutationResolvers = {
  createDefense: async (_p, { input }, ctx) => createDefense(ctx, await ctx.actor(), input),
  updateDefense: async (_p, { id, input }, ctx) => editDefense(ctx, await ctx.actor(), defenseId(id), input),
  archiveDefense: async (_p, { id, archived }, ctx) =>
    setDefenseArchived(ctx, await ctx.actor(), defenseId(id), archived ?? true),
  addDefenseMember: async (_p, { defenseId: id, input }, ctx) =>
    addMemberForDefense(ctx, await ctx.actor(), defenseId(id), input),
};

export const Defense: DefenseResolvers = {
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
  commission: (d, _a, ctx) => ctx.loaders.commissionOfDefense.load(d.id),
  candidateMember: async (d, _a, ctx) =>
    d.candidate_member_id === null ? null : ((await ctx.loaders.member.load(d.candidate_member_id)) ?? null),
  // Built from the request's loaders: the page has read the tally, council, commission, rounds
  // and roll for itself, so the protocol adds no statement.
  protocol: async (d, _a, ctx) => buildProtocol(ctx, await ctx.actor(), d, loaderReads(ctx.loaders)),
  // The current round's key ceremony: its seats with their poll's key facts, one statement per page.
  encryption: async (d, _a, ctx) => pollEncryption(ctx, null, await ctx.loaders.trusteesOfDefense.load(d.id)),
  votingKeys: async (d, _a, ctx) => {
    const current = (await ctx.loaders.pollsOfDefense.load(d.id)).at(-1);
    return current ? credentialCount(ctx, null, current.id) : 0;
  },
  roll: (d, _a, ctx) => ctx.loaders.rollOfDefense.load(d.id),
  addedMembers: (d, _a, ctx) => ctx.loaders.addedMembersOfDefense.load(d.id),
  pollHistory: (d, _a, ctx) => ctx.loaders.pollsOfDefense.load(d.id),
  leadingOrganization: (d) => d.leading_organization,
  archived: (d) => d.archived_at !== null,
};

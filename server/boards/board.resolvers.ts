import type {
  BoardMemberResolvers,
  BoardResolvers,
  MutationResolvers,
  QueryResolvers,
  RuleSetResolvers,
} from "../__generated__/resolvers-types.ts";
import { parseId } from "../lib/ids.ts";
import { found } from "../lib/loaded.ts";
import { pageArgs } from "../lib/paging.ts";
import { declineFio, genderOf } from "../lib/russian.ts";
import {
  boardWarnings,
  createBoard,
  editBoard,
  getBoard,
  getOwnBoard,
  listBoards,
  listOwnBoards,
  listRuleSets,
  setBoardArchived,
} from "./board.service.ts";
import { addMember, editMember, setMemberArchived } from "./member.service.ts";
import { importMembers, previewMemberImport } from "./member-import.service.ts";

const boardId = (id: string) => parseId(id, "Совет не найден.");
const memberId = (id: string) => parseId(id, "Член совета не найден.");

export const Query: QueryResolvers = {
  adminBoards: async (_p, a, ctx) =>
    listBoards(ctx, await ctx.actor(), {
      search: a.search,
      archived: a.archived,
      sort: a.sort ?? "CODE",
      desc: a.direction === "DESC",
      ...pageArgs(a),
    }),
  adminBoard: async (_p, { id }, ctx) => getBoard(ctx, await ctx.actor(), boardId(id)),
  secretarBoards: async (_p, _a, ctx) => listOwnBoards(ctx, await ctx.actor()),
  secretarBoard: async (_p, { id }, ctx) => getOwnBoard(ctx, await ctx.actor(), boardId(id)),
  ruleSets: async (_p, _a, ctx) => listRuleSets(ctx, await ctx.actor()),
};

export const Mutation: MutationResolvers = {
  createBoard: async (_p, { input }, ctx) => createBoard(ctx, await ctx.actor(), input),
  updateBoard: async (_p, { id, input }, ctx) => editBoard(ctx, await ctx.actor(), boardId(id), input),
  archiveBoard: async (_p, { id, archived }, ctx) =>
    setBoardArchived(ctx, await ctx.actor(), boardId(id), archived ?? true),
  addMember: async (_p, { boardId: id, input }, ctx) => addMember(ctx, await ctx.actor(), boardId(id), input),
  updateMember: async (_p, { id, input }, ctx) => editMember(ctx, await ctx.actor(), memberId(id), input),
  archiveMember: async (_p, { id, archived }, ctx) =>
    setMemberArchived(ctx, await ctx.actor(), memberId(id), archived ?? true),
  previewMemberImport: async (_p, { boardId: id, file }, ctx) =>
    previewMemberImport(ctx, await ctx.actor(), boardId(id), file),
  importMembers: async (_p, { boardId: id, file }, ctx) =>
    importMembers(ctx, await ctx.actor(), boardId(id), file),
};

export const Board: BoardResolvers = {
  members: (b, _a, ctx) => ctx.loaders.membersOfBoard.load(b.id),
  memberCount: (b, _a, ctx) => ctx.loaders.memberCountOfBoard.load(b.id),
  archivedMembers: (b, _a, ctx) => ctx.loaders.archivedMembersOfBoard.load(b.id),
  async secretaries(b, _a, ctx) {
    return found(await ctx.loaders.user.loadMany(await ctx.loaders.secretaryIdsOfBoard.load(b.id)));
  },
  archived: (b) => b.archived_at !== null,
  approvedSize: (b) => b.approved_size,
  approvedOrder: (b) => b.approved_order,
  approvedOn: (b) => b.approved_on?.toISOString().slice(0, 10) ?? null,
  async compositionWarnings(b, _a, ctx) {
    const [members, rules] = await Promise.all([
      ctx.loaders.membersOfBoard.load(b.id),
      ctx.loaders.ruleSetOfBoard.load(b.id),
    ]);
    return boardWarnings(b, members, rules);
  },
  async ruleSet(b, _a, ctx) {
    const rules = await ctx.loaders.ruleSetOfBoard.load(b.id);
    if (!rules) throw new Error(`board ${b.id} has no rule set`);
    return rules;
  },
};

export const BoardMember: BoardMemberResolvers = {
  degreeTitle: (m) => m.degree_title,
  academicTitle: (m) => m.academic_title,
  specialtyCode: (m) => m.specialty_code,
  archived: (m) => m.archived_at !== null,
  gender: (m) => genderEnum(m.fio),
  fioGenitive: (m) => declineFio(m.fio, "genitive"),
  addedForDefense: (m) => m.added_for_defense_id !== null,
};

/** The GraphQL Gender of a ФИО, from the patronymic (see lib/russian.ts). */
function genderEnum(fio: string): "MALE" | "FEMALE" | null {
  const gender = genderOf(fio);
  return gender === "male" ? "MALE" : gender === "female" ? "FEMALE" : null;
}

export const RuleSet: RuleSetResolvers = {
  listQuorumNum: (r) => r.list_quorum_num,
  listQuorumDen: (r) => r.list_quorum_den,
  specialtyDoctorsCandidate: (r) => r.specialty_doctors_candidate,
  specialtyDoctorsDoctoral: (r) => r.specialty_doctors_doctoral,
  decisionNum: (r) => r.decision_num,
  decisionDen: (r) => r.decision_den,
  secretaryVotes: (r) => r.secretary_votes,
  addedMembersMax: (r) => r.added_members_max,
  minMembers: (r) => r.min_members,
  minSpecialtyDoctors: (r) => r.min_specialty_doctors,
};

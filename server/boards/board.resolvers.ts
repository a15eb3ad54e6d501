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
import { genderOf } from "../lib/russian.ts";
import { findRuleSets } from "./board.repository.ts";
import {
  addMember,
  createBoard,
  editBoard,
  editMember,
  getBoard,
  getOwnBoard,
  listBoards,
  listOwnBoards,
  setBoardArchived,
  setMemberArchived,
} from "./board.service.ts";
import { compositionWarnings } from "./composition.ts";
import { fileBytes, importMembers, importTarget, previewMemberImport } from "./member.import.ts";

const boardId = (id: string) => parseId(id, "Совет не найден.");
const memberId = (id: string) => parseId(id, "Член совета не найден.");

export const Query: QueryResolvers = {
  adminBoards: (_p, a, ctx) =>
    listBoards(ctx, {
      search: a.search,
      archived: a.archived,
      sort: a.sort ?? "CODE",
      desc: a.direction === "DESC",
      ...pageArgs(a),
    }),
  adminBoard: (_p, { id }, ctx) => getBoard(ctx, boardId(id)),
  secretarBoards: (_p, _a, ctx) => listOwnBoards(ctx),
  secretarBoard: (_p, { id }, ctx) => getOwnBoard(ctx, boardId(id)),
  ruleSets: (_p, _a, ctx) => findRuleSets(ctx.db),
};

export const Mutation: MutationResolvers = {
  createBoard: (_p, { input }, ctx) => createBoard(ctx, input),
  updateBoard: (_p, { id, input }, ctx) => editBoard(ctx, boardId(id), input),
  archiveBoard: (_p, { id, archived }, ctx) => setBoardArchived(ctx, boardId(id), archived ?? true),
  addMember: (_p, { boardId: id, input }, ctx) => addMember(ctx, boardId(id), input),
  updateMember: (_p, { id, input }, ctx) => editMember(ctx, memberId(id), input),
  archiveMember: (_p, { id, archived }, ctx) => setMemberArchived(ctx, memberId(id), archived ?? true),
  async previewMemberImport(_p, { boardId: id, file }, ctx) {
    return previewMemberImport(ctx, await importTarget(ctx, boardId(id)), fileBytes(file));
  },
  async importMembers(_p, { boardId: id, file }, ctx) {
    return importMembers(ctx, await importTarget(ctx, boardId(id)), fileBytes(file));
  },
};

export const Board: BoardResolvers = {
  id: (b) => String(b.id),
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
    return rules ? compositionWarnings(b, members, rules) : [];
  },
  async ruleSet(b, _a, ctx) {
    const rules = await ctx.loaders.ruleSetOfBoard.load(b.id);
    if (!rules) throw new Error(`board ${b.id} has no rule set`);
    return rules;
  },
};

export const BoardMember: BoardMemberResolvers = {
  id: (m) => String(m.id),
  degreeTitle: (m) => m.degree_title,
  academicTitle: (m) => m.academic_title,
  specialtyCode: (m) => m.specialty_code,
  archived: (m) => m.archived_at !== null,
  gender: (m) => genderEnum(m.fio),
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

import type {
  BoardMemberResolvers,
  BoardResolvers,
  QueryResolvers,
  RuleSetResolvers,
} from "../__generated__/resolvers-types.ts";
import { parseId } from "../lib/ids.ts";
import { getBoard, getOwnBoard, listAllBoards, listOwnBoards } from "./board.service.ts";

export const Query: QueryResolvers = {
  adminBoards: (_p, _a, ctx) => listAllBoards(ctx),
  adminBoard: (_p, { id }, ctx) => getBoard(ctx, parseId(id, "Совет не найден.")),
  secretarBoards: (_p, _a, ctx) => listOwnBoards(ctx),
  secretarBoard: (_p, { id }, ctx) => getOwnBoard(ctx, parseId(id, "Совет не найден.")),
};

export const Board: BoardResolvers = {
  id: (b) => String(b.id),
  members: (b, _a, ctx) => ctx.loaders.membersOfBoard.load(b.id),
  memberCount: async (b, _a, ctx) => (await ctx.loaders.membersOfBoard.load(b.id)).length,
  async ruleSet(b, _a, ctx) {
    const rules = await ctx.loaders.ruleSetOfBoard.load(b.id);
    if (!rules) throw new Error(`board ${b.id} has no rule set`);
    return rules;
  },
};

export const RuleSet: RuleSetResolvers = {
  listQuorumNum: (r) => r.list_quorum_num,
  listQuorumDen: (r) => r.list_quorum_den,
  specialtyDoctorsCandidate: (r) => r.specialty_doctors_candidate,
  specialtyDoctorsDoctoral: (r) => r.specialty_doctors_doctoral,
  decisionNum: (r) => r.decision_num,
  decisionDen: (r) => r.decision_den,
  secretaryVotes: (r) => r.secretary_votes,
};

export const BoardMember: BoardMemberResolvers = {
  id: (m) => String(m.id),
  degreeTitle: (m) => m.degree_title,
  academicTitle: (m) => m.academic_title,
  specialtyCode: (m) => m.specialty_code,
};

import type {
  MutationResolvers,
  QueryResolvers,
  SecretarResolvers,
  UserResolvers,
} from "../__generated__/resolvers-types.ts";
import { parseId } from "../lib/ids.ts";
import { found } from "../lib/loaded.ts";
import { pageArgs } from "../lib/paging.ts";
import { login, logout } from "./auth.service.ts";
import { getSecretar, listUsers } from "./user.service.ts";

export const Query: QueryResolvers = {
  me: (_p, _a, ctx) => ctx.user,
  adminSecretars: async (_p, a, ctx) =>
    listUsers(ctx, await ctx.actor(), { search: a.search, role: "SECRETAR", ...pageArgs(a) }),
  adminSecretar: async (_p, { id }, ctx) =>
    getSecretar(ctx, await ctx.actor(), parseId(id, "Секретарь не найден.")),
};

export const Mutation: MutationResolvers = {
  async login(_p, args, ctx) {
    const session = await login(ctx, null, { input: args, ip: ctx.ip, deviceToken: ctx.deviceToken });
    await logout(ctx, null, ctx.sessionToken);
    ctx.cookie.set(session.token, session.expiresAt);
    if (session.device) ctx.cookie.setDevice(session.device.token, session.device.expiresAt);
    return session.user;
  },
  async logout(_p, _a, ctx) {
    await logout(ctx, await ctx.actor(), ctx.sessionToken);
    ctx.cookie.clear();
    return true;
  },
};

export const User: UserResolvers = {
  roles: (u) => u.roles.map((role) => ({ role })),
};

export const Secretar: SecretarResolvers = {
  async boards(u, _a, ctx) {
    return found(await ctx.loaders.board.loadMany(await ctx.loaders.boardIdsOfSecretary.load(u.id)));
  },
};

import type {
  ApiTokenResolvers,
  MutationResolvers,
  QueryResolvers,
  UserAccountResolvers,
} from "../__generated__/resolvers-types.ts";
import { parseId } from "../lib/ids.ts";
import { found } from "../lib/loaded.ts";
import { pageArgs } from "../lib/paging.ts";
import { consume } from "../lib/rate-limit.ts";
import { createApiToken, revokeToken } from "./api-token.service.ts";
import {
  confirmRegistration,
  requestPasswordReset,
  requestRegistration,
  resetPassword,
} from "./registration.service.ts";
import {
  createUser,
  endSessions,
  getAccount,
  listUsers,
  setRoles,
  setSecretarBoards,
  setUserDisabled,
} from "./user.service.ts";

const userId = (id: string) => parseId(id, "Пользователь не найден.");

export const Query: QueryResolvers = {
  adminUsers: async (_p, a, ctx) =>
    listUsers(ctx, await ctx.actor(), { search: a.search, role: a.role, ...pageArgs(a) }),
  adminUser: async (_p, { id }, ctx) => getAccount(ctx, await ctx.actor(), userId(id)),
};

export const Mutation: MutationResolvers = {
  async register(_p, { input }, ctx) {
    await consume(ctx.limits.register, ctx.ip);
    return { message: await requestRegistration(ctx, null, input) };
  },
  confirmRegistration: (_p, { token }, ctx) => confirmRegistration(ctx, null, token),
  async requestPasswordReset(_p, { email }, ctx) {
    await consume(ctx.limits.register, ctx.ip);
    await requestPasswordReset(ctx, null, email);
    return true;
  },
  async resetPassword(_p, { token, password }, ctx) {
    await resetPassword(ctx, null, token, password);
    return true;
  },
  async endUserSessions(_p, { id }, ctx) {
    const actor = await ctx.actor();
    await endSessions(ctx, actor, userId(id));
    return getAccount(ctx, actor, userId(id));
  },
  async createUser(_p, { input }, ctx) {
    const actor = await ctx.actor();
    return getAccount(ctx, actor, (await createUser(ctx, actor, input)).id);
  },
  async setUserRoles(_p, { id, roles }, ctx) {
    const actor = await ctx.actor();
    return getAccount(ctx, actor, (await setRoles(ctx, actor, userId(id), roles)).id);
  },
  async setSecretarBoards(_p, { id, boardIds }, ctx) {
    const actor = await ctx.actor();
    return getAccount(ctx, actor, (await setSecretarBoards(ctx, actor, userId(id), boardIds)).id);
  },
  async setUserDisabled(_p, { id, disabled }, ctx) {
    const actor = await ctx.actor();
    return getAccount(ctx, actor, (await setUserDisabled(ctx, actor, userId(id), disabled)).id);
  },
  async createApiToken(_p, { userId: id, name, expiresAt }, ctx) {
    const { token, row } = await createApiToken(ctx, await ctx.actor(), userId(id), { name, expiresAt });
    return { token, apiToken: row };
  },
  revokeApiToken: async (_p, { id }, ctx) =>
    revokeToken(ctx, await ctx.actor(), parseId(id, "Токен не найден.")),
};

export const ApiToken: ApiTokenResolvers = {
  createdAt: (t) => t.created_at.toISOString(),
  expiresAt: (t) => t.expires_at?.toISOString() ?? null,
  lastUsedAt: (t) => t.last_used_at?.toISOString() ?? null,
  revoked: (t) => t.revoked_at !== null,
};

export const UserAccount: UserAccountResolvers = {
  roles: (u) => u.roles.map((role) => ({ role })),
  disabled: (u) => u.disabled_at !== null,
  apiTokens: (u, _a, ctx) => ctx.loaders.apiTokensOfUser.load(u.id),
  async boards(u, _a, ctx) {
    return found(await ctx.loaders.board.loadMany(await ctx.loaders.boardIdsOfSecretary.load(u.id)));
  },
};

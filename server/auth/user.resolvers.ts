import type {
  ApiTokenResolvers,
  MutationResolvers,
  QueryResolvers,
  UserAccountResolvers,
} from "../__generated__/resolvers-types.ts";
import type { Context } from "../graphql/context.ts";
import { fail } from "../lib/errors.ts";
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
import { findAccountsByIds } from "./user.repository.ts";
import {
  createUser,
  endSessions,
  listUsers,
  setRoles,
  setSecretarBoards,
  setUserDisabled,
} from "./user.service.ts";
import type { UserAccountRow } from "./user.table.ts";

const userId = (id: string) => parseId(id, "Пользователь не найден.");

/** An account as the admin desk shows it (e.g. after a change). @throws NOT_FOUND */
async function account(ctx: Context, id: number): Promise<UserAccountRow> {
  const [user] = await findAccountsByIds(ctx.db, [id]);
  if (!user) throw fail.notFound("Пользователь не найден.");
  return user;
}

export const Query: QueryResolvers = {
  adminUsers: (_p, a, ctx) => listUsers(ctx, { search: a.search, role: a.role, ...pageArgs(a) }),
  adminUser: (_p, { id }, ctx) => account(ctx, userId(id)),
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
    await endSessions(ctx, userId(id));
    return account(ctx, userId(id));
  },
  async createUser(_p, { input }, ctx) {
    return account(ctx, (await createUser(ctx, input)).id);
  },
  async setUserRoles(_p, { id, roles }, ctx) {
    return account(ctx, (await setRoles(ctx, userId(id), roles)).id);
  },
  async setSecretarBoards(_p, { id, boardIds }, ctx) {
    return account(ctx, (await setSecretarBoards(ctx, userId(id), boardIds)).id);
  },
  async setUserDisabled(_p, { id, disabled }, ctx) {
    return account(ctx, (await setUserDisabled(ctx, userId(id), disabled)).id);
  },
  async createApiToken(_p, { userId: id, name, expiresAt }, ctx) {
    const { token, row } = await createApiToken(ctx, userId(id), { name, expiresAt });
    return { token, apiToken: row };
  },
  revokeApiToken: (_p, { id }, ctx) => revokeToken(ctx, parseId(id, "Токен не найден.")),
};

export const ApiToken: ApiTokenResolvers = {
  id: (t) => String(t.id),
  createdAt: (t) => t.created_at.toISOString(),
  expiresAt: (t) => t.expires_at?.toISOString() ?? null,
  lastUsedAt: (t) => t.last_used_at?.toISOString() ?? null,
  revoked: (t) => t.revoked_at !== null,
};

export const UserAccount: UserAccountResolvers = {
  id: (u) => String(u.id),
  roles: (u) => u.roles.map((role) => ({ role })),
  disabled: (u) => u.disabled_at !== null,
  apiTokens: (u, _a, ctx) => ctx.loaders.apiTokensOfUser.load(u.id),
  async boards(u, _a, ctx) {
    return found(await ctx.loaders.board.loadMany(await ctx.loaders.boardIdsOfSecretary.load(u.id)));
  },
};

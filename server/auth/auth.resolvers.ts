import type {
  MutationResolvers,
  QueryResolvers,
  SecretarResolvers,
  UserResolvers,
} from "../__generated__/resolvers-types.ts";
import { fail } from "../lib/errors.ts";
import { parseId } from "../lib/ids.ts";
import { found } from "../lib/loaded.ts";
import { pageArgs } from "../lib/paging.ts";
import { login, logout } from "./auth.service.ts";
import { findUsersByIds } from "./user.repository.ts";
import { listUsers } from "./user.service.ts";

export const Query: QueryResolvers = {
  me: (_p, _a, ctx) => ctx.user,
  adminSecretars: (_p, a, ctx) => listUsers(ctx, { search: a.search, role: "SECRETAR", ...pageArgs(a) }),
  async adminSecretar(_p, { id }, ctx) {
    const [user] = await findUsersByIds(ctx.db, [parseId(id, "Секретарь не найден.")]);
    if (!user?.roles.includes("SECRETAR")) throw fail.notFound("Секретарь не найден.");
    return user;
  },
};

export const Mutation: MutationResolvers = {
  async login(_p, args, ctx) {
    const session = await login(
      ctx.db,
      args,
      { ttlMs: ctx.config.sessionTtlMs, idleMs: ctx.config.sessionIdleMs },
      ctx.limits,
      ctx.ip,
      ctx.deviceToken,
    );
    await logout(ctx.db, ctx.sessionToken);
    ctx.cookie.set(session.token, session.expiresAt);
    if (session.device) ctx.cookie.setDevice(session.device.token, session.device.expiresAt);
    return session.user;
  },
  async logout(_p, _a, ctx) {
    await logout(ctx.db, ctx.sessionToken);
    ctx.cookie.clear();
    return true;
  },
};

export const User: UserResolvers = {
  id: (u) => String(u.id),
  roles: (u) => u.roles.map((role) => ({ role })),
};

export const Secretar: SecretarResolvers = {
  id: (u) => String(u.id),
  async boards(u, _a, ctx) {
    return found(await ctx.loaders.board.loadMany(await ctx.loaders.boardIdsOfSecretary.load(u.id)));
  },
};

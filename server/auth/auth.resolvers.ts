import type {
  MutationResolvers,
  QueryResolvers,
  SecretarResolvers,
  UserResolvers,
} from "../__generated__/resolvers-types.ts";
import type { BoardRow } from "../boards/board.table.ts";
import { fail } from "../lib/errors.ts";
import { parseId } from "../lib/ids.ts";
import { login, logout } from "./auth.service.ts";
import { findUsersWithRole } from "./user.repository.ts";

export const Query: QueryResolvers = {
  me: (_p, _a, ctx) => ctx.user,
  adminSecretars: (_p, _a, ctx) => findUsersWithRole(ctx.db, "SECRETAR"),
  async adminSecretar(_p, { id }, ctx) {
    const userId = parseId(id, "Секретарь не найден.");
    const secretar = (await findUsersWithRole(ctx.db, "SECRETAR")).find((u) => u.id === userId);
    if (!secretar) throw fail.notFound("Секретарь не найден.");
    return secretar;
  },
};

export const Mutation: MutationResolvers = {
  async login(_p, args, ctx) {
    const session = await login(ctx.db, args, ctx.config.sessionTtlMs);
    await logout(ctx.db, ctx.sessionToken);
    ctx.cookie.set(session.token, session.expiresAt);
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
    const ids = await ctx.loaders.boardIdsOfSecretary.load(u.id);
    const boards = await ctx.loaders.board.loadMany(ids);
    return boards.filter((b): b is BoardRow => b !== undefined && !(b instanceof Error));
  },
};

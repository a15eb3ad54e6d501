import { audit } from "../audit/audit.service.ts";
import {
  findBoardIdsBySecretaries,
  findBoardsByIds,
  replaceSecretaryBoards,
} from "../boards/board.repository.ts";
import { type Actor, auditUser } from "../lib/actor.ts";
import type { Db } from "../lib/database.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail, isUniqueViolation } from "../lib/errors.ts";
import { hashPassword } from "../lib/password.ts";
import { fieldError, parseInput } from "../lib/validation.ts";
import { deleteSessionsOf } from "./session.repository.ts";
import {
  findAccountsByIds,
  findUserByEmail,
  findUsersByIds,
  insertUser,
  listUsersPage,
  replaceRoles,
  setDisabled,
} from "./user.repository.ts";
import type { RoleName, UserAccountRow, UserRow } from "./user.table.ts";
import { boardIdsInput, createUserInput, rolesInput } from "./user.validation.ts";

type Deps = Pick<ServiceDeps, "db">;

const taken = () => fieldError("email", "Пользователь с таким email уже зарегистрирован.", "CONFLICT");

async function newUser(
  db: Db,
  email: string,
  fio: string,
  password: string,
  roles: RoleName[],
): Promise<number> {
  if (await findUserByEmail(db, email)) throw taken();
  const password_hash = await hashPassword(password);
  try {
    return await insertUser(db, { email, fio, password_hash, disabled_at: null }, roles);
  } catch (err) {
    throw isUniqueViolation(err) ? taken() : err;
  }
}

async function userById(db: Db, id: number): Promise<UserRow> {
  const [user] = await findUsersByIds(db, [id]);
  if (!user) throw fail.notFound("Пользователь не найден.");
  return user;
}

/** Creates a user with roles and (for a secretary) councils (admin). @throws BAD_USER_INPUT, CONFLICT */
export async function createUser(deps: Deps, actor: Actor | null, input: unknown): Promise<UserRow> {
  const v = parseInput(createUserInput, input);
  return deps.db.transaction().execute(async (tx) => {
    const id = await newUser(tx, v.email, v.fio, v.password, [...new Set(v.roles)]);
    if (v.boardIds.length) await assignBoards(tx, id, v.boardIds, v.roles);
    const user = await userById(tx, id);
    await audit(tx, auditUser(actor), "user.create", "user", id, {
      after: { email: user.email, fio: user.fio, roles: user.roles, boardIds: v.boardIds },
    });
    return user;
  });
}

async function assignBoards(db: Db, userId: number, boardIds: number[], roles: readonly RoleName[]) {
  const unique = [...new Set(boardIds)];
  if (unique.length && !roles.includes("SECRETAR")) {
    throw fieldError("boardIds", "Советы назначаются только ученому секретарю: сначала дайте роль.");
  }
  const boards = await findBoardsByIds(db, unique);
  const missing = unique.filter((id) => !boards.some((b) => b.id === id && !b.archived_at));
  if (missing.length) throw fieldError("boardIds", `Нет таких действующих советов: ${missing.join(", ")}.`);
  await replaceSecretaryBoards(db, userId, unique);
}

/**
 * Sets a user's roles (admin). Taking the secretar role away also takes their councils.
 * An admin cannot take the admin role from themselves.
 * @throws NOT_FOUND, BAD_USER_INPUT
 */
export async function setRoles(
  deps: Deps,
  actor: Actor | null,
  userId: number,
  roles: unknown,
): Promise<UserRow> {
  const next = [...new Set(parseInput(rolesInput, roles))];
  if (actor?.user.id === userId && !next.includes("ADMIN")) {
    throw fieldError("roles", "Нельзя снять роль администратора с самого себя.");
  }
  return deps.db.transaction().execute(async (tx) => {
    const before = await userById(tx, userId);
    await replaceRoles(tx, userId, next);
    if (!next.includes("SECRETAR")) await replaceSecretaryBoards(tx, userId, []);
    const after = await userById(tx, userId);
    await audit(tx, auditUser(actor), "user.roles", "user", userId, {
      before: { roles: before.roles },
      after: { roles: after.roles },
    });
    return after;
  });
}

/** Sets the councils a secretary runs (admin). @throws NOT_FOUND, BAD_USER_INPUT */
export async function setSecretarBoards(
  deps: Deps,
  actor: Actor | null,
  userId: number,
  boardIds: unknown,
): Promise<UserRow> {
  const ids = parseInput(boardIdsInput, boardIds);
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const before = (await findBoardIdsBySecretaries(deps.db, [userId])).map((r) => r.board_id);
  return deps.db.transaction().execute(async (tx) => {
    const user = await userById(tx, userId);
    await assignBoards(tx, userId, ids, user.roles);
    await audit(tx, auditUser(actor), "user.boards", "user", userId, {
      before: { boardIds: before },
      after: { boardIds: ids },
    });
    return user;
  });
}

/**
 * Disables (or re-enables) a user (admin): a disabled user cannot sign in and every session
 * of theirs ends at once. An admin cannot disable themselves.
 * @throws NOT_FOUND, BAD_USER_INPUT
 */
export async function setUserDisabled(
  deps: Deps,
  actor: Actor | null,
  userId: number,
  disabled: boolean,
): Promise<UserRow> {
  if (disabled && actor?.user.id === userId)
    throw fail.badInput("Нельзя отключить собственную учетную запись.");
  return deps.db.transaction().execute(async (tx) => {
    if (!(await setDisabled(tx, userId, disabled))) throw fail.notFound("Пользователь не найден.");
    const ended = disabled ? await deleteSessionsOf(tx, userId) : 0;
    await audit(tx, auditUser(actor), disabled ? "user.disable" : "user.enable", "user", userId, {
      after: { sessionsEnded: ended },
    });
    return userById(tx, userId);
  });
}

/** A page of users (admin): `search` is trimmed, blank means none. */
export function listUsers(deps: Deps, _actor: Actor | null, opts: Parameters<typeof listUsersPage>[1]) {
  return listUsersPage(deps.db, { ...opts, search: opts.search?.trim() || null });
}

/** An account as the admin desk shows it (with its disabled time). @throws NOT_FOUND */
export async function getAccount(deps: Deps, _actor: Actor | null, userId: number): Promise<UserAccountRow> {
  const [user] = await findAccountsByIds(deps.db, [userId]);
  if (!user) throw fail.notFound("Пользователь не найден.");
  return user;
}

/** A user holding the secretar role (admin). @throws NOT_FOUND for anyone else */
export async function getSecretar(deps: Deps, _actor: Actor | null, userId: number): Promise<UserRow> {
  const [user] = await findUsersByIds(deps.db, [userId]);
  if (!user?.roles.includes("SECRETAR")) throw fail.notFound("Секретарь не найден.");
  return user;
}

/** Ends every session of a user at once (admin); their API tokens are untouched. @returns how many ended */
export async function endSessions(deps: Deps, actor: Actor | null, userId: number): Promise<number> {
  return deps.db.transaction().execute(async (tx) => {
    await userById(tx, userId);
    const ended = await deleteSessionsOf(tx, userId);
    await audit(tx, auditUser(actor), "user.sessions.end", "user", userId, {
      after: { sessionsEnded: ended },
    });
    return ended;
  });
}

import { z } from "zod";
import type { Db } from "../lib/database.ts";
import { fail } from "../lib/errors.ts";
import { hashToken, newToken } from "../lib/tokens.ts";
import { verifyPassword } from "./password.ts";
import { deleteSession, findSessionUser, insertSession } from "./session.repository.ts";
import { findActiveUserByEmail, findUsersByIds } from "./user.repository.ts";
import type { UserRow } from "./user.table.ts";

/** Sign-in form: an email and a password of at most 128 characters. */
export const loginInput = z.object({
  email: z.string().trim().max(254).email("Введите адрес электронной почты."),
  password: z.string().min(1, "Введите пароль.").max(128, "Пароль длиннее 128 символов."),
});

/** A new session: the raw token (for the cookie, never stored) and when it ends. */
export interface NewSession {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

/**
 * Signs a user in: checks the password (argon2id) and creates a server-side session.
 * An unknown email and a wrong password answer alike, with the same work done.
 * @throws AppError UNAUTHENTICATED «Неверный email или пароль.»; BAD_USER_INPUT for a malformed form.
 */
export async function login(db: Db, input: unknown, ttlMs: number): Promise<NewSession> {
  const parsed = loginInput.safeParse(input);
  if (!parsed.success) throw fail.badInput(parsed.error.issues[0]?.message ?? "Неверные данные для входа.");
  const { email, password } = parsed.data;
  const record = await findActiveUserByEmail(db, email);
  const ok = await verifyPassword(record?.password_hash ?? null, password);
  if (!record || !ok) throw fail.unauthenticated("Неверный email или пароль.");
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await insertSession(db, hashToken(token), record.id, expiresAt);
  const [user] = await findUsersByIds(db, [record.id]);
  if (!user) throw fail.unauthenticated("Неверный email или пароль.");
  return { user, token, expiresAt };
}

/** The signed-in user behind a session token, or null for a missing, unknown or expired one. */
export async function userForToken(db: Db, token: string | undefined): Promise<UserRow | null> {
  if (!token || token.length > 128) return null;
  return (await findSessionUser(db, hashToken(token))) ?? null;
}

/** Ends the session of this token (no-op for an unknown one). */
export async function logout(db: Db, token: string | undefined): Promise<void> {
  if (token) await deleteSession(db, hashToken(token));
}

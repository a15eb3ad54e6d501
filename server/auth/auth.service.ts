import { z } from "zod";
import { PASSWORD } from "../../shared/limits.ts";
import { CHARS, count } from "../../shared/plural.ts";
import type { Actor } from "../lib/actor.ts";
import type { Db } from "../lib/database.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail } from "../lib/errors.ts";
import { hashPassword, needsRehash, verifyPassword } from "../lib/password.ts";
import { assertNotBlocked, consume, loginDelaySeconds, loginPairKey } from "../lib/rate-limit.ts";
import { hashToken, newToken } from "../lib/tokens.ts";
import { deleteTrustedDevice, findTrustedDeviceEmail, insertTrustedDevice } from "./device.repository.ts";
import { deleteSession, findSessionUser, insertSession, touchSession } from "./session.repository.ts";
import { findActiveUserByEmail, findUsersByIds, updatePasswordHash } from "./user.repository.ts";
import type { UserRow } from "./user.table.ts";

/** Sign-in form: an email and a password of at most PASSWORD.max (128) characters. */
export const loginInput = z.object({
  email: z.string().trim().max(254).email("Введите адрес электронной почты."),
  password: z
    .string()
    .min(1, "Введите пароль.")
    .max(PASSWORD.max, `Пароль длиннее ${count(PASSWORD.max, CHARS)}.`),
});

/** A new session: the raw token (for the cookie, never stored) and when it ends. */
export interface NewSession {
  user: UserRow;
  token: string;
  expiresAt: Date;
  /** A new device cookie's raw token and expiry, when the browser had none for this account. */
  device: { token: string; expiresAt: Date } | null;
}

/** How long a device cookie is trusted. */
const DEVICE_LIFETIME_MS = 180 * 24 * 3600_000;

/** Failed sign-ins from a trusted device before its cookie is forgotten. */
const DEVICE_FREE_FAILURES = 10;

/** Session lifetimes, in milliseconds. */
export interface SessionPolicy {
  /** Absolute: from sign-in. */
  ttlMs: number;
  /** Idle: since the last request. */
  idleMs: number;
}

/**
 * Signs a user in: checks the password (argon2id) and creates a server-side session with a
 * new 256-bit token. An unknown email and a wrong password answer alike, with the same work
 * done. Limits (see RateLimits): attempts per client address, and failed attempts per
 * (account, address) pair with an exponential wait, so an attacker elsewhere never keeps the
 * owner out (OWASP ASVS 5.0 V6.3.1). A browser that has signed in to this account before
 * carries its device cookie (`deviceToken`) and is throttled by its own failures only, so an
 * attacker sharing the owner's address cannot keep the owner out either (OWASP, «Slow Down
 * Online Guessing Attacks with Device Cookies»). A success clears only that browser's own
 * failures (its device cookie's), never the pair's, which other browsers behind the address
 * share. A hash made with weaker parameters is replaced.
 * The session lives `deps.config.sessionTtlMs` from now (see {@link SessionPolicy}).
 * @param request.input the form `{ email, password }`, checked by {@link loginInput}
 * @param request.ip the client's address
 * @param request.deviceToken the raw device cookie the request carries, if any
 * @throws AppError UNAUTHENTICATED «Неверный email или пароль.»; BAD_USER_INPUT for a
 *   malformed form; RATE_LIMITED (429, Retry-After)
 */
export async function login(
  deps: Pick<ServiceDeps, "db" | "config" | "limits">,
  _actor: Actor | null,
  request: { input: unknown; ip: string; deviceToken?: string | undefined },
): Promise<NewSession> {
  const { db, limits } = deps;
  const { input, ip, deviceToken } = request;
  const policy: SessionPolicy = { ttlMs: deps.config.sessionTtlMs, idleMs: deps.config.sessionIdleMs };
  const parsed = loginInput.safeParse(input);
  if (!parsed.success) throw fail.badInput(parsed.error.issues[0]?.message ?? "Неверные данные для входа.");
  const { email, password } = parsed.data;
  const pair = loginPairKey(email, ip);
  const deviceHash = deviceToken && deviceToken.length <= 64 ? hashToken(deviceToken) : undefined;
  const trusted =
    deviceHash !== undefined && (await findTrustedDeviceEmail(db, deviceHash)) === email.toLowerCase();
  if (!trusted) {
    await consume(limits.loginIp, ip);
    await assertNotBlocked(limits.loginPairWait, pair);
  }
  const record = await findActiveUserByEmail(db, email);
  const ok = await verifyPassword(record?.password_hash ?? null, password);
  if (!record || !ok) {
    if (trusted) {
      const failures = (await limits.loginDeviceFails.penalty(deviceHash, 1)).consumedPoints;
      if (failures >= DEVICE_FREE_FAILURES) await deleteTrustedDevice(db, deviceHash);
    } else {
      const failures = (await limits.loginPairFails.penalty(pair, 1)).consumedPoints;
      const wait = loginDelaySeconds(failures);
      if (wait > 0) await limits.loginPairWait.block(pair, wait);
    }
    throw fail.unauthenticated("Неверный email или пароль.");
  }
  // A success clears only what this browser ran up alone: a trusted browser's own failures.
  // The pair's count is shared by every browser without the cookie behind this address trying
  // this account (an attacker on the owner's NAT among them): the owner's success must not
  // give that attacker fresh guesses, so it runs out by itself (24 h; a wait lasts 1 h at
  // most), as OWASP's device-cookie protocol keeps the lockout of untrusted clients. A
  // cookie-less browser that succeeds leaves it behind: it gets a device cookie below.
  if (trusted) await limits.loginDeviceFails.delete(deviceHash);
  let device: NewSession["device"] = null;
  if (!trusted) {
    device = { token: newToken(), expiresAt: new Date(Date.now() + DEVICE_LIFETIME_MS) };
    await insertTrustedDevice(db, hashToken(device.token), record.id, device.expiresAt);
  }
  if (needsRehash(record.password_hash))
    await updatePasswordHash(db, record.id, await hashPassword(password));
  const token = newToken();
  const expiresAt = new Date(Date.now() + policy.ttlMs);
  await insertSession(db, hashToken(token), record.id, expiresAt);
  const [user] = await findUsersByIds(db, [record.id]);
  if (!user) throw fail.unauthenticated("Неверный email или пароль.");
  return { user, token, expiresAt, device };
}

/**
 * The signed-in user behind a session token, or null for a missing, unknown, expired or
 * idle one. Records activity at most once a minute. `endsAt`: when the session ends unless it
 * is used again (its absolute expiry, or its idle limit after this use, whichever is first).
 */
export async function userForToken(
  db: Db,
  token: string | undefined,
  idleMs: number,
): Promise<(UserRow & { endsAt: Date }) | null> {
  if (!token || token.length > 128) return null;
  const found = await findSessionUser(db, hashToken(token), idleMs);
  if (!found) return null;
  let seen = found.last_seen_at.getTime();
  if (Date.now() - seen > 60_000) {
    await touchSession(db, found.session_id);
    seen = Date.now();
  }
  const endsAt = new Date(Math.min(found.expires_at.getTime(), seen + idleMs));
  return { id: found.id, email: found.email, fio: found.fio, roles: found.roles, endsAt };
}

/** Ends the session of this token (no-op for an unknown one or none). */
export async function logout(
  deps: Pick<ServiceDeps, "db">,
  _actor: Actor | null,
  token: string | undefined,
): Promise<void> {
  if (token) await deleteSession(deps.db, hashToken(token));
}

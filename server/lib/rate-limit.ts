import type { Kysely } from "kysely";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { type Database, rawStatement } from "./database.ts";
import { AppError } from "./errors.ts";

/**
 * The rate limits of Диссовет (OWASP ASVS 5.0 V6.3.1, V2.4.1; the OWASP Authentication Cheat
 * Sheet's «account lockout» advice: throttle the attacker's address and the (account,
 * address) pair, never lock the account itself), kept in the `rate_limits` table through
 * rate-limiter-flexible, so they survive restarts and are shared by instances. No limit is
 * keyed by something another party controls alone, so nobody can lock another out:
 * - `loginIp`: sign-in attempts per client address (100 per 15 min);
 * - `loginPairFails` / `loginPairWait`: failed sign-ins per (account, address) pair, counted
 *   over 24 h; from the 10th the pair waits, 2 min doubling with each further failure, at most
 *   1 h (see {@link loginDelaySeconds}). Another address, the owner's, is not affected;
 * - `loginDeviceFails`: failed sign-ins from a browser holding the account's device cookie
 *   (OWASP's device cookies): such a browser is not held by the address and pair limits, which
 *   an attacker behind the same address (a university's NAT) could trip; after 10 failures in
 *   24 h its cookie is forgotten and it is throttled like any other;
 * - `register`: registration and password-reset requests per client address (20 per hour);
 * - `tokenIp` / `tokenPrefix`: unknown poll tokens per client address (30 per 10 min) and per
 *   token prefix (10 per 10 min); past them an unknown token is answered 429 instead of 404.
 *   A valid token is looked up first and never refused.
 */
export interface RateLimits {
  loginIp: RateLimiterPostgres;
  loginPairFails: RateLimiterPostgres;
  loginPairWait: RateLimiterPostgres;
  loginDeviceFails: RateLimiterPostgres;
  register: RateLimiterPostgres;
  tokenIp: RateLimiterPostgres;
  tokenPrefix: RateLimiterPostgres;
}

/** Failed sign-ins of one (account, address) pair that need no wait. */
export const LOGIN_FREE_FAILURES = 10;

/**
 * How long an (account, address) pair waits after its `failures`-th failed sign-in: nothing
 * for the first 9, then 120 s, doubling with each further failure, at most 3 600 s.
 */
export function loginDelaySeconds(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  return Math.min(3600, 120 * 2 ** (failures - LOGIN_FREE_FAILURES));
}

/** rate-limiter-flexible's "pool" client over Kysely: its statements share our connections. */
function storeClient(db: Kysely<Database>) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      return rawStatement(db, q.text, q.values ?? []);
    },
  };
}

/** Creates the limiters over the (migrated) `rate_limits` table. */
export function createRateLimits(db: Kysely<Database>): RateLimits {
  const make = (keyPrefix: string, points: number, duration: number, blockDuration = 0) =>
    new RateLimiterPostgres({
      storeClient: storeClient(db),
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration,
      blockDuration,
    });
  return {
    loginIp: make("login_ip", 100, 15 * 60),
    loginPairFails: make("login_pair_fails", 100_000, 24 * 60 * 60),
    loginPairWait: make("login_pair_wait", 1, 1),
    loginDeviceFails: make("login_device_fails", 100_000, 24 * 60 * 60),
    register: make("register_ip", 20, 60 * 60),
    tokenIp: make("poll_token_ip", 30, 10 * 60),
    tokenPrefix: make("poll_token_prefix", 10, 10 * 60),
  };
}

/** The 429 error: a Russian message, `retryAfter` in seconds, and the HTTP status and header for Apollo. */
export function tooMany(retryAfterMs: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError("RATE_LIMITED", `Слишком много попыток. Повторите через ${retryAfter} с.`, {
    retryAfter,
    http: { status: 429, headers: new Map([["retry-after", String(retryAfter)]]) },
  });
}

/**
 * Spends one point of `key`. @throws AppError RATE_LIMITED when none is left
 * (other store errors propagate).
 */
export async function consume(limiter: RateLimiterPostgres, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooMany(err.msBeforeNext);
    throw err;
  }
}

/** Throws RATE_LIMITED if `key` has no points left, without spending one. */
export async function assertNotBlocked(limiter: RateLimiterPostgres, key: string): Promise<void> {
  const res = await limiter.get(key);
  if (res && res.remainingPoints <= 0 && res.msBeforeNext > 0) throw tooMany(res.msBeforeNext);
}

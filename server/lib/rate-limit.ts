import { CompiledQuery, type Kysely } from "kysely";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "./database.ts";
import { AppError } from "./errors.ts";

/**
 * The rate limits of Диссовет (OWASP ASVS 5.0, V6.3 / V2.4), kept in the `rate_limits`
 * table through rate-limiter-flexible, so they survive restarts and are shared by instances:
 * - `loginIp`: sign-in attempts per client address (100 per 15 min);
 * - `loginAccount`: failed sign-ins per account (10 per 15 min, then blocked 15 min);
 * - `register`: registrations per client address (20 per hour);
 * - `token`: unknown poll tokens per client address (30 per 10 min, then blocked 10 min).
 */
export interface RateLimits {
  loginIp: RateLimiterPostgres;
  loginAccount: RateLimiterPostgres;
  register: RateLimiterPostgres;
  token: RateLimiterPostgres;
}

/** rate-limiter-flexible's "pool" client over Kysely: its statements share our connections. */
function storeClient(db: Kysely<Database>) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const r = await db.executeQuery(CompiledQuery.raw(q.text, q.values ?? []));
      return { rows: r.rows, rowCount: Number(r.numAffectedRows ?? r.rows.length) };
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
    loginAccount: make("login_account", 10, 15 * 60, 15 * 60),
    register: make("register_ip", 20, 60 * 60),
    token: make("poll_token_ip", 30, 10 * 60, 10 * 60),
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

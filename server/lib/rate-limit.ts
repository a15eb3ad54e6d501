import { createHash } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
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
 *
 * Addresses are counted as {@link limitAddress} gives them (an IPv6 address by its /64).
 * Every key is stored as `<limiter>:<SHA-256 hex of the key>` (see {@link HashedKeyLimiter}), 83
 * characters at most, so an email of any valid length (up to 254) or an IPv6 address is counted
 * like any other, and the table holds no email in the clear.
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

/**
 * A limiter whose stored key is `<keyPrefix>:<SHA-256 hex of the key>`: the limiter stays
 * readable in `rate_limits`, and the key material (an email of up to 254 characters with an
 * IPv6 address, a device cookie's hash) always fits `rate_limits.key`, a varchar(255): a raw
 * key longer than that with its prefix (an email of about 230 characters) failed there, the
 * sign-in answered 500 and the account was never counted. Every method (consume, penalty,
 * block, get, delete) keys through `getKey`.
 */
class HashedKeyLimiter extends RateLimiterPostgres {
  override getKey(key: string | number): string {
    return `${this.keyPrefix}:${createHash("sha256").update(String(key)).digest("hex")}`;
  }
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const before = head ? head.split(":") : [];
  const after = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - before.length - after.length).fill("0");
  return [...before, ...zeros, ...after].map((group) => Number.parseInt(group, 16));
}

/**
 * The client address as the limits count it: an IPv4 address as it is (also when the server
 * sees it IPv4-mapped, `::ffff:192.0.2.1`), an IPv6 address by its /64 network
 * (`2001:db8:aa:bb::/64`). One host is usually handed a whole /64 and picks any address in
 * it at will, so counting each IPv6 address apart would give one attacker 2^64 addresses;
 * a /64 is one network behind one router, as an IPv4 NAT address is. Anything else (no
 * address) is kept as given.
 */
export function limitAddress(ip: string): string {
  if (isIPv4(ip)) return ip;
  const address = ip.split("%")[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/**
 * The key of an (account, address) pair for `loginPairFails` / `loginPairWait`: the email
 * compared case-insensitively, so `Owner@x.ru` and `owner@x.ru` share one count.
 */
export function loginPairKey(email: string, ip: string): string {
  return JSON.stringify([email.toLowerCase(), ip]);
}

/** Creates the limiters over the (migrated) `rate_limits` table. */
export function createRateLimits(db: Kysely<Database>): RateLimits {
  const make = (keyPrefix: string, points: number, duration: number, blockDuration = 0) =>
    new HashedKeyLimiter({
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

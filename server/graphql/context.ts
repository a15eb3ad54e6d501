import type { Request, Response } from "express";
import { API_TOKEN_PREFIX, userForApiToken } from "../auth/api-token.service.ts";
import { userForToken } from "../auth/auth.service.ts";
import type { UserRow } from "../auth/user.table.ts";
import type { Actor } from "../lib/actor.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import type { Events } from "../lib/events.ts";
import { limitAddress } from "../lib/rate-limit.ts";
import { createLoaders, type Loaders } from "./loaders.ts";

/** Name of the session cookie over http; over https it is `__Host-` prefixed (bound to the host, path /). */
export const SESSION_COOKIE = "dissovet_session";
const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** Name of the device cookie (OWASP device cookies: sign-in throttling); `__Host-` over https. */
export const DEVICE_COOKIE = "dissovet_device";
const SECURE_DEVICE_COOKIE = `__Host-${DEVICE_COOKIE}`;

/**
 * What the app is built from: the services' deps ({@link ServiceDeps}) less `publicUrl` (known
 * once the server listens: each request's context adds it), plus this instance's live updates
 * (lib/events.ts, fed by the database's LISTEN).
 */
export type AppDeps = Omit<ServiceDeps, "publicUrl"> & { events: Events };

/** Sets or clears the session cookie on the response being built, and sets the device cookie. */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
  /** Sets the device cookie (see auth.service login): http-only, one per browser. */
  setDevice(token: string, expiresAt: Date): void;
}

/**
 * Everything a resolver may use; built once per request, for GraphQL and REST alike. Its
 * `ServiceDeps` part and {@link Context.actor} are what resolvers hand to services.
 */
export interface Context extends AppDeps, ServiceDeps {
  /** The signed-in user, or null for a guest. */
  user: UserRow | null;
  /**
   * When the session behind this request ends unless it is used again (its expiry or its idle
   * limit), null without one (a guest, an API token): a live stream reads again then
   * (graphql/live.ts), so that it ends with its session.
   */
  sessionEndsAt: Date | null;
  /** The raw session token this request came with (cookie or bearer; not an API token), if any. */
  sessionToken: string | undefined;
  /** The raw device cookie this request came with, if any (sign-in throttling only). */
  deviceToken: string | undefined;
  cookie: SessionCookie;
  loaders: Loaders;
  publicUrl: string;
  /**
   * The client's address as the rate limits count it: Express's req.ip (which honours
   * TRUST_PROXY) through `limitAddress`, so an IPv6 client is its /64 network.
   */
  ip: string;
  /** The councils the signed-in user runs as secretary (empty for others); loaded once. */
  ownBoardIds(): Promise<number[]>;
  /** The acting user for services (null for a guest); built once per request. */
  actor(): Promise<Actor | null>;
  /**
   * A live update's stream only (graphql/live.ts): builds the context again in place before each
   * event (the session checked anew, empty loaders), so that no event is read with stale data
   * or after its session ended.
   */
  renew?: () => Promise<void>;
}

/** The session cookie's value, if the request carries one. */
export function sessionCookieOf(req: Request): string | undefined {
  const cookies = req.cookies as Record<string, string> | undefined;
  return cookies?.[SECURE_SESSION_COOKIE] ?? cookies?.[SESSION_COOKIE];
}

/**
 * The credentials of a request, each kind only where it belongs (OWASP ASVS 5.0 V7.2): a
 * session token only in the session cookie, an API token (`dsv_…`) only in
 * `Authorization: Bearer`. A session token sent as a bearer, or an API token in the cookie,
 * is ignored: the request is a guest's.
 */
export function credentialsOf(req: Request): { sessionToken?: string; apiToken?: string } {
  const cookie = sessionCookieOf(req);
  if (cookie) return cookie.startsWith(API_TOKEN_PREFIX) ? {} : { sessionToken: cookie };
  const auth = req.get("authorization");
  const bearer = auth ? /^Bearer\s+(\S+)$/i.exec(auth)?.[1] : undefined;
  return bearer?.startsWith(API_TOKEN_PREFIX) ? { apiToken: bearer } : {};
}

/** Builds the per-request context, resolving the session once. */
export async function createContext(deps: AppDeps, req: Request, res: Response): Promise<Context> {
  const { sessionToken, apiToken } = credentialsOf(req);
  const session = apiToken ? null : await userForToken(deps.db, sessionToken, deps.config.sessionIdleMs);
  const user = apiToken
    ? await userForApiToken(deps.db, apiToken)
    : session && { id: session.id, email: session.email, fio: session.fio, roles: session.roles };
  const secure = req.secure;
  const name = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const cookies = req.cookies as Record<string, string> | undefined;
  let actor: Promise<Actor | null> | undefined;
  return {
    // The deps written out, not spread: a literal that spreads an object and then adds this many
    // properties gets a hidden class of its own each time (V8: half a kilobyte a context, and
    // every resolver's `ctx.…` megamorphic); the type lists what must be here.
    db: deps.db,
    config: deps.config,
    mailer: deps.mailer,
    queue: deps.queue,
    delivery: deps.delivery,
    limits: deps.limits,
    events: deps.events,
    // pino-http's child logger: every line a resolver or service writes carries the request id.
    log: req.log ?? deps.log,
    user,
    sessionEndsAt: session?.endsAt ?? null,
    sessionToken,
    deviceToken: cookies?.[SECURE_DEVICE_COOKIE] ?? cookies?.[DEVICE_COOKIE],
    loaders: createLoaders(deps.db),
    publicUrl: deps.config.publicUrl,
    ip: limitAddress(req.ip ?? "unknown"),
    cookie: {
      set: (token, expiresAt) =>
        res.cookie(name, token, {
          httpOnly: true,
          sameSite: "lax",
          secure,
          path: "/",
          expires: expiresAt,
        }),
      clear: () => res.clearCookie(name, { httpOnly: true, sameSite: "lax", secure, path: "/" }),
      setDevice: (token, expiresAt) =>
        res.cookie(secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE, token, {
          httpOnly: true,
          sameSite: "lax",
          secure,
          path: "/",
          expires: expiresAt,
        }),
    },
    // Through the context's loaders of the moment (`this`), not those it was built with: a live
    // stream replaces them between answers (graphql/live.ts), and nothing else may hold the old.
    ownBoardIds(this: Context) {
      return user?.roles.includes("SECRETAR")
        ? this.loaders.boardIdsOfSecretary.load(user.id)
        : Promise.resolve([]);
    },
    actor(this: Context) {
      actor ??= user ? this.ownBoardIds().then((ids) => ({ user, ownBoardIds: ids })) : Promise.resolve(null);
      return actor;
    },
  };
}

import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";

/** The host of Apollo's Sandbox embed script, the one thing the Sandbox page loads from outside. */
export const SANDBOX_SCRIPT_ORIGIN = "https://embeddable-sandbox.cdn.apollographql.com";
/** The host of the frame the Sandbox embed opens. */
export const SANDBOX_FRAME_ORIGIN = "https://sandbox.embed.apollographql.com";

/** The directives every policy shares: nothing embeds a page of ours, no plugins, no `<base>`. */
const COMMON_DIRECTIVES = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", "data:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The browser features no page of Диссовет uses, each switched off for the page and every
 * frame in it (`Permissions-Policy`, OWASP ASVS 5.0 V3.4): a script injected into a page
 * still cannot reach the camera, the microphone, the location, payments, USB and the like.
 * The web app and GraphiQL use none of them (they use `navigator.onLine`, `navigator.locks`
 * and `navigator.connection`, which no policy governs). The clipboard is not listed: GraphiQL's
 * copy button writes to it. Only features Chromium knows are named (an unknown one, e.g.
 * `bluetooth`, is reported on every page's console).
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** The strict policy's directives (see {@link securityHeaders}). */
const STRICT_DIRECTIVES: Record<string, string[]> = {
  ...COMMON_DIRECTIVES,
  // 'wasm-unsafe-eval' lets a page compile WebAssembly (the recovery file's argon2id,
  // hash-wasm) and nothing else: no eval, no inline script, no other origin.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'"],
  styleSrcAttr: ["'unsafe-inline'"],
};

/** A policy's header value from its directives (helmet's camel-case names, kebab-cased). */
function policyText(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(" ")}`)
    .join("; ");
}

/**
 * The Content-Security-Policy of a page the server rendered (server/graphql/pages.ts): the strict
 * policy, whose scripts may also be the inline ones that carry this answer's `nonce` (React
 * Router's hydration data; base64 of 16 random bytes, made afresh for every answer, CSP Level 3
 * §6.7.2.3) and whose styles may also be the inline stylesheets whose hashes are `styleHashes`
 * (`'sha256-…'`: the app's own built stylesheets, server/lib/spa.ts): nothing else is relaxed.
 */
export function pagePolicy(nonce: string, styleHashes: readonly string[] = []): string {
  const scriptSrc = [...(STRICT_DIRECTIVES.scriptSrc ?? []), `'nonce-${nonce}'`];
  const styleSrc = [...(STRICT_DIRECTIVES.styleSrc ?? []), ...styleHashes];
  return policyText({ ...STRICT_DIRECTIVES, scriptSrc, styleSrc });
}

/**
 * Security headers on every answer, HTML or not (helmet): a strict Content-Security-Policy
 * (scripts and styles from this origin only, no inline script, WebAssembly compiled only from
 * them; inline style attributes allowed for the progress bar), nosniff, frame-ancestors 'none', Referrer-Policy no-referrer, HSTS,
 * and {@link PERMISSIONS_POLICY}. The GraphQL Sandbox page replaces the CSP with
 * {@link sandboxPolicy} (server/graphql/landing-page.ts); nothing else relaxes it.
 */
export function securityHeaders(): RequestHandler {
  const strict = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: STRICT_DIRECTIVES },
    referrerPolicy: { policy: "no-referrer" },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    strict(req, res, next);
  };
}

/**
 * The Content-Security-Policy of the GraphQL Sandbox page (outside production, or with
 * GRAPHQL_INTROSPECTION=1): the strict policy, except that it runs the page's own inline
 * script and style (those carrying `nonce`, the page's per-answer nonce, 64 hex digits), loads
 * Apollo's embed script from {@link SANDBOX_SCRIPT_ORIGIN} and frames
 * {@link SANDBOX_FRAME_ORIGIN}: exactly what Apollo's page needs, and no other outside host
 * (the page is served without Apollo's `<link>`s: its favicon, manifest and Google web font).
 */
export function sandboxPolicy(nonce: string): string {
  const directives: Record<string, string[]> = {
    ...COMMON_DIRECTIVES,
    scriptSrc: [`'nonce-${nonce}'`, SANDBOX_SCRIPT_ORIGIN],
    styleSrc: [`'nonce-${nonce}'`],
    frameSrc: [SANDBOX_FRAME_ORIGIN],
  };
  return policyText(directives);
}

/** The host of an `Origin` header, or null for "null" or a malformed one. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * CSRF for the REST layer (Apollo's csrfPrevention guards /graphql; OWASP ASVS 5.0 V3.5.1):
 * a state-changing request that a browser made from another site is refused: browsers say so
 * in `Sec-Fetch-Site`, or in an `Origin` other than this server's. A state-changing request
 * that carries the session cookie must also say where it comes from (one of the two headers):
 * browsers always send them, so the rule does not rest on a browser sending them. Programs
 * authenticate with an API token (`Authorization: Bearer dsv_…`) and need neither.
 * @param hasSessionCookie whether the request carries the session cookie
 */
export function refuseCrossSite(hasSessionCookie: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const host = req.get("host");
    const foreignOrigin = origin !== undefined && host !== undefined && originHost(origin) !== host;
    if (site === "cross-site" || foreignOrigin) {
      refuse(req, res, 403, "FORBIDDEN", "Запрос с другого сайта отклонен.");
      return;
    }
    if (site === undefined && origin === undefined && hasSessionCookie(req)) {
      refuse(
        req,
        res,
        403,
        "FORBIDDEN",
        "Запрос с cookie сессии без заголовков Origin и Sec-Fetch-Site отклонен. Программам нужен API-токен.",
      );
      return;
    }
    next();
  };
}

/**
 * Answers a refusal in the shape of the API it was made to: GraphQL's (`errors` a list, the
 * code in `extensions`) under `/graphql` and its stream, REST's (`errors` one object) elsewhere.
 */
export function refuse(req: Request, res: Response, status: number, code: string, message: string): void {
  const path = `${req.baseUrl}${req.path}`;
  res
    .status(status)
    .json(
      path === "/graphql" || path.startsWith("/graphql/")
        ? { errors: [{ message, extensions: { code } }] }
        : { errors: { message, code } },
    );
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || !value || typeof value !== "object") return false;
  return Object.entries(value).some(([k, v]) => k.includes("\u0000") || hasNul(v, depth + 1));
}

/**
 * Refuses a request whose parameters, query string or JSON body hold a NUL character
 * (PostgreSQL cannot store one): 400, before anything runs.
 */
export function refuseNul(): RequestHandler {
  return (req, res, next) => {
    if (hasNul(req.params) || hasNul(req.query) || hasNul(req.body)) {
      refuse(req, res, 400, "BAD_REQUEST", "Недопустимый символ (NUL) в запросе.");
      return;
    }
    next();
  };
}

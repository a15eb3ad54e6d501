import type { Request, RequestHandler } from "express";
import helmet from "helmet";

/**
 * Security headers on every answer (helmet): a strict Content-Security-Policy (scripts and
 * styles from this origin only, no inline script; inline style attributes allowed for the
 * progress bar), nosniff, frame-ancestors 'none', Referrer-Policy no-referrer.
 * The GraphQL Sandbox page (development only) loads Apollo's embed from its CDN, so
 * `sandbox` relaxes the policy for the landing page alone.
 */
export function securityHeaders(opts: { sandbox: boolean }): RequestHandler {
  const strict = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: "no-referrer" },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });
  const sandbox = helmet({ contentSecurityPolicy: false, referrerPolicy: { policy: "no-referrer" } });
  return (req, res, next) => {
    const landing =
      opts.sandbox && req.method === "GET" && req.path === "/graphql" && req.accepts("html") === "html";
    return (landing ? sandbox : strict)(req, res, next);
  };
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
      res.status(403).json({ errors: { message: "Запрос с другого сайта отклонен.", code: "FORBIDDEN" } });
      return;
    }
    if (site === undefined && origin === undefined && hasSessionCookie(req)) {
      res.status(403).json({
        errors: {
          message:
            "Запрос с cookie сессии без заголовков Origin и Sec-Fetch-Site отклонен. Программам нужен API-токен.",
          code: "FORBIDDEN",
        },
      });
      return;
    }
    next();
  };
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
      res
        .status(400)
        .json({ errors: { message: "Недопустимый символ (NUL) в запросе.", code: "BAD_REQUEST" } });
      return;
    }
    next();
  };
}

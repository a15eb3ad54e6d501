import compression from "compression";
import type { Request, RequestHandler } from "express";

/**
 * Whether a page's request came from this site or from the person themselves: the browser's
 * `Sec-Fetch-Site` (W3C Fetch Metadata Request Headers) is `same-origin` (a link or form of
 * the app) or `none` (typed, a bookmark, a link opened from an email). A request another site
 * made the browser send says `cross-site` or `same-site`; a client that sends no such header is
 * treated as one of those.
 */
function requestedBySite(req: Request): boolean {
  const site = req.get("sec-fetch-site");
  return site === "same-origin" || site === "none";
}

/**
 * gzip or Brotli for the server's rendered pages (the `compression` middleware; issue 39: on a
 * secretary's defense page Lighthouse counted 41 kB to save), only for requests
 * {@link requestedBySite}.
 *
 * Why not every request: a compressed answer's length tells what it holds when an attacker can
 * put text of their choosing into it (BREACH, Gluck, Harris and Prado, Black Hat USA 2013). The
 * attacker: another site that makes a signed-in member's browser open a desk page many times
 * with guesses in its address (the session cookie is SameSite=Lax, so such a top-level request
 * is signed in), while watching the encrypted traffic's sizes, to learn the names and e-mail
 * addresses the page shows. Such requests are `cross-site` and go uncompressed; a page the
 * person opened themselves or through the app is compressed. Test: `page-compression.test.ts`.
 */
export function pageCompression(): RequestHandler {
  return compression({
    filter: (req, res) => requestedBySite(req as Request) && compression.filter(req, res),
  });
}

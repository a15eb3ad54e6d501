import { readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/**
 * The web app's pages (spec §2 and the desks), as the server must know them to answer an
 * unknown page or a malformed id with 404 (the app then shows "This page could not be
 * found"). Ids are decimal; poll tokens are 43 base64url characters.
 */
export const spaPages: RegExp[] = [
  /^\/$/,
  /^\/(login|register|notAuthenticated|notAuthorized)$/,
  /^\/desk$/,
  /^\/desk\/admin$/,
  /^\/desk\/admin\/(boards|defenses|secretaries|users|audit)$/,
  /^\/desk\/admin\/(boards|defenses|users)\/new$/,
  /^\/desk\/admin\/(boards|defenses|secretaries|users)\/[1-9]\d{0,9}$/,
  /^\/desk\/secretar$/,
  /^\/desk\/secretar\/(boards|defenses)$/,
  /^\/desk\/secretar\/defenses\/new$/,
  /^\/desk\/secretar\/(boards|defenses)\/[1-9]\d{0,9}$/,
  /^\/desk\/secretar\/defenses\/[1-9]\d{0,9}\/protocol$/,
  /^\/polls$/,
  /^\/polls\/[A-Za-z0-9_-]{1,100}$/,
];

/** Runtime configuration the web app reads from a `<meta>` tag (no inline script under the CSP). */
export interface WebConfig {
  /** Base URL of the API, e.g. "/" or "https://api.example.org/". */
  apiBaseUrl: string;
  /** The university named in the footer. */
  universityName: string;
}

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Serves the web app's index.html for its pages, with the runtime configuration injected as
 * `<meta name="dissovet-config" content="{json}">`: status 200 for a known page, 404 for
 * anything else (the app renders its 404 page either way).
 */
export function spaHandler(webDist: string, config: WebConfig): RequestHandler {
  let html: string | undefined;
  return (req, res) => {
    html ??= readFileSync(path.join(webDist, "index.html"), "utf8").replace(
      "</head>",
      `<meta name="dissovet-config" content="${escapeAttr(JSON.stringify(config))}" />\n  </head>`,
    );
    const known = spaPages.some((p) => p.test(req.path.replace(/\/+$/, "") || "/"));
    res
      .status(known ? 200 : 404)
      .type("html")
      .send(html);
  };
}

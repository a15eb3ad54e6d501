import type { RequestHandler } from "express";
import parseForwarded from "forwarded-parse";

/**
 * For a proxy that writes only `Forwarded` (RFC 7239; PROXY_HEADER=forwarded): its elements'
 * `for` and `proto` parameters, in order, become the `X-Forwarded-For` and `X-Forwarded-Proto`
 * that Express's `trust proxy` reads (so TRUST_PROXY's hop count or addresses apply to them as
 * to X-Forwarded-For), and any `X-Forwarded-*` the request came with is dropped: that proxy
 * passes the client's own through untouched, and it must not be believed. An element that does
 * not parse (RFC 7239 §4: a client may send anything before the proxy appends its own) counts
 * as an unknown hop, so that the proxies' elements to its right keep their places.
 */
export function forwardedHeaders(): RequestHandler {
  return (req, _res, next) => {
    delete req.headers["x-forwarded-for"];
    delete req.headers["x-forwarded-proto"];
    delete req.headers["x-forwarded-host"];
    const header = req.headers.forwarded;
    if (header) {
      // Split at every comma, quoted or not: no node's value holds one (RFC 7239 §6), and a
      // client's unbalanced quote must not swallow the element its proxy appended.
      const elements = header.split(",").map(parseElement);
      req.headers["x-forwarded-for"] = elements.map((e) => e.for).join(", ");
      const proto = elements.at(-1)?.proto;
      if (proto) req.headers["x-forwarded-proto"] = proto;
    }
    next();
  };
}

/** One element's client address (without port or brackets; "unknown" when absent or malformed) and protocol. */
function parseElement(element: string): { for: string; proto: string | undefined } {
  let pairs: Record<string, string> | undefined;
  try {
    pairs = parseForwarded(element.trim())[0];
  } catch {
    pairs = undefined;
  }
  const node = pairs?.for ?? "unknown";
  // RFC 7239 §6: "192.0.2.43:47011", "[2001:db8:cafe::17]:4711", "unknown", "_hidden".
  const address = node.startsWith("[")
    ? node.slice(1, node.indexOf("]"))
    : /^[^:]+:\d+$/.test(node)
      ? node.slice(0, node.indexOf(":"))
      : node;
  const proto = pairs?.proto?.toLowerCase();
  return { for: address || "unknown", proto: proto === "http" || proto === "https" ? proto : undefined };
}

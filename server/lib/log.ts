import { pino } from "pino";

/** The application's structured logger. Never log a password, token or ballot choice. */
export type Logger = pino.Logger;

/** Creates the JSON logger at `level` (pino levels, or "silent"), writing to stdout or `destination`. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: ["password", "token", "*.password", "*.token", "variables.*"], censor: "[скрыто]" },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Replaces link tokens in a URL with «[скрыто]»: a ballot's (`/polls/<token>`,
 * `/member/polls/<token>`), a commission member's (`/commission/<token>`,
 * `/member/commission/<token>`), and the whole query string of any URL: a GraphQL GET's (on
 * `/graphql` or its stream) carries an operation whose variables may hold any token, and no
 * route needs its query string in the log.
 */
export function redactUrl(url: string): string {
  return url.replace(/[?#].*$/s, "?[скрыто]").replace(/(\/(?:polls|commission)\/)[^/?]+/g, "$1[скрыто]");
}

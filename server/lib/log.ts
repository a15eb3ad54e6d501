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

/** Replaces poll tokens in a URL path (`/polls/<token>`, `/member/polls/<token>`) with «[скрыто]». */
export function redactUrl(url: string): string {
  return url.replace(/(\/polls\/)[^/?#]+/g, "$1[скрыто]");
}

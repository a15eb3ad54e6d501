import { pino } from "pino";

/** The application's structured logger. Never log a password, token or ballot choice. */
export type Logger = pino.Logger;

/** Creates the JSON logger at `level` (pino levels, or "silent"). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: { paths: ["password", "token", "*.password", "*.token", "variables.*"], censor: "[скрыто]" },
  });
}

import path from "node:path";
import { z } from "zod";
import { StartupError } from "./startup.ts";

const poolSizeMessage = "нужно целое число соединений от 1 до 500";

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: poolSizeMessage })
    .int({ message: poolSizeMessage })
    .min(1, { message: poolSizeMessage })
    .max(500, { message: poolSizeMessage })
    .optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default("Диссовет <no-reply@dissovet.local>"),
  PUBLIC_URL: z.string().url().optional(),
  DEMO: z.enum(["0", "1"]).optional(),
  NODE_ENV: z.string().default("development"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(120),
  TRUST_PROXY: z.string().default("false"),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(10),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  QUEUE_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  GRAPHQL_INTROSPECTION: z.enum(["0", "1"]).default("0"),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  UNIVERSITY_NAME: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .default("Северо-Западный государственный политехнический университет"),
  API_BASE_URL: z.string().trim().min(1).default("/"),
  TIME_ZONE: z
    .string()
    .trim()
    .default("Europe/Moscow")
    .refine(isTimeZone, { message: "неизвестный часовой пояс IANA, например Europe/Moscow" }),
});

/** Whether `name` is an IANA time zone this Node knows (e.g. "Europe/Moscow", "Asia/Novosibirsk"). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("ru-RU", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Runtime configuration, read once from the environment and validated. */
export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data directory (PGlite files, mail drop). */
  dataDir: string;
  /** A server PostgreSQL; when absent the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  /**
   * Connections the server PostgreSQL pool may open (DATABASE_POOL_SIZE, 1–500; when absent,
   * database.ts's DEFAULT_POOL_SIZE; unused with PGlite).
   */
  databasePoolSize: number | undefined;
  /** SMTP server for outgoing mail; when absent mail is written as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Base of the links in emails, without a trailing slash. */
  publicUrl: string;
  /** "1": seed demo data; "0": never; undefined: seed an empty embedded database. */
  demo: "0" | "1" | undefined;
  production: boolean;
  /** In production: keep GraphQL introspection and the Sandbox on (GRAPHQL_INTROSPECTION=1). */
  graphqlIntrospection: boolean;
  /** On SIGTERM, how long in-flight requests may take to finish, in milliseconds. */
  shutdownGraceMs: number;
  /** The university named in the web app's footer (UNIVERSITY_NAME). */
  universityName: string;
  /**
   * The council's IANA time zone (TIME_ZONE, default "Europe/Moscow"): sittings and deadlines
   * are entered, shown, mailed and printed in it, whatever the browser's or the host's zone.
   */
  timeZone: string;
  /** Base URL of the API for the web app's HTTP client (API_BASE_URL, default "/"). */
  apiBaseUrl: string;
  logLevel: string;
  /** Session lifetime in milliseconds. */
  sessionTtlMs: number;
  /** A session ends after this long without a request, in milliseconds. */
  sessionIdleMs: number;
  /**
   * Express's `trust proxy` setting (TRUST_PROXY: "false", "true", a hop count, or
   * addresses): behind an https proxy the session cookie becomes Secure and `__Host-`.
   */
  trustProxy: boolean | number | string;
  /** Invite email retries: how many, the first delay (doubling after), and how often workers poll. */
  delivery: { retryLimit: number; retryDelaySeconds: number; pollingSeconds: number };
}

/**
 * Reads and validates the configuration from `env`.
 * @throws StartupError naming every invalid variable, so a misconfigured server never starts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new StartupError(`Ошибка в настройках (переменные окружения): ${issues}`);
  }
  const e = parsed.data;
  const publicHost = e.HOST === "0.0.0.0" || e.HOST === "::" ? "localhost" : e.HOST;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://${publicHost}:${e.PORT}`).replace(/\/+$/, ""),
    demo: e.DEMO,
    production: e.NODE_ENV === "production",
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION === "1",
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    universityName: e.UNIVERSITY_NAME,
    timeZone: e.TIME_ZONE,
    apiBaseUrl: e.API_BASE_URL,
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    trustProxy:
      e.TRUST_PROXY === "true"
        ? true
        : e.TRUST_PROXY === "false"
          ? false
          : /^\d+$/.test(e.TRUST_PROXY)
            ? Number(e.TRUST_PROXY)
            : e.TRUST_PROXY,
    delivery: {
      retryLimit: e.MAIL_RETRY_LIMIT,
      retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
      pollingSeconds: e.QUEUE_POLL_SECONDS,
    },
  };
}

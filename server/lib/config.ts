import { isIP } from "node:net";
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
  TRUST_PROXY: z.string().trim().default("false"),
  PROXY_HEADER: z
    .enum(["x-forwarded-for", "forwarded"], {
      message:
        "x-forwarded-for (nginx, большинство балансировщиков) или forwarded (прокси пишет только Forwarded, RFC 7239)",
    })
    .default("x-forwarded-for"),
  LIVE_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(10_000).default(20),
  LIVE_STREAMS_PER_LINK: z.coerce.number().int().min(1).max(10_000).default(5),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(200),
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
   * Express's `trust proxy` setting (TRUST_PROXY, see {@link trustProxyOf}): false, how many
   * proxies stand before the server, or the proxies' addresses and subnets. It gives the client
   * address the rate limits and the live stream's caps count; behind an https proxy the session
   * cookie becomes Secure and `__Host-`.
   */
  trustProxy: false | number | string[];
  /** Which header the trusted proxies write the client's address in (PROXY_HEADER; http-proxy.ts). */
  proxyHeader: "x-forwarded-for" | "forwarded";
  /** The caps on open live streams (graphql/live.caps.ts). */
  liveCaps: { perSession: number; perLink: number; perAddress: number };
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
  const trustProxy = trustProxyOf(e.TRUST_PROXY);
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
    trustProxy,
    proxyHeader: e.PROXY_HEADER,
    liveCaps: {
      perSession: e.LIVE_STREAMS_PER_SESSION,
      perLink: e.LIVE_STREAMS_PER_LINK,
      perAddress: e.LIVE_STREAMS_PER_ADDRESS,
    },
    delivery: {
      retryLimit: e.MAIL_RETRY_LIMIT,
      retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
      pollingSeconds: e.QUEUE_POLL_SECONDS,
    },
  };
}

/** Express's names for address ranges, accepted in TRUST_PROXY as they are. */
const PROXY_RANGES = ["loopback", "linklocal", "uniquelocal"];

/**
 * TRUST_PROXY as Express's `trust proxy` takes it: "false" (or "0": no proxy, the socket's
 * address is the client's), a hop count ("1" behind one nginx: the right-most address of the
 * header, which that proxy wrote), or the proxies' addresses and subnets, comma-separated
 * ("loopback", "10.0.0.0/8, 192.168.1.5", "2001:db8::/32"; also "linklocal", "uniquelocal").
 * "true" is refused: it trusts every hop, so the client address becomes the left-most one of
 * `X-Forwarded-For`, which the client writes itself, and no per-address limit holds.
 * @throws StartupError saying what to set instead
 */
export function trustProxyOf(value: string): false | number | string[] {
  if (value === "false" || value === "0") return false;
  if (value === "true")
    throw new StartupError(
      "TRUST_PROXY=true не поддерживается: так сервер верит любому адресу в X-Forwarded-For, а его пишет сам клиент, и ограничения частоты по адресу не работают. Укажите число прокси перед сервером (TRUST_PROXY=1 за одним nginx, 2 — за балансировщиком и nginx) или адреса и подсети прокси через запятую (например, TRUST_PROXY=loopback или TRUST_PROXY=10.0.0.0/8).",
    );
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 20)
      throw new StartupError(
        `TRUST_PROXY=${value}: столько прокси подряд не бывает; укажите число прокси перед сервером (обычно 1 или 2).`,
      );
    return hops;
  }
  const list = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const wrong = list.filter((entry) => !PROXY_RANGES.includes(entry) && !isAddressOrSubnet(entry));
  if (list.length === 0 || wrong.length > 0)
    throw new StartupError(
      `TRUST_PROXY: не адрес и не подсеть: ${wrong.join(", ") || "(пусто)"}. Укажите false, число прокси перед сервером или адреса и подсети прокси через запятую (например, 127.0.0.1, 10.0.0.0/8, loopback).`,
    );
  return list;
}

/** An IPv4 or IPv6 address, optionally with a prefix length (`/8`) or, for IPv4, a netmask (`/255.0.0.0`). */
function isAddressOrSubnet(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(prefix) === 4;
}

/**
 * Settings the page needs before any request, read once from the runtime configuration the
 * server injects into index.html (`<meta name="dissovet-config" content='{"apiBaseUrl":"/",
 * "universityName":"…"}'>`, see server/lib/spa.ts). Under `vite dev` there is no such tag:
 * the defaults below apply. On the server, where there is no document, the server's page
 * renderer gives the same object ({@link setServerConfig}). Read settings only through this module.
 */

/** The runtime part of the configuration, as the server sends it. */
interface RuntimeConfig {
  /** Base URL of the API, ending in "/": "/" (same origin) or e.g. "https://api.example.org/". */
  apiBaseUrl: string;
  /** The university named in the footer (the server's UNIVERSITY_NAME). */
  universityName: string;
  /** The council's IANA time zone (the server's TIME_ZONE): dates are shown and read in it. */
  timeZone: string;
}

/** Used when the page has no configuration tag (vite dev) or the tag is unreadable. */
const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: "/",
  universityName: "Северо-Западный государственный политехнический университет",
  timeZone: "Europe/Moscow",
};

/** Whether this browser knows the IANA time zone `name`. */
function knownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("ru-RU", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The `<meta name="dissovet-config">` content (JSON) merged over the defaults; bad values are ignored. */
function readRuntimeConfig(content: string | null | undefined): RuntimeConfig {
  if (!content) return DEFAULT_RUNTIME_CONFIG;
  try {
    const parsed = JSON.parse(content) as Partial<Record<keyof RuntimeConfig, unknown>>;
    const text = (value: unknown, fallback: string) =>
      typeof value === "string" && value.trim() ? value.trim() : fallback;
    const base = text(parsed.apiBaseUrl, DEFAULT_RUNTIME_CONFIG.apiBaseUrl);
    return {
      apiBaseUrl: base.endsWith("/") ? base : `${base}/`,
      universityName: text(parsed.universityName, DEFAULT_RUNTIME_CONFIG.universityName),
      timeZone: knownTimeZone(text(parsed.timeZone, ""))
        ? text(parsed.timeZone, "")
        : DEFAULT_RUNTIME_CONFIG.timeZone,
    };
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}

let runtime = readRuntimeConfig(
  typeof document === "undefined"
    ? null
    : document.querySelector('meta[name="dissovet-config"]')?.getAttribute("content"),
);

/**
 * On the server: the configuration the pages render with, the same JSON the `<meta>` tag
 * carries (server/graphql/pages.ts gives it before each render; one server, one configuration).
 */
export function setServerConfig(json: string): void {
  runtime = readRuntimeConfig(json);
}

/** The app's settings: fixed ones and the runtime configuration. */
export const appConfig = {
  /** Brand shown in the navbar and the document title. */
  appName: "Диссовет",
  /** The header's title (spec §1: the header says dissertation council). */
  title: "Диссертационный совет",
  /** Shown in the footer's copyright line. */
  get universityName(): string {
    return runtime.universityName;
  },
  /** Years of the footer's copyright line (spec §1: 2023–2025). */
  copyrightYears: "2023–2025",
  /** Base URL of the API, ending in "/". */
  get apiBaseUrl(): string {
    return runtime.apiBaseUrl;
  },
  /** The council's IANA time zone, e.g. "Europe/Moscow": sittings and deadlines are shown and entered in it. */
  get timeZone(): string {
    return runtime.timeZone;
  },
} as const;

/**
 * The URL of an API path under {@link appConfig.apiBaseUrl}: `apiUrl("graphql")`,
 * `apiUrl("/api/v1/admin/audit.csv")` (a leading "/" is relative to the base, not the host).
 */
export function apiUrl(path: string): string {
  return `${appConfig.apiBaseUrl}${path.replace(/^\/+/, "")}`;
}

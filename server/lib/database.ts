import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { CompiledQuery, Kysely, type LogEvent, PostgresDialect, sql, type Transaction } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import type { AuditLogTable } from "../audit/audit.table.ts";
import type { ApiTokensTable } from "../auth/api-token.table.ts";
import type { EmailLinksTable } from "../auth/email-link.table.ts";
import type { SessionsTable, TrustedDevicesTable, UserRolesTable, UsersTable } from "../auth/user.table.ts";
import type {
  BoardMembersTable,
  BoardSecretariesTable,
  BoardsTable,
  RuleSetsTable,
} from "../boards/board.table.ts";
import type { DefensesTable } from "../defenses/defense.table.ts";
import type {
  BallotsTable,
  PollCommissionTable,
  PollInvitesTable,
  PollParticipantsTable,
  PollsTable,
  PollTrusteesTable,
} from "../polls/poll.table.ts";

/** Every table of Диссовет, by name. */
export interface Database {
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  trusted_devices: TrustedDevicesTable;
  rule_sets: RuleSetsTable;
  boards: BoardsTable;
  board_members: BoardMembersTable;
  board_secretaries: BoardSecretariesTable;
  defenses: DefensesTable;
  polls: PollsTable;
  poll_invites: PollInvitesTable;
  ballots: BallotsTable;
  poll_trustees: PollTrusteesTable;
  poll_commission: PollCommissionTable;
  poll_participants: PollParticipantsTable;
  audit_log: AuditLogTable;
  api_tokens: ApiTokensTable;
  email_links: EmailLinksTable;
}

/** What repositories take as their first argument: the database or an open transaction. */
export type Db = Kysely<Database> | Transaction<Database>;

/** An open database and which engine serves it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: "pglite" | "postgres";
  /**
   * Runs SQL that may hold several statements and no parameters (a library's schema
   * script), serialized with every other use of the database. @returns the last statement's rows
   */
  script(text: string): Promise<unknown[]>;
}

/**
 * Embedded PostgreSQL in `dir` (a directory, or "memory://"), with the extensions the
 * migrations create (pg_trgm, for the lists' search). PGlite's module (about 1.2 MB of heap
 * and 0.6 MB of source kept by V8) is imported here, on first use, so a server on PostgreSQL
 * never loads it.
 *
 * Its buffer cache is {@link PGLITE_SHARED_BUFFERS} instead of PostgreSQL's 128 MB: PGlite sets
 * the cache up in WebAssembly memory at every start, about 4 ms per megabyte here (measured
 * 25.11.2026: ready 1.24 s at 128 MB, 0.93 s at 32 MB).
 */
export async function openPGlite(dir: string): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  return new PGlite(dir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

/**
 * The embedded database's buffer cache (PostgreSQL's `shared_buffers`): a council's own data
 * fits many times over; the national dataset of the benchmark is served from the operating
 * system's file cache beyond it.
 */
export const PGLITE_SHARED_BUFFERS = "32MB";

/**
 * PGlite in `dir`, opened at the first statement: the two methods Kysely's PGlite dialect
 * calls (kysely-pglite-dialect 1.3.1, pinned: its driver uses `query` and `close` only) and
 * `exec` for {@link DatabaseHandle.script}.
 */
function lazyPGlite(dir: string): Pick<PGlite, "query" | "exec" | "close"> {
  let opened: Promise<PGlite> | undefined;
  const open = () => {
    opened ??= openPGlite(dir);
    return opened;
  };
  return {
    query: async (text, params, options) => (await open()).query(text, params, options),
    exec: async (text, options) => (await open()).exec(text, options),
    // Nothing to close when it never opened (or failed to: the statements said so already).
    close: async () => {
      const pglite = await opened?.catch(() => undefined);
      await pglite?.close();
    },
  };
}

/**
 * Connections of the PostgreSQL pool unless DATABASE_POOL_SIZE says otherwise (pg's own
 * default). On the benchmark's two cores, 10 instead of 20 took the list pages' p99 from
 * 2.1–2.8× the floor's to 1.3–1.9× (the floor on the same pool each time), see the README:
 * twenty backends took the processor from each other and from this server's event loop.
 */
export const DEFAULT_POOL_SIZE = 10;

/**
 * Opens the database: a `pg` pool to `databaseUrl` when given, otherwise embedded PGlite
 * stored under `dataDir/db` (or in memory when `dataDir` is "memory://").
 * PGlite serves one connection at a time; the dialect queues the rest.
 */
export function openDatabase(opts: {
  databaseUrl?: string | undefined;
  /** The PostgreSQL pool's size (connections); default {@link DEFAULT_POOL_SIZE}. */
  databasePoolSize?: number;
  dataDir: string;
  /** Called when the server drops an idle pooled connection (PostgreSQL only). */
  onIdleError?: (err: Error) => void;
  /** Called after every SQL statement (e.g. to count statements per request in tests). */
  onQuery?: (sql: string) => void;
}): DatabaseHandle {
  const log = opts.onQuery
    ? (event: LogEvent) => {
        if (event.level === "query") opts.onQuery?.(event.query.sql);
      }
    : undefined;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.databasePoolSize ?? DEFAULT_POOL_SIZE,
    });
    // An idle connection dropped by the server (restart, admin command) is discarded by the
    // pool and replaced on next use; without a listener it would crash the process.
    pool.on("error", (err) => opts.onIdleError?.(err));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log }),
      kind: "postgres",
      // Without parameters pg uses the simple protocol, which accepts several statements.
      script: async (text) => (await pool.query(text)).rows,
    };
  }
  let dir = opts.dataDir;
  if (!dir.startsWith("memory://")) {
    dir = path.join(opts.dataDir, "db");
    mkdirSync(dir, { recursive: true });
  }
  const pglite = lazyPGlite(dir);
  // The dialect's type asks for the whole PGlite; it uses only what lazyPGlite gives.
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite as PGlite), log });
  return {
    db,
    kind: "pglite",
    // PGlite has one connection; holding the dialect's connection keeps the script out of
    // any transaction another caller has open on it.
    script: (text) =>
      db.connection().execute(async () => {
        const results = await pglite.exec(text);
        return results.at(-1)?.rows ?? [];
      }),
  };
}

/** Whether the database answers a trivial query (`/healthz`). Never throws. */
export async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs one raw SQL statement of a library that speaks SQL itself (pg-boss, rate-limiter-
 * flexible) over our connection or transaction, so its statements share the application's
 * connections (PGlite has only one) and, given a transaction, run inside it.
 * @returns the rows and how many rows the statement changed (or returned)
 */
export async function rawStatement(
  db: Db,
  text: string,
  values: readonly unknown[] = [],
): Promise<{ rows: unknown[]; rowCount: number }> {
  const r = await db.executeQuery(CompiledQuery.raw(text, [...values]));
  return { rows: r.rows as unknown[], rowCount: Number(r.numAffectedRows ?? r.rows.length) };
}

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
import type { LettersTable, SittingRemindersTable } from "../mail/letter.table.ts";
import type {
  BallotConfirmationsTable,
  BallotsTable,
  PollCommissionTable,
  PollCredentialsTable,
  PollInviteLinksTable,
  PollInvitesTable,
  PollParticipantsTable,
  PollsTable,
  PollTrusteesTable,
  SpoiledBallotsTable,
} from "../polls/poll.table.ts";
import { type EmbeddedDatabase, embeddedDatabase } from "./pglite.ts";

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
  poll_invite_links: PollInviteLinksTable;
  ballots: BallotsTable;
  poll_credentials: PollCredentialsTable;
  ballot_confirmations: BallotConfirmationsTable;
  spoiled_ballots: SpoiledBallotsTable;
  poll_trustees: PollTrusteesTable;
  poll_commission: PollCommissionTable;
  poll_participants: PollParticipantsTable;
  audit_log: AuditLogTable;
  api_tokens: ApiTokensTable;
  email_links: EmailLinksTable;
  letters: LettersTable;
  sitting_reminders: SittingRemindersTable;
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
  /**
   * Listens to NOTIFY on `channel` (database.events.ts): `onPayload` gets each notification's
   * payload, `onGap` is called when notifications may have been missed (the listening
   * connection was lost and is back). On PostgreSQL a connection of its own, outside the pool,
   * reconnected with backoff; on PGlite the embedded database's own LISTEN.
   * @returns how to stop listening
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
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
 * stored under `dataDir/db` in a thread of its own (or in memory when `dataDir` is
 * "memory://"), see {@link embeddedDatabase}.
 * PGlite serves one connection at a time; the dialect queues the rest.
 */
export function openDatabase(opts: {
  databaseUrl?: string | undefined;
  /** The PostgreSQL pool's size (connections); default {@link DEFAULT_POOL_SIZE}. */
  databasePoolSize?: number | undefined;
  dataDir: string;
  /** The embedded database of `dataDir` when already opened ({@link embeddedDatabase}: main.ts does, first thing). */
  embedded?: EmbeddedDatabase | undefined;
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
    const url = opts.databaseUrl;
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log }),
      kind: "postgres",
      // Without parameters pg uses the simple protocol, which accepts several statements.
      script: async (text) => (await pool.query(text)).rows,
      listen: (channel, onPayload, onGap) =>
        listenOnPostgres(url, channel, onPayload, onGap, opts.onIdleError),
    };
  }
  const pglite = opts.embedded ?? embeddedDatabase(opts.dataDir);
  // The dialect's type asks for the whole PGlite; it uses only what EmbeddedDatabase gives.
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite as PGlite), log });
  return {
    db,
    kind: "pglite",
    // One process holds the embedded database: nothing is missed, there is no gap to report.
    listen: (channel, onPayload) => pglite.listen(channel, onPayload),
    // PGlite has one connection; holding the dialect's connection keeps the script out of
    // any transaction another caller has open on it.
    script: (text) =>
      db.connection().execute(async () => {
        const results = await pglite.exec(text);
        return results.at(-1)?.rows ?? [];
      }),
  };
}

/**
 * LISTEN on a PostgreSQL connection of its own (not the pool's: a listening connection must stay
 * open). When it is lost (a restart, a dropped connection) it is opened again, 0.5 s later,
 * doubling to 10 s at most, and once it listens again `onGap` says that notifications may have
 * been missed meanwhile.
 * @returns how to stop (closes the connection; no reconnection after)
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onGap: () => void,
  onError?: (err: Error) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let lost = false;
  let delay = 500;
  const connect = async (): Promise<void> => {
    while (!stopped) {
      const c = new pg.Client({ connectionString: url });
      try {
        c.on("notification", (n) => {
          if (n.channel === channel) onPayload(n.payload ?? "");
        });
        // An error ends the connection; 'end' reconnects.
        c.on("error", (err) => onError?.(err));
        await c.connect();
        await c.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
        c.on("end", () => {
          client = null;
          if (stopped) return;
          lost = true;
          setTimeout(() => void connect(), delay).unref();
        });
        client = c;
        delay = 500;
        // Listening again: whatever was announced meanwhile is read afresh by the listeners.
        if (lost) onGap();
        lost = false;
        return;
      } catch (err) {
        onError?.(err as Error);
        await c.end().catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
        delay = Math.min(delay * 2, 10_000);
      }
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
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

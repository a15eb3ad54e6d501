import { type Compilable, type CompiledQuery, type Kysely, type QueryResult, sql } from "kysely";
import type { Database, Db } from "./database.ts";

/**
 * `any($n::int[])`: a list of ids as one array parameter, so that a statement's text does not
 * change with the list's length and can be compiled once ({@link prepared}); PostgreSQL plans
 * `col = any($1)` as it plans `col in (…)`, with the same indexes.
 */
export const anyOf = (ids: readonly number[]) => sql<number>`any(${ids}::int[])`;

/** Stands for the n-th argument while a {@link prepared} statement is compiled. */
class Slot {
  constructor(readonly index: number) {}
}

/** A statement compiled once; see {@link prepared}. */
export interface Prepared<A extends unknown[], O> {
  /** Runs it with these arguments on `db` (the database or an open transaction). */
  execute(db: Db, ...args: A): Promise<QueryResult<O>>;
  /** Every row it returns with these arguments, in its order. */
  all(db: Db, ...args: A): Promise<O[]>;
  /** Its first row, or undefined. */
  first(db: Db, ...args: A): Promise<O | undefined>;
}

/**
 * A statement of the hot paths (session lookup, ballot) built and compiled to SQL once, on
 * first use; later calls send the same SQL text with their own values, sparing the query
 * builder's work per call (about a tenth of a request's CPU on those paths).
 *
 * `build` must use each argument as a plain value only (compared, inserted, passed to `sql`),
 * never in arithmetic or to choose the query's shape: it runs once, with stand-ins.
 * @throws Error on first use when an argument does not reach the statement's parameters
 */
export function prepared<A extends unknown[], O>(
  arity: A["length"],
  build: (db: Kysely<Database>, ...args: A) => Compilable<O>,
): Prepared<A, O> {
  let compiled: { query: CompiledQuery<O>; slots: (number | null)[] } | undefined;
  const compile = (db: Db) => {
    const slots = Array.from({ length: arity }, (_, i) => new Slot(i));
    const query = build(db, ...(slots as unknown as A)).compile();
    const map = query.parameters.map((p) => (p instanceof Slot ? p.index : null));
    for (let i = 0; i < arity; i++) {
      if (!map.includes(i)) throw new Error(`prepared statement: argument ${i} is not a parameter`);
    }
    return { query, slots: map };
  };
  const execute = (db: Db, ...args: A): Promise<QueryResult<O>> => {
    compiled ??= compile(db);
    const { query, slots } = compiled;
    const parameters = query.parameters.map((p, i) => {
      const slot = slots[i];
      return slot === null || slot === undefined ? p : args[slot];
    });
    return db.executeQuery<O>({ ...query, parameters });
  };
  return {
    execute,
    all: async (db, ...args) => (await execute(db, ...args)).rows,
    first: async (db, ...args) => (await execute(db, ...args)).rows[0],
  };
}

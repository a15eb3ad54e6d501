import type { Db } from "../lib/database.ts";
import type { LetterStatus } from "./letter.table.ts";

/** Records letters of `kind` as queued, with their jobs' ids, in the caller's transaction. */
export async function insertLetters(db: Db, kind: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insertInto("letters")
    .values(ids.map((id) => ({ id, kind })))
    .execute();
}

/** Records an attempt's outcome: the address, the status and, for a failure, its message. */
export async function recordLetter(
  db: Db,
  id: string,
  outcome: { status: Exclude<LetterStatus, "QUEUED">; recipient: string | null; error: string | null },
): Promise<void> {
  await db
    .updateTable("letters")
    .set((eb) => ({
      status: outcome.status,
      recipient: outcome.recipient,
      error: outcome.error,
      attempts: outcome.status === "CANCELLED" ? eb.ref("attempts") : eb("attempts", "+", 1),
      settled_at: new Date(),
    }))
    .where("id", "=", id)
    .execute();
}

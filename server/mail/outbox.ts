import { randomUUID } from "node:crypto";
import type { Db } from "../lib/database.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import type { MailMessage } from "../lib/mail.ts";
import { bossDb, type DeliveryPolicy, type Queue } from "../lib/queue.ts";
import { insertLetters, recordLetter } from "./letter.repository.ts";

/**
 * The outbox: every letter the app sends (an invite, a commission link, a registration or
 * password letter, a reminder of the sitting) is a job of one pg-boss queue, enqueued in the
 * transaction that decided it, with one retry policy (`DeliveryPolicy`), one delivery status
 * (`letters`) and one mailer (SMTP, or the demo mailbox's files). What differs by kind is only
 * how a job becomes a letter when its turn comes: {@link LetterKind}.
 */

/** The queue every letter's job waits in. */
export const OUTBOX_QUEUE = "outbox";

/** What a letter needs when it is made: the database, where links point, the council's time zone. */
export type OutboxDeps = Pick<ServiceDeps, "db" | "mailer" | "log" | "publicUrl" | "config">;

/** An attempt's outcome, as a kind's own records keep it (an invite's, a seat's). */
export interface Outcome {
  delivery: "SENT" | "FAILED";
  error: string | null;
}

/** A letter made for its job: the message, and what its kind records of the outcome. */
export interface PreparedLetter {
  message: MailMessage;
  /** Runs in the transaction that records the outcome (e.g. the invite's delivery, an announcement). */
  settle?: (tx: Db, outcome: Outcome) => Promise<void>;
}

/**
 * A kind of letter: its name (stored with each letter) and how a job's data becomes the letter
 * when the job runs. `prepare` answers null when the letter is no longer due (superseded by a
 * resend, the poll closed, the sitting moved, the member left the roll): it is then cancelled,
 * not sent. A link's token is made in `prepare`, so it exists only in the letter.
 */
export interface LetterKind<T extends object> {
  name: string;
  prepare(deps: OutboxDeps, data: T, letterId: string): Promise<PreparedLetter | null>;
}

/**
 * Queues one letter of `kind` per item of `data` inside the caller's transaction (the letters
 * commit or roll back with what decided them), each recorded QUEUED in `letters`.
 * @returns the letters' ids, in `data`'s order (a kind's own row may keep its letter's id, so
 *   that an older job finding another id there knows it was superseded)
 */
export async function enqueueLetters<T extends object>(
  tx: Db,
  deps: { queue: Queue; delivery: DeliveryPolicy },
  kind: LetterKind<T>,
  data: readonly T[],
): Promise<string[]> {
  if (data.length === 0) return [];
  const jobs = data.map((d) => ({
    id: randomUUID(),
    name: OUTBOX_QUEUE,
    data: { kind: kind.name, data: d },
    retryLimit: deps.delivery.retryLimit,
    retryDelay: deps.delivery.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 120,
  }));
  await insertLetters(
    tx,
    kind.name,
    jobs.map((j) => j.id),
  );
  await deps.queue.insert(jobs, { db: bossDb(tx) });
  return jobs.map((j) => j.id);
}

/** {@link enqueueLetters} for one letter. @returns its id */
export async function enqueueLetter<T extends object>(
  tx: Db,
  deps: { queue: Queue; delivery: DeliveryPolicy },
  kind: LetterKind<T>,
  data: T,
): Promise<string> {
  const [id] = await enqueueLetters(tx, deps, kind, [data]);
  return id as string;
}

/**
 * Creates the outbox's queue with the retry policy (creating an existing queue changes
 * nothing). A job sent to a queue that does not exist is lost, so this runs before the server
 * takes requests.
 */
export async function createOutbox(queue: Queue, policy: DeliveryPolicy): Promise<void> {
  await queue.createQueue(OUTBOX_QUEUE, {
    name: OUTBOX_QUEUE,
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
  });
}

// Worker ids per queue, so that newly queued letters wake the workers at once instead of
// waiting for their next poll.
const workersOf = new WeakMap<Queue, string[]>();

/** Wakes this process's outbox workers (call after committing newly queued letters). */
export function wakeOutbox(queue: Queue): void {
  for (const id of workersOf.get(queue) ?? []) queue.notifyWorker(id);
}

/** A job of the outbox: the kind's name and its data. */
interface LetterJob {
  kind: string;
  data: object;
}

/**
 * Whether the mail server refused the recipient for good (a 5xx reply to RCPT TO, nodemailer's
 * EENVELOPE): the address is at fault, not the service, and trying again will not help. E.g.
 * a 254-character address, which RFC 5321 allows and some servers refuse.
 */
function refusedForGood(err: unknown): boolean {
  const e = err as { code?: unknown; responseCode?: unknown } | null;
  return e?.code === "EENVELOPE" && typeof e.responseCode === "number" && e.responseCode >= 500;
}

/**
 * Sends one letter: made by its kind, mailed, its outcome recorded (with the kind's own
 * record) in one transaction. A letter no longer due is recorded CANCELLED and not sent; one
 * whose address the mail server refuses for good is recorded FAILED and not tried again.
 * @throws any other mail error, so the queue retries with backoff
 */
export async function deliverLetter(
  deps: OutboxDeps,
  kinds: ReadonlyMap<string, LetterKind<object>>,
  job: LetterJob,
  letterId: string,
): Promise<void> {
  const kind = kinds.get(job.kind);
  if (!kind) throw new Error(`no letter of kind ${job.kind}`);
  const letter = await kind.prepare(deps, job.data, letterId);
  if (!letter) {
    await recordLetter(deps.db, letterId, { status: "CANCELLED", recipient: null, error: null });
    return;
  }
  const settle = (outcome: Outcome) =>
    deps.db.transaction().execute(async (tx) => {
      await recordLetter(tx, letterId, {
        status: outcome.delivery,
        recipient: letter.message.to,
        error: outcome.error,
      });
      await letter.settle?.(tx, outcome);
    });
  try {
    await deps.mailer.send(letter.message);
  } catch (err) {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    await settle({ delivery: "FAILED", error });
    // A log never holds a link or its token: the kind and the letter's id only.
    if (refusedForGood(err)) {
      deps.log.warn({ kind: job.kind, letterId, err: error }, "почтовый сервер не принимает адрес письма");
      return;
    }
    deps.log.warn({ kind: job.kind, letterId, err: error }, "письмо не отправлено, будет повторная попытка");
    throw err;
  }
  await settle({ delivery: "SENT", error: null });
  // Without SMTP the letter (and its link) is read in the desk's demo mailbox (/desk/mail).
  if (deps.mailer.kind === "file")
    deps.log.info({ kind: job.kind, letterId }, "письмо записано в %s", deps.mailer.dropDir);
}

/**
 * How many letters one instance's worker takes and sends at once: a whole roll's at the
 * opening (a council of up to about 30 with its additional members), so that the last member's
 * letter does not wait for two rounds of the others' (issue 38: with 10 at a time the opening's
 * 21 letters reached the mailbox in p99 4.9–7.6 s on a loaded machine).
 */
const OUTBOX_BATCH = 30;

/**
 * Starts a worker on the outbox that takes up to `batchSize` jobs at a time and sends them
 * concurrently; a failed letter fails only its own job, which the queue retries with backoff.
 * Jobs survive restarts: one left active by a crash expires and is retried.
 * @param kinds every kind a job may name
 */
export async function startOutbox(
  deps: OutboxDeps & { queue: Queue; delivery: DeliveryPolicy },
  kinds: readonly LetterKind<object>[],
  batchSize = OUTBOX_BATCH,
): Promise<void> {
  const byName = new Map(kinds.map((k) => [k.name, k]));
  const id = await deps.queue.work<LetterJob>(
    OUTBOX_QUEUE,
    { pollingIntervalSeconds: deps.delivery.pollingSeconds, batchSize },
    async (jobs) => {
      // Jobs that succeed are completed by the queue when this resolves; failed ones are
      // failed here one by one (the queue completes only jobs still active).
      await Promise.all(
        jobs.map((job) =>
          deliverLetter(deps, byName, job.data, job.id).catch((err: unknown) =>
            deps.queue.fail(OUTBOX_QUEUE, job.id, {
              message: err instanceof Error ? err.message : String(err),
            }),
          ),
        ),
      );
    },
  );
  workersOf.set(deps.queue, [...(workersOf.get(deps.queue) ?? []), id]);
}

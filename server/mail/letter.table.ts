import type { Generated } from "kysely";

/** Where a letter is: waiting in the queue, accepted by the mail server, refused (retried), or no longer due. */
export type LetterStatus = "QUEUED" | "SENT" | "FAILED" | "CANCELLED";

/** `letters`: every queued letter's delivery status, whatever its kind; `id` is its job's id. */
export interface LettersTable {
  id: string;
  /** The kind's name, e.g. `invite`, `reminder` (`server/mail/outbox.ts`). */
  kind: string;
  status: Generated<LetterStatus>;
  /** The address, once the letter was made (a letter cancelled before has none). */
  recipient: string | null;
  /** Attempts made so far (a failed one is retried with backoff). */
  attempts: Generated<number>;
  /** The last failure's message, at most 500 characters. */
  error: string | null;
  created_at: Generated<Date>;
  settled_at: Date | null;
}

/** `sitting_reminders`: a reminder of a sitting sent, for the time it announced. */
export interface SittingRemindersTable {
  defense_id: number;
  /** DAY: the day before; HOUR: an hour before. */
  lead: "DAY" | "HOUR";
  defense_at: Date;
  sent_at: Generated<Date>;
}

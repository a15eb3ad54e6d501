import type { Actor } from "../lib/actor.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { enqueueLetters, wakeOutbox } from "../mail/outbox.ts";
import { reminderLetter } from "./reminder.delivery.ts";
import { claimReminder, findSittingsDue, reminderRecipients } from "./reminder.repository.ts";

/** How long before the sitting each reminder is due, in milliseconds. */
export const REMINDER_LEAD = { DAY: 24 * 3600_000, HOUR: 3600_000 } as const;

/**
 * Queues the reminders due at `now` (the outbox sends them): a sitting 24 to 1 hours away gets
 * the day-before reminder, one within the hour the hour-before one, each once for the time it
 * announces (`sitting_reminders`), so a sitting that moves is reminded of anew. The letters go
 * to the roll, or the council before the roll is saved (`reminderRecipients`). Run every minute
 * by a job (`poll.jobs.ts`); a sweep that was not running when a reminder was due skips it.
 * @param now the clock (a job passes the time it runs)
 * @returns how many letters were queued
 */
export async function remindSittings(
  deps: Pick<ServiceDeps, "db" | "queue" | "delivery">,
  _actor: Actor | null,
  now = new Date(),
): Promise<number> {
  let queued = 0;
  for (const defense of await findSittingsDue(deps.db, now, REMINDER_LEAD.DAY)) {
    const lead = defense.defense_at.getTime() - now.getTime() <= REMINDER_LEAD.HOUR ? "HOUR" : "DAY";
    queued += await deps.db.transaction().execute(async (tx) => {
      if (!(await claimReminder(tx, defense.id, lead, defense.defense_at))) return 0;
      const members = await reminderRecipients(tx, defense);
      const defenseAt = defense.defense_at.toISOString();
      await enqueueLetters(
        tx,
        deps,
        reminderLetter,
        members.map((m) => ({ defenseId: defense.id, memberId: m.id, defenseAt, lead })),
      );
      return members.length;
    });
  }
  if (queued > 0) wakeOutbox(deps.queue);
  return queued;
}

import type { LetterKind } from "../mail/outbox.ts";
import { reminderMail } from "./reminder.mail.ts";
import { findReminderDefense, reminderRecipients } from "./reminder.repository.ts";

/** The data of a reminder: the sitting (and the time it was reminded of) and the member. */
export interface ReminderJob {
  defenseId: number;
  memberId: number;
  /** The sitting's time when the reminder was queued, ISO 8601. */
  defenseAt: string;
  lead: "DAY" | "HOUR";
}

/**
 * A reminder of the sitting, made when its turn comes. Not due (so cancelled, not sent) when
 * the sitting moved since it was queued, the defense was archived, or the member is no longer
 * among those reminded (left the roll, or the council).
 */
export const reminderLetter: LetterKind<ReminderJob> = {
  name: "reminder",
  async prepare(deps, job) {
    const defense = await findReminderDefense(deps.db, job.defenseId);
    if (!defense || defense.archived_at || defense.defense_at.getTime() !== Date.parse(job.defenseAt))
      return null;
    const member = (await reminderRecipients(deps.db, defense)).find((m) => m.id === job.memberId);
    if (!member) return null;
    const message = reminderMail(member.email, {
      memberFio: member.fio,
      lead: job.lead,
      boardCode: defense.board_code,
      boardName: defense.board_name,
      candidate: defense.candidate,
      thesisTitle: defense.thesis_title,
      degree: defense.degree,
      scienceBranch: defense.science_branch,
      defenseAt: defense.defense_at,
      place: defense.place,
      timeZone: deps.config.timeZone,
      onRoll: member.on_roll,
    });
    return { message: { ...message, boardId: defense.board_id } };
  },
};

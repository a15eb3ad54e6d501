import { momentIn } from "../../shared/sitting-date.ts";
import { escapeHtml, type MailMessage } from "../lib/mail.ts";
import { greeting } from "../lib/russian.ts";
import { degreeGenitive, ofCandidate } from "./wording.ts";

/** What a reminder of the sitting says. */
export interface ReminderFacts {
  memberFio: string;
  /** DAY: sent the day before; HOUR: an hour before. */
  lead: "DAY" | "HOUR";
  boardCode: string;
  boardName: string;
  candidate: string;
  thesisTitle: string;
  degree: "CANDIDATE" | "DOCTOR";
  /** Отрасль науки in the genitive, e.g. «технических наук». */
  scienceBranch: string;
  defenseAt: Date;
  place: string | null;
  /** The council's IANA time zone (TIME_ZONE): the day and the time are given in it. */
  timeZone: string;
  /** Whether the member is on the saved явочный лист (else the council's list was used). */
  onRoll: boolean;
}

/**
 * The Russian reminder of a sitting to a member of its roll (or of its council, before the
 * roll is saved): the council, the defense, the day and time in the council's time zone and
 * the place; a plain-text part and an equivalent HTML part.
 */
export function reminderMail(to: string, f: ReminderFacts): MailMessage {
  const { day, time, zone } = momentIn(f.defenseAt, f.timeZone);
  const council = `диссертационного совета ${f.boardCode} (${f.boardName})`;
  const opening =
    f.lead === "DAY"
      ? `Напоминаем: ${day} в ${time} (часовой пояс — ${zone}) состоится заседание ${council}.`
      : `Через час, ${day} в ${time} (часовой пояс — ${zone}), начнется заседание ${council}.`;
  const paragraphs = [
    greeting(f.memberFio),
    opening,
    `На заседании — защита диссертации ${ofCandidate(f.candidate)} «${f.thesisTitle}» на соискание ученой степени ${degreeGenitive(f.degree)} ${f.scienceBranch}.`,
    f.place
      ? `Место проведения: ${f.place}.`
      : "Место проведения ученый секретарь совета сообщит дополнительно.",
    f.onRoll
      ? "Вы включены в явочный лист заседания."
      : "Вы получили это письмо как член совета: явочный лист заседания еще не составлен.",
  ];
  return {
    to,
    subject:
      f.lead === "DAY"
        ? `Напоминание: заседание совета ${f.boardCode} ${day} в ${time}`
        : `Через час: заседание совета ${f.boardCode} в ${time}`,
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n"),
  };
}

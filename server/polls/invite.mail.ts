import { momentIn } from "../../shared/sitting-date.ts";
import { escapeHtml, type MailMessage } from "../lib/mail.ts";
import { greeting } from "../lib/russian.ts";
import { aboutDefense, ofCandidate, type SittingFacts } from "./wording.ts";

/** What the invite email says about the defense. */
export interface InviteFacts extends SittingFacts {
  /** When voting closes by itself; null: when the secretary closes it. */
  deadline: Date | null;
  /** Whether the ballot is open; before it opens the link comes with the roll, to be opened at the sitting. */
  open: boolean;
  link: string;
}

/** «14 марта 2027 г., 18:00 (часовой пояс — Москва)»: when the vote closes by itself. */
function until(deadline: Date, timeZone: string): string {
  const at = momentIn(deadline, timeZone);
  return `${at.day}, ${at.time} (часовой пояс — ${at.zone})`;
}

/** The Russian invite email, with a plain-text part and an equivalent HTML part. */
export function inviteMail(to: string, f: InviteFacts): MailMessage {
  const closes = !f.open
    ? "Откройте ссылку сейчас, на заседании: на вашем устройстве будет создан ключ для голосования, и бюллетень появится на той же странице, когда голосование откроют. Голосуйте с этого же устройства."
    : f.deadline
      ? `Голосование открыто до ${until(f.deadline, f.timeZone)}.`
      : "Голосование открыто до его закрытия ученым секретарем совета.";
  const hello = greeting(f.memberFio);
  const defense = aboutDefense(f);
  const lines = [
    hello,
    "",
    `Приглашаем вас принять участие в тайном голосовании диссертационного совета ${f.boardCode}`,
    `${defense}.`,
    "",
    "Чтобы проголосовать, откройте персональную ссылку:",
    f.link,
    "",
    closes,
    "Ссылка действует для одного голоса и только пока голосование открыто. Не пересылайте это письмо:",
    "по ссылке может проголосовать любой, кто ее получит.",
  ];
  const html = `<p>${escapeHtml(hello)}</p>
<p>Приглашаем вас принять участие в тайном голосовании диссертационного совета ${escapeHtml(f.boardCode)}
${escapeHtml(defense)}.</p>
<p><a href="${escapeHtml(f.link)}">Перейти к бюллетеню</a></p>
<p>${escapeHtml(closes)}</p>
<p>Ссылка действует для одного голоса и только пока голосование открыто. Не пересылайте это письмо.</p>`;
  return {
    to,
    subject: `Тайное голосование: защита диссертации ${ofCandidate(f.candidate)}, совет ${f.boardCode}`,
    text: lines.join("\n"),
    html,
  };
}

import dayjs from "dayjs";
import "dayjs/locale/ru.js";
import { escapeHtml, type MailMessage } from "../lib/mail.ts";
import { greeting } from "../lib/russian.ts";
import { ofCandidate } from "./wording.ts";

/** What the invite email says about the defense. */
export interface InviteFacts {
  memberFio: string;
  candidate: string;
  thesisTitle: string;
  boardCode: string;
  defenseAt: Date;
  /** When voting closes by itself; null: when the secretary closes it. */
  deadline: Date | null;
  /** Whether the ballot is open; before it opens the link comes with the roll, to be opened at the sitting. */
  open: boolean;
  link: string;
}

/** The Russian invite email, with a plain-text part and an equivalent HTML part. */
export function inviteMail(to: string, f: InviteFacts): MailMessage {
  const when = dayjs(f.defenseAt).locale("ru").format("DD.MM.YYYY HH:mm");
  const until = !f.open
    ? "Откройте ссылку сейчас, на заседании: на вашем устройстве будет создан ключ для голосования, и бюллетень появится на той же странице, когда голосование откроют. Голосуйте с этого же устройства."
    : f.deadline
      ? `Голосование открыто до ${dayjs(f.deadline).locale("ru").format("DD.MM.YYYY HH:mm")}.`
      : "Голосование открыто до его закрытия ученым секретарем совета.";
  const hello = greeting(f.memberFio);
  const defense = `по защите диссертации ${ofCandidate(f.candidate)} «${f.thesisTitle}» (${when})`;
  const lines = [
    hello,
    "",
    `Приглашаем вас принять участие в тайном голосовании диссертационного совета ${f.boardCode}`,
    `${defense}.`,
    "",
    "Чтобы проголосовать, откройте персональную ссылку:",
    f.link,
    "",
    until,
    "Ссылка действует для одного голоса и только пока голосование открыто. Не пересылайте это письмо:",
    "по ссылке может проголосовать любой, кто ее получит.",
  ];
  const html = `<p>${escapeHtml(hello)}</p>
<p>Приглашаем вас принять участие в тайном голосовании диссертационного совета ${escapeHtml(f.boardCode)}
${escapeHtml(defense)}.</p>
<p><a href="${escapeHtml(f.link)}">Перейти к бюллетеню</a></p>
<p>${escapeHtml(until)}</p>
<p>Ссылка действует для одного голоса и только пока голосование открыто. Не пересылайте это письмо.</p>`;
  return {
    to,
    subject: `Тайное голосование: защита диссертации ${ofCandidate(f.candidate)}, совет ${f.boardCode}`,
    text: lines.join("\n"),
    html,
  };
}

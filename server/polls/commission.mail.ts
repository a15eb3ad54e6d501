import { escapeHtml, type MailMessage } from "../lib/mail.ts";
import { greeting } from "../lib/russian.ts";
import { aboutDefense, ofCandidate, type SittingFacts } from "./wording.ts";

/** What a commission member's letter says. */
export interface CommissionLinkFacts extends SittingFacts {
  /** 1: the chair of the commission. */
  seat: number;
  link: string;
}

/**
 * The Russian letter with a commission member's personal link: the device that opens it
 * makes the member's part of the poll's key before the vote, and opens the urn after it.
 */
export function commissionMail(to: string, f: CommissionLinkFacts): MailMessage {
  const role = f.seat === 1 ? "председателем счетной комиссии" : "членом счетной комиссии";
  const hello = greeting(f.memberFio);
  const defense = aboutDefense(f);
  const steps = [
    "1. Сейчас, до открытия голосования, откройте ссылку на своем телефоне или компьютере: устройство создаст вашу часть ключа, которым шифруются бюллетени. Держите страницу открытой, пока она не сообщит, что ключ готов.",
    "2. После закрытия голосования откройте ту же ссылку на том же устройстве: оно проверит все бюллетени и вместе с другими членами комиссии вскроет урну. Прочитать отдельный бюллетень не может никто.",
  ];
  const lines = [
    hello,
    "",
    `Вы избраны ${role} на заседании диссертационного совета ${f.boardCode}`,
    `${defense}.`,
    "",
    ...steps,
    "",
    "Ваша персональная ссылка:",
    f.link,
    "",
    "Не пересылайте это письмо: ссылка действует только для вас.",
  ];
  const html = `<p>${escapeHtml(hello)}</p>
<p>Вы избраны ${escapeHtml(role)} на заседании диссертационного совета ${escapeHtml(f.boardCode)}
${escapeHtml(defense)}.</p>
${steps.map((s) => `<p>${escapeHtml(s)}</p>`).join("\n")}
<p><a href="${escapeHtml(f.link)}">Открыть страницу счетной комиссии</a></p>
<p>Не пересылайте это письмо: ссылка действует только для вас.</p>`;
  return {
    to,
    subject: `Счетная комиссия: защита диссертации ${ofCandidate(f.candidate)}, совет ${f.boardCode}`,
    text: lines.join("\n"),
    html,
  };
}

import { escapeHtml, type MailMessage } from "../lib/mail.ts";
import { greeting } from "../lib/russian.ts";

/** A plain-text letter and the same letter as HTML: paragraphs, and one link shown as a button. */
function letter(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { url: string; label: string },
): MailMessage {
  return {
    to,
    subject,
    text: [...paragraphs.slice(0, 2), link.url, ...paragraphs.slice(2)].join("\n\n"),
    html: [
      ...paragraphs.slice(0, 2).map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
      ...paragraphs.slice(2).map((p) => `<p>${escapeHtml(p)}</p>`),
    ].join("\n"),
  };
}

/** «Подтвердите регистрацию»: the link that creates the account, valid 24 hours. */
export function confirmRegistrationMail(to: string, fio: string, url: string): MailMessage {
  return letter(
    to,
    "Диссовет: подтвердите регистрацию",
    [
      greeting(fio),
      "Чтобы завершить регистрацию в Диссовете, откройте ссылку и нажмите «Подтвердить регистрацию»:",
      "Ссылка действует 24 часа. Если вы не регистрировались, просто удалите это письмо: без подтверждения учетная запись не появится.",
    ],
    { url, label: "Подтвердить регистрацию" },
  );
}

/** «Вы уже зарегистрированы»: sent instead when the address already has an account. */
export function alreadyRegisteredMail(to: string, fio: string, resetUrl: string): MailMessage {
  return letter(
    to,
    "Диссовет: вы уже зарегистрированы",
    [
      greeting(fio),
      "Кто-то (возможно, вы) попытался зарегистрироваться в Диссовете с этим адресом, но вы уже зарегистрированы. Если вы забыли пароль, задайте новый:",
      "Если это были не вы, ничего делать не нужно: ваша учетная запись не изменилась.",
    ],
    { url: resetUrl, label: "Задать новый пароль" },
  );
}

/** «Новый пароль»: the link that sets a new password, valid one hour, once. */
export function resetPasswordMail(to: string, fio: string, url: string): MailMessage {
  return letter(
    to,
    "Диссовет: новый пароль",
    [
      greeting(fio),
      "Чтобы задать новый пароль для входа в Диссовет, откройте ссылку:",
      "Ссылка действует один час и один раз. Если вы не просили сменить пароль, удалите это письмо: пароль останется прежним.",
    ],
    { url, label: "Задать новый пароль" },
  );
}

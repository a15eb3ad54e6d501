import type { Insertable } from "kysely";
import { z } from "zod";
import { audit } from "../audit/audit.service.ts";
import type { Actor } from "../lib/actor.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { AppError, fail, isUniqueViolation } from "../lib/errors.ts";
import { email as emailField } from "../lib/fields.ts";
import type { Mailer } from "../lib/mail.ts";
import { hashPassword } from "../lib/password.ts";
import { hashToken, linkTokenInput, newToken } from "../lib/tokens.ts";
import { parseInput } from "../lib/validation.ts";
import { alreadyRegisteredMail, confirmRegistrationMail, resetPasswordMail } from "./account.mail.ts";
import { deleteTrustedDevicesOf } from "./device.repository.ts";
import { insertEmailLink, lockUsableLink, useLinksOf } from "./email-link.repository.ts";
import type { EmailLinksTable } from "./email-link.table.ts";
import { newPassword } from "./password.validation.ts";
import { deleteSessionsOf } from "./session.repository.ts";
import {
  findActiveUserByEmail,
  findUserByEmail,
  findUsersByIds,
  insertUser,
  updatePasswordHash,
} from "./user.repository.ts";
import type { UserRow } from "./user.table.ts";
import { registerInput } from "./user.validation.ts";

/** What the mailed-link flows need: the database, mail, the logger and where the app is served. */
export type AccountMailDeps = Pick<ServiceDeps, "db" | "mailer" | "log" | "publicUrl">;

/** How long a registration link and a password-reset link work. */
export const LINK_LIFETIME_MS = { REGISTER: 24 * 3600_000, RESET: 3600_000 } as const;

/**
 * The one answer to every registration request, whether the address is new or has an account,
 * so the form tells nobody who is registered (OWASP ASVS 5.0 V6.3.8).
 */
export const REGISTRATION_RECEIPT =
  "Проверьте почту: мы отправили письмо на указанный адрес. Чтобы завершить регистрацию, откройте ссылку из письма в течение 24 часов.";

const invalidLink = () =>
  fail.notFound(
    "Ссылка недействительна: она устарела, уже использована или набрана с ошибкой. Запросите новую.",
  );

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
 * Sends a letter now. @throws AppError BAD_USER_INPUT (field `email`) when the mail server
 * refuses the address for good; SERVICE_UNAVAILABLE for any other failure
 */
async function send(deps: AccountMailDeps, message: Parameters<Mailer["send"]>[0]): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (err) {
    deps.log.error({ err: (err as Error).message }, "письмо не отправлено");
    if (refusedForGood(err)) {
      throw fail.badInput(
        "Почтовый сервер не принимает письма на этот адрес. Проверьте адрес или укажите другой.",
        "email",
      );
    }
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      "Не удалось отправить письмо. Попробуйте еще раз через несколько минут.",
    );
  }
}

/**
 * Stores a new link of `purpose` (its token's SHA-256 only), valid for {@link LINK_LIFETIME_MS}
 * of its purpose.
 * @param fields the link's address and what it carries (the account, or the registration's form)
 * @param page the app's page the link opens, e.g. `/password/reset`
 * @returns its URL, `publicUrl + page + "#" + token`, for the letter only
 */
async function newEmailLink(
  deps: AccountMailDeps,
  purpose: keyof typeof LINK_LIFETIME_MS,
  fields: Omit<Insertable<EmailLinksTable>, "purpose" | "token_hash" | "expires_at">,
  page: string,
): Promise<string> {
  const token = newToken();
  await insertEmailLink(deps.db, {
    ...fields,
    purpose,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + LINK_LIFETIME_MS[purpose]),
  });
  return `${deps.publicUrl}${page}#${token}`;
}

/** Stores a new one-hour password-reset link of the account. @returns its URL, for the letter only */
const newResetLink = (deps: AccountMailDeps, user: { id: number; email: string }) =>
  newEmailLink(deps, "RESET", { email: user.email, user_id: user.id }, "/password/reset");

/**
 * Starts a registration (OWASP ASVS 5.0 V6.3.8, V6.4.1): the form is checked (email, ФИО,
 * password: 8–128 characters, not a common one), the password is hashed at once (argon2id),
 * and a letter goes to the address: a new address gets a 24-hour link that creates the
 * account when opened (see confirmRegistration); an address with an account gets «вы уже
 * зарегистрированы» with a password-reset link. Both answer {@link REGISTRATION_RECEIPT} after
 * the same work (one hash, one letter), so the answer does not tell whether the address has
 * an account. No account exists until the link is opened; an unopened link expires.
 * @returns the receipt's Russian text
 * @throws BAD_USER_INPUT per field, and for an address the mail server refuses for good (the
 *   same for a new and a taken address: both are mailed); SERVICE_UNAVAILABLE when the letter
 *   cannot be sent otherwise
 */
export async function requestRegistration(
  deps: AccountMailDeps,
  _actor: Actor | null,
  input: unknown,
): Promise<string> {
  const v = parseInput(registerInput, input);
  const passwordHash = await hashPassword(v.password);
  const existing = await findUserByEmail(deps.db, v.email);
  if (existing) {
    await send(deps, alreadyRegisteredMail(existing.email, existing.fio, await newResetLink(deps, existing)));
    return REGISTRATION_RECEIPT;
  }
  const link = await newEmailLink(
    deps,
    "REGISTER",
    { email: v.email, fio: v.fio, password_hash: passwordHash },
    "/register/confirm",
  );
  await send(deps, confirmRegistrationMail(v.email, v.fio, link));
  return REGISTRATION_RECEIPT;
}

/**
 * Creates the account of a registration link (a plain account without a role; an admin grants
 * roles). The link works once; the address's other registration links stop working too.
 * @throws NOT_FOUND for a malformed, unknown, used or expired link; CONFLICT when the address
 *   got an account meanwhile (through another link)
 */
export async function confirmRegistration(
  deps: AccountMailDeps,
  _actor: Actor | null,
  token: string,
): Promise<UserRow> {
  if (!linkTokenInput.safeParse(token).success) throw invalidLink();
  return deps.db
    .transaction()
    .execute(async (tx) => {
      const link = await lockUsableLink(tx, "REGISTER", hashToken(token));
      if (!link?.fio || !link.password_hash) throw invalidLink();
      await useLinksOf(tx, "REGISTER", link.email);
      if (await findUserByEmail(tx, link.email)) {
        throw fail.conflict("Учетная запись с этим адресом уже есть: войдите или задайте новый пароль.");
      }
      const id = await insertUser(
        tx,
        { email: link.email, fio: link.fio, password_hash: link.password_hash, disabled_at: null },
        [],
      );
      const [user] = await findUsersByIds(tx, [id]);
      if (!user) throw invalidLink();
      await audit(tx, user, "user.register", "user", id, { after: { email: user.email, fio: user.fio } });
      return user;
    })
    .catch((err) => {
      throw isUniqueViolation(err)
        ? fail.conflict("Учетная запись с этим адресом уже есть: войдите или задайте новый пароль.")
        : err;
    });
}

/** The password-reset request: `{ email }` (also the REST body's schema). */
export const resetRequest = z.object({ email: emailField });

/**
 * Mails a one-hour, single-use password-reset link to an active account's address; for an
 * unknown address nothing is sent. The answer is the same either way and does the same work
 * before it (one lookup): the link is stored and mailed after the answer, so neither the
 * database write, the mail server's round trip nor its failure shows in the answer (OWASP ASVS
 * 5.0 V6.4.1); a failed letter is logged (the user asks again).
 * @returns once the address is checked, before any letter is sent
 * @throws BAD_USER_INPUT for a malformed email
 */
export async function requestPasswordReset(
  deps: AccountMailDeps,
  _actor: Actor | null,
  email: unknown,
): Promise<void> {
  const v = parseInput(resetRequest, { email });
  const user = await findActiveUserByEmail(deps.db, v.email);
  if (!user) return;
  setImmediate(() => {
    newResetLink(deps, user)
      .then((link) => send(deps, resetPasswordMail(user.email, user.fio, link)))
      .catch((err: unknown) => {
        // send() has logged a mail failure (an AppError); anything else is logged here.
        if (!(err instanceof AppError))
          deps.log.error({ userId: user.id, err: String(err) }, "ссылка для нового пароля не сохранена");
      });
  });
}

/** A new password by a reset link: `{ password }` (the link's token is checked on its own). */
export const resetInput = z.object({ password: newPassword });

/**
 * Sets a new password by a reset link: the link works once and within its hour; the
 * account's other reset links stop working, every session of the account ends and its
 * browsers' device cookies are forgotten (OWASP
 * ASVS 5.0 V6.4.1, V7.4.3).
 * @throws NOT_FOUND for a malformed, unknown, used or expired link; BAD_USER_INPUT (password)
 */
export async function resetPassword(
  deps: AccountMailDeps,
  _actor: Actor | null,
  token: string,
  password: unknown,
): Promise<void> {
  if (!linkTokenInput.safeParse(token).success) throw invalidLink();
  const v = parseInput(resetInput, { password });
  const hash = await hashPassword(v.password);
  await deps.db.transaction().execute(async (tx) => {
    const link = await lockUsableLink(tx, "RESET", hashToken(token));
    if (!link?.user_id) throw invalidLink();
    await useLinksOf(tx, "RESET", link.email);
    await updatePasswordHash(tx, link.user_id, hash);
    await deleteSessionsOf(tx, link.user_id);
    await deleteTrustedDevicesOf(tx, link.user_id);
    await audit(tx, { id: link.user_id, email: link.email }, "user.password_reset", "user", link.user_id);
  });
}

import type { Insertable } from "kysely";
import { z } from "zod";
import { audit } from "../audit/audit.service.ts";
import type { Actor } from "../lib/actor.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail, isUniqueViolation } from "../lib/errors.ts";
import { email as emailField } from "../lib/fields.ts";
import { hashPassword } from "../lib/password.ts";
import { hashToken, linkTokenInput, newToken } from "../lib/tokens.ts";
import { parseInput } from "../lib/validation.ts";
import { enqueueLetter, wakeOutbox } from "../mail/outbox.ts";
import { type AccountJob, accountLetter } from "./account.delivery.ts";
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

/** What the mailed-link flows need: the database, the logger and the outbox's queue. */
export type AccountMailDeps = Pick<ServiceDeps, "db" | "log" | "queue" | "delivery">;

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
 * Stores a new link of `purpose`, valid for {@link LINK_LIFETIME_MS} of its purpose, and queues
 * its letter in the same transaction (the outbox, `accountLetter`): the letter makes the link's
 * token, so no token exists before it and only its hash is stored.
 * @param fields the link's address and what it carries (the account, or the registration's form)
 */
async function queueLinkLetter(
  deps: AccountMailDeps,
  purpose: keyof typeof LINK_LIFETIME_MS,
  fields: Omit<Insertable<EmailLinksTable>, "purpose" | "token_hash" | "expires_at">,
  letter: AccountJob["letter"],
): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    const linkId = await insertEmailLink(tx, {
      ...fields,
      purpose,
      // Until the letter is made: the hash of a token nobody has.
      token_hash: hashToken(newToken()),
      expires_at: new Date(Date.now() + LINK_LIFETIME_MS[purpose]),
    });
    await enqueueLetter(tx, deps, accountLetter, { linkId, letter });
  });
  wakeOutbox(deps.queue);
}

/** Queues a one-hour password-reset link of the account in `letter` («already» or «reset»). */
const queueResetLetter = (
  deps: AccountMailDeps,
  user: { id: number; email: string },
  letter: "already" | "reset",
) => queueLinkLetter(deps, "RESET", { email: user.email, user_id: user.id }, letter);

/**
 * Starts a registration (OWASP ASVS 5.0 V6.3.8, V6.4.1): the form is checked (email, ФИО,
 * password: 8–128 characters, not a common one), the password is hashed at once (argon2id),
 * and a letter goes to the address: a new address gets a 24-hour link that creates the
 * account when opened (see confirmRegistration); an address with an account gets «вы уже
 * зарегистрированы» with a password-reset link. Both answer {@link REGISTRATION_RECEIPT} after
 * the same work (one hash, one link stored, one letter queued in the outbox), so the answer
 * does not tell whether the address has an account, nor whether the mail server took the
 * letter (a refused letter is recorded in `letters`, and the user asks again). No account
 * exists until the link is opened; an unopened link expires.
 * @returns the receipt's Russian text
 * @throws BAD_USER_INPUT per field
 */
export async function requestRegistration(
  deps: AccountMailDeps,
  _actor: Actor | null,
  input: unknown,
): Promise<string> {
  const v = parseInput(registerInput, input);
  const passwordHash = await hashPassword(v.password);
  const existing = await findUserByEmail(deps.db, v.email);
  if (existing) await queueResetLetter(deps, existing, "already");
  else {
    await queueLinkLetter(
      deps,
      "REGISTER",
      { email: v.email, fio: v.fio, password_hash: passwordHash },
      "confirm",
    );
  }
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
 * before it (one lookup): the link is stored and its letter queued after the answer, so neither
 * the database write, the mail server's round trip nor its failure shows in the answer (OWASP
 * ASVS 5.0 V6.4.1); a failed letter is recorded in `letters` and retried by the outbox.
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
    queueResetLetter(deps, user, "reset").catch((err: unknown) =>
      deps.log.error({ userId: user.id, err: String(err) }, "ссылка для нового пароля не сохранена"),
    );
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

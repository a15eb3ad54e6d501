import { hashToken, newToken } from "../lib/tokens.ts";
import type { LetterKind } from "../mail/outbox.ts";
import { alreadyRegisteredMail, confirmRegistrationMail, resetPasswordMail } from "./account.mail.ts";
import { lockLinkForLetter, setLinkToken } from "./email-link.repository.ts";

/**
 * The data of an account letter: the mailed link it carries and which letter it is: `confirm`
 * (a registration's link), `already` (an address with an account: a reset link instead),
 * `reset` (a password-reset link).
 */
export interface AccountJob {
  linkId: number;
  letter: "confirm" | "already" | "reset";
}

/** The page each letter's link opens; the token goes after `#`, never to a server's log. */
const PAGE = { confirm: "/register/confirm", already: "/password/reset", reset: "/password/reset" } as const;

/**
 * An account letter, made when its turn comes: a fresh token for its link, stored only as its
 * hash (a retry makes another, and the earlier letter's link stops working). Not due once the
 * link was used or expired.
 */
export const accountLetter: LetterKind<AccountJob> = {
  name: "account",
  async prepare(deps, { linkId, letter }) {
    const token = newToken();
    const link = await deps.db.transaction().execute(async (tx) => {
      const row = await lockLinkForLetter(tx, linkId);
      if (row) await setLinkToken(tx, linkId, hashToken(token));
      return row;
    });
    if (!link) return null;
    const url = `${deps.publicUrl}${PAGE[letter]}#${token}`;
    const fio = (letter === "confirm" ? link.fio : link.user_fio) ?? "";
    const make = {
      confirm: confirmRegistrationMail,
      already: alreadyRegisteredMail,
      reset: resetPasswordMail,
    }[letter];
    return { message: make(link.email, fio, url) };
  },
};

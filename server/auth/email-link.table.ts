import type { Generated, Selectable } from "kysely";

/** What a mailed link is for. */
export type LinkPurpose = "REGISTER" | "RESET";

/**
 * `email_links`: a link mailed to an address (registration confirmation or password reset).
 * The token is stored only as its SHA-256; a link expires and is used once.
 */
export interface EmailLinksTable {
  id: Generated<number>;
  purpose: LinkPurpose;
  token_hash: string;
  /** The address the link was mailed to (as typed; compared case-insensitively). */
  email: string;
  /** REGISTER: the ФИО of the account to create. */
  fio: string | null;
  /** REGISTER: the argon2id hash of the chosen password (the password itself is never kept). */
  password_hash: string | null;
  /** RESET: the account whose password the link resets. */
  user_id: number | null;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

export type EmailLinkRow = Selectable<EmailLinksTable>;

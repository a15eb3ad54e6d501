import type { Generated, Selectable } from "kysely";

/** `api_tokens`: personal tokens for programs; the token itself is stored only as its SHA-256. */
export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  created_at: Generated<Date>;
  /** The admin who created it. */
  created_by: number | null;
  expires_at: Date | null;
  /** Updated at most once a minute. */
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export type ApiTokenRow = Selectable<ApiTokensTable>;

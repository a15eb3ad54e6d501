import { z } from "zod";
import { audit } from "../audit/audit.service.ts";
import { type Actor, auditUser } from "../lib/actor.ts";
import type { Db } from "../lib/database.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail } from "../lib/errors.ts";
import { optionalDate, text } from "../lib/fields.ts";
import { hashToken, newToken } from "../lib/tokens.ts";
import { fieldError, parseInput } from "../lib/validation.ts";
import { findApiTokenUser, insertApiToken, revokeApiToken } from "./api-token.repository.ts";
import type { ApiTokenRow } from "./api-token.table.ts";
import { findUsersByIds } from "./user.repository.ts";
import type { UserRow } from "./user.table.ts";

/** Prefix of API tokens, which tells them from session tokens. */
export const API_TOKEN_PREFIX = "dsv_";

const input = z.object({ name: text("Название", 1, 100), expiresAt: optionalDate("Срок действия") });

/**
 * Creates a personal API token for a user (admin). The token is returned this once and
 * stored only as its SHA-256; it acts with the user's roles until it expires or is revoked.
 * @throws NOT_FOUND (user), BAD_USER_INPUT (name, expiry in the past)
 */
export async function createApiToken(
  deps: Pick<ServiceDeps, "db">,
  actor: Actor | null,
  userId: number,
  args: { name: string; expiresAt?: string | null },
): Promise<{ token: string; row: ApiTokenRow }> {
  const v = parseInput(input, args);
  if (v.expiresAt && v.expiresAt.getTime() <= Date.now())
    throw fieldError("expiresAt", "Срок действия должен быть в будущем.");
  const [user] = await findUsersByIds(deps.db, [userId]);
  if (!user) throw fail.notFound("Пользователь не найден.");
  const token = `${API_TOKEN_PREFIX}${newToken()}`;
  const row = await deps.db.transaction().execute(async (tx) => {
    const created = await insertApiToken(tx, {
      user_id: userId,
      name: v.name,
      token_hash: hashToken(token),
      created_by: actor?.user.id ?? null,
      expires_at: v.expiresAt,
    });
    await audit(tx, auditUser(actor), "api_token.create", "user", userId, {
      after: { tokenId: created.id, name: v.name, expiresAt: v.expiresAt },
    });
    return created;
  });
  return { token, row };
}

/** Revokes an API token (admin); it stops working at once. @throws NOT_FOUND */
export async function revokeToken(
  deps: Pick<ServiceDeps, "db">,
  actor: Actor | null,
  id: number,
): Promise<ApiTokenRow> {
  return deps.db.transaction().execute(async (tx) => {
    const row = await revokeApiToken(tx, id);
    if (!row) throw fail.notFound("Токен не найден.");
    await audit(tx, auditUser(actor), "api_token.revoke", "user", row.user_id, {
      after: { tokenId: id, name: row.name },
    });
    return row;
  });
}

/** The user behind a live API token, or null. */
export async function userForApiToken(db: Db, token: string): Promise<UserRow | null> {
  if (token.length > 200) return null;
  return (await findApiTokenUser(db, hashToken(token))) ?? null;
}

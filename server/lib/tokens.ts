import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { LINK_TOKEN_PATTERN } from "../../shared/limits.ts";

/**
 * A new secret token: 256 bits from the CSPRNG, base64url (43 characters, the shape of
 * shared/limits.ts LINK_TOKEN_PATTERN). Only its {@link hashToken} is ever stored.
 */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 of a token, hex (64 characters): the only form in which tokens are stored. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * A link token as services accept it (ballot, commission, registration and reset links):
 * the shape {@link newToken} makes. Also the REST bodies' JSON Schema of a token.
 */
export const linkTokenInput = z.string().regex(LINK_TOKEN_PATTERN);

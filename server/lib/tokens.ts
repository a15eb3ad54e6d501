import { createHash, randomBytes } from "node:crypto";

/**
 * A new secret token: 256 bits from the CSPRNG, base64url (43 characters).
 * Only its {@link hashToken} is ever stored.
 */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 of a token, hex (64 characters): the only form in which tokens are stored. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

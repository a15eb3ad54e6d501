// Facts the server and the web app both check, written once. No dependencies: the web may
// import this module (never anything under server/).

/** Length of a link token (ballot, commission, registration, password reset): 256 bits in base64url. */
export const LINK_TOKEN_LENGTH = 43;

/** A link token without anchors, for building larger patterns (a URL path, a JSON Schema). */
export const LINK_TOKEN_SOURCE = `[A-Za-z0-9_-]{${LINK_TOKEN_LENGTH}}`;

/** A whole link token: exactly {@link LINK_TOKEN_LENGTH} base64url characters. */
export const LINK_TOKEN_PATTERN = new RegExp(`^${LINK_TOKEN_SOURCE}$`);

/** Whether `token` has a link token's shape (says nothing about whether it is valid). */
export function isLinkToken(token: string): boolean {
  return LINK_TOKEN_PATTERN.test(token);
}

/** The reason given when a vote is annulled, in characters (after trimming). */
export const ANNUL_REASON = { min: 5, max: 1000 } as const;

/** A new password, in characters (OWASP ASVS 5.0 V6.2: at least 8, at most 128 accepted). */
export const PASSWORD = { min: 8, max: 128 } as const;

/** A database id as GraphQL and REST pass it: a positive decimal integer of at most 10 digits (server/lib/ids.ts parseId). */
export const ID_SOURCE = "[1-9][0-9]{0,9}";

import { isLinkToken } from "../../../shared/limits.ts";
/**
 * The commission member's page: `/commission/{token}` (the personal link from their letter).
 * `main.tsx` opens it in its own shell (commission/CommissionApp.tsx), without the router and
 * the desks; the server answers the path with the same index.html as every page.
 * @returns the token, or null for any other path
 */
export function commissionPage(pathname: string): string | null {
  const match = /^\/commission\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** A commission link's token: 43 base64url characters (anything else is a page that does not exist). */
export function isCommissionToken(token: string): boolean {
  return isLinkToken(token);
}

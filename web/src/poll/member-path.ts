/**
 * The member's pages: `/polls` (paste the link) and `/polls/{token}` (the ballot). `main.tsx`
 * opens them in the ballot's own shell (poll/PollApp.tsx), without the router and the desks.
 * @returns the token ("" for `/polls`), or null for any other path
 */
export function memberPage(pathname: string): string | null {
  const match = /^\/polls(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1] ?? "");
  } catch {
    return match[1] ?? "";
  }
}

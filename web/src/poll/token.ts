/**
 * The token from what a member pasted: the whole link from the email
 * (`https://…/polls/<token>`, possibly with `?…` or `#…`), a path, or the bare code.
 * Returns "" when nothing usable is left.
 */
export function extractToken(input: string): string {
  const text = input.trim();
  if (!text) return "";
  let path = text;
  try {
    path = new URL(text).pathname;
  } catch {
    // Not an absolute URL: a path or the bare code; drop a query or fragment if pasted with it.
    path = text.split(/[?#]/)[0] ?? "";
  }
  const segments = path.split("/").filter(Boolean);
  const last = segments[segments.length - 1] ?? "";
  try {
    return decodeURIComponent(last).trim();
  } catch {
    return last.trim();
  }
}

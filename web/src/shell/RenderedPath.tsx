import { createContext, use } from "react";

/**
 * The path of the page the server is rendering (web/src/entry-server.tsx provides it): the
 * standalone shells, which read `window.location` in the browser, read it here on the server.
 * None in the browser.
 */
export const RenderedPath = createContext<string | null>(null);

/** The page's path: the server's render's, or the browser's location. */
export function usePagePath(): string {
  return use(RenderedPath) ?? window.location.pathname;
}

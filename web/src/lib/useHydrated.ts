import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * Whether this render may show what only the browser knows: the device's own storage (a
 * member's voting key, a kept ballot receipt), the history entry's state (where the demo
 * mailbox was opened from), a link's `#` token; and whether a form may send (before, a native
 * submission of the server's HTML would reload the page with what was typed). False while the server renders the page and while the browser
 * hydrates that HTML, which must match it; true from the render after, and from the first render
 * of a page the browser renders alone. React re-renders at once when the two differ
 * (`useSyncExternalStore` uses the server snapshot for the hydration).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

import { useEffect, useSyncExternalStore } from "react";
import { appConfig } from "./config.ts";

/** The title the page shown last set, without the app's name; null for none (yet). */
let pageTitle: string | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets the tab title to «{title} — Диссовет» while the page is shown (screen readers announce it too). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} — ${appConfig.appName}` : appConfig.appName;
    pageTitle = title || null;
    for (const listener of listeners) listener();
  }, [title]);
}

/**
 * The current page's title as it gave it to {@link useDocumentTitle} («Защита: Кузнецова
 * Анна Сергеевна»), or null while it has none; re-renders when it changes. Lets a link name
 * the page it was followed from, e.g. on the way back.
 */
export function usePageTitle(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => pageTitle,
    () => null,
  );
}

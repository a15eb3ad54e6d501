import { useSyncExternalStore } from "react";

/** What the progress bar needs to know about GraphQL requests in flight. */
interface RequestActivity {
  /** Requests started and not yet finished. */
  pending: number;
  /** Whether a request of the current burst failed (network error or GraphQL errors). */
  failed: boolean;
}

let activity: RequestActivity = { pending: 0, failed: false };
const listeners = new Set<() => void>();

let notifyQueued = false;

/**
 * Stores the new state and tells the listeners in a microtask: Apollo may start a request while
 * a component renders (a query whose variables just changed), and a listener's re-render must
 * not run inside another component's render.
 */
function publish(next: RequestActivity): void {
  activity = next;
  if (notifyQueued) return;
  notifyQueued = true;
  queueMicrotask(() => {
    notifyQueued = false;
    for (const listener of listeners) listener();
  });
}

/** Counts GraphQL requests for the progress bar; fed by the Apollo link in `apollo/client.ts`. */
export const requestActivity = {
  /** A request starts; a new burst (nothing pending) forgets the previous failure. */
  start(): void {
    publish({ pending: activity.pending + 1, failed: activity.pending === 0 ? false : activity.failed });
  },
  /** A request ends, `failed` when it errored. */
  end(failed: boolean): void {
    publish({ pending: Math.max(0, activity.pending - 1), failed: activity.failed || failed });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot(): RequestActivity {
    return activity;
  },
};

/** The live {@link RequestActivity}, re-rendering on every change. */
export function useRequestActivity(): RequestActivity {
  return useSyncExternalStore(requestActivity.subscribe, requestActivity.snapshot, requestActivity.snapshot);
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/**
 * Whether the browser believes it is online (spec §4: online/offline status is tracked). A page
 * rendered on the server, and its hydration, say online: the notice appears after, if at all.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

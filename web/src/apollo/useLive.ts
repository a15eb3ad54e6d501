import type { TypedDocumentNode } from "@apollo/client";
import { useSubscription } from "@apollo/client/react";
import { useState, useSyncExternalStore } from "react";
import { errorMessage } from "../lib/errors.ts";
import { liveConnection } from "../lib/live.ts";

/** What a desk page shows of its live subscription. */
export interface LiveStatus {
  /** When the last answer arrived; null before the first. */
  updatedAt: Date | null;
  /** Whether the page's streams are connected (false while one is being re-established). */
  connected: boolean;
  /** The Russian error that ended the subscription (a session ended, the object gone), if any. */
  error: string | null;
}

/**
 * Keeps a desk page live: runs the subscription `document` (its answers land in the normalized
 * cache, so the page's `useQuery` re-renders with them) for as long as the page is mounted.
 */
export function useLive<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): LiveStatus {
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const connected = useSyncExternalStore(
    liveConnection.subscribe,
    liveConnection.connected,
    liveConnection.connected,
  );
  const { error } = useSubscription(document, {
    variables,
    onData: () => setUpdatedAt(new Date()),
  } as useSubscription.Options<TData, TVariables>);
  return { updatedAt, connected, error: error ? errorMessage(error) : null };
}

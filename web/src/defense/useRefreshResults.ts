import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { graphql } from "../__generated__";
import { errorMessage } from "../lib/errors.ts";

/** How often the page asks for turnout and delivery while they can change. */
export const POLL_INTERVAL_MS = 2000;

/**
 * Only the parts of a defense that change while members vote (and while the commission makes
 * its key or opens the urn). Fetched on its own so that
 * neither polling nor «Обновить результаты» reloads the defense's facts and council; the
 * answer lands on the same normalized Defense, so the page re-renders with the new turnout.
 */
const RefreshDefenseResultsQuery = graphql(`
  query RefreshDefenseResults($id: ID!) {
    secretarDefense(id: $id) {
      id
      resultPolls {
        ...ResultsPanel_resultPolls
      }
      invites {
        ...InviteMembers_invite
      }
      encryption {
        ...CommissionKey_encryption
      }
    }
  }
`);

/** State of the explicit «Обновить результаты». */
export interface RefreshState {
  loading: boolean;
  /** The Russian error of the last refresh, if it failed. */
  error: string | null;
  /** When the results were last refreshed by the button. */
  refreshedAt: Date | null;
}

/** What the results panel shows about fresh data. */
export interface LiveState {
  /** Whether the results are being polled. */
  live: boolean;
  /** When an answer last arrived (by polling or the button). */
  updatedAt: Date | null;
  /** The Russian error of the last poll, if it failed (polling goes on). */
  error: string | null;
}

/**
 * Keeps a defense's `resultPolls`, `invites` and `encryption` fresh: polls them every 2 s while
 * `live` (not while the tab is hidden), and refreshes them from the network on demand (spec §4).
 * @returns `[refresh(), RefreshState, LiveState]`
 */
export function useRefreshResults(defenseId: string, live: boolean) {
  const { refetch, error, networkStatus } = useQuery(RefreshDefenseResultsQuery, {
    variables: { id: defenseId },
    pollInterval: live ? POLL_INTERVAL_MS : 0,
    skipPollAttempt: () => document.hidden,
  });
  const [state, setState] = useState<RefreshState>({ loading: false, error: null, refreshedAt: null });
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const previousStatus = useRef(networkStatus);

  useEffect(() => {
    if (networkStatus === NetworkStatus.ready && previousStatus.current !== NetworkStatus.ready) {
      setUpdatedAt(new Date());
    }
    previousStatus.current = networkStatus;
  }, [networkStatus]);

  const refresh = useCallback(async () => {
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const result = await refetch();
      if (result.error) throw result.error;
      setState({ loading: false, error: null, refreshedAt: new Date() });
    } catch (err) {
      setState((s) => ({ ...s, loading: false, error: errorMessage(err) }));
    }
  }, [refetch]);

  const liveState: LiveState = { live, updatedAt, error: error ? errorMessage(error) : null };
  return [refresh, state, liveState] as const;
}

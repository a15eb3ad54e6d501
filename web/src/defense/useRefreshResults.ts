import { useApolloClient } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { graphql } from "../__generated__";
import { errorMessage } from "../lib/errors.ts";

/**
 * Only the parts of a defense that change while members vote. Fetched on its own so that
 * «Обновить результаты» does not reload the defense's facts and council; the answer lands on
 * the same normalized Defense, so the page re-renders with the new turnout.
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
    }
  }
`);

/** State of the last refresh. */
export interface RefreshState {
  loading: boolean;
  /** The Russian error of the last refresh, if it failed. */
  error: string | null;
  /** When the results were last refreshed successfully. */
  refreshedAt: Date | null;
}

/** Refreshes a defense's `resultPolls` and `invites` from the network (spec §4). */
export function useRefreshResults(defenseId: string) {
  const client = useApolloClient();
  const [state, setState] = useState<RefreshState>({ loading: false, error: null, refreshedAt: null });
  const refresh = useCallback(async () => {
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      await client.query({
        query: RefreshDefenseResultsQuery,
        variables: { id: defenseId },
        fetchPolicy: "network-only",
      });
      setState({ loading: false, error: null, refreshedAt: new Date() });
    } catch (error) {
      setState((s) => ({ ...s, loading: false, error: errorMessage(error) }));
    }
  }, [client, defenseId]);
  return [refresh, state] as const;
}

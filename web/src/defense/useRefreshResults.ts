import { useQuery } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { graphql } from "../__generated__";
import { errorMessage } from "../lib/errors.ts";

/**
 * Only the parts of a defense that change while members vote (and while the commission makes
 * its key or opens the urn), for «Обновить результаты»: fetched on their own, so the button
 * does not reload the defense's facts and council; the answer lands on the same normalized
 * Defense. The page is kept fresh without it by its live subscription (the defense page's
 * `SecretarDefenseChanged`); the button is the spec's explicit refresh (§4).
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
interface RefreshState {
  loading: boolean;
  /** The Russian error of the last refresh, if it failed. */
  error: string | null;
  /** When the results were last refreshed by the button. */
  refreshedAt: Date | null;
}

/**
 * «Обновить результаты»: refreshes a defense's `resultPolls`, `invites` and `encryption` from
 * the network on demand (spec §4). Asks nothing until the button is pressed.
 * @returns `[refresh(), RefreshState]`
 */
export function useRefreshResults(defenseId: string) {
  const { refetch } = useQuery(RefreshDefenseResultsQuery, {
    variables: { id: defenseId },
    // The page's own query holds these fields already: nothing is asked for on mount.
    fetchPolicy: "cache-only",
  });
  const [state, setState] = useState<RefreshState>({ loading: false, error: null, refreshedAt: null });

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

  return [refresh, state] as const;
}

import { graphql } from "../__generated__";
import { useMutationAction } from "../apollo/useMutationAction.ts";

const RestartKeyCeremonyMutation = graphql(`
  mutation RestartKeyCeremony($defenseId: ID!, $reason: String!) {
    restartKeyCeremony(defenseId: $defenseId, reason: $reason) {
      id
      encryption {
        ...CommissionKey_encryption
      }
    }
  }
`);

/**
 * Starts the commission's key ceremony again with a reason (audited): a new manifest and
 * election id; the members' links and open pages carry on by themselves. The answer's
 * `encryption` replaces the cached one.
 * @returns `[restart(reason) (rejects with the server's error), { loading }]`
 */
export function useRestartKeyCeremonyMutation(defenseId: string) {
  return useMutationAction(RestartKeyCeremonyMutation, (reason: string) => ({ defenseId, reason }));
}

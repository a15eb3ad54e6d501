import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../__generated__";

const AnnulPollMutation = graphql(`
  mutation AnnulPoll($defenseId: ID!, $reason: String!) {
    annulPoll(defenseId: $defenseId, reason: $reason) {
      id
      resultPolls {
        ...ResultsPanel_resultPolls
      }
      invites {
        ...InviteMembers_invite
      }
      protocol {
        ...ProtocolLinks_protocol
      }
      encryption {
        ...CommissionKey_encryption
      }
    }
  }
`);

/**
 * Annuls the defense's vote with a reason (kept, not deleted; open links stop working); the
 * answer's `resultPolls` and (now null) protocol replace the cached ones.
 * @returns `[annulPoll(reason) (rejects with the server's error), { loading }]`
 */
export function useAnnulPollMutation(defenseId: string) {
  const [mutate, { loading }] = useMutation(AnnulPollMutation);
  const annulPoll = useCallback(
    async (reason: string): Promise<void> => {
      await mutate({ variables: { defenseId, reason } });
    },
    [defenseId, mutate],
  );
  return [annulPoll, { loading }] as const;
}

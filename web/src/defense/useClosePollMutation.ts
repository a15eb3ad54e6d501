import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../__generated__";

const ClosePollMutation = graphql(`
  mutation ClosePoll($defenseId: ID!) {
    closePoll(defenseId: $defenseId) {
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
    }
  }
`);

/**
 * Closes the defense's poll; the answer's `resultPolls` (now with the tally) and protocol
 * replace the cached ones through the normalized Defense.
 * @returns `[closePoll() (rejects with the server's error), { loading }]`
 */
export function useClosePollMutation(defenseId: string) {
  const [mutate, { loading }] = useMutation(ClosePollMutation);
  const closePoll = useCallback(async (): Promise<void> => {
    await mutate({ variables: { defenseId } });
  }, [defenseId, mutate]);
  return [closePoll, { loading }] as const;
}

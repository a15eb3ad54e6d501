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
      encryption {
        ...CommissionKey_encryption
      }
    }
  }
`);

/**
 * Closes the defense's poll; the answer's `resultPolls`, `encryption` (the urn now waits for
 * the commission) and protocol (once the commission has decrypted the count) replace the
 * cached ones through the normalized Defense.
 * @returns `[closePoll() (rejects with the server's error), { loading }]`
 */
export function useClosePollMutation(defenseId: string) {
  const [mutate, { loading }] = useMutation(ClosePollMutation);
  const closePoll = useCallback(async (): Promise<void> => {
    await mutate({ variables: { defenseId } });
  }, [defenseId, mutate]);
  return [closePoll, { loading }] as const;
}

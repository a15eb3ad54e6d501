import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../__generated__";

const SetRollMutation = graphql(`
  mutation SetRoll($defenseId: ID!, $memberIds: [ID!]!) {
    setRoll(defenseId: $defenseId, memberIds: $memberIds) {
      id
      resultPolls {
        ...ResultsPanel_resultPolls
      }
      roll {
        ...InviteMembers_roll
      }
      commission {
        ...CountingCommission_member
      }
      invites {
        ...InviteMembers_invite
      }
      pollHistory {
        ...ResultsPanel_pollRound
      }
      encryption {
        ...CommissionKey_encryption
      }
    }
  }
`);

/**
 * Saves the явочный лист (the complete roll) before the ballot opens, or starts a new round
 * after an annulled vote; the answer's quorum, roll and commission replace the cached ones.
 * @returns `[setRoll(memberIds) (rejects with the server's error), { loading }]`
 */
export function useSetRollMutation(defenseId: string) {
  const [mutate, { loading }] = useMutation(SetRollMutation);
  const setRoll = useCallback(
    async (memberIds: readonly string[]): Promise<void> => {
      await mutate({ variables: { defenseId, memberIds: [...memberIds] } });
    },
    [defenseId, mutate],
  );
  return [setRoll, { loading }] as const;
}

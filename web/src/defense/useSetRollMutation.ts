import { graphql } from "../__generated__";
import { useMutationAction } from "../apollo/useMutationAction.ts";

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
  return useMutationAction(SetRollMutation, (memberIds: readonly string[]) => ({
    defenseId,
    memberIds: [...memberIds],
  }));
}

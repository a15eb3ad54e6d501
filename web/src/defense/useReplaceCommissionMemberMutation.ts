import { graphql } from "../__generated__";
import { useMutationAction } from "../apollo/useMutationAction.ts";

const ReplaceCommissionMemberMutation = graphql(`
  mutation ReplaceCommissionMember($defenseId: ID!, $memberId: ID!, $replacementId: ID!) {
    replaceCommissionMember(defenseId: $defenseId, memberId: $memberId, replacementId: $replacementId) {
      id
      commission {
        ...CountingCommission_member
      }
      encryption {
        ...CommissionKey_encryption
      }
    }
  }
`);

/**
 * Replaces one member of the счетная комиссия by a member of the roll, in the same seat
 * (audited): the replaced link stops working, the replacement gets a letter, the key ceremony
 * starts again and the other members' pages carry on by themselves. The answer's commission and
 * `encryption` replace the cached ones.
 * @returns `[replace(memberId, replacementId) (rejects with the server's error), { loading }]`
 */
export function useReplaceCommissionMemberMutation(defenseId: string) {
  return useMutationAction(ReplaceCommissionMemberMutation, (memberId: string, replacementId: string) => ({
    defenseId,
    memberId,
    replacementId,
  }));
}

import { graphql } from "../__generated__";
import { useMutationAction } from "../apollo/useMutationAction.ts";

const SetCountingCommissionMutation = graphql(`
  mutation SetCountingCommission($defenseId: ID!, $memberIds: [ID!]!) {
    setCountingCommission(defenseId: $defenseId, memberIds: $memberIds) {
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
 * Elects the счетная комиссия (at least `COMMISSION_MIN` members of the roll, shared/council.ts)
 * before the ballot opens: the server mails each member their commission link and the key
 * ceremony starts. The answer's `commission` and `encryption` replace the cached ones.
 * @returns `[setCommission(memberIds) (rejects with the server's error), { loading }]`
 */
export function useSetCountingCommissionMutation(defenseId: string) {
  return useMutationAction(SetCountingCommissionMutation, (memberIds: readonly string[]) => ({
    defenseId,
    memberIds: [...memberIds],
  }));
}

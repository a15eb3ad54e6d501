import { graphql } from "../__generated__";
import { useMutationAction } from "../apollo/useMutationAction.ts";

const RecordCodeConfirmationMutation = graphql(`
  mutation RecordCodeConfirmation($defenseId: ID!, $memberId: ID!) {
    recordCodeConfirmation(defenseId: $defenseId, memberId: $memberId) {
      id
      encryption {
        ...CommissionKey_encryption
      }
    }
  }
`);

/**
 * Records that a member of the счетная комиссия said aloud that the election code matched (the
 * ballot opens only with every member's). The answer's `encryption` replaces the cached one.
 * @returns `[record(memberId) (rejects with the server's error), { loading }]`
 */
export function useRecordCodeConfirmationMutation(defenseId: string) {
  return useMutationAction(RecordCodeConfirmationMutation, (memberId: string) => ({ defenseId, memberId }));
}

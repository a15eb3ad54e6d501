import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../__generated__";

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
  const [mutate, { loading }] = useMutation(ReplaceCommissionMemberMutation);
  const replace = useCallback(
    async (memberId: string, replacementId: string): Promise<void> => {
      await mutate({ variables: { defenseId, memberId, replacementId } });
    },
    [defenseId, mutate],
  );
  return [replace, { loading }] as const;
}

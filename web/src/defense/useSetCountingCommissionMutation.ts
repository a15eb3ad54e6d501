import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../__generated__";

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
 * Elects the счетная комиссия (at least 3 members of the roll) before the ballot opens: the
 * server mails each member their commission link and the key ceremony starts. The answer's
 * `commission` and `encryption` replace the cached ones.
 * @returns `[setCommission(memberIds) (rejects with the server's error), { loading }]`
 */
export function useSetCountingCommissionMutation(defenseId: string) {
  const [mutate, { loading }] = useMutation(SetCountingCommissionMutation);
  const setCommission = useCallback(
    async (memberIds: readonly string[]): Promise<void> => {
      await mutate({ variables: { defenseId, memberIds: [...memberIds] } });
    },
    [defenseId, mutate],
  );
  return [setCommission, { loading }] as const;
}

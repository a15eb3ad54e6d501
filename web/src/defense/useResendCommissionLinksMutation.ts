import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../__generated__";

const ResendCommissionLinksMutation = graphql(`
  mutation ResendCommissionLinks($defenseId: ID!, $memberIds: [ID!]) {
    resendCommissionLinks(defenseId: $defenseId, memberIds: $memberIds) {
      id
      encryption {
        ...CommissionKey_encryption
      }
    }
  }
`);

/**
 * Sends commission members a fresh link (the old one stops working; their device's progress in
 * the ceremony is kept): the given members, or without `memberIds` all of them. The answer's
 * `encryption` (with the links' delivery) replaces the cached one.
 * @returns `[resend(memberIds?) (rejects with the server's error), { loading }]`
 */
export function useResendCommissionLinksMutation(defenseId: string) {
  const [mutate, { loading }] = useMutation(ResendCommissionLinksMutation);
  const resend = useCallback(
    async (memberIds?: readonly string[]): Promise<void> => {
      await mutate({ variables: memberIds ? { defenseId, memberIds: [...memberIds] } : { defenseId } });
    },
    [defenseId, mutate],
  );
  return [resend, { loading }] as const;
}

import { graphql } from "../__generated__";
import { useMutationAction } from "../apollo/useMutationAction.ts";

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
  return useMutationAction(ResendCommissionLinksMutation, (memberIds?: readonly string[]) =>
    memberIds ? { defenseId, memberIds: [...memberIds] } : { defenseId },
  );
}

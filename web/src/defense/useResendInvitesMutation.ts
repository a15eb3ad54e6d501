import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../__generated__";

const ResendInvitesMutation = graphql(`
  mutation ResendInvites($defenseId: ID!, $memberIds: [ID!]) {
    resendInvites(defenseId: $defenseId, memberIds: $memberIds) {
      id
      resultPolls {
        ...ResultsPanel_resultPolls
      }
      invites {
        ...InviteMembers_invite
      }
    }
  }
`);

/**
 * Sends fresh links (the old ones stop working): to the given members, or, without
 * `memberIds`, to every participant who has not voted.
 * @returns `[resendInvites(memberIds?) → how many links are on their way (rejects with the server's error), { loading }]`
 */
export function useResendInvitesMutation(defenseId: string) {
  const [mutate, { loading }] = useMutation(ResendInvitesMutation);
  const resendInvites = useCallback(
    async (memberIds?: readonly string[]): Promise<number> => {
      const { data } = await mutate({
        variables: memberIds ? { defenseId, memberIds: [...memberIds] } : { defenseId },
      });
      const invites = data?.resendInvites.invites ?? [];
      const ids = memberIds ? new Set(memberIds) : null;
      return invites.filter((i) => !i.voted && (!ids || ids.has(i.member.id))).length;
    },
    [defenseId, mutate],
  );
  return [resendInvites, { loading }] as const;
}

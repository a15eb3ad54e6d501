import { graphql } from "../__generated__";
import { useMutationAction } from "../apollo/useMutationAction.ts";

const ResendInvitesMutation = graphql(`
  mutation ResendInvites($defenseId: ID!, $memberIds: [ID!], $revokeOld: Boolean) {
    resendInvites(defenseId: $defenseId, memberIds: $memberIds, revokeOld: $revokeOld) {
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
 * Sends new links: to the given members, or, without `memberIds`, to every participant who has
 * not voted and whose letter is not still queued (the server leaves those out). The links
 * already sent keep working until the member votes by any one of them, unless `revokeOld`
 * (the old address was wrong). Refused (CONFLICT) while a named member's letter is queued.
 * @returns `[resendInvites(memberIds?, { revokeOld?, of? }) → how many of the members meant
 *   (`memberIds`, or `of`: those the caller expects a letter for, or else all who have not
 *   voted) are sent one (rejects with the server's error), { loading }]`
 */
export function useResendInvitesMutation(defenseId: string) {
  return useMutationAction(
    ResendInvitesMutation,
    (memberIds?: readonly string[], opts: { revokeOld?: boolean; of?: readonly string[] } = {}) => ({
      defenseId,
      ...(memberIds ? { memberIds: [...memberIds] } : {}),
      revokeOld: opts.revokeOld ?? false,
    }),
    {
      result: (data, memberIds, opts = {}) => {
        const meant = memberIds ?? opts.of;
        const ids = meant ? new Set(meant) : null;
        const invites = data?.resendInvites.invites ?? [];
        return invites.filter((i) => !i.voted && (!ids || ids.has(i.member.id))).length;
      },
    },
  );
}

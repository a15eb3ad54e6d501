import { graphql } from "../__generated__";
import type { MemberInput } from "../__generated__/graphql";
import { useMutationAction } from "../apollo/useMutationAction.ts";

const AddDefenseMemberMutation = graphql(`
  mutation AddDefenseMember($defenseId: ID!, $input: MemberInput!) {
    addDefenseMember(defenseId: $defenseId, input: $input) {
      ...InviteMembers_member
    }
  }
`);

/**
 * Adds a member to the council for this defense only (дополнительно введенный); the defense's
 * page is fetched again so the list and the quorum include them.
 * @returns `[addMember(input) (rejects with the server's error), { loading }]`
 */
export function useAddDefenseMemberMutation(defenseId: string) {
  return useMutationAction(AddDefenseMemberMutation, (input: MemberInput) => ({ defenseId, input }), {
    refetch: ["SecretarDefense"],
  });
}

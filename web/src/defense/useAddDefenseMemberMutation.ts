import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../__generated__";
import type { MemberInput } from "../__generated__/graphql";

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
  const [mutate, { loading }] = useMutation(AddDefenseMemberMutation, {
    refetchQueries: ["SecretarDefense"],
    awaitRefetchQueries: true,
  });
  const addMember = useCallback(
    async (input: MemberInput): Promise<void> => {
      await mutate({ variables: { defenseId, input } });
    },
    [defenseId, mutate],
  );
  return [addMember, { loading }] as const;
}

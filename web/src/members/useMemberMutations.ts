import { useMutation } from "@apollo/client/react";
import { graphql } from "../__generated__";

/** A council member as the roster shows and edits them. */
export const MemberRoster_member = graphql(`
  fragment MemberRoster_member on BoardMember {
    id
    fio
    email
    degree
    degreeTitle
    academicTitle
    specialtyCode
    position
    archived
  }
`);

const AddMemberMutation = graphql(`
  mutation AddMember($boardId: ID!, $input: MemberInput!) {
    addMember(boardId: $boardId, input: $input) {
      ...MemberRoster_member
    }
  }
`);

const UpdateMemberMutation = graphql(`
  mutation UpdateMember($id: ID!, $input: MemberInput!) {
    updateMember(id: $id, input: $input) {
      ...MemberRoster_member
    }
  }
`);

const ArchiveMemberMutation = graphql(`
  mutation ArchiveMember($id: ID!, $archived: Boolean!) {
    archiveMember(id: $id, archived: $archived) {
      ...MemberRoster_member
    }
  }
`);

/**
 * Adds a member to a council's list. The council's lists are refetched by the roster
 * afterwards (their order is the server's: chairman, deputies, secretary, members by name).
 */
export function useAddMemberMutation() {
  return useMutation(AddMemberMutation);
}

/** Edits a member; the answer updates the normalized member in place. */
export function useUpdateMemberMutation() {
  return useMutation(UpdateMemberMutation);
}

/** Takes a member off the list (`archived: true`) or back onto it. */
export function useArchiveMemberMutation() {
  return useMutation(ArchiveMemberMutation);
}

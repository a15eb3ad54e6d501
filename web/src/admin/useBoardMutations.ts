import { useMutation } from "@apollo/client/react";
import { graphql } from "../__generated__";

/** The council's fields the admin pages show, returned by every council mutation. */
export const AdminBoard_board = graphql(`
  fragment AdminBoard_board on Board {
    id
    code
    name
    organization
    archived
    memberCount
    specialties {
      code
      name
    }
    ruleSet {
      code
      name
    }
    approvedSize
    approvedOrder
    approvedOn
    compositionWarnings {
      ...CompositionWarnings_warning
    }
  }
`);

const CreateBoardMutation = graphql(`
  mutation CreateBoard($input: BoardInput!) {
    createBoard(input: $input) {
      ...AdminBoard_board
    }
  }
`);

const UpdateBoardMutation = graphql(`
  mutation UpdateBoard($id: ID!, $input: BoardInput!) {
    updateBoard(id: $id, input: $input) {
      ...AdminBoard_board
    }
  }
`);

const ArchiveBoardMutation = graphql(`
  mutation ArchiveBoard($id: ID!, $archived: Boolean!) {
    archiveBoard(id: $id, archived: $archived) {
      ...AdminBoard_board
    }
  }
`);

/**
 * Creates a council. The lists reload from the network when opened, so nothing else to update.
 * @returns `[createBoard, { loading }]`; the mutate function rejects with the server's field errors
 */
export function useCreateBoardMutation() {
  return useMutation(CreateBoardMutation);
}

/** Edits a council; the answer updates the normalized council in place. */
export function useUpdateBoardMutation() {
  return useMutation(UpdateBoardMutation);
}

/** Archives a council (`archived: true`) or restores it; its history stays. */
export function useArchiveBoardMutation() {
  return useMutation(ArchiveBoardMutation);
}

import { useMutation } from "@apollo/client/react";
import { graphql } from "../__generated__";

/** A defense's editable facts: what the defense form starts from and every defense mutation returns. */
export const DefenseForm_defense = graphql(`
  fragment DefenseForm_defense on Defense {
    id
    candidate
    thesisTitle
    degree
    scienceBranch
    specialty {
      code
      name
    }
    defenseAt
    place
    opponents
    leadingOrganization
    archived
    board {
      id
      code
      name
    }
    candidateMember {
      id
      fio
    }
  }
`);

const CreateDefenseMutation = graphql(`
  mutation CreateDefense($input: DefenseInput!) {
    createDefense(input: $input) {
      ...DefenseForm_defense
    }
  }
`);

const UpdateDefenseMutation = graphql(`
  mutation UpdateDefense($id: ID!, $input: DefenseInput!) {
    updateDefense(id: $id, input: $input) {
      ...DefenseForm_defense
    }
  }
`);

const ArchiveDefenseMutation = graphql(`
  mutation ArchiveDefense($id: ID!, $archived: Boolean!) {
    archiveDefense(id: $id, archived: $archived) {
      ...DefenseForm_defense
    }
  }
`);

/** Schedules a defense (admin, or the council's secretary); the page then opens it. */
export function useCreateDefenseMutation() {
  return useMutation(CreateDefenseMutation);
}

/** Edits a defense; the answer updates the normalized defense in place. */
export function useUpdateDefenseMutation() {
  return useMutation(UpdateDefenseMutation);
}

/** Archives (cancels) a defense, or restores it. */
export function useArchiveDefenseMutation() {
  return useMutation(ArchiveDefenseMutation);
}

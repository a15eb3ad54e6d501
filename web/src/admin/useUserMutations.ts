import { useMutation } from "@apollo/client/react";
import { graphql } from "../__generated__";

/** An account as the admin pages show it; every account mutation returns it. */
export const AdminUser_user = graphql(`
  fragment AdminUser_user on UserAccount {
    id
    email
    fio
    disabled
    roles {
      role
    }
    boards {
      id
      code
      name
      archived
    }
  }
`);

const CreateUserMutation = graphql(`
  mutation CreateUser($input: UserInput!) {
    createUser(input: $input) {
      ...AdminUser_user
    }
  }
`);

const SetUserRolesMutation = graphql(`
  mutation SetUserRoles($id: ID!, $roles: [Role!]!) {
    setUserRoles(id: $id, roles: $roles) {
      ...AdminUser_user
    }
  }
`);

const SetSecretarBoardsMutation = graphql(`
  mutation SetSecretarBoards($id: ID!, $boardIds: [ID!]!) {
    setSecretarBoards(id: $id, boardIds: $boardIds) {
      ...AdminUser_user
    }
  }
`);

const SetUserDisabledMutation = graphql(`
  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) {
    setUserDisabled(id: $id, disabled: $disabled) {
      ...AdminUser_user
    }
  }
`);

/** Creates an account with roles and, for a secretary, councils. */
export function useCreateUserMutation() {
  return useMutation(CreateUserMutation);
}

/** Sets an account's roles; taking the secretary role away also takes its councils. */
export function useSetUserRolesMutation() {
  return useMutation(SetUserRolesMutation);
}

export function useSetSecretarBoardsMutation() {
  return useMutation(SetSecretarBoardsMutation);
}

/** Disables an account (its sessions end at once) or enables it again. */
export function useSetUserDisabledMutation() {
  return useMutation(SetUserDisabledMutation);
}

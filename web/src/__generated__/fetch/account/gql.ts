/* eslint-disable */
import * as types from "./graphql.js";

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    message\n  }\n}\n\nmutation ConfirmRegistration($token: String!) {\n  confirmRegistration(token: $token) {\n    id\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}": typeof types.RegisterDocument;
};
const documents: Documents = {
  "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    message\n  }\n}\n\nmutation ConfirmRegistration($token: String!) {\n  confirmRegistration(token: $token) {\n    id\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}":
    types.RegisterDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    message\n  }\n}\n\nmutation ConfirmRegistration($token: String!) {\n  confirmRegistration(token: $token) {\n    id\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}",
): typeof import("./graphql.js").RegisterDocument;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  | T
  | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
/** Self-registration: a plain account without a role, created when the mailed link is opened. */
export type RegisterInput = {
  /** Sign-in email (stored lowercase). */
  email: string;
  /** Full name (ФИО), 5–200 characters. */
  fio: string;
  /** 8 to 128 characters; common passwords are refused. */
  password: string;
};

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;

export type RegisterMutation = { register: { message: string } };

export type ConfirmRegistrationMutationVariables = Exact<{
  token: string;
}>;

export type ConfirmRegistrationMutation = { confirmRegistration: { id: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;

export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;

export type ResetPasswordMutation = { resetPassword: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>["__apiType"]>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const RegisterDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation Register($input: RegisterInput!) {
  register(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const ConfirmRegistrationDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation ConfirmRegistration($token: String!) {
  confirmRegistration(token: $token) {
    id
  }
}
    `) as unknown as TypedDocumentString<ConfirmRegistrationMutation, ConfirmRegistrationMutationVariables>;
export const RequestPasswordResetDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation ResetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;

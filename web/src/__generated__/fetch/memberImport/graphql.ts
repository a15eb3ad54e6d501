/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  | T
  | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
export type PreviewMemberImportMutationVariables = Exact<{
  boardId: string | number;
  file: string;
}>;

export type PreviewMemberImportMutation = {
  previewMemberImport: {
    encoding: string;
    delimiter: string;
    errorCount: number;
    rows: Array<{ line: number; fio: string; email: string; error: string | null }>;
  };
};

export type ImportMembersMutationVariables = Exact<{
  boardId: string | number;
  file: string;
}>;

export type ImportMembersMutation = { importMembers: Array<{ id: string }> };

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

export const PreviewMemberImportDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation PreviewMemberImport($boardId: ID!, $file: String!) {
  previewMemberImport(boardId: $boardId, file: $file) {
    encoding
    delimiter
    errorCount
    rows {
      line
      fio
      email
      error
    }
  }
}
    `) as unknown as TypedDocumentString<PreviewMemberImportMutation, PreviewMemberImportMutationVariables>;
export const ImportMembersDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation ImportMembers($boardId: ID!, $file: String!) {
  importMembers(boardId: $boardId, file: $file) {
    id
  }
}
    `) as unknown as TypedDocumentString<ImportMembersMutation, ImportMembersMutationVariables>;

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
  "mutation PreviewMemberImport($boardId: ID!, $file: String!) {\n  previewMemberImport(boardId: $boardId, file: $file) {\n    encoding\n    delimiter\n    errorCount\n    rows {\n      line\n      fio\n      email\n      error\n    }\n  }\n}\n\nmutation ImportMembers($boardId: ID!, $file: String!) {\n  importMembers(boardId: $boardId, file: $file) {\n    id\n  }\n}": typeof types.PreviewMemberImportDocument;
};
const documents: Documents = {
  "mutation PreviewMemberImport($boardId: ID!, $file: String!) {\n  previewMemberImport(boardId: $boardId, file: $file) {\n    encoding\n    delimiter\n    errorCount\n    rows {\n      line\n      fio\n      email\n      error\n    }\n  }\n}\n\nmutation ImportMembers($boardId: ID!, $file: String!) {\n  importMembers(boardId: $boardId, file: $file) {\n    id\n  }\n}":
    types.PreviewMemberImportDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "mutation PreviewMemberImport($boardId: ID!, $file: String!) {\n  previewMemberImport(boardId: $boardId, file: $file) {\n    encoding\n    delimiter\n    errorCount\n    rows {\n      line\n      fio\n      email\n      error\n    }\n  }\n}\n\nmutation ImportMembers($boardId: ID!, $file: String!) {\n  importMembers(boardId: $boardId, file: $file) {\n    id\n  }\n}",
): typeof import("./graphql.js").PreviewMemberImportDocument;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

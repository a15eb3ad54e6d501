import {
  ImportMembersDocument,
  type ImportMembersMutation,
  PreviewMemberImportDocument,
  type PreviewMemberImportMutation,
} from "../__generated__/fetch/memberImport/graphql";
import { restRequest } from "../lib/request.ts";

/**
 * The members CSV upload through REST (`/api/v1/boards/{id}/members/preview` and `/import`):
 * those routes take bodies up to 1 MB, while GraphQL requests are limited to 100 kB. Their
 * answers are typed by memberImport.graphql.
 */

/** The check of a members file: how it was read and its rows; nothing is written. */
export type ImportPreview = PreviewMemberImportMutation["previewMemberImport"];

/** One row of a checked file: its line number, what was read, and its error (null when fine). */
export type ImportRow = ImportPreview["rows"][number];

/**
 * Checks a members file (its bytes in base64) row by row.
 * @throws {import("../lib/request.ts").RequestError} from `{ errors: { message, code, fields? } }`
 */
export function previewMemberImport(boardId: string, file: string): Promise<ImportPreview> {
  return restRequest(
    PreviewMemberImportDocument,
    "POST",
    `api/v1/boards/${encodeURIComponent(boardId)}/members/preview`,
    { file },
  );
}

/**
 * Imports every row of a members file in one transaction, or nothing.
 * @returns the members added
 * @throws {import("../lib/request.ts").RequestError} e.g. 422 with the bad `rows` in `details`
 */
export function importMembers(
  boardId: string,
  file: string,
): Promise<ImportMembersMutation["importMembers"]> {
  return restRequest(
    ImportMembersDocument,
    "POST",
    `api/v1/boards/${encodeURIComponent(boardId)}/members/import`,
    { file },
  );
}

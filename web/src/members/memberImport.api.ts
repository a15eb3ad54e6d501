import { restRequest } from "../lib/request.ts";

/**
 * The members CSV upload through REST (`/api/v1/boards/{id}/members/preview` and `/import`):
 * those routes take bodies up to 1 MB, while GraphQL requests are limited to 100 kB.
 */

/** One row of a checked file: its line number, what was read, and its error (null when fine). */
export interface ImportRow {
  line: number;
  fio: string;
  email: string;
  error: string | null;
}

/** The check of a members file: how it was read and its rows; nothing is written. */
export interface ImportPreview {
  encoding: string;
  delimiter: string;
  errorCount: number;
  rows: ImportRow[];
}

/**
 * Checks a members file (its bytes in base64) row by row.
 * @throws {import("../lib/request.ts").RequestError} from `{ errors: { message, code, fields? } }`
 */
export function previewMemberImport(boardId: string, file: string): Promise<ImportPreview> {
  return restRequest<ImportPreview>("POST", `api/v1/boards/${encodeURIComponent(boardId)}/members/preview`, {
    file,
  });
}

/**
 * Imports every row of a members file in one transaction, or nothing.
 * @returns the members added
 * @throws {import("../lib/request.ts").RequestError} e.g. 422 with the bad `rows` in `details`
 */
export function importMembers(boardId: string, file: string): Promise<{ id: string }[]> {
  return restRequest<{ id: string }[]>(
    "POST",
    `api/v1/boards/${encodeURIComponent(boardId)}/members/import`,
    {
      file,
    },
  );
}

import iconv from "iconv-lite";
import { audit } from "../audit/audit.service.ts";
import { type Actor, auditUser } from "../lib/actor.ts";
import type { Db } from "../lib/database.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail } from "../lib/errors.ts";
import { loadManagedBoard } from "./board.policy.ts";
import { findActiveMembersByEmails, insertMembers } from "./board.repository.ts";
import type { BoardRow, MemberRow } from "./board.table.ts";
import { type MemberInput, memberInput } from "./board.validation.ts";
import { memberValues } from "./member.service.ts";

/** One data row of an import file: its values when valid, otherwise a Russian error. */
export interface ImportRow {
  /** Line number in the file (the header is line 1). */
  line: number;
  fio: string;
  email: string;
  values: MemberInput | null;
  error: string | null;
}

/** The parsed file: its encoding and delimiter as detected, and every data row. */
export interface ImportPreview {
  encoding: "UTF-8" | "Windows-1251";
  delimiter: "," | ";";
  rows: ImportRow[];
  /** Rows with an error; nothing is imported while any remains. */
  errorCount: number;
}

/** Column headers accepted for each field (lowercase, ё as е). */
const headers: Record<keyof MemberInput, string[]> = {
  fio: ["фио", "ф.и.о.", "ф. и. о.", "фамилия имя отчество", "fio", "full name"],
  email: ["email", "e-mail", "эл. почта", "электронная почта", "почта"],
  degree: ["степень", "degree"],
  degreeTitle: ["ученая степень", "степень полностью", "degree title", "degreetitle"],
  academicTitle: ["звание", "ученое звание", "academic title", "academictitle"],
  specialtyCode: ["специальность", "шифр специальности", "specialty", "specialtycode"],
  position: ["должность", "position"],
};

const normalize = (s: string) => s.trim().toLowerCase().replace(/ё/g, "е").replace(/\s+/g, " ");

function fieldOf(header: string): keyof MemberInput | null {
  const h = normalize(header);
  for (const [field, names] of Object.entries(headers))
    if (names.includes(h)) return field as keyof MemberInput;
  return null;
}

function degreeOf(raw: string, title: string): string {
  const v = normalize(raw || title);
  if (/^(д|доктор|doctor|д\.?\s?н\.?)/.test(v)) return "DOCTOR";
  if (/^(к|кандидат|candidate|к\.?\s?н\.?)/.test(v)) return "CANDIDATE";
  return raw;
}

function positionOf(raw: string): string {
  const v = normalize(raw);
  if (v === "" || v.startsWith("член")) return "MEMBER";
  if (v.startsWith("заместитель") || v.startsWith("зам")) return "DEPUTY_CHAIRMAN";
  if (v.startsWith("председатель")) return "CHAIRMAN";
  if (v.includes("секретарь")) return "SECRETARY";
  return raw;
}

/** Text of the file: UTF-8 when it decodes as such, otherwise Windows-1251. */
function decode(bytes: Uint8Array): { text: string; encoding: ImportPreview["encoding"] } {
  try {
    return {
      text: new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, ""),
      encoding: "UTF-8",
    };
  } catch {
    return { text: iconv.decode(Buffer.from(bytes), "win1251"), encoding: "Windows-1251" };
  }
}

/** Parses and checks the file's rows against the council (see {@link previewMemberImport}). */
async function previewRows(db: Db, board: BoardRow, bytes: Uint8Array): Promise<ImportPreview> {
  const { text, encoding } = decode(bytes);
  if (text.includes("\u0000"))
    throw fail.badInput("Файл содержит недопустимый символ (NUL): сохраните его заново как CSV.", "file");
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  // csv-parse loads here: an import is rare, and the server need not hold the parser meanwhile.
  const { parse } = await import("csv-parse/sync");
  let records: string[][];
  try {
    records = parse(text, { delimiter, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (err) {
    throw fail.badInput(
      `Файл не читается как CSV: ${err instanceof Error ? err.message : String(err)}`,
      "file",
    );
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) throw fail.badInput("В файле нет строк с членами совета.", "file");
  if (data.length > 500) throw fail.badInput("Не более 500 членов совета в одном файле.", "file");
  const columns = header.map(fieldOf);
  const required: (keyof MemberInput)[] = ["fio", "email", "degreeTitle", "specialtyCode"];
  const missing = required.filter((f) => !columns.includes(f));
  if (missing.length) {
    throw fail.badInput(`В файле нет столбцов: ${missing.map((f) => headers[f][0]).join(", ")}.`, "file");
  }

  const existing = await findActiveMembersByEmails(
    db,
    board.id,
    data.map((r) => r[columns.indexOf("email")] ?? ""),
  );
  const seen = new Map<string, number>();
  const rows = data.map((record, i): ImportRow => {
    const line = i + 2;
    const raw: Record<string, string> = {};
    columns.forEach((field, c) => {
      if (field) raw[field] = record[c] ?? "";
    });
    const candidate = {
      fio: raw.fio,
      email: raw.email,
      degree: degreeOf(raw.degree ?? "", raw.degreeTitle ?? ""),
      degreeTitle: raw.degreeTitle,
      academicTitle: raw.academicTitle,
      specialtyCode: raw.specialtyCode,
      position: positionOf(raw.position ?? ""),
    };
    const base = { line, fio: raw.fio ?? "", email: raw.email ?? "" };
    const parsed = memberInput.safeParse(candidate);
    if (!parsed.success)
      return { ...base, values: null, error: parsed.error.issues[0]?.message ?? "Неверная строка." };
    const email = parsed.data.email;
    const twin = seen.get(email);
    if (twin) return { ...base, values: null, error: `Email повторяет строку ${twin}.` };
    seen.set(email, line);
    if (existing.some((m) => m.email.toLowerCase() === email)) {
      return { ...base, values: null, error: "Член совета с таким email уже есть в составе." };
    }
    return { ...base, values: parsed.data, error: null };
  });
  return { encoding, delimiter, rows, errorCount: rows.filter((r) => r.error).length };
}

/**
 * Parses a members file (CSV, UTF-8 or Windows-1251, comma or semicolon, a header row with
 * Russian or English column names) for a council the actor may change (an admin, or its
 * secretary) and validates every row against the member rules, the other rows and the
 * council's current list. Nothing is written.
 * @param file the file's content in base64, as the client sends it
 * @throws AppError NOT_FOUND (not the actor's council), BAD_USER_INPUT for a file that cannot
 *   be read at all (not base64, empty, no header, missing columns, over 500 rows)
 */
export async function previewMemberImport(
  deps: Pick<ServiceDeps, "db">,
  actor: Actor | null,
  boardId: number,
  file: string,
): Promise<ImportPreview> {
  const board = await loadManagedBoard(deps.db, actor, boardId);
  return previewRows(deps.db, board, fileBytes(file));
}

/** Decodes the base64 file content sent by the client. @throws BAD_USER_INPUT */
function fileBytes(base64: string): Uint8Array {
  if (!/^[A-Za-z0-9+/=\s]*$/.test(base64))
    throw fail.badInput("Файл передан в неверной кодировке (нужен base64).", "file");
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length === 0) throw fail.badInput("Файл пуст.", "file");
  return bytes;
}

/**
 * Imports every row of a members file (see {@link previewMemberImport}) into a council the
 * actor may change, in one transaction, or nothing: a file with any bad row is refused with
 * the preview's row errors.
 * @param file the file's content in base64
 * @returns the members added
 * @throws NOT_FOUND (not the actor's council), BAD_USER_INPUT (the file; with `extensions.rows`
 *   when any row has an error)
 */
export async function importMembers(
  deps: Pick<ServiceDeps, "db">,
  actor: Actor | null,
  boardId: number,
  file: string,
): Promise<MemberRow[]> {
  const board = await loadManagedBoard(deps.db, actor, boardId);
  const preview = await previewRows(deps.db, board, fileBytes(file));
  if (preview.errorCount > 0) {
    const rows = preview.rows.filter((r) => r.error).map((r) => ({ line: r.line, error: r.error }));
    throw fail.badInput(
      `Исправьте ошибки в файле: строк с ошибками — ${preview.errorCount}. Ничего не загружено.`,
      "file",
      {
        rows,
      },
    );
  }
  return deps.db.transaction().execute(async (tx) => {
    const members = await insertMembers(
      tx,
      preview.rows.map((r) => ({
        ...memberValues(r.values as MemberInput),
        board_id: board.id,
        archived_at: null,
      })),
    );
    await audit(tx, auditUser(actor), "member.import", "board", board.id, {
      after: {
        imported: members.length,
        members: members.map((m) => ({ id: m.id, fio: m.fio, email: m.email })),
      },
    });
    return members;
  });
}

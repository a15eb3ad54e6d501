import { type ChangeEvent, useId, useRef, useState } from "react";
import { type FormErrors, formErrors, NO_ERRORS } from "../forms/errors.ts";
import { FormError } from "../forms/Field.tsx";
import { fileToBase64 } from "../lib/base64.ts";
import { plural } from "../lib/format.ts";
import { RequestError } from "../lib/request.ts";
import {
  type ImportPreview,
  type ImportRow,
  importMembers,
  previewMemberImport,
} from "./memberImport.api.ts";

/**
 * Files larger than this are refused before sending: in base64 (4/3 of the bytes) inside JSON
 * they stay under the upload routes' 1 MB limit.
 */
const MAX_FILE_BYTES = 700 * 1024;

/** The columns of a members file, in the order of the sample. */
const COLUMNS = "ФИО; email; степень; ученая степень; звание; специальность; должность";

/** A sample file for the council's first specialty, as a `data:` link. */
function sampleHref(specialtyCode: string): string {
  const text = [
    "ФИО;email;степень;ученая степень;звание;специальность;должность",
    `Иванов Иван Иванович;ivanov@example.ru;доктор;доктор технических наук;профессор;${specialtyCode};председатель`,
    `Петрова Мария Сергеевна;petrova@example.ru;доктор;доктор технических наук;доцент;${specialtyCode};член совета`,
  ].join("\r\n");
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${text}\r\n`)}`;
}

/**
 * «Загрузить состав из CSV»: «Файл CSV» is checked at once by the server (nothing is written)
 * and shown row by row with «ок» or the row's error; «Загрузить N членов совета» (only when no
 * row has an error) imports every row in one transaction, then `onImported` reloads the council.
 */
export function MemberImport({
  boardId,
  specialtyCode,
  onImported,
}: {
  boardId: string;
  /** The council's first specialty, for the sample file. */
  specialtyCode: string;
  onImported: () => Promise<unknown>;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; base64: string } | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [notice, setNotice] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [importing, setImporting] = useState(false);

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setPreview(null);
    setFile(null);
    setErrors(NO_ERRORS);
    setNotice(null);
    if (!chosen) return;
    if (chosen.size > MAX_FILE_BYTES) {
      setErrors({ message: "Файл больше 700 КБ: разделите его на части.", fields: {} });
      return;
    }
    setChecking(true);
    try {
      const base64 = await fileToBase64(chosen);
      const checked = await previewMemberImport(boardId, base64);
      setFile({ name: chosen.name, base64 });
      setPreview(checked);
    } catch (err) {
      setErrors(formErrors(err));
    } finally {
      setChecking(false);
    }
  }

  async function onImport() {
    if (!file) return;
    setErrors(NO_ERRORS);
    setImporting(true);
    try {
      const count = (await importMembers(boardId, file.base64)).length;
      await onImported();
      setPreview(null);
      setFile(null);
      if (inputRef.current) inputRef.current.value = "";
      setNotice(`Загружено членов совета: ${count}.`);
    } catch (err) {
      setErrors(formErrors(err));
      // A refused import names its bad rows (422 `rows`): show them in place of the check.
      const rows =
        err instanceof RequestError && Array.isArray(err.details) ? (err.details as ImportRow[]) : null;
      if (rows && preview) setPreview({ ...preview, rows, errorCount: rows.filter((r) => r.error).length });
    } finally {
      setImporting(false);
    }
  }

  const rows = preview?.rows ?? [];
  const ready = preview !== null && preview.errorCount === 0 && rows.length > 0;
  const fileError = errors.fields.file;
  return (
    <section className="panel member-import" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Загрузить состав из CSV</h2>
      <p className="small">
        Первая строка файла — заголовки столбцов: <strong>{COLUMNS}</strong>. Обязательны ФИО, email, ученая
        степень и специальность; степень — «доктор» или «кандидат», должность — «председатель», «заместитель
        председателя», «ученый секретарь» или «член совета» (по умолчанию). Подходят кодировки UTF-8 и
        Windows-1251 (так сохраняет Excel), разделитель — запятая или точка с запятой.{" "}
        <a href={sampleHref(specialtyCode)} download="sostav-soveta.csv">
          Образец файла
        </a>
      </p>
      <div className="field">
        <label htmlFor={`${id}-file`}>Файл CSV</label>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void onFileChange(event)}
          aria-invalid={fileError || errors.message ? true : undefined}
          aria-describedby={`${id}-hint`}
          disabled={importing}
        />
        <p id={`${id}-hint`} className="field__hint muted small">
          Файл сначала проверяется: в состав ничего не записывается, пока вы не подтвердите загрузку.
        </p>
      </div>
      <div role="status" aria-live="polite">
        {checking && <p className="muted">Проверяем файл…</p>}
        {notice && <p className="alert alert--success">{notice}</p>}
      </div>
      <FormError message={errors.message} />

      {preview && (
        <>
          <p className="import-summary">
            Кодировка: {preview.encoding} · разделитель:{" "}
            {preview.delimiter === ";" ? "точка с запятой" : "запятая"} · строк: {rows.length} ·{" "}
            <strong className={preview.errorCount > 0 ? "text-error" : undefined}>
              Ошибок: {preview.errorCount}
            </strong>
          </p>
          <div className="table-wrap">
            <table className="table">
              <caption className="visually-hidden">Проверка файла {file?.name}</caption>
              <thead>
                <tr>
                  <th scope="col" className="num">
                    Строка
                  </th>
                  <th scope="col">ФИО</th>
                  <th scope="col">Электронная почта</th>
                  <th scope="col">Проверка</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.line} className={row.error ? "row--error" : undefined}>
                    <td className="num">{row.line}</td>
                    <td>{row.fio || "—"}</td>
                    <td>{row.email || "—"}</td>
                    <td>{row.error ? <span className="text-error">{row.error}</span> : "ок"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {preview.errorCount > 0 && (
            <p className="muted small">
              Исправьте строки с ошибками и выберите файл снова: пока в файле есть ошибки, ничего не
              загружается.
            </p>
          )}
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void onImport()}
              disabled={!ready || importing}
              aria-busy={importing}
            >
              Загрузить {rows.length} {plural(rows.length, "члена", "члена", "членов")} совета
            </button>
          </div>
        </>
      )}
    </section>
  );
}

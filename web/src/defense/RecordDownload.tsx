import { useState } from "react";
import { ElectionRecordDocument } from "../__generated__/fetch/record/graphql";
import { ErrorAlert } from "../components/ErrorAlert.tsx";
import { errorMessage } from "../lib/errors.ts";
import { downloadJson, recordFileName } from "../lib/record.ts";
import { graphqlRequest } from "../lib/request.ts";

/**
 * «Скачать запись голосования (JSON)»: the election's public record (docs/RECORD.md) as a file,
 * from the one address every member and the commission read too, fetched when pressed with
 * plain `fetch` (not through Apollo Client: the file must hold the record exactly, and a record
 * of every ballot is not worth caching; the query is in record.graphql). Anyone can check it
 * with `npm run verify-record <file>`.
 */
export function RecordDownload({ electionId }: { electionId: string }) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    if (loading) return;
    setLoading(true);
    setError(null);
    try {
      const record = (await graphqlRequest(ElectionRecordDocument, { electionId })).electionRecord;
      if (record) downloadJson(recordFileName(electionId), record);
      else setError("Запись голосования появится, когда счетная комиссия сформирует ключ.");
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="record-download">
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void download()}
        aria-disabled={loading}
        aria-busy={loading}
      >
        Скачать запись голосования (JSON)
      </button>
      <p className="muted small">
        Все зашифрованные бюллетени, ключ комиссии и расшифровка итога с доказательствами: по этому файлу
        подсчет может перепроверить любой независимый специалист.
      </p>
      <ErrorAlert error={error} />
    </div>
  );
}

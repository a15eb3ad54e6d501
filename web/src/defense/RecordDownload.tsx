import { useState } from "react";
import type {
  AdminElectionRecordQuery,
  AdminElectionRecordQueryVariables,
  SecretarElectionRecordQuery,
  SecretarElectionRecordQueryVariables,
} from "../__generated__/graphql";
import { errorMessage } from "../lib/errors.ts";
import { graphqlRequest, operation } from "../lib/request.ts";
import { downloadJson, ELECTION_RECORD_FRAGMENT, recordFileName } from "../record/record.ts";

const SecretarRecordDocument = /* GraphQL */ `
  query SecretarElectionRecord($id: ID!) {
    secretarDefense(id: $id) {
      electionRecord {
        ...ElectionRecord_file
      }
    }
  }
`;
const SecretarRecord = operation<SecretarElectionRecordQuery, SecretarElectionRecordQueryVariables>(
  SecretarRecordDocument + ELECTION_RECORD_FRAGMENT,
);

const AdminRecordDocument = /* GraphQL */ `
  query AdminElectionRecord($id: ID!) {
    adminDefense(id: $id) {
      electionRecord {
        ...ElectionRecord_file
      }
    }
  }
`;
const AdminRecord = operation<AdminElectionRecordQuery, AdminElectionRecordQueryVariables>(
  AdminRecordDocument + ELECTION_RECORD_FRAGMENT,
);

/**
 * «Скачать запись голосования (JSON)»: the defense's election record (docs/RECORD.md) as a
 * file, fetched when pressed with plain `fetch` and the session cookie (not through Apollo
 * Client: the file must hold the record exactly, and a record of every ballot is not worth
 * caching). Anyone can check it with `npm run verify-record <file>`.
 */
export function RecordDownload({ defenseId, scope }: { defenseId: string; scope: "secretar" | "admin" }) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    if (loading) return;
    setLoading(true);
    setError(null);
    try {
      const record =
        scope === "secretar"
          ? (await graphqlRequest(SecretarRecord, { id: defenseId })).secretarDefense?.electionRecord
          : (await graphqlRequest(AdminRecord, { id: defenseId })).adminDefense?.electionRecord;
      if (record) downloadJson(recordFileName(record), record);
      else setError("Запись голосования появится после его закрытия.");
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
        Все зашифрованные бюллетени, ключ комиссии и расшифровка итога с доказательствами: подсчет может
        проверить каждый (<code>npm run verify-record</code>).
      </p>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

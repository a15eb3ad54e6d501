import { useEffect, useRef, useState } from "react";
import { ConfirmActions } from "../components/ConfirmActions.tsx";
import { ErrorAlert } from "../components/ErrorAlert.tsx";
import { errorMessage } from "../lib/errors.ts";

/**
 * «Архивировать …» behind a confirm step («Да, архивировать» / «Отмена»), or «Вернуть … из
 * архива» at once: archiving keeps the history, so it is never a delete.
 */
export function ArchiveToggle({
  archived,
  archiveLabel,
  restoreLabel,
  question,
  confirmLabel = "Да, архивировать",
  busy,
  onChange,
}: {
  archived: boolean;
  archiveLabel: string;
  restoreLabel: string;
  /** The confirm step's question. */
  question: string;
  /** The confirm step's button. */
  confirmLabel?: string;
  busy: boolean;
  /** Archives (true) or restores (false); rejects with the server's error. */
  onChange: (archived: boolean) => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  async function apply(next: boolean) {
    setError(null);
    try {
      await onChange(next);
      setConfirming(false);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <div className="archive-toggle">
      {archived ? (
        <button
          type="button"
          className="button"
          onClick={() => void apply(false)}
          disabled={busy}
          aria-busy={busy}
        >
          {restoreLabel}
        </button>
      ) : confirming ? (
        <div className="confirm" ref={confirmRef} tabIndex={-1}>
          <p className="confirm__text">{question}</p>
          <ConfirmActions
            label={confirmLabel}
            tone="danger"
            busy={busy}
            onConfirm={() => void apply(true)}
            onCancel={() => setConfirming(false)}
          />
        </div>
      ) : (
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            setError(null);
            setConfirming(true);
          }}
        >
          {archiveLabel}
        </button>
      )}
      <ErrorAlert error={error} />
    </div>
  );
}

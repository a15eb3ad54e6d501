import { useEffect, useRef, useState } from "react";
import { ConfirmActions } from "../components/ConfirmActions.tsx";
import { useMinimumLoading } from "../lib/useMinimumLoading.ts";

/** What a resend keeps: the link already sent works until the member votes by either. */
const RESEND_KEEPS_OLD =
  "Новая ссылка придет письмом; прежняя продолжит действовать, пока член совета не проголосует по одной из них.";
/** What a resend that revokes does (the old address was wrong). */
const RESEND_REVOKES_OLD = "Новая ссылка придет письмом; прежняя перестанет действовать сразу.";

/**
 * The confirmation before a resend of ballot links, saying exactly what it does: a letter with
 * a new link, the link already sent still valid until the member votes by one of them
 * (docs/SECURITY.md, «One vote per invite»). For one member it offers to revoke the old link
 * instead, for a letter that went to a wrong address. Members whose letter is still in the
 * queue get no new one (the server refuses it), and the confirmation names them.
 */
export function ResendConfirm({
  question,
  skipped = [],
  revocable = false,
  busy,
  onConfirm,
  onCancel,
}: {
  /** «Отправить ссылку заново: Иванов Иван Иванович?» */
  question: string;
  /** ФИО of the members left out because their letter is still queued. */
  skipped?: readonly string[];
  /** Whether to offer revoking the old link (one member whose address was wrong). */
  revocable?: boolean;
  /** The resend is under way. */
  busy: boolean;
  /** Sends; `revokeOld` is whether the old link stops working at once. */
  onConfirm: (revokeOld: boolean) => void;
  onCancel: () => void;
}) {
  const [revoke, setRevoke] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const sending = useMinimumLoading(busy);
  // Focus moves into the question, so keyboard and screen-reader users land on it.
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    // Focused when shown: a screen reader reads the question and what the resend does.
    <div className="confirm confirm--plain" ref={ref} tabIndex={-1}>
      <p className="confirm__text">
        <strong>{question}</strong>
      </p>
      <p className="confirm__text">
        {revocable
          ? revoke
            ? RESEND_REVOKES_OLD
            : RESEND_KEEPS_OLD
          : `Каждому из них ${lowerFirst(RESEND_KEEPS_OLD)}`}
      </p>
      {skipped.length > 0 && (
        <p className="confirm__text">
          Не получат новой ссылки, пока письмо с приглашением в очереди на отправку: {skipped.join(", ")}.
        </p>
      )}
      {revocable && (
        <>
          <label className="check">
            <input
              type="checkbox"
              checked={revoke}
              onChange={(event) => setRevoke(event.target.checked)}
              disabled={sending}
            />
            Прежнее письмо ушло не по тому адресу: отменить прежнюю ссылку
          </label>
          <p className="muted small confirm__text">
            Сначала исправьте адрес в составе совета: новое письмо уйдет по нему.
          </p>
        </>
      )}
      <ConfirmActions
        label={sending ? "Отправляем…" : "Да, отправить"}
        tone="primary"
        busy={sending}
        onConfirm={() => onConfirm(revocable && revoke)}
        onCancel={onCancel}
      />
    </div>
  );
}

/** The sentence with its first letter in lower case, to follow «Каждому из них». */
function lowerFirst(sentence: string): string {
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

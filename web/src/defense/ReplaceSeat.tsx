import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ErrorAlert } from "../components/ErrorAlert.tsx";
import { InlineFormActions } from "../components/InlineFormActions.tsx";
import { errorMessage } from "../lib/errors.ts";
import { useMinimumLoading } from "../lib/useMinimumLoading.ts";
import { useReplaceCommissionMemberMutation } from "./useReplaceCommissionMemberMutation.ts";

/** A member of the council as the replacement form lists them. */
interface Member {
  id: string;
  fio: string;
}

/**
 * «Заменить» one seat of the счетная комиссия before the ballot opens: the secretary picks the
 * member of the явочный лист the sitting elected instead, reads what the replacement does, and
 * confirms (the act is audited, poll.commission.replace). The other members' links stay.
 */
export function ReplaceSeat({
  defenseId,
  seat,
  member,
  candidates,
  onReplaced,
}: {
  defenseId: string;
  /** The seat's number (1: the chair). */
  seat: number;
  /** Who holds it now. */
  member: Member;
  /** Members of the roll not on the commission, in the roll's order. */
  candidates: readonly Member[];
  /** Called with the notice to show once the replacement is stored. */
  onReplaced: (notice: string) => void;
}) {
  const [replace, { loading }] = useReplaceCommissionMemberMutation(defenseId);
  const busy = useMinimumLoading(loading);
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState("");
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const fieldId = useId();
  const chosen = candidates.find((c) => c.id === choice) ?? null;
  const role = seat === 1 ? "председатель счетной комиссии" : `член счетной комиссии (место ${seat})`;

  // The form takes the focus when it opens, so keyboard and screen-reader users land in it.
  useEffect(() => {
    if (open) form.current?.querySelector("select")?.focus();
  }, [open]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return setError("Выберите, кем заменить.");
    setError(null);
    try {
      await replace(member.id, chosen.id);
      setOpen(false);
      setChoice("");
      onReplaced(
        `Замена в счетной комиссии: ${role} — ${chosen.fio}. Письмо со ссылкой поставлено в очередь на отправку; ключ формируется заново.`,
      );
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  if (!open) {
    return (
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => setOpen(true)}
        disabled={candidates.length === 0}
        title={candidates.length === 0 ? "В явочном листе нет членов совета вне комиссии" : undefined}
        aria-label={`Заменить в счетной комиссии: ${member.fio}`}
      >
        Заменить
      </button>
    );
  }
  return (
    <form ref={form} className="replace-seat" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
      <div className="field">
        <label htmlFor={fieldId}>Новый {role}</label>
        <select id={fieldId} value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value="">— выберите члена совета из явочного листа —</option>
          {candidates.map((c) => (
            <option key={c.id} value={c.id}>
              {c.fio}
            </option>
          ))}
        </select>
      </div>
      <p className="small">Замену решает заседание. После замены:</p>
      <ul className="small replace-seat__effects">
        <li>{member.fio} — ссылка из письма перестанет действовать;</li>
        <li>{chosen ? chosen.fio : "новый член комиссии"} — получит письмо с личной ссылкой;</li>
        <li>
          остальные члены комиссии — ссылки не меняются, их устройства начнут формировать ключ заново сами.
        </li>
      </ul>
      <p className="muted small">Замена попадет в журнал.</p>
      <ErrorAlert error={error} />
      <InlineFormActions label="Заменить" busyLabel="Заменяем…" busy={busy} onCancel={() => setOpen(false)} />
    </form>
  );
}

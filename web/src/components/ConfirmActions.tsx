import type { ReactNode } from "react";

/**
 * The two buttons under a confirm step's question (`.actions`): the action itself («Да,
 * закрыть голосование»), then «Отмена». With no `onConfirm` the action submits its form.
 * @param busy the action is under way: it is disabled and `aria-busy` (pass the value held by
 *   useMinimumLoading, with the label that says so)
 * @param cancelBusy what disables «Отмена», when not `busy` itself (the unheld value)
 */
export function ConfirmActions({
  label,
  tone,
  busy,
  cancelBusy = busy,
  onConfirm,
  onCancel,
}: {
  label: ReactNode;
  tone: "danger" | "primary";
  busy: boolean;
  cancelBusy?: boolean;
  onConfirm?: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="actions">
      <button
        type={onConfirm ? "button" : "submit"}
        className={`button button--${tone}`}
        onClick={onConfirm}
        disabled={busy}
        aria-busy={busy}
      >
        {label}
      </button>
      <button type="button" className="button button--ghost" onClick={onCancel} disabled={cancelBusy}>
        Отмена
      </button>
    </div>
  );
}

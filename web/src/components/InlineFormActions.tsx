/**
 * The buttons of a small form opened in place of its button (a restart's reason, a seat's
 * replacement): the submit, which says `busyLabel` and is `aria-disabled` (not disabled: it
 * keeps the focus) while `busy`, then «Отмена», which closes the form.
 */
export function InlineFormActions({
  label,
  busyLabel,
  busy,
  onCancel,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="form-actions">
      <button type="submit" className="button button--primary" aria-disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      <button type="button" className="button" onClick={onCancel}>
        Отмена
      </button>
    </div>
  );
}

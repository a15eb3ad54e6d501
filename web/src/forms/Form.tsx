import type { ReactNode } from "react";
import { useHydrated } from "../lib/useHydrated.ts";
import { FormError } from "./Field.tsx";
import type { FormState } from "./useForm.ts";

/**
 * A form of {@link useForm}: the form element (not validated by the browser, whose bubbles speak
 * its own language; `aria-busy` while sending), the failed submit's message on top, the fields
 * (`children`), then the submit button, disabled while sending, and «Отмена» when `onCancel` is
 * given.
 */
export function Form<T>({
  form,
  className = "form card",
  label,
  message,
  submitLabel,
  submitDisabled = false,
  submitAlone = false,
  onCancel,
  children,
  footer,
}: {
  form: FormState<T>;
  /** `form card` (one column), `form form--columns` (two columns on a wide screen) or `form`. */
  className?: string;
  /** The form's accessible name, when no heading names it. */
  label?: string;
  /** The message on top instead of the submit's own (a form that rewords the server's). */
  message?: string | null;
  submitLabel: string;
  /** Disables the submit button (nothing changed yet, no link token) besides while sending. */
  submitDisabled?: boolean;
  /** The submit button alone, as wide as the form (the sign-in family's pages), with no row of buttons. */
  submitAlone?: boolean;
  onCancel?: () => void;
  children: ReactNode;
  /** What follows the buttons, e.g. the status line that says it was saved. */
  footer?: ReactNode;
}) {
  const { pending } = form;
  // Until the page is the app's (a page the server rendered, before hydration), nothing can
  // send: a native submission would reload the page with what was typed.
  const hydrated = useHydrated();
  const submit = (
    <button
      type="submit"
      className="button button--primary"
      disabled={pending || submitDisabled || !hydrated}
      aria-busy={pending}
    >
      {submitLabel}
    </button>
  );
  return (
    <form
      ref={form.formRef}
      method="post"
      className={className}
      onSubmit={form.onSubmit}
      noValidate
      aria-busy={pending}
      aria-label={label}
    >
      <FormError message={message === undefined ? form.errors.message : message} />
      {children}
      {submitAlone ? (
        submit
      ) : (
        <div className={className.includes("form--columns") ? "actions form__wide" : "actions"}>
          {submit}
          {onCancel && (
            <button type="button" className="button button--ghost" onClick={onCancel} disabled={pending}>
              Отмена
            </button>
          )}
        </div>
      )}
      {footer}
    </form>
  );
}

/** A form's receipt once it is done: the server's message (`role="status"`) in a card, and what follows. */
export function FormDone({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="card">
      <p className="alert alert--success" role="status">
        {message}
      </p>
      {children}
    </div>
  );
}

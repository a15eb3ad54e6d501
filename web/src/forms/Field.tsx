import { type InputHTMLAttributes, type ReactNode, useId } from "react";

/** The attributes a field's control must carry: its id, name and the accessible error wiring. */
export interface ControlProps {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** What every field takes: its label, its name, its Russian error, a hint, a class for its wrapper. */
interface FieldFrame {
  label: ReactNode;
  name: string;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
}

/** A field bound to one text value: `value`, and `onChange` called with the new one. */
interface BoundValue {
  value: string;
  onChange: (value: string) => void;
}

/**
 * One form field: the label, the control (rendered by `children` with {@link ControlProps}),
 * an optional hint, and the field's Russian error right under the control. The control is
 * `aria-invalid` while there is an error and described by the hint and the error.
 */
export function Field({
  label,
  name,
  error,
  hint,
  className,
  children,
}: FieldFrame & { children: (control: ControlProps) => ReactNode }) {
  const id = `${useId()}-${name.replace(/\W/g, "-")}`;
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={["field", error ? "field--invalid" : null, className].filter(Boolean).join(" ")}>
      <label htmlFor={id}>{label}</label>
      {children({ id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error && (
        <p id={errorId ?? undefined} className="field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId ?? undefined} className="field__hint muted small">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The message of a failed submit, above the form; focusable so it can take the focus. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="alert alert--error form-error" role="alert" tabIndex={-1}>
      {message}
    </p>
  );
}

/** The errors of a group of controls (a list of specialties, opponents), under its legend. */
export function GroupError({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error">
      {message}
    </p>
  );
}

/**
 * A one-line text field (text, email, password, date-time…): {@link Field} with its input,
 * bound to `value`, calling `onChange` with the new text. Other input attributes pass through.
 */
export function TextField({
  value,
  onChange,
  type = "text",
  label,
  name,
  error,
  hint,
  className,
  ...input
}: FieldFrame &
  BoundValue & { type?: string } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "value" | "onChange" | "type" | "name" | "id"
  >) {
  return (
    <Field label={label} name={name} error={error} hint={hint} className={className}>
      {(control) => (
        <input {...input} {...control} type={type} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

/**
 * A drop-down field: {@link Field} with its select, bound to `value`, calling `onChange` with
 * the chosen option's value; the options are `children`.
 */
export function SelectField({
  value,
  onChange,
  children,
  ...frame
}: FieldFrame & BoundValue & { children: ReactNode }) {
  return (
    <Field {...frame}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </select>
      )}
    </Field>
  );
}

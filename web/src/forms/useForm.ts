import { type FormEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { clientErrors, type FormErrors, formErrors, NO_ERRORS } from "./errors.ts";

/** What a form does with its values: check them, send them, and what follows a success. */
interface FormSpec<T, R> {
  /** The values the form starts from (a function: computed once). */
  initial: T | (() => T);
  /**
   * Problems found before sending, by field (`password` → «Пароль должен быть…»; null or
   * undefined: none): with any, nothing is sent and they are shown as the server's would be.
   */
  check?: (values: T) => Record<string, string | null | undefined>;
  /** Sends the values; rejects with the server's error (or a `FormFailure`), which the form then shows. */
  submit: (values: T) => Promise<R>;
  /** Called with what `submit` resolved to, once it succeeded. */
  done?: (result: R) => void;
}

/** The keys of `T` whose values are text (or a union of strings), which an input edits as it is. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** What a field needs from its form: its name, value, error beside it and a setter (`TextField`'s props). */
interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A form's state and acts, from {@link useForm}. */
export interface FormState<T> {
  values: T;
  /** Sets the value of `field`, leaving the others and the errors as they are. */
  set: <K extends keyof T>(field: K, value: T[K]) => void;
  /** Replaces the values (or computes them from the current ones). */
  setValues: (next: T | ((current: T) => T)) => void;
  /** What the last submit left to show: a message on top and one per field. */
  errors: FormErrors;
  /** Whether a submit is running. */
  pending: boolean;
  /** For the form element: where the focus goes after a failed submit. */
  formRef: React.RefObject<HTMLFormElement | null>;
  /** Binds a text field to the value named `key` and its error. */
  field: (key: TextKey<T>) => FieldBinding;
  /** The form's `onSubmit`: keeps the browser from sending it, checks, then sends. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The one scaffold of the app's forms: the values and their setters, the client's checks, the
 * submit (its busy state, its errors: the server's message on top and each field's beside it,
 * formErrors), and after a failed submit the focus on the first invalid field (or the message
 * on top), so keyboard and screen-reader users land on what to fix. On a page the server
 * rendered, the text typed into its fields before hydration is taken into the values. `Form` (Form.tsx) renders
 * the form element, the message and the buttons around its fields.
 */
export function useForm<T extends object, R = unknown>(spec: FormSpec<T, R>): FormState<T> {
  const [values, setValues] = useState<T>(spec.initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // A page the server rendered shows its form before the app has taken it over: what the person
  // typed meanwhile is in the fields, not in the values, and the next render would put the values
  // back. Taken into the values once, as the form mounts (the hydration's commit), before any
  // re-render; in a form the browser rendered itself the fields hold the values and nothing changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount, by design
  useLayoutEffect(() => {
    const typed = typedBeforeHydration(formRef.current, values);
    if (typed) setValues((current) => ({ ...current, ...typed }));
  }, []);

  useEffect(() => {
    if (!errors.message && Object.keys(errors.fields).length === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>(".form-error");
    target?.focus();
  }, [errors]);

  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  async function send() {
    const early = spec.check ? clientErrors(spec.check(values)) : null;
    if (early) return setErrors(early);
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      const result = await spec.submit(values);
      spec.done?.(result);
    } catch (error) {
      setErrors(formErrors(error));
    } finally {
      setPending(false);
    }
  }

  return {
    values,
    set,
    setValues,
    errors,
    pending,
    formRef,
    field: (key) => ({
      name: key,
      value: values[key] as string,
      error: errors.fields[key],
      onChange: (value) => set(key, value as T[typeof key]),
    }),
    onSubmit: (event) => {
      event.preventDefault();
      void send();
    },
  };
}

/** Input types whose value is not text the person types (left alone by {@link typedBeforeHydration}). */
const NOT_TYPED = new Set(["checkbox", "radio", "file", "hidden", "submit", "button", "reset", "image"]);

/**
 * The text the fields of `form` hold that differs from `values` (by field name, for the values
 * that are text, in text inputs and text areas; a select is left alone, since a browser shows
 * its first option for a value none of its options has), or null when they all agree.
 */
function typedBeforeHydration<T extends object>(form: HTMLFormElement | null, values: T): Partial<T> | null {
  if (!form) return null;
  const typed: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value !== "string") continue;
    const control = form.elements.namedItem(key);
    const text =
      control instanceof HTMLTextAreaElement ||
      (control instanceof HTMLInputElement && !NOT_TYPED.has(control.type))
        ? control.value
        : null;
    if (text !== null && text !== value) typed[key] = text;
  }
  return Object.keys(typed).length > 0 ? (typed as Partial<T>) : null;
}

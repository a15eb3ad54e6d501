import { useCallback, useEffect, useRef, useState } from "react";
import { type FormErrors, formErrors, NO_ERRORS } from "./errors.ts";

/**
 * A form's submit state: its errors, whether a submit is running, and a ref for the form.
 * After a failed submit the focus moves to the first invalid field (or the message on top), so
 * keyboard and screen-reader users land on what to fix.
 * @returns `{ errors, setErrors, pending, formRef, run(action) }`; `run` resolves to the action's
 *   result, or null when it failed (the errors are then set).
 */
export function useForm() {
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!errors.message && Object.keys(errors.fields).length === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>(".form-error");
    target?.focus();
  }, [errors]);

  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | null> => {
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      return await action();
    } catch (error) {
      setErrors(formErrors(error));
      return null;
    } finally {
      setPending(false);
    }
  }, []);

  return { errors, setErrors, pending, formRef, run };
}

/**
 * The values of a controlled form and a setter per field.
 * @returns `[values, set(field, value), reset(values)]`
 */
export function useValues<T extends object>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const set = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);
  return [values, set, setValues] as const;
}

import { type FormEvent, useState } from "react";
import { requestPasswordReset } from "../../auth/register.ts";
import { Link } from "../../components/Link.tsx";
import { FormError, TextField } from "../../forms/Field.tsx";
import { useForm, useValues } from "../../forms/useForm.ts";
import { useDocumentTitle } from "../../lib/useDocumentTitle.ts";

/**
 * `/password/forgot`: «Электронная почта» → a letter with a one-hour link that sets a new
 * password. The answer is the same whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  useDocumentTitle("Восстановление пароля");
  const [values, set] = useValues({ email: "" });
  const { errors, setErrors, pending, formRef, run } = useForm();
  const [done, setDone] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const outcome = await requestPasswordReset(values.email.trim());
      if (outcome.ok) setDone(outcome.message);
      else setErrors(outcome.errors);
    });
  }

  return (
    <section className="page page--narrow">
      <h1>Восстановление пароля</h1>
      {done ? (
        <div className="card">
          <p className="alert alert--success" role="status">
            {done}
          </p>
        </div>
      ) : (
        <form ref={formRef} className="form card" onSubmit={onSubmit} noValidate aria-busy={pending}>
          <FormError message={errors.message} />
          <TextField
            label="Электронная почта"
            name="email"
            hint="Адрес, с которым вы входите в Диссовет."
            error={errors.fields.email}
            value={values.email}
            onChange={(v) => set("email", v)}
            type="email"
            autoComplete="email"
          />
          <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
            Отправить ссылку
          </button>
        </form>
      )}
      <p>
        <Link to="/login">Вернуться ко входу</Link>
      </p>
    </section>
  );
}

import { type FormEvent, useState } from "react";
import { PASSWORD } from "../../../../shared/limits.ts";
import { resetPassword } from "../../auth/register.ts";
import { Link } from "../../components/Link.tsx";
import { clientErrors, passwordProblem } from "../../forms/errors.ts";
import { FormError, TextField } from "../../forms/Field.tsx";
import { useForm, useValues } from "../../forms/useForm.ts";
import { useDocumentTitle } from "../../lib/useDocumentTitle.ts";
import { linkToken } from "../register/confirm.tsx";

/**
 * `/password/reset#<token>`: «Новый пароль» set by the link from the letter (once, within the
 * hour); every earlier session of the account ends.
 */
export function ResetPasswordPage() {
  useDocumentTitle("Новый пароль");
  const [values, set] = useValues({ password: "" });
  const { errors, setErrors, pending, formRef, run } = useForm();
  const [done, setDone] = useState<string | null>(null);
  const token = linkToken();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const early = clientErrors({
      password: passwordProblem(values.password),
    });
    if (early) {
      setErrors(early);
      return;
    }
    void run(async () => {
      const outcome = await resetPassword(token, values.password);
      if (outcome.ok) setDone(outcome.message);
      else setErrors(outcome.errors);
    });
  }

  return (
    <section className="page page--narrow">
      <h1>Новый пароль</h1>
      {done ? (
        <div className="card">
          <p className="alert alert--success" role="status">
            {done}
          </p>
          <p>
            <Link to="/login" className="button button--primary">
              Войти
            </Link>
          </p>
        </div>
      ) : (
        <form ref={formRef} className="form card" onSubmit={onSubmit} noValidate aria-busy={pending}>
          <FormError message={errors.message} />
          <TextField
            label="Новый пароль"
            name="password"
            hint={`Не короче ${PASSWORD.min} символов и не длиннее ${PASSWORD.max}; распространенные пароли не подойдут.`}
            error={errors.fields.password}
            value={values.password}
            onChange={(v) => set("password", v)}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD.max}
          />
          <button
            type="submit"
            className="button button--primary"
            disabled={pending || !token}
            aria-busy={pending}
          >
            Сохранить пароль
          </button>
        </form>
      )}
    </section>
  );
}

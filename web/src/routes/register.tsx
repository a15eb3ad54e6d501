import { type FormEvent, useState } from "react";
import { PASSWORD } from "../../../shared/limits.ts";
import { requireGuest } from "../auth/guards.ts";
import { registerAccount } from "../auth/register.ts";
import { Link } from "../components/Link.tsx";
import { clientErrors, passwordProblem } from "../forms/errors.ts";
import { FormError, TextField } from "../forms/Field.tsx";
import { useForm, useValues } from "../forms/useForm.ts";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";

/** Guest guard (spec §6): a signed-in user has nothing to do here and goes to /. */
export const registerLoader = requireGuest;

/**
 * `/register`: «Электронная почта», «ФИО», «Пароль» → a plain account without a role. Errors:
 * the answer's message on top and each field's beside it; otherwise spec §8's fallback.
 */
export function RegisterPage() {
  useDocumentTitle("Регистрация");
  const [values, set] = useValues({ email: "", fio: "", password: "" });
  const { errors, setErrors, pending, formRef, run } = useForm();
  const [done, setDone] = useState<string | null>(null);
  const f = errors.fields;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const early = clientErrors({
      email: values.email.trim() ? null : "Укажите адрес электронной почты.",
      fio: values.fio.trim() ? null : "Укажите ФИО.",
      password: passwordProblem(values.password),
    });
    if (early) {
      setErrors(early);
      return;
    }
    void run(async () => {
      const outcome = await registerAccount({
        email: values.email.trim(),
        fio: values.fio.trim(),
        password: values.password,
      });
      if (outcome.ok) setDone(outcome.message);
      else setErrors(outcome.errors);
    });
  }

  if (done) {
    return (
      <section className="page page--narrow">
        <h1>Регистрация</h1>
        <div className="card">
          <p className="alert alert--success" role="status">
            {done}
          </p>
          <p className="muted small">
            Письма нет? Проверьте папку «Спам». После подтверждения роль (ученый секретарь, администратор)
            назначит администратор.
          </p>
        </div>
      </section>
    );
  }

  return (
    <section className="page page--narrow">
      <h1>Регистрация</h1>
      <p className="muted">
        Учетная запись для сотрудников. Роль (ученый секретарь, администратор) назначает администратор.
      </p>
      <form ref={formRef} className="form card" onSubmit={onSubmit} noValidate aria-busy={pending}>
        <FormError message={errors.message} />
        <TextField
          label="Электронная почта"
          name="email"
          error={f.email}
          value={values.email}
          onChange={(v) => set("email", v)}
          type="email"
          autoComplete="email"
        />
        <TextField
          label="ФИО"
          name="fio"
          hint="Фамилия, имя и отчество полностью."
          error={f.fio}
          value={values.fio}
          onChange={(v) => set("fio", v)}
          autoComplete="name"
        />
        <TextField
          label="Пароль"
          name="password"
          hint={`Пароль — не короче ${PASSWORD.min} символов и не длиннее ${PASSWORD.max}.`}
          error={f.password}
          value={values.password}
          onChange={(v) => set("password", v)}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD.max}
        />
        <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
          Зарегистрироваться
        </button>
      </form>
      <p>
        Уже есть учетная запись? <Link to="/login">Войти</Link>
      </p>
    </section>
  );
}

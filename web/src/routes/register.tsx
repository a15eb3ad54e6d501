import { useState } from "react";
import { PASSWORD } from "../../../shared/limits.ts";
import { requireGuest } from "../auth/guards.ts";
import { registerAccount } from "../auth/register.ts";
import { Link } from "../components/Link.tsx";
import { PASSWORD_LENGTH, passwordProblem } from "../forms/errors.ts";
import { TextField } from "../forms/Field.tsx";
import { Form, FormDone } from "../forms/Form.tsx";
import { useForm } from "../forms/useForm.ts";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";

/** Guest guard (spec §6): a signed-in user has nothing to do here and goes to /. */
export const registerLoader = requireGuest;

/**
 * `/register`: «Электронная почта», «ФИО», «Пароль» → a plain account without a role. Errors:
 * the answer's message on top and each field's beside it; otherwise spec §8's fallback.
 */
export function RegisterPage() {
  useDocumentTitle("Регистрация");
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    initial: { email: "", fio: "", password: "" },
    check: (v) => ({
      email: v.email.trim() ? null : "Укажите адрес электронной почты.",
      fio: v.fio.trim() ? null : "Укажите ФИО.",
      password: passwordProblem(v.password),
    }),
    submit: (v) => registerAccount({ email: v.email.trim(), fio: v.fio.trim(), password: v.password }),
    done: setDone,
  });

  if (done) {
    return (
      <section className="page page--narrow">
        <h1>Регистрация</h1>
        <FormDone message={done}>
          <p className="muted small">
            Письма нет? Проверьте папку «Спам». После подтверждения роль (ученый секретарь, администратор)
            назначит администратор.
          </p>
        </FormDone>
      </section>
    );
  }

  return (
    <section className="page page--narrow">
      <h1>Регистрация</h1>
      <p className="muted">
        Учетная запись для сотрудников. Роль (ученый секретарь, администратор) назначает администратор.
      </p>
      <Form form={form} submitLabel="Зарегистрироваться" submitAlone>
        <TextField label="Электронная почта" {...form.field("email")} type="email" autoComplete="email" />
        <TextField
          label="ФИО"
          hint="Фамилия, имя и отчество полностью."
          {...form.field("fio")}
          autoComplete="name"
        />
        <TextField
          label="Пароль"
          hint={`Пароль — ${PASSWORD_LENGTH}.`}
          {...form.field("password")}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD.max}
        />
      </Form>
      <p>
        Уже есть учетная запись? <Link to="/login">Войти</Link>
      </p>
    </section>
  );
}

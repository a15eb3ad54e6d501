import { useState } from "react";
import { requestPasswordReset } from "../../auth/register.ts";
import { Link } from "../../components/Link.tsx";
import { TextField } from "../../forms/Field.tsx";
import { Form, FormDone } from "../../forms/Form.tsx";
import { useForm } from "../../forms/useForm.ts";
import { useDocumentTitle } from "../../lib/useDocumentTitle.ts";

/**
 * `/password/forgot`: «Электронная почта» → a letter with a one-hour link that sets a new
 * password. The answer is the same whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  useDocumentTitle("Восстановление пароля");
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    initial: { email: "" },
    submit: (v) => requestPasswordReset(v.email.trim()),
    done: setDone,
  });

  return (
    <section className="page page--narrow">
      <h1>Восстановление пароля</h1>
      {done ? (
        <FormDone message={done} />
      ) : (
        <Form form={form} submitLabel="Отправить ссылку" submitAlone>
          <TextField
            label="Электронная почта"
            hint="Адрес, с которым вы входите в Диссовет."
            {...form.field("email")}
            type="email"
            autoComplete="email"
          />
        </Form>
      )}
      <p>
        <Link to="/login">Вернуться ко входу</Link>
      </p>
    </section>
  );
}

import { useState } from "react";
import { PASSWORD } from "../../../../shared/limits.ts";
import { resetPassword } from "../../auth/register.ts";
import { SignInButton } from "../../components/SignInButton.tsx";
import { PASSWORD_LENGTH, passwordProblem } from "../../forms/errors.ts";
import { TextField } from "../../forms/Field.tsx";
import { Form, FormDone } from "../../forms/Form.tsx";
import { useForm } from "../../forms/useForm.ts";
import { useLinkToken } from "../../lib/route.ts";
import { useDocumentTitle } from "../../lib/useDocumentTitle.ts";

/**
 * `/password/reset#<token>`: «Новый пароль» set by the link from the letter (once, within the
 * hour); every earlier session of the account ends.
 */
export function ResetPasswordPage() {
  useDocumentTitle("Новый пароль");
  const [done, setDone] = useState<string | null>(null);
  const token = useLinkToken();
  const form = useForm({
    initial: { password: "" },
    check: (v) => ({ password: passwordProblem(v.password) }),
    submit: (v) => resetPassword(token, v.password),
    done: setDone,
  });

  return (
    <section className="page page--narrow">
      <h1>Новый пароль</h1>
      {done ? (
        <FormDone message={done}>
          <SignInButton />
        </FormDone>
      ) : (
        <Form form={form} submitLabel="Сохранить пароль" submitDisabled={!token} submitAlone>
          <TextField
            label="Новый пароль"
            hint={`Пароль — ${PASSWORD_LENGTH}; распространенные пароли не подойдут.`}
            {...form.field("password")}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD.max}
          />
        </Form>
      )}
    </section>
  );
}

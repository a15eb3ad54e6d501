import { useState } from "react";
import { confirmRegistration } from "../../auth/register.ts";
import { SignInButton } from "../../components/SignInButton.tsx";
import { formErrors } from "../../forms/errors.ts";
import { FormError } from "../../forms/Field.tsx";
import { useLinkToken } from "../../lib/route.ts";
import { useDocumentTitle } from "../../lib/useDocumentTitle.ts";

/**
 * `/register/confirm#<token>`: «Подтвердить регистрацию» creates the account of the link from
 * the letter. Opening the page changes nothing (mail scanners open links); the button does.
 */
export function ConfirmRegistrationPage() {
  useDocumentTitle("Подтверждение регистрации");
  const [state, setState] = useState<{ done?: string; error?: string; pending?: boolean }>({});
  const token = useLinkToken();

  async function confirm() {
    setState({ pending: true });
    try {
      setState({ done: await confirmRegistration(token) });
    } catch (error) {
      setState({ error: formErrors(error).message ?? undefined });
    }
  }

  return (
    <section className="page page--narrow">
      <h1>Подтверждение регистрации</h1>
      <div className="card">
        {state.done ? (
          <>
            <p className="alert alert--success" role="status">
              {state.done}
            </p>
            <SignInButton />
          </>
        ) : (
          <>
            <FormError message={state.error ?? null} />
            {token ? (
              <button
                type="button"
                className="button button--primary"
                onClick={() => void confirm()}
                disabled={state.pending}
                aria-busy={state.pending}
              >
                Подтвердить регистрацию
              </button>
            ) : (
              <p>Откройте ссылку из письма целиком: в ней нет кода подтверждения.</p>
            )}
          </>
        )}
      </div>
    </section>
  );
}

import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PASSWORD } from "../../../../../../shared/limits.ts";
import type { Role } from "../../../../__generated__/graphql";
import { BoardsPicker, type PickedBoard } from "../../../../admin/BoardsPicker.tsx";
import { RoleCheckboxes } from "../../../../admin/RoleCheckboxes.tsx";
import { useCreateUserMutation } from "../../../../admin/useUserMutations.ts";
import { Breadcrumb } from "../../../../components/Breadcrumb.tsx";
import { clientErrors, passwordProblem } from "../../../../forms/errors.ts";
import { FormError, TextField } from "../../../../forms/Field.tsx";
import { useForm, useValues } from "../../../../forms/useForm.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

/**
 * `/desk/admin/users/new`: «Создать учетную запись» with «Электронная почта», «ФИО», «Пароль»,
 * «Роли» and, for a secretary, the councils; `?role=secretar` ticks the secretary role.
 */
export function AdminUserNewPage() {
  useDocumentTitle("Новая учетная запись");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, set] = useValues({ email: "", fio: "", password: "" });
  const [roles, setRoles] = useState<Role[]>(params.get("role") === "secretar" ? ["SECRETAR"] : []);
  const [boards, setBoards] = useState<PickedBoard[]>([]);
  const { errors, setErrors, pending, formRef, run } = useForm();
  const [createUser] = useCreateUserMutation();
  const f = errors.fields;
  const secretar = roles.includes("SECRETAR");

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
      const { data } = await createUser({
        variables: {
          input: {
            email: values.email.trim(),
            fio: values.fio.trim(),
            password: values.password,
            roles,
            boardIds: secretar ? boards.map((b) => b.id) : [],
          },
        },
      });
      if (data) await navigate(`/desk/admin/users/${data.createUser.id}`);
    });
  }

  return (
    <section className="page page--form">
      <Breadcrumb to="/desk/admin/users">Все пользователи</Breadcrumb>
      <h1>Новая учетная запись</h1>
      <form ref={formRef} className="form card" onSubmit={onSubmit} noValidate aria-busy={pending}>
        <FormError message={errors.message} />
        <TextField
          label="Электронная почта"
          name="email"
          error={f.email}
          value={values.email}
          onChange={(v) => set("email", v)}
          type="email"
          autoComplete="off"
        />
        <TextField label="ФИО" name="fio" error={f.fio} value={values.fio} onChange={(v) => set("fio", v)} />
        <TextField
          label="Пароль"
          name="password"
          hint={`Пароль — не короче ${PASSWORD.min} символов и не длиннее ${PASSWORD.max}. Сообщите его пользователю лично.`}
          error={f.password}
          value={values.password}
          onChange={(v) => set("password", v)}
          type="password"
          autoComplete="new-password"
        />
        <RoleCheckboxes value={roles} onChange={setRoles} error={f.roles} />
        {secretar && (
          <fieldset className="group">
            <legend>Советы ученого секретаря</legend>
            <BoardsPicker value={boards} onChange={setBoards} error={f.boardIds} />
          </fieldset>
        )}
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
            Создать учетную запись
          </button>
        </div>
      </form>
    </section>
  );
}

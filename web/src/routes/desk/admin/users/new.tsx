import { useNavigate, useSearchParams } from "react-router";
import type { Role } from "../../../../__generated__/graphql";
import { BoardsPicker, type PickedBoard } from "../../../../admin/BoardsPicker.tsx";
import { RoleCheckboxes } from "../../../../admin/RoleCheckboxes.tsx";
import { useCreateUserMutation } from "../../../../admin/useUserMutations.ts";
import { Breadcrumb } from "../../../../components/Breadcrumb.tsx";
import { PASSWORD_LENGTH, passwordProblem } from "../../../../forms/errors.ts";
import { TextField } from "../../../../forms/Field.tsx";
import { Form } from "../../../../forms/Form.tsx";
import { useForm } from "../../../../forms/useForm.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

/**
 * `/desk/admin/users/new`: «Создать учетную запись» with «Электронная почта», «ФИО», «Пароль»,
 * «Роли» and, for a secretary, the councils; `?role=secretar` ticks the secretary role.
 */
export function AdminUserNewPage() {
  useDocumentTitle("Новая учетная запись");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [createUser] = useCreateUserMutation();
  const form = useForm({
    initial: () => ({
      email: "",
      fio: "",
      password: "",
      roles: (params.get("role") === "secretar" ? ["SECRETAR"] : []) as Role[],
      boards: [] as PickedBoard[],
    }),
    check: (v) => ({ password: passwordProblem(v.password) }),
    submit: async (v) => {
      const { data } = await createUser({
        variables: {
          input: {
            email: v.email.trim(),
            fio: v.fio.trim(),
            password: v.password,
            roles: v.roles,
            boardIds: v.roles.includes("SECRETAR") ? v.boards.map((b) => b.id) : [],
          },
        },
      });
      if (data) await navigate(`/desk/admin/users/${data.createUser.id}`);
    },
  });
  const { values, set } = form;
  const f = form.errors.fields;

  return (
    <section className="page page--form">
      <Breadcrumb to="/desk/admin/users">Все пользователи</Breadcrumb>
      <h1>Новая учетная запись</h1>
      <Form form={form} submitLabel="Создать учетную запись">
        <TextField label="Электронная почта" {...form.field("email")} type="email" autoComplete="off" />
        <TextField label="ФИО" {...form.field("fio")} />
        <TextField
          label="Пароль"
          hint={`Пароль — ${PASSWORD_LENGTH}. Сообщите его пользователю лично.`}
          {...form.field("password")}
          type="password"
          autoComplete="new-password"
        />
        <RoleCheckboxes value={values.roles} onChange={(roles) => set("roles", roles)} error={f.roles} />
        {values.roles.includes("SECRETAR") && (
          <fieldset className="group">
            <legend>Советы ученого секретаря</legend>
            <BoardsPicker
              value={values.boards}
              onChange={(boards) => set("boards", boards)}
              error={f.boardIds}
            />
          </fieldset>
        )}
      </Form>
    </section>
  );
}

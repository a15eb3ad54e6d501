import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { graphql } from "../../../../__generated__";
import type { Role } from "../../../../__generated__/graphql";
import { ArchiveToggle } from "../../../../admin/ArchiveToggle.tsx";
import { RoleCheckboxes } from "../../../../admin/RoleCheckboxes.tsx";
import { SecretarBoardsEditor } from "../../../../admin/SecretarBoardsEditor.tsx";
import { useSetUserDisabledMutation, useSetUserRolesMutation } from "../../../../admin/useUserMutations.ts";
import { loadQuery } from "../../../../apollo/loadQuery.ts";
import { Breadcrumb } from "../../../../components/Breadcrumb.tsx";
import { Link } from "../../../../components/Link.tsx";
import { Form } from "../../../../forms/Form.tsx";
import { useForm } from "../../../../forms/useForm.ts";
import { roleLabel } from "../../../../lib/labels.ts";
import { notFound, numericId } from "../../../../lib/route.ts";
import { useMe } from "../../../../lib/session.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

const AdminUserPageQuery = graphql(`
  query AdminUserPage($id: ID!) {
    adminUser(id: $id) {
      ...AdminUser_user
    }
  }
`);

/** Loads one account; a non-numeric or unknown id is a 404. */
export async function adminUserLoader({ params, context }: LoaderFunctionArgs): Promise<{ id: string }> {
  const id = numericId(params);
  const data = await loadQuery(context, AdminUserPageQuery, { id });
  if (!data.adminUser) throw notFound();
  return { id };
}

/**
 * `/desk/admin/users/:id`: an account's roles («Сохранить роли»), the councils of a secretary
 * («Сохранить советы») and «Отключить учетную запись» / «Включить учетную запись».
 */
export function AdminUserPage() {
  const { id } = useLoaderData<typeof adminUserLoader>();
  const { data, refetch } = useQuery(AdminUserPageQuery, { variables: { id } });
  const me = useMe();
  const [notice, setNotice] = useState<string | null>(null);
  const [setUserDisabled, { loading: switching }] = useSetUserDisabledMutation();
  const user = data?.adminUser;
  useDocumentTitle(user ? `Учетная запись: ${user.fio}` : null);
  if (!user) return null;
  const roles = user.roles.map((r) => r.role);
  const self = me?.id === user.id;
  return (
    <section className="page page--form">
      <Breadcrumb to="/desk/admin/users">Все пользователи</Breadcrumb>
      <h1>
        {user.fio}
        {user.disabled && <span className="badge badge--annulled heading-badge">отключена</span>}
      </h1>
      <dl className="facts">
        <dt>Электронная почта</dt>
        <dd>{user.email}</dd>
        <dt>Роли</dt>
        <dd>{roles.length === 0 ? "без роли" : roles.map((r) => roleLabel[r]).join(", ")}</dd>
      </dl>
      <p>
        <Link to={`/desk/admin/audit?entity=user&entityId=${user.id}`}>История изменений</Link>
      </p>
      <div role="status">{notice && <p className="alert alert--success">{notice}</p>}</div>

      <h2>Роли</h2>
      <RolesForm
        key={roles.join(",")}
        userId={user.id}
        roles={roles}
        onSaved={() => setNotice("Роли сохранены.")}
      />

      {roles.includes("SECRETAR") && (
        <>
          <h2>Советы ученого секретаря</h2>
          <SecretarBoardsEditor userId={user.id} boards={user.boards} onSaved={() => refetch()} />
        </>
      )}

      <h2>Доступ</h2>
      <p className="muted small">
        Отключенная учетная запись не может войти, а все ее сеансы завершаются сразу. Роли и история
        сохраняются.
      </p>
      {self ? (
        <p className="muted">Свою учетную запись отключить нельзя.</p>
      ) : (
        <ArchiveToggle
          archived={user.disabled}
          archiveLabel="Отключить учетную запись"
          restoreLabel="Включить учетную запись"
          question={`Отключить учетную запись ${user.email}? Пользователь сразу выйдет из системы.`}
          confirmLabel="Да, отключить"
          busy={switching}
          onChange={async (disabled) => {
            await setUserDisabled({ variables: { id: user.id, disabled } });
            setNotice(disabled ? "Учетная запись отключена." : "Учетная запись снова включена.");
          }}
        />
      )}
    </section>
  );
}

/** «Роли» with «Сохранить роли» (`setUserRoles`). */
function RolesForm({ userId, roles, onSaved }: { userId: string; roles: Role[]; onSaved: () => void }) {
  const [setUserRoles] = useSetUserRolesMutation();
  const form = useForm({
    initial: { roles },
    submit: (v) => setUserRoles({ variables: { id: userId, roles: v.roles } }),
    done: onSaved,
  });
  const value = form.values.roles;
  const changed = value.length !== roles.length || value.some((r) => !roles.includes(r));

  return (
    <Form form={form} className="form" label="Роли" submitLabel="Сохранить роли" submitDisabled={!changed}>
      <RoleCheckboxes
        value={value}
        onChange={(next) => form.set("roles", next)}
        error={form.errors.fields.roles}
        hint="Если снять роль ученого секретаря, вместе с ней снимаются и его советы."
      />
    </Form>
  );
}

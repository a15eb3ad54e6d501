import { graphql } from "../../../../__generated__";
import type { Role } from "../../../../__generated__/graphql";
import { AccountListHead, accountListSpec } from "../../../../admin/accountList.tsx";
import { FilterTabs } from "../../../../admin/FilterTabs.tsx";
import { ListPage } from "../../../../admin/ListPage.tsx";
import { ListSearch } from "../../../../admin/ListSearch.tsx";
import { listRoute, searchPageVariables } from "../../../../admin/listRoute.ts";
import { Link } from "../../../../components/Link.tsx";
import { roleLabel } from "../../../../lib/labels.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

const AdminUsersQuery = graphql(`
  query AdminUsers($search: String, $role: Role, $offset: Int, $limit: Int) {
    adminUsers(search: $search, role: $role, offset: $offset, limit: $limit) {
      total
      items {
        id
        fio
        email
        disabled
        roles {
          role
        }
      }
    }
  }
`);

/** The `?role=` filter: `admin` or `secretar`; anything else is every account. */
function roleOf(params: URLSearchParams): Role | null {
  const role = params.get("role");
  return role === "admin" ? "ADMIN" : role === "secretar" ? "SECRETAR" : null;
}

const list = listRoute(AdminUsersQuery, accountListSpec, (state, params) => ({
  ...searchPageVariables(state),
  role: roleOf(params),
}));
/** Loads the page of accounts the URL asks for (`?search=&role=&page=`). */
export const adminUsersLoader = list.loader;

/** `/desk/admin/users`: every account with its roles and whether it is disabled; search and role filter. */
export function AdminUsersPage() {
  useDocumentTitle("Пользователи");
  const { state, variables, data, busy } = list.useList();
  const { role } = variables;
  const users = data?.adminUsers.items ?? [];
  const total = data?.adminUsers.total ?? 0;
  return (
    <ListPage
      heading="Пользователи"
      create={{ to: "/desk/admin/users/new", label: "Создать учетную запись" }}
      tools={
        <>
          <ListSearch search={state.search} hint="По ФИО или электронной почте." />
          <FilterTabs
            label="Роль"
            tabs={[
              { label: "Все", changes: { role: null }, current: role === null },
              { label: "Администраторы", changes: { role: "admin" }, current: role === "ADMIN" },
              { label: "Ученые секретари", changes: { role: "secretar" }, current: role === "SECRETAR" },
            ]}
          />
        </>
      }
      shown={users.length}
      list={{ state, busy, total }}
      empty={{ none: "Учетных записей нет." }}
    >
      <AccountListHead
        columns={
          <>
            <th scope="col">Роли</th>
            <th scope="col">Состояние</th>
          </>
        }
      />
      <tbody>
        {users.map((u) => (
          <tr key={u.id}>
            <td>
              <Link to={`/desk/admin/users/${u.id}`}>{u.fio}</Link>
            </td>
            <td>{u.email}</td>
            <td>
              {u.roles.length === 0 ? (
                <span className="muted">без роли</span>
              ) : (
                u.roles.map((r) => <div key={r.role}>{roleLabel[r.role]}</div>)
              )}
            </td>
            <td>
              {u.disabled ? (
                <span className="badge badge--annulled">отключена</span>
              ) : (
                <span className="muted">активна</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ListPage>
  );
}

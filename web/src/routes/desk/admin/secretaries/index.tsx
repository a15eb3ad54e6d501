import { graphql } from "../../../../__generated__";
import { AccountListHead, accountListSpec } from "../../../../admin/accountList.tsx";
import { ListPage } from "../../../../admin/ListPage.tsx";
import { ListSearch } from "../../../../admin/ListSearch.tsx";
import { listRoute, searchPageVariables } from "../../../../admin/listRoute.ts";
import { Link } from "../../../../components/Link.tsx";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

const AdminSecretarsQuery = graphql(`
  query AdminSecretars($search: String, $offset: Int, $limit: Int) {
    adminSecretars(search: $search, offset: $offset, limit: $limit) {
      total
      items {
        id
        fio
        email
        boards {
          id
          code
          name
        }
      }
    }
  }
`);

const list = listRoute(AdminSecretarsQuery, accountListSpec, searchPageVariables);
/** Loads the page of secretaries the URL asks for (`?search=&page=`). */
export const adminSecretariesLoader = list.loader;

/** `/desk/admin/secretaries`: users with the secretar role (by ФИО) and the councils they run. */
export function AdminSecretariesPage() {
  useDocumentTitle("Ученые секретари");
  const { state, data, busy } = list.useList();
  const secretars = data?.adminSecretars.items ?? [];
  const total = data?.adminSecretars.total ?? 0;
  return (
    <ListPage
      heading="Ученые секретари"
      create={{ to: "/desk/admin/users/new?role=secretar", label: "Создать учетную запись" }}
      tools={<ListSearch search={state.search} hint="По ФИО или электронной почте." />}
      intro={
        <p className="muted small">
          Роль ученого секретаря назначается на странице учетной записи (раздел «Пользователи»).
        </p>
      }
      shown={secretars.length}
      list={{ state, busy, total }}
      empty={{ none: "Ученых секретарей пока нет." }}
    >
      <AccountListHead columns={<th scope="col">Советы</th>} />
      <tbody>
        {secretars.map((s) => (
          <tr key={s.id}>
            <td>
              <Link to={`/desk/admin/secretaries/${s.id}`}>{s.fio}</Link>
            </td>
            <td>
              <a href={`mailto:${s.email}`}>{s.email}</a>
            </td>
            <td>
              {s.boards.length === 0
                ? "—"
                : s.boards.map((b) => (
                    <div key={b.id} title={b.name}>
                      <Link to={`/desk/admin/boards/${b.id}`}>{b.code}</Link>
                    </div>
                  ))}
            </td>
          </tr>
        ))}
      </tbody>
    </ListPage>
  );
}

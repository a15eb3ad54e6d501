import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../__generated__";
import { loadQuery } from "../../../apollo/loadQuery.ts";
import { useDocumentTitle } from "../../../lib/useDocumentTitle.ts";

const AdminSecretarsQuery = graphql(`
  query AdminSecretars {
    adminSecretars {
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
`);

/** Loads the secretaries before the page renders. */
export async function adminSecretariesLoader(): Promise<null> {
  await loadQuery(AdminSecretarsQuery, {});
  return null;
}

/** `/desk/admin/secretaries`: users with the secretar role and the councils they run. */
export function AdminSecretariesPage() {
  useDocumentTitle("Ученые секретари");
  const { data } = useQuery(AdminSecretarsQuery);
  const secretars = data?.adminSecretars ?? [];
  return (
    <section className="page">
      <h1>Ученые секретари</h1>
      {secretars.length === 0 ? (
        <p className="muted">Ученых секретарей пока нет.</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">ФИО</th>
                <th scope="col">Электронная почта</th>
                <th scope="col">Советы</th>
              </tr>
            </thead>
            <tbody>
              {secretars.map((s) => (
                <tr key={s.id}>
                  <td>{s.fio}</td>
                  <td>
                    <a href={`mailto:${s.email}`}>{s.email}</a>
                  </td>
                  <td>
                    {s.boards.length === 0
                      ? "—"
                      : s.boards.map((b) => (
                          <div key={b.id} title={b.name}>
                            {b.code}
                          </div>
                        ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

import { useQuery } from "@apollo/client/react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { graphql } from "../../../../__generated__";
import { SecretarBoardsEditor } from "../../../../admin/SecretarBoardsEditor.tsx";
import { loadQuery } from "../../../../apollo/loadQuery.ts";
import { Breadcrumb } from "../../../../components/Breadcrumb.tsx";
import { Link } from "../../../../components/Link.tsx";
import { notFound, numericId } from "../../../../lib/route.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

const AdminSecretarPageQuery = graphql(`
  query AdminSecretarPage($id: ID!) {
    adminSecretar(id: $id) {
      id
      fio
      email
      boards {
        id
        code
        name
        archived
      }
    }
  }
`);

/** Loads one secretary; a non-numeric id, an unknown one or a user without the role is a 404. */
export async function adminSecretarLoader({ params, context }: LoaderFunctionArgs): Promise<{ id: string }> {
  const id = numericId(params);
  const data = await loadQuery(context, AdminSecretarPageQuery, { id });
  if (!data.adminSecretar) throw notFound();
  return { id };
}

/** `/desk/admin/secretaries/:id`: a secretary and the councils they run, changed with «Сохранить советы». */
export function AdminSecretarPage() {
  const { id } = useLoaderData<typeof adminSecretarLoader>();
  const { data, refetch } = useQuery(AdminSecretarPageQuery, { variables: { id } });
  const secretar = data?.adminSecretar;
  useDocumentTitle(secretar ? `Ученый секретарь: ${secretar.fio}` : null);
  if (!secretar) return null;
  return (
    <section className="page page--form">
      <Breadcrumb to="/desk/admin/secretaries">Все ученые секретари</Breadcrumb>
      <h1>Ученый секретарь: {secretar.fio}</h1>
      <p>
        <a href={`mailto:${secretar.email}`}>{secretar.email}</a> ·{" "}
        <Link to={`/desk/admin/users/${secretar.id}`}>Учетная запись</Link>
      </p>
      <h2>Советы, которые ведет секретарь</h2>
      <ul>
        {secretar.boards.length === 0 ? (
          <li className="muted">пока ни одного</li>
        ) : (
          secretar.boards.map((b) => (
            <li key={b.id}>
              <Link to={`/desk/admin/boards/${b.id}`}>{b.code}</Link> {b.name}
              {b.archived && <span className="muted"> (в архиве)</span>}
            </li>
          ))
        )}
      </ul>
      <h2>Изменить советы</h2>
      <SecretarBoardsEditor userId={secretar.id} boards={secretar.boards} onSaved={() => refetch()} />
    </section>
  );
}

import { useQuery } from "@apollo/client/react";
import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { graphql } from "../../../../__generated__";
import { loadQuery } from "../../../../apollo/loadQuery.ts";
import { positionLabel } from "../../../../lib/labels.ts";
import { notFound, numericId } from "../../../../lib/route.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

const SecretarBoardQuery = graphql(`
  query SecretarBoard($id: ID!) {
    secretarBoard(id: $id) {
      id
      code
      name
      organization
      specialties {
        code
        name
      }
      members {
        id
        fio
        email
        degreeTitle
        academicTitle
        position
        specialtyCode
      }
    }
  }
`);

/** Loads one of the secretary's councils; a non-numeric or foreign id is a 404. */
export async function secretarBoardLoader({ params }: LoaderFunctionArgs): Promise<{ id: string }> {
  const id = numericId(params);
  const data = await loadQuery(SecretarBoardQuery, { id });
  if (!data.secretarBoard) throw notFound();
  return { id };
}

/** `/desk/secretar/boards/:id`: a council and its members (списочный состав). */
export function SecretarBoardPage() {
  const { id } = useLoaderData<typeof secretarBoardLoader>();
  const { data } = useQuery(SecretarBoardQuery, { variables: { id } });
  const board = data?.secretarBoard;
  useDocumentTitle(board ? `Совет ${board.code}` : null);
  if (!board) return null;
  return (
    <section className="page">
      <p className="breadcrumbs">
        <Link to="/desk/secretar/boards">← Мои советы</Link>
      </p>
      <h1>Диссертационный совет {board.code}</h1>
      <p className="lead">{board.name}</p>
      <p className="muted">{board.organization}</p>
      <h2>Специальности</h2>
      <ul>
        {board.specialties.map((s) => (
          <li key={s.code}>
            {s.code} {s.name}
          </li>
        ))}
      </ul>
      <h2>Состав совета ({board.members.length})</h2>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col" className="num">
                №
              </th>
              <th scope="col">ФИО</th>
              <th scope="col">Должность в совете</th>
              <th scope="col">Ученая степень, звание</th>
              <th scope="col">Специальность</th>
              <th scope="col">Электронная почта</th>
            </tr>
          </thead>
          <tbody>
            {board.members.map((m, index) => (
              <tr key={m.id}>
                <td className="num">{index + 1}</td>
                <td>{m.fio}</td>
                <td>{positionLabel[m.position]}</td>
                <td>
                  {m.degreeTitle}
                  {m.academicTitle ? `, ${m.academicTitle}` : ""}
                </td>
                <td className="nowrap">{m.specialtyCode}</td>
                <td>
                  <a href={`mailto:${m.email}`}>{m.email}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

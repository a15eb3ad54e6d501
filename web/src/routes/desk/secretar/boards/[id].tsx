import { useQuery } from "@apollo/client/react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { graphql } from "../../../../__generated__";
import { CompositionWarnings } from "../../../../admin/CompositionWarnings.tsx";
import { loadQuery } from "../../../../apollo/loadQuery.ts";
import { Breadcrumb } from "../../../../components/Breadcrumb.tsx";
import { Link } from "../../../../components/Link.tsx";
import { notFound, numericId } from "../../../../lib/route.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";
import { MemberImport } from "../../../../members/MemberImport.tsx";
import { MemberRoster } from "../../../../members/MemberRoster.tsx";

const SecretarBoardQuery = graphql(`
  query SecretarBoard($id: ID!) {
    secretarBoard(id: $id) {
      id
      code
      name
      organization
      archived
      specialties {
        code
        name
      }
      members {
        ...MemberRoster_member
      }
      archivedMembers {
        ...MemberRoster_member
      }
      approvedSize
      approvedOrder
      compositionWarnings {
        ...CompositionWarnings_warning
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

/**
 * `/desk/secretar/boards/:id`: a council and its списочный состав, which the secretary keeps
 * current: add, edit, take off and bring back members, or load them from a CSV file.
 */
export function SecretarBoardPage() {
  const { id } = useLoaderData<typeof secretarBoardLoader>();
  const { data, refetch } = useQuery(SecretarBoardQuery, { variables: { id } });
  const board = data?.secretarBoard;
  useDocumentTitle(board ? `Совет ${board.code}` : null);
  if (!board) return null;
  const reload = () => refetch();
  return (
    <section className="page">
      <Breadcrumb to="/desk/secretar/boards">Мои советы</Breadcrumb>
      <h1>
        Диссертационный совет {board.code}
        {board.archived && <span className="badge badge--annulled heading-badge">в архиве</span>}
      </h1>
      <p className="lead">{board.name}</p>
      <p className="muted">{board.organization}</p>
      <p>
        Состав утвержден:{" "}
        {board.approvedSize == null
          ? "не указано (кворум считается от числа членов в списке)"
          : `в количестве ${board.approvedSize}${board.approvedOrder ? `, ${board.approvedOrder}` : ""}`}
      </p>
      <CompositionWarnings warnings={board.compositionWarnings} />
      <h2>Специальности</h2>
      <ul>
        {board.specialties.map((s) => (
          <li key={s.code}>
            {s.code} {s.name}
          </li>
        ))}
      </ul>
      {!board.archived && (
        <div className="actions">
          <Link to={`/desk/secretar/defenses/new?boardId=${board.id}`} className="button">
            Назначить защиту
          </Link>
        </div>
      )}
      <MemberRoster
        boardId={board.id}
        specialties={board.specialties}
        members={board.members}
        archivedMembers={board.archivedMembers}
        onChanged={reload}
        readOnly={board.archived}
      />
      {!board.archived && (
        <MemberImport
          boardId={board.id}
          specialtyCode={board.specialties[0]?.code ?? "1.2.2"}
          onImported={reload}
        />
      )}
    </section>
  );
}

import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { graphql } from "../../../../__generated__";
import { ArchiveToggle } from "../../../../admin/ArchiveToggle.tsx";
import { BoardForm, typedDate } from "../../../../admin/BoardForm.tsx";
import { CompositionWarnings } from "../../../../admin/CompositionWarnings.tsx";
import { useArchiveBoardMutation, useUpdateBoardMutation } from "../../../../admin/useBoardMutations.ts";
import { loadQuery } from "../../../../apollo/loadQuery.ts";
import { Breadcrumb } from "../../../../components/Breadcrumb.tsx";
import { Link } from "../../../../components/Link.tsx";
import { notFound, numericId } from "../../../../lib/route.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";
import { MemberImport } from "../../../../members/MemberImport.tsx";
import { MemberRoster } from "../../../../members/MemberRoster.tsx";

const AdminBoardPageQuery = graphql(`
  query AdminBoardPage($id: ID!) {
    adminBoard(id: $id) {
      ...AdminBoard_board
      members {
        ...MemberRoster_member
      }
      archivedMembers {
        ...MemberRoster_member
      }
      secretaries {
        id
        fio
        email
      }
    }
  }
`);

/** Loads one council; a non-numeric or unknown id is a 404. */
export async function adminBoardLoader({ params }: LoaderFunctionArgs): Promise<{ id: string }> {
  const id = numericId(params);
  const data = await loadQuery(AdminBoardPageQuery, { id });
  if (!data.adminBoard) throw notFound();
  return { id };
}

/**
 * `/desk/admin/boards/:id`: the council's facts with «Изменить данные совета» and archive /
 * restore, its secretaries, its list of members (add, edit, take off, bring back) and
 * «Загрузить состав из CSV».
 */
export function AdminBoardPage() {
  const { id } = useLoaderData<typeof adminBoardLoader>();
  const { data, refetch } = useQuery(AdminBoardPageQuery, { variables: { id } });
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [updateBoard] = useUpdateBoardMutation();
  const [archiveBoard, { loading: archiving }] = useArchiveBoardMutation();
  const board = data?.adminBoard;
  useDocumentTitle(board ? `Совет ${board.code}` : null);
  if (!board) return null;
  const reload = () => refetch();
  return (
    <section className="page">
      <Breadcrumb to="/desk/admin/boards">Все советы</Breadcrumb>
      <h1>
        Диссертационный совет {board.code}
        {board.archived && <span className="badge badge--annulled heading-badge">в архиве</span>}
      </h1>
      <p className="lead">{board.name}</p>
      <dl className="facts">
        <dt>Организация</dt>
        <dd>{board.organization}</dd>
        <dt>Специальности</dt>
        <dd>
          {board.specialties.map((s) => (
            <div key={s.code}>
              {s.code} {s.name}
            </div>
          ))}
        </dd>
        <dt>Правила голосования</dt>
        <dd>{board.ruleSet.name}</dd>
        <dt>Членов в составе</dt>
        <dd>{board.memberCount}</dd>
        <dt>Состав утвержден</dt>
        <dd>
          {board.approvedSize == null
            ? "не указано"
            : `в количестве ${board.approvedSize}${board.approvedOrder ? `, ${board.approvedOrder}` : ""}${board.approvedOn ? ` от ${typedDate(board.approvedOn)}` : ""}`}
        </dd>
        <dt>Ученые секретари</dt>
        <dd>
          {board.secretaries.length === 0
            ? "не назначены"
            : board.secretaries.map((s) => (
                <div key={s.id}>
                  <Link to={`/desk/admin/secretaries/${s.id}`}>{s.fio}</Link>{" "}
                  <span className="muted small">{s.email}</span>
                </div>
              ))}
        </dd>
      </dl>
      <CompositionWarnings warnings={board.compositionWarnings} />
      <div role="status">{notice && <p className="alert alert--success">{notice}</p>}</div>
      {editing ? (
        <>
          <h2>Изменить данные совета</h2>
          <BoardForm
            initial={{
              code: board.code,
              name: board.name,
              organization: board.organization,
              specialties: board.specialties.map((s) => ({ code: s.code, name: s.name })),
              ruleSetCode: board.ruleSet.code,
              approvedSize: board.approvedSize == null ? "" : String(board.approvedSize),
              approvedOrder: board.approvedOrder ?? "",
              approvedOn: typedDate(board.approvedOn),
            }}
            submitLabel="Сохранить изменения"
            onSubmit={async (input) => {
              await updateBoard({ variables: { id: board.id, input } });
              setEditing(false);
              setNotice("Данные совета сохранены.");
            }}
            onCancel={() => setEditing(false)}
          />
        </>
      ) : (
        <div className="actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              setNotice(null);
              setEditing(true);
            }}
          >
            Изменить данные совета
          </button>
          {!board.archived && (
            <Link to={`/desk/admin/defenses/new?boardId=${board.id}`} className="button button--ghost">
              Назначить защиту
            </Link>
          )}
          <Link
            to={`/desk/admin/defenses?search=${encodeURIComponent(board.code)}`}
            className="button button--ghost"
          >
            Защиты совета
          </Link>
          <Link to={`/desk/admin/audit?entity=board&entityId=${board.id}`} className="button button--ghost">
            История изменений
          </Link>
        </div>
      )}
      <ArchiveToggle
        archived={board.archived}
        archiveLabel="Архивировать совет"
        restoreLabel="Вернуть совет из архива"
        question="Архивировать совет? Новые защиты в нем назначить будет нельзя; история защит и состав сохранятся."
        busy={archiving}
        onChange={async (archived) => {
          await archiveBoard({ variables: { id: board.id, archived } });
          setNotice(archived ? "Совет перенесен в архив." : "Совет возвращен из архива.");
        }}
      />
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

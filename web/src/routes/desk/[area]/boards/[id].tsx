import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import type { ComponentType } from "react";
import { useLoaderData } from "react-router";
import { graphql } from "../../../../__generated__";
import type {
  AdminBoardPageQuery as AdminBoardPageData,
  BoardPage_BoardFragment,
} from "../../../../__generated__/graphql";
import { BoardForm, typedDate } from "../../../../admin/BoardForm.tsx";
import { CompositionWarnings } from "../../../../admin/CompositionWarnings.tsx";
import { FactsEditor } from "../../../../admin/FactsEditor.tsx";
import { useArchiveBoardMutation, useUpdateBoardMutation } from "../../../../admin/useBoardMutations.ts";
import { objectLoader } from "../../../../apollo/loadQuery.ts";
import { Breadcrumb } from "../../../../components/Breadcrumb.tsx";
import { Link } from "../../../../components/Link.tsx";
import { type DeskArea, deskAreas } from "../../../../layouts/deskAreas.ts";
import type { RouteModule } from "../../../../lib/route.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";
import { MemberImport } from "../../../../members/MemberImport.tsx";
import { MemberRoster } from "../../../../members/MemberRoster.tsx";

/** What the page shows of a council in both areas. */
export const BoardPage_board = graphql(`
  fragment BoardPage_board on Board {
    id
    code
    name
    organization
    archived
    specialties {
      code
      name
    }
    approvedSize
    approvedOrder
    approvedOn
    compositionWarnings {
      ...CompositionWarnings_warning
    }
    members {
      ...MemberRoster_member
    }
    archivedMembers {
      ...MemberRoster_member
    }
  }
`);

const AdminBoardPageQuery = graphql(`
  query AdminBoardPage($id: ID!) {
    adminBoard(id: $id) {
      ...BoardPage_board
      ...AdminBoard_board
      secretaries {
        id
        fio
        email
      }
    }
  }
`);

const SecretarBoardQuery = graphql(`
  query SecretarBoard($id: ID!) {
    secretarBoard(id: $id) {
      ...BoardPage_board
    }
  }
`);

/** The admin's council: what the secretary's page shows, and its rules, its size and its secretaries. */
type AdminBoard = NonNullable<AdminBoardPageData["adminBoard"]>;

/** How one area's page reads its council and what it adds to the page. */
interface AreaBoardPage<TData, B extends BoardPage_BoardFragment> {
  /** The area's query of the council (its role's root field: `adminBoard`, `secretarBoard`). */
  query: TypedDocumentNode<TData, { id: string }>;
  /** The council in the query's answer; none when the server found none the role may see. */
  board: (data: TData) => B | null | undefined;
  /** The breadcrumb's words: every council, or the secretary's own. */
  back: string;
  /** The area's facts after the specialties, if any. */
  Facts?: ComponentType<{ board: B }>;
  /** What the area does with the council, under its facts. */
  Actions: ComponentType<{ board: B }>;
}

/**
 * The admin's actions: «Изменить данные совета» (the council form), «Назначить защиту» while
 * current, the council's defenses and history, archive and restore.
 */
function AdminBoardActions({ board }: { board: AdminBoard }) {
  const [updateBoard] = useUpdateBoardMutation();
  const [archiveBoard, { loading: archiving }] = useArchiveBoardMutation();
  return (
    <FactsEditor
      title="Изменить данные совета"
      savedNotice="Данные совета сохранены."
      links={
        <>
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
        </>
      }
      archive={{
        archived: board.archived,
        archiveLabel: "Архивировать совет",
        restoreLabel: "Вернуть совет из архива",
        question:
          "Архивировать совет? Новые защиты в нем назначить будет нельзя; история защит и состав сохранятся.",
        notices: { archived: "Совет перенесен в архив.", restored: "Совет возвращен из архива." },
        busy: archiving,
        onChange: (archived) => archiveBoard({ variables: { id: board.id, archived } }),
      }}
    >
      {(saved, cancel) => (
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
            saved();
          }}
          onCancel={cancel}
        />
      )}
    </FactsEditor>
  );
}

/**
 * `/desk/<area>/boards/:id` (a non-numeric id, or one the area's role may not see, is a 404): a
 * council's facts and composition checks, what the area does with it (`Actions`), and its
 * списочный состав, which both areas keep current: add, edit, take off and bring back members,
 * or load them from a CSV file.
 */
function boardPage<TData, B extends BoardPage_BoardFragment>(
  area: DeskArea,
  page: AreaBoardPage<TData, B>,
): RouteModule {
  function BoardPage() {
    const { id } = useLoaderData<{ id: string }>();
    const { data, refetch } = useQuery(page.query, { variables: { id } });
    const board = data ? page.board(data) : null;
    useDocumentTitle(board ? `Совет ${board.code}` : null);
    if (!board) return null;
    const reload = () => refetch();
    return (
      <section className="page">
        <Breadcrumb to={`${deskAreas[area].home}/boards`}>{page.back}</Breadcrumb>
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
          <dt>Состав утвержден</dt>
          <dd>
            {board.approvedSize == null
              ? "не указано (кворум считается от числа членов в списке)"
              : `в количестве ${board.approvedSize}${board.approvedOrder ? `, ${board.approvedOrder}` : ""}${board.approvedOn ? ` от ${typedDate(board.approvedOn)}` : ""}`}
          </dd>
          {page.Facts && <page.Facts board={board} />}
        </dl>
        <CompositionWarnings warnings={board.compositionWarnings} />
        <page.Actions board={board} />
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
  return { loader: objectLoader(page.query, page.board), Component: BoardPage };
}

/**
 * The page in each area: the admin's adds the council's rules, size and secretaries, edits its
 * facts and archives it; the secretary's schedules a defense in it.
 */
export const boardPages: Record<DeskArea, RouteModule> = {
  admin: boardPage("admin", {
    query: AdminBoardPageQuery,
    board: (data) => data.adminBoard,
    back: "Все советы",
    Facts: ({ board }) => (
      <>
        <dt>Правила голосования</dt>
        <dd>{board.ruleSet.name}</dd>
        <dt>Членов в составе</dt>
        <dd>{board.memberCount}</dd>
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
      </>
    ),
    Actions: AdminBoardActions,
  }),
  secretar: boardPage("secretar", {
    query: SecretarBoardQuery,
    board: (data) => data.secretarBoard,
    back: "Мои советы",
    Actions: ({ board }) =>
      board.archived ? null : (
        <div className="actions">
          <Link to={`/desk/secretar/defenses/new?boardId=${board.id}`} className="button">
            Назначить защиту
          </Link>
        </div>
      ),
  }),
};

import { type LoaderFunctionArgs, useLoaderData, useNavigate } from "react-router";
import { graphql } from "../../../../__generated__";
import { client } from "../../../../apollo/client.ts";
import { Breadcrumb } from "../../../../components/Breadcrumb.tsx";
import { DefenseForm } from "../../../../defense/DefenseForm.tsx";
import { emptyDefense } from "../../../../defense/defenseFormValues.ts";
import type { BoardChoice } from "../../../../defense/useDefenseFormBoards.ts";
import { useCreateDefenseMutation } from "../../../../defense/useDefenseMutations.ts";
import { type DeskArea, deskAreas, eachArea } from "../../../../layouts/deskAreas.ts";
import type { RouteModule } from "../../../../lib/route.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

const AdminDefenseNewBoardQuery = graphql(`
  query AdminDefenseNewBoard($id: ID!) {
    adminBoard(id: $id) {
      id
      code
      name
      archived
    }
  }
`);

/** The council chosen in advance: its id, and the council itself when the form must be shown it. */
interface Preselected {
  boardId: string;
  board: BoardChoice | null;
}

/**
 * The council `?boardId=` names, in each area. The secretary's form offers all their councils,
 * so the id is enough; the admin's offers a search's first matches, so the council itself is
 * read (and chosen only when it exists and is current).
 */
const preselect: Record<DeskArea, (boardId: string) => Promise<Preselected>> = {
  admin: async (boardId) => {
    try {
      const { data } = await client.query({ query: AdminDefenseNewBoardQuery, variables: { id: boardId } });
      const board = data?.adminBoard;
      return board && !board.archived
        ? { boardId: board.id, board: { id: board.id, code: board.code, name: board.name } }
        : { boardId: "", board: null };
    } catch {
      return { boardId: "", board: null };
    }
  },
  secretar: async (boardId) => ({ boardId, board: null }),
};

/**
 * `/desk/<area>/defenses/new`: «Назначить защиту» in one of the area's councils (any current
 * one for the admin, the secretary's own); `?boardId=` (from a council's page) chooses that
 * council in advance. The defense's page opens after saving.
 */
function newDefensePage(area: DeskArea): RouteModule {
  const { home } = deskAreas[area];
  async function loader({ request }: LoaderFunctionArgs): Promise<Preselected> {
    const boardId = new URL(request.url).searchParams.get("boardId") ?? "";
    return /^[1-9]\d{0,9}$/.test(boardId) ? preselect[area](boardId) : { boardId: "", board: null };
  }
  function NewDefensePage() {
    useDocumentTitle("Новая защита");
    const { boardId, board } = useLoaderData<typeof loader>();
    const navigate = useNavigate();
    const [createDefense] = useCreateDefenseMutation();
    return (
      <section className="page page--form">
        <Breadcrumb to={`${home}/defenses`}>Все защиты</Breadcrumb>
        <h1>Назначить защиту</h1>
        <DefenseForm
          area={area}
          initial={emptyDefense(boardId)}
          initialBoard={board}
          submitLabel="Назначить защиту"
          onSubmit={async (input) => {
            const { data } = await createDefense({ variables: { input } });
            if (data) await navigate(`${home}/defenses/${data.createDefense.id}`);
          }}
          onCancel={() => void navigate(-1)}
        />
      </section>
    );
  }
  return { loader, Component: NewDefensePage };
}

export const newDefensePages = eachArea(newDefensePage);

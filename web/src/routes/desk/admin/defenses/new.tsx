import { type LoaderFunctionArgs, useLoaderData, useNavigate } from "react-router";
import { graphql } from "../../../../__generated__";
import { client } from "../../../../apollo/client.ts";
import { Breadcrumb } from "../../../../components/Breadcrumb.tsx";
import { DefenseForm, emptyDefense } from "../../../../defense/DefenseForm.tsx";
import { useCreateDefenseMutation } from "../../../../defense/useDefenseMutations.ts";
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

/** Reads `?boardId=` (from a council's page): that council is chosen in advance when it exists and is current. */
export async function adminDefenseNewLoader({ request }: LoaderFunctionArgs) {
  const boardId = new URL(request.url).searchParams.get("boardId") ?? "";
  if (!/^[1-9]\d{0,9}$/.test(boardId)) return { board: null };
  try {
    const { data } = await client.query({ query: AdminDefenseNewBoardQuery, variables: { id: boardId } });
    const board = data?.adminBoard;
    return { board: board && !board.archived ? { id: board.id, code: board.code, name: board.name } : null };
  } catch {
    return { board: null };
  }
}

/** `/desk/admin/defenses/new`: «Назначить защиту» in any current council; the defense's page opens after saving. */
export function AdminDefenseNewPage() {
  useDocumentTitle("Новая защита");
  const { board } = useLoaderData<typeof adminDefenseNewLoader>();
  const navigate = useNavigate();
  const [createDefense] = useCreateDefenseMutation();
  return (
    <section className="page page--form">
      <Breadcrumb to="/desk/admin/defenses">Все защиты</Breadcrumb>
      <h1>Назначить защиту</h1>
      <DefenseForm
        scope="admin"
        initial={emptyDefense(board?.id)}
        initialBoard={board}
        submitLabel="Назначить защиту"
        onSubmit={async (input) => {
          const { data } = await createDefense({ variables: { input } });
          if (data) await navigate(`/desk/admin/defenses/${data.createDefense.id}`);
        }}
        onCancel={() => void navigate(-1)}
      />
    </section>
  );
}

import { useNavigate } from "react-router";
import { BoardForm, emptyBoard } from "../../../../admin/BoardForm.tsx";
import { useCreateBoardMutation } from "../../../../admin/useBoardMutations.ts";
import { Breadcrumb } from "../../../../components/Breadcrumb.tsx";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

/** `/desk/admin/boards/new`: «Создать совет»; the new council's page opens after saving. */
export function AdminBoardNewPage() {
  useDocumentTitle("Новый совет");
  const navigate = useNavigate();
  const [createBoard] = useCreateBoardMutation();
  return (
    <section className="page page--form">
      <Breadcrumb to="/desk/admin/boards">Все советы</Breadcrumb>
      <h1>Новый диссертационный совет</h1>
      <BoardForm
        initial={emptyBoard}
        submitLabel="Создать совет"
        onSubmit={async (input) => {
          const { data } = await createBoard({ variables: { input } });
          if (data) await navigate(`/desk/admin/boards/${data.createBoard.id}`);
        }}
        onCancel={() => void navigate("/desk/admin/boards")}
      />
    </section>
  );
}

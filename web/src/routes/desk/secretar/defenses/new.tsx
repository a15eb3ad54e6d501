import { type LoaderFunctionArgs, useLoaderData, useNavigate } from "react-router";
import { Breadcrumb } from "../../../../components/Breadcrumb.tsx";
import { DefenseForm, emptyDefense } from "../../../../defense/DefenseForm.tsx";
import { useCreateDefenseMutation } from "../../../../defense/useDefenseMutations.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

/** Reads `?boardId=` (from a council's page) to choose that council in advance. */
export function secretarDefenseNewLoader({ request }: LoaderFunctionArgs): { boardId: string } {
  const boardId = new URL(request.url).searchParams.get("boardId") ?? "";
  return { boardId: /^[1-9]\d{0,9}$/.test(boardId) ? boardId : "" };
}

/** `/desk/secretar/defenses/new`: «Назначить защиту» in one of the secretary's councils. */
export function SecretarDefenseNewPage() {
  useDocumentTitle("Новая защита");
  const { boardId } = useLoaderData<typeof secretarDefenseNewLoader>();
  const navigate = useNavigate();
  const [createDefense] = useCreateDefenseMutation();
  return (
    <section className="page page--form">
      <Breadcrumb to="/desk/secretar/defenses">Все защиты</Breadcrumb>
      <h1>Назначить защиту</h1>
      <DefenseForm
        scope="secretar"
        initial={emptyDefense(boardId)}
        submitLabel="Назначить защиту"
        onSubmit={async (input) => {
          const { data } = await createDefense({ variables: { input } });
          if (data) await navigate(`/desk/secretar/defenses/${data.createDefense.id}`);
        }}
        onCancel={() => void navigate(-1)}
      />
    </section>
  );
}

import { useState } from "react";
import { Form } from "../forms/Form.tsx";
import { useForm } from "../forms/useForm.ts";
import { BoardsPicker, type PickedBoard } from "./BoardsPicker.tsx";
import { useSetSecretarBoardsMutation } from "./useUserMutations.ts";

/**
 * The councils a secretary runs, edited with {@link BoardsPicker} and saved with «Сохранить
 * советы» (`setSecretarBoards`); `onSaved` reloads the page's data.
 */
export function SecretarBoardsEditor({
  userId,
  boards,
  onSaved,
}: {
  userId: string;
  boards: readonly PickedBoard[];
  onSaved: () => Promise<unknown>;
}) {
  const [saved, setSaved] = useState(false);
  const [setSecretarBoards] = useSetSecretarBoardsMutation();
  const form = useForm({
    initial: () => ({ boards: [...boards] }),
    submit: async (v) => {
      setSaved(false);
      await setSecretarBoards({ variables: { id: userId, boardIds: v.boards.map((b) => b.id) } });
      await onSaved();
    },
    done: () => setSaved(true),
  });
  // When the page's data brings another list (after saving, or a reload), start from it.
  const boardIds = boards.map((b) => b.id).join(",");
  const [shownIds, setShownIds] = useState(boardIds);
  if (shownIds !== boardIds) {
    setShownIds(boardIds);
    form.setValues({ boards: [...boards] });
  }
  const value = form.values.boards;
  const changed = value.length !== boards.length || value.some((b) => !boards.some((x) => x.id === b.id));

  return (
    <Form
      form={form}
      className="form"
      label="Советы ученого секретаря"
      submitLabel="Сохранить советы"
      submitDisabled={!changed}
      footer={<div role="status">{saved && <p className="alert alert--success">Советы сохранены.</p>}</div>}
    >
      <BoardsPicker
        value={value}
        onChange={(next) => {
          setSaved(false);
          form.set("boards", next);
        }}
        error={form.errors.fields.boardIds}
      />
    </Form>
  );
}

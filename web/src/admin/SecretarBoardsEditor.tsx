import { useState } from "react";
import { FormError } from "../forms/Field.tsx";
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
  const [value, setValue] = useState<PickedBoard[]>(() => [...boards]);
  const [saved, setSaved] = useState(false);
  // When the page's data brings another list (after saving, or a reload), start from it.
  const boardIds = boards.map((b) => b.id).join(",");
  const [shownIds, setShownIds] = useState(boardIds);
  if (shownIds !== boardIds) {
    setShownIds(boardIds);
    setValue([...boards]);
  }
  const { errors, pending, formRef, run } = useForm();
  const [setSecretarBoards] = useSetSecretarBoardsMutation();
  const changed = value.length !== boards.length || value.some((b) => !boards.some((x) => x.id === b.id));

  async function save() {
    setSaved(false);
    const done = await run(async () => {
      await setSecretarBoards({ variables: { id: userId, boardIds: value.map((b) => b.id) } });
      await onSaved();
      return true;
    });
    if (done) setSaved(true);
  }

  return (
    <form
      ref={formRef}
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      aria-label="Советы ученого секретаря"
      noValidate
    >
      <FormError message={errors.message} />
      <BoardsPicker
        value={value}
        onChange={(next) => {
          setSaved(false);
          setValue(next);
        }}
        error={errors.fields.boardIds}
      />
      <div className="actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={pending || !changed}
          aria-busy={pending}
        >
          Сохранить советы
        </button>
      </div>
      <div role="status">{saved && <p className="alert alert--success">Советы сохранены.</p>}</div>
    </form>
  );
}

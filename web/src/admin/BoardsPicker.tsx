import { useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { graphql } from "../__generated__";
import { useDebounced } from "../lib/useDebounced.ts";

const BoardsPickerQuery = graphql(`
  query BoardsPicker($search: String) {
    adminBoards(search: $search, limit: 10) {
      items {
        id
        code
        name
      }
    }
  }
`);

/** A council as the picker lists it. */
export interface PickedBoard {
  id: string;
  code: string;
  name: string;
}

/**
 * The councils a secretary runs, as a list with «Убрать» per council and «Найти совет» to add
 * more (search by code, name or organization; the first ten matches, each with «Добавить»).
 * Controlled: `value` is the current choice, `onChange` gets the next one.
 */
export function BoardsPicker({
  value,
  onChange,
  error,
}: {
  value: readonly PickedBoard[];
  onChange: (next: PickedBoard[]) => void;
  error?: string | null;
}) {
  const id = useId();
  const [search, setSearch] = useState("");
  const text = useDebounced(search.trim());
  const { data, previousData } = useQuery(BoardsPickerQuery, { variables: { search: text || null } });
  const page = data?.adminBoards ?? previousData?.adminBoards;
  const chosen = new Set(value.map((b) => b.id));
  const found = (page?.items ?? []).filter((b) => !chosen.has(b.id));
  return (
    <div className="picker">
      {value.length === 0 ? (
        <p className="muted">Советов не выбрано.</p>
      ) : (
        <ul className="picker__chosen" aria-label="Выбранные советы">
          {value.map((b) => (
            <BoardItem
              key={b.id}
              board={b}
              act="Убрать"
              onClick={() => onChange(value.filter((x) => x.id !== b.id))}
            />
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-search`}>Найти совет</label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          // Enter searches (as typing does); it must not submit the form around the picker.
          onKeyDown={(e) => {
            if (e.key === "Enter") e.preventDefault();
          }}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="field__hint muted small">
          По шифру, названию или организации.
        </p>
      </div>
      {found.length > 0 && (
        <ul className="picker__found" aria-label="Найденные советы">
          {found.map((b) => (
            <BoardItem key={b.id} board={b} act="Добавить" onClick={() => onChange([...value, b])} />
          ))}
        </ul>
      )}
      {page && found.length === 0 && text && <p className="muted small">Ничего не найдено.</p>}
    </div>
  );
}

/** A council in one of the picker's lists, with its button («Убрать», «Добавить»), named for screen readers. */
function BoardItem({
  board,
  act,
  onClick,
}: {
  board: { code: string; name: string };
  act: "Убрать" | "Добавить";
  onClick: () => void;
}) {
  return (
    <li className="picker__item">
      <span>
        <strong>{board.code}</strong> {board.name}
      </span>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={onClick}
        aria-label={`${act} совет ${board.code}`}
      >
        {act}
      </button>
    </li>
  );
}

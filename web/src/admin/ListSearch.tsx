import { type FormEvent, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Link } from "../components/Link.tsx";
import { useListHref } from "./listState.ts";

/**
 * The search box of an admin list: «Поиск» and «Найти» put the text in the URL (back to page 1),
 * «Сбросить» clears it. The box follows the URL on back and forward.
 */
export function ListSearch({ search, hint }: { search: string; hint: string }) {
  const id = useId();
  const href = useListHref();
  const navigate = useNavigate();
  const [value, setValue] = useState(search);
  useEffect(() => setValue(search), [search]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(href({ search: value.trim(), page: null }));
  }

  return (
    <search className="list-search">
      <form onSubmit={onSubmit}>
        <label htmlFor={`${id}-search`}>Поиск</label>
        <div className="list-search__row">
          <input
            id={`${id}-search`}
            type="search"
            name="search"
            value={value}
            maxLength={200}
            onChange={(event) => setValue(event.target.value)}
            aria-describedby={`${id}-hint`}
          />
          <button type="submit" className="button">
            Найти
          </button>
          {search && (
            <Link to={href({ search: null, page: null })} className="button button--ghost">
              Сбросить
            </Link>
          )}
        </div>
        <p id={`${id}-hint`} className="field__hint muted small">
          {hint}
        </p>
      </form>
    </search>
  );
}

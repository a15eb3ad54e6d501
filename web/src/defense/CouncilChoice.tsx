import { useState } from "react";
import { Field, SelectField } from "../forms/Field.tsx";
import type { DeskArea } from "../layouts/deskAreas.ts";
import { type BoardChoice, useBoardChoices } from "./useDefenseFormBoards.ts";

/**
 * The defense form's «Совет»: a secretary chooses among their councils; the admin first narrows
 * every current council with «Найти совет» (the first 20 matches are offered). The council
 * chosen stays offered whatever the search leaves out.
 */
export function CouncilChoice({
  area,
  boardId,
  initialBoard,
  error,
  onChoose,
}: {
  area: DeskArea;
  boardId: string;
  /** The council of an existing defense (or a preselected one). */
  initialBoard: BoardChoice | null;
  error: string | undefined;
  onChoose: (boardId: string) => void;
}) {
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<BoardChoice | null>(initialBoard);
  const { boards, more } = useBoardChoices(area, search);
  const options = chosen && !boards.some((b) => b.id === chosen.id) ? [chosen, ...boards] : boards;
  return (
    <>
      {area === "admin" && (
        <Field
          label="Найти совет"
          name="boardSearch"
          hint={
            more > 0
              ? `Показаны первые ${options.length}; уточните поиск, чтобы найти другие.`
              : "По шифру, названию или организации."
          }
        >
          {(control) => (
            <input
              {...control}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              // Enter narrows the councils; it must not submit the defense.
              onKeyDown={(e) => {
                if (e.key === "Enter") e.preventDefault();
              }}
            />
          )}
        </Field>
      )}
      <SelectField
        label="Совет"
        name="boardId"
        error={error}
        value={boardId}
        onChange={(id) => {
          setChosen(options.find((b) => b.id === id) ?? null);
          onChoose(id);
        }}
      >
        <option value="">— выберите совет —</option>
        {options.map((b) => (
          <option key={b.id} value={b.id}>
            {b.code} {b.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}

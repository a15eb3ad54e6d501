import { type ReactNode, useId } from "react";
import { GroupError } from "./Field.tsx";

/**
 * A list of like rows under a legend (a council's specialties, a defense's opponents): the
 * group's error under the legend, each row with «Удалить» while more than one is left, and
 * `addLabel` while fewer than `max`. Rows have no id of their own: they are addressed by
 * position, as the server's errors are (`opponents.1`).
 */
export function RowsFieldset<T>({
  legend,
  className = "group",
  error,
  rows,
  max,
  empty,
  addLabel,
  removeLabel,
  onChange,
  children,
}: {
  legend: string;
  className?: string;
  /** The error of the whole group (e.g. «Укажите хотя бы одну специальность»). */
  error: string | undefined;
  rows: readonly T[];
  max: number;
  /** A new row's value. */
  empty: T;
  addLabel: string;
  /** The accessible name of row `index`'s «Удалить» (1-based in the words: «Удалить оппонента 2»). */
  removeLabel: (index: number) => string;
  onChange: (rows: T[]) => void;
  /** Renders row `index`'s fields; `set` replaces its value. */
  children: (row: T, index: number, set: (value: T) => void) => ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <GroupError id={errorId} message={error} />
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are addressed by position, as the server's errors are
        <div key={index} className="group__row">
          {children(row, index, (value) => onChange(rows.map((r, i) => (i === index ? value : r))))}
          {rows.length > 1 && (
            <button
              type="button"
              className="button button--ghost button--small group__remove"
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
              aria-label={removeLabel(index)}
            >
              Удалить
            </button>
          )}
        </div>
      ))}
      {rows.length < max && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => onChange([...rows, empty])}
        >
          {addLabel}
        </button>
      )}
    </fieldset>
  );
}

import { graphql } from "../__generated__";
import type { CompositionWarnings_WarningFragment } from "../__generated__/graphql";

/** A failed check of the council's composition and its source. */
export const CompositionWarnings_warning = graphql(`
  fragment CompositionWarnings_warning on CompositionWarning {
    message
    source
  }
`);

/**
 * «Состав совета: проверьте»: the council's composition checked against the regulation
 * (members, doctors per specialty, the approved size), each warning with its source. Nothing
 * is shown when every check passes.
 */
export function CompositionWarnings({
  warnings,
}: {
  warnings: readonly CompositionWarnings_WarningFragment[];
}) {
  if (warnings.length === 0) return null;
  return (
    <section className="alert composition" aria-labelledby="composition-title">
      <h2 id="composition-title" className="composition__title">
        Состав совета: проверьте
      </h2>
      <ul>
        {warnings.map((w) => (
          <li key={w.message}>
            {w.message} <span className="muted small">Источник: {w.source}.</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

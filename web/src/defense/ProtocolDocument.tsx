import { graphql } from "../__generated__";
import type { ProtocolDocument_ProtocolFragment } from "../__generated__/graphql";

/**
 * The протокол счетной комиссии as the server's document model: the same fields in the same
 * order as the PDF, so the print page and the PDF cannot differ.
 */
export const ProtocolDocument_protocol = graphql(`
  fragment ProtocolDocument_protocol on CountingProtocol {
    boardName
    document {
      title
      heading
      dateLine
      intro
      rows {
        label
        value
      }
      tallyTitle
      tally {
        label
        value
      }
      decision
      notes
      signatures {
        role
        name
      }
    }
  }
`);

/**
 * The протокол счетной комиссии laid out like the customary paper form: title, council, date
 * and place of the sitting, the commission and what it counted, the figures, the decision,
 * notes (an earlier annulled vote), and signature lines, the chair first. One A4 page in print.
 */
export function ProtocolDocument({ protocol: p }: { protocol: ProtocolDocument_ProtocolFragment }) {
  const d = p.document;
  return (
    <article className="protocol" aria-labelledby="protocol-title">
      <header className="protocol__head">
        <h1 id="protocol-title" className="protocol__title">
          {d.title}
          {d.heading.map((line) => (
            <span key={line} className="protocol__subtitle">
              {line}
            </span>
          ))}
        </h1>
        <p className="protocol__line">{d.dateLine}</p>
      </header>
      {d.intro.map((line) => (
        <p key={line} className="protocol__para">
          {line}
        </p>
      ))}
      <FactTable rows={d.rows} />
      <h2 className="protocol__section">{d.tallyTitle}</h2>
      <FactTable rows={d.tally} />
      <p className="protocol__para protocol__explanation">{d.decision}</p>
      {d.notes.map((note) => (
        <p key={note} className="protocol__para protocol__remark">
          {note}
        </p>
      ))}
      <div className="protocol__signatures">
        {d.signatures.map((s) => (
          <Signature key={`${s.role}-${s.name}`} title={s.role} name={s.name} />
        ))}
      </div>
      <p className="protocol__note">
        Электронное тайное голосование; подсчет выполнен системой «Диссовет». {p.boardName}.
      </p>
    </article>
  );
}

/** A table of the protocol's label–value lines (its facts, its tally). */
function FactTable({ rows }: { rows: readonly { label: string; value: string }[] }) {
  return (
    <table className="protocol__table">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="protocol__label">
              {row.label}
            </th>
            <td className="protocol__value">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A signature line: the signer's role, a blank for the signature («подпись») and the name. */
function Signature({ title, name }: { title: string; name: string }) {
  return (
    <div className="signature">
      <span className="signature__role">{title}</span>
      <span className="signature__blank">
        <span className="signature__hint">(подпись)</span>
      </span>
      <span className="signature__name">{name}</span>
    </div>
  );
}

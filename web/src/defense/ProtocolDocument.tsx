import { graphql } from "../__generated__";
import type { ProtocolDocument_ProtocolFragment } from "../__generated__/graphql";
import { formatDate } from "../lib/format.ts";
import { defenseDegreeGenitive } from "../lib/labels.ts";

/** Every field of the протокол счетной комиссии the printed form shows. */
export const ProtocolDocument_protocol = graphql(`
  fragment ProtocolDocument_protocol on CountingProtocol {
    boardCode
    boardName
    organization
    commission {
      id
      fio
    }
    candidate
    degree
    scienceBranch
    specialty {
      code
      name
    }
    defenseAt
    approvedSize
    addedForDefense
    present
    presentSpecialtyDoctors
    ballotsIssued
    ballotsReturned
    votesFor
    votesAgainst
    invalid
    explanation
    closedAt
  }
`);

/** Signature lines printed when no commission has been chosen: a chair and two members. */
const BLANK_COMMISSION = ["", "", ""];

/**
 * The протокол счетной комиссии laid out like the customary paper form (and the server's PDF):
 * council, commission, соискатель and degree, the council's size and attendance, ballots, the
 * tally, the explanation, and signature lines (the first commission member chairs it).
 */
export function ProtocolDocument({ protocol: p }: { protocol: ProtocolDocument_ProtocolFragment }) {
  const degree = `${defenseDegreeGenitive[p.degree]} ${p.scienceBranch}`;
  const names = p.commission.length > 0 ? p.commission.map((m) => m.fio) : BLANK_COMMISSION;
  const [chair = "", ...members] = names;
  const figures: [string, number][] = [
    ["Состав диссертационного совета утвержден в количестве (человек)", p.approvedSize],
    [
      "В состав диссертационного совета дополнительно введены на данное заседание (человек)",
      p.addedForDefense,
    ],
    ["Присутствовало на заседании членов совета", p.present],
    [`в том числе докторов наук по специальности ${p.specialty.code}`, p.presentSpecialtyDoctors],
    ["Роздано бюллетеней", p.ballotsIssued],
    ["Оказалось в урне бюллетеней", p.ballotsReturned],
  ];
  const tally: [string, number][] = [
    ["«за»", p.votesFor],
    ["«против»", p.votesAgainst],
    ["недействительных бюллетеней", p.invalid],
  ];

  return (
    <article className="protocol" aria-labelledby="protocol-title">
      <header className="protocol__head">
        <h1 id="protocol-title" className="protocol__title">
          Протокол
          <span className="protocol__subtitle">
            заседания счетной комиссии, избранной диссертационным советом {p.boardCode}
          </span>
        </h1>
        <p className="protocol__line">при {p.organization}</p>
        <p className="protocol__line">от {formatDate(p.closedAt)}</p>
      </header>

      <p className="protocol__para">
        <strong>Состав избранной комиссии:</strong> {p.commission.map((m) => m.fio).join(", ") || "—"}.
      </p>
      <p className="protocol__para">
        Комиссия избрана для подсчета голосов при тайном голосовании по диссертации {p.candidate} на соискание
        ученой степени {degree} по научной специальности {p.specialty.code} «{p.specialty.name}». Заседание
        совета {formatDate(p.defenseAt)}.
      </p>

      <table className="protocol__table">
        <tbody>
          {figures.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="protocol__label">
                {label}
              </th>
              <td className="protocol__value">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2 className="protocol__section">
        Результаты голосования по вопросу о присуждении ученой степени {degree} {p.candidate}:
      </h2>
      <table className="protocol__table">
        <tbody>
          {tally.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="protocol__label">
                {label}
              </th>
              <td className="protocol__value">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="protocol__para protocol__explanation">{p.explanation}</p>

      <div className="protocol__signatures">
        <Signature title="Председатель счетной комиссии" name={chair} />
        {members.map((name, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: signature lines have no id of their own
          <Signature key={i} title="Член счетной комиссии" name={name} />
        ))}
      </div>
      <p className="protocol__note">
        Электронное тайное голосование; подсчет выполнен системой «Диссовет». {p.boardName}.
      </p>
    </article>
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

import { useQuery } from "@apollo/client/react";
import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { graphql } from "../../../../__generated__";
import { loadQuery } from "../../../../apollo/loadQuery.ts";
import { InviteMembers } from "../../../../defense/InviteMembers.tsx";
import { ResultsPanel } from "../../../../defense/ResultsPanel.tsx";
import { formatDateTime, fromNow } from "../../../../lib/format.ts";
import { degreeSought } from "../../../../lib/labels.ts";
import { notFound, numericId } from "../../../../lib/route.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

const SecretarDefenseQuery = graphql(`
  query SecretarDefense($id: ID!) {
    secretarDefense(id: $id) {
      id
      candidate
      thesisTitle
      degree
      scienceBranch
      specialty {
        code
        name
      }
      defenseAt
      place
      board {
        id
        code
        name
        members {
          ...InviteMembers_member
        }
      }
      resultPolls {
        ...ResultsPanel_resultPolls
      }
      invites {
        ...InviteMembers_invite
      }
    }
  }
`);

/** Loads one defense of the secretary's councils; a non-numeric or foreign id is a 404. */
export async function secretarDefenseLoader({ params }: LoaderFunctionArgs): Promise<{ id: string }> {
  const id = numericId(params);
  const data = await loadQuery(SecretarDefenseQuery, { id });
  if (!data.secretarDefense) throw notFound();
  return { id };
}

/**
 * `/desk/secretar/defenses/:id`: the defense's facts, the council's members to select and
 * invite, and the vote's results with refresh and close.
 */
export function SecretarDefensePage() {
  const { id } = useLoaderData<typeof secretarDefenseLoader>();
  const { data } = useQuery(SecretarDefenseQuery, { variables: { id } });
  const defense = data?.secretarDefense;
  useDocumentTitle(defense ? `Защита: ${defense.candidate}` : null);
  if (!defense) return null;
  return (
    <section className="page">
      <p className="breadcrumbs">
        <Link to="/desk/secretar/defenses">← Все защиты</Link>
      </p>
      <h1>Защита диссертации: {defense.candidate}</h1>
      <dl className="facts">
        <dt>Тема диссертации</dt>
        <dd>{defense.thesisTitle}</dd>
        <dt>Ученая степень</dt>
        <dd>{degreeSought(defense.degree, defense.scienceBranch)}</dd>
        <dt>Специальность</dt>
        <dd>
          {defense.specialty.code} {defense.specialty.name}
        </dd>
        <dt>Дата и время</dt>
        <dd>
          {formatDateTime(defense.defenseAt)} <span className="muted">({fromNow(defense.defenseAt)})</span>
        </dd>
        <dt>Место</dt>
        <dd>{defense.place ?? "не указано"}</dd>
        <dt>Совет</dt>
        <dd>
          <Link to={`/desk/secretar/boards/${defense.board.id}`}>{defense.board.code}</Link>{" "}
          {defense.board.name}
        </dd>
      </dl>
      <div className="defense-grid">
        <ResultsPanel defenseId={defense.id} results={defense.resultPolls} />
        <InviteMembers
          defenseId={defense.id}
          status={defense.resultPolls.status}
          members={defense.board.members}
          invites={defense.invites}
        />
      </div>
    </section>
  );
}

import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { graphql } from "../../../../__generated__";
import { loadQuery } from "../../../../apollo/loadQuery.ts";
import { CountingCommission } from "../../../../defense/CountingCommission.tsx";
import { InviteMembers } from "../../../../defense/InviteMembers.tsx";
import { resultsAreLive } from "../../../../defense/inviteState.ts";
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
        ruleSet {
          secretaryVotes
        }
        members {
          ...InviteMembers_member
        }
      }
      candidateMember {
        id
      }
      resultPolls {
        ...ResultsPanel_resultPolls
      }
      invites {
        ...InviteMembers_invite
      }
      commission {
        ...CountingCommission_member
      }
      protocol {
        ...ProtocolLinks_protocol
      }
    }
  }
`);

/**
 * The protocol of a poll that closed by itself (deadline, or everyone voted) while the page
 * was open: polling brings the new status, this brings the protocol's link.
 */
const DefenseProtocolLinkQuery = graphql(`
  query DefenseProtocolLink($id: ID!) {
    secretarDefense(id: $id) {
      id
      protocol {
        ...ProtocolLinks_protocol
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
 * invite with their delivery, the vote's results (polled while they change) with close and
 * annul, the счетная комиссия, and the protocol's links once closed.
 */
export function SecretarDefensePage() {
  const { id } = useLoaderData<typeof secretarDefenseLoader>();
  const { data } = useQuery(SecretarDefenseQuery, { variables: { id } });
  const defense = data?.secretarDefense;
  useDocumentTitle(defense ? `Защита: ${defense.candidate}` : null);
  useProtocolWhenClosed(id, defense?.resultPolls.status === "CLOSED" && !defense.protocol);
  if (!defense) return null;
  const { resultPolls, invites } = defense;
  const invitedIds = new Set(invites.map((i) => i.member.id));
  const listed = new Set(defense.board.members.map((m) => m.id));
  // Participants in the council's list order; anyone invited who has since left the list last.
  const participants = [
    ...defense.board.members.filter((m) => invitedIds.has(m.id)),
    ...invites.map((i) => i.member).filter((m) => !listed.has(m.id)),
  ];
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
        <ResultsPanel
          defenseId={defense.id}
          results={resultPolls}
          protocol={defense.protocol}
          live={resultsAreLive(resultPolls.status, invites)}
        />
        <div className="defense-main">
          <InviteMembers
            defenseId={defense.id}
            status={resultPolls.status}
            deadline={resultPolls.deadline ?? null}
            members={defense.board.members}
            invites={invites}
            bars={{
              candidateMemberId: defense.candidateMember?.id ?? null,
              secretaryVotes: defense.board.ruleSet.secretaryVotes,
            }}
          />
          {resultPolls.status !== "DRAFT" && (
            <CountingCommission
              defenseId={defense.id}
              status={resultPolls.status}
              participants={participants}
              commission={defense.commission}
            />
          )}
        </div>
      </div>
    </section>
  );
}

/** Fetches the defense's protocol link when the poll is closed but the cache has no protocol yet. */
function useProtocolWhenClosed(id: string, missing: boolean): void {
  const client = useApolloClient();
  useEffect(() => {
    if (!missing) return;
    client
      .query({ query: DefenseProtocolLinkQuery, variables: { id }, fetchPolicy: "network-only" })
      .catch(() => {
        // The links simply stay hidden until the page is reloaded.
      });
  }, [client, id, missing]);
}

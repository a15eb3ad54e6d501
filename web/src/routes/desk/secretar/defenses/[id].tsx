import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { graphql } from "../../../../__generated__";
import type { DefenseForm_DefenseFragment } from "../../../../__generated__/graphql";
import { loadQuery } from "../../../../apollo/loadQuery.ts";
import { useLive } from "../../../../apollo/useLive.ts";
import { Link } from "../../../../components/Link.tsx";
import { AddedMembers } from "../../../../defense/AddedMembers.tsx";
import { CommissionKey, keyProgress } from "../../../../defense/CommissionKey.tsx";
import { CountingCommission } from "../../../../defense/CountingCommission.tsx";
import { DefenseFacts } from "../../../../defense/DefenseFacts.tsx";
import { DefenseForm, defenseValues } from "../../../../defense/DefenseForm.tsx";
import { InviteMembers } from "../../../../defense/InviteMembers.tsx";
import { ResultsPanel } from "../../../../defense/ResultsPanel.tsx";
import { useUpdateDefenseMutation } from "../../../../defense/useDefenseMutations.ts";
import { notFound, numericId } from "../../../../lib/route.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

/** Everything the page shows of the defense: in its query and in each live answer. */
export const SecretarDefensePage_defense = graphql(`
  fragment SecretarDefensePage_defense on Defense {
    id
    ...DefenseForm_defense
    board {
      id
      code
      name
      specialties {
        code
        name
      }
      ruleSet {
        secretaryVotes
        addedMembersMax
      }
      members {
        ...InviteMembers_member
      }
    }
    specialty {
      code
    }
    candidateMember {
      id
    }
    resultPolls {
      ...ResultsPanel_resultPolls
    }
    pollHistory {
      ...ResultsPanel_pollRound
    }
    invites {
      ...InviteMembers_invite
    }
    roll {
      ...InviteMembers_roll
    }
    addedMembers {
      ...InviteMembers_member
    }
    commission {
      ...CountingCommission_member
    }
    protocol {
      ...ProtocolLinks_protocol
    }
    encryption {
      ...CommissionKey_encryption
    }
  }
`);

const SecretarDefenseQuery = graphql(`
  query SecretarDefense($id: ID!) {
    secretarDefense(id: $id) {
      ...SecretarDefensePage_defense
    }
  }
`);

/**
 * The defense as it changes (the roll, the commission's ceremony, turnout, delivery, the close,
 * the count, the protocol): once at once, then after every change of its sitting, whoever made
 * it and on whichever instance (lib/live.ts). Each answer lands on the cached Defense, so the
 * page's query re-renders with it.
 */
const SecretarDefenseChangedSubscription = graphql(`
  subscription SecretarDefenseChanged($id: ID!) {
    secretarDefenseChanged(id: $id) {
      ...SecretarDefensePage_defense
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
 * invite with their delivery, the vote's results (pushed as they change) with close and
 * annul, the счетная комиссия and its key («Ключ счетной комиссии»: the ceremony before the
 * vote, the opening of the urn after it), the protocol's links and the election record once
 * the count is decrypted.
 */
export function SecretarDefensePage() {
  const { id } = useLoaderData<typeof secretarDefenseLoader>();
  const { data } = useQuery(SecretarDefenseQuery, { variables: { id } });
  const defense = data?.secretarDefense;
  useDocumentTitle(defense ? `Защита: ${defense.candidate}` : null);
  const live = useLive(SecretarDefenseChangedSubscription, { id });
  if (!defense) return null;
  const { resultPolls, invites, roll, encryption } = defense;
  const elected = defense.commission.length > 0;
  // The ballot opens only once the commission's key exists (the server refuses it before).
  const keyBlocker =
    elected && encryption && !encryption.publicKey
      ? `Дождитесь ключа счетной комиссии: ${keyProgress(encryption)} (см. «Ключ счетной комиссии»).`
      : null;
  const members = [...defense.board.members, ...defense.addedMembers];
  // The roll as frozen (its ФИО at opening), in the council's list order.
  const participants = roll.map((r) => ({ id: r.member.id, fio: r.fio }));
  return (
    <section className="page">
      <p className="breadcrumbs">
        <Link to="/desk/secretar/defenses">← Все защиты</Link>
      </p>
      <h1>Защита диссертации: {defense.candidate}</h1>
      <DefenseFacts
        defense={defense}
        board={
          <>
            <Link to={`/desk/secretar/boards/${defense.board.id}`}>{defense.board.code}</Link>{" "}
            {defense.board.name}
          </>
        }
      />
      <DefenseEditor defense={defense} />
      <div className="defense-grid">
        <ResultsPanel
          defenseId={defense.id}
          results={resultPolls}
          history={defense.pollHistory}
          notVoted={invites.filter((i) => !i.voted).map((i) => i.member.fio)}
          protocol={defense.protocol}
          live={live}
          encryption={encryption}
        />
        <div className="defense-main">
          <InviteMembers
            defenseId={defense.id}
            defenseAt={defense.defenseAt}
            results={resultPolls}
            members={members}
            roll={roll}
            invites={invites}
            commissionSize={defense.commission.length}
            keyBlocker={keyBlocker}
            bars={{
              candidateMemberId: defense.candidateMember?.id ?? null,
              secretaryVotes: defense.board.ruleSet.secretaryVotes,
            }}
          />
          {(resultPolls.status === "DRAFT" || defense.commission.length > 0) && (
            <CountingCommission
              key={`commission-${resultPolls.round}`}
              defenseId={defense.id}
              status={resultPolls.status}
              participants={participants}
              commission={defense.commission}
            />
          )}
          {elected && encryption && (
            <CommissionKey
              defenseId={defense.id}
              status={resultPolls.status}
              encryption={encryption}
              candidates={participants.filter((p) => !defense.commission.some((c) => c.id === p.id))}
            />
          )}
          <AddedMembers
            defenseId={defense.id}
            added={defense.addedMembers}
            limit={defense.board.ruleSet.addedMembersMax}
            editable={resultPolls.status === "DRAFT" || resultPolls.status === "ANNULLED"}
            specialties={defense.board.specialties}
            specialtyCode={defense.specialty.code}
          />
        </div>
      </div>
    </section>
  );
}

/**
 * «Изменить данные защиты»: the defense form (the secretary's councils only) under the facts;
 * the server refuses changes once the vote has ended, and its message is shown on the form.
 */
function DefenseEditor({ defense }: { defense: DefenseForm_DefenseFragment }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [updateDefense] = useUpdateDefenseMutation();
  return (
    <div className="defense-editor">
      {editing ? (
        <section className="panel" aria-labelledby="defense-edit-title">
          <h2 id="defense-edit-title">Изменить данные защиты</h2>
          <DefenseForm
            scope="secretar"
            initial={defenseValues(defense)}
            initialBoard={defense.board}
            submitLabel="Сохранить изменения"
            onSubmit={async (input) => {
              await updateDefense({ variables: { id: defense.id, input } });
              setEditing(false);
              setSaved(true);
            }}
            onCancel={() => setEditing(false)}
          />
        </section>
      ) : (
        <div className="actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            Изменить данные защиты
          </button>
        </div>
      )}
      <div role="status">{saved && <p className="alert alert--success">Данные защиты сохранены.</p>}</div>
    </div>
  );
}

import { useState } from "react";
import { graphql } from "../__generated__";
import type { Sitting_DefenseFragment } from "../__generated__/graphql";
import type { LiveStatus } from "../apollo/useLive.ts";
import { AddedMembers } from "./AddedMembers.tsx";
import { CommissionKey, keyProgress } from "./CommissionKey.tsx";
import { CountingCommission } from "./CountingCommission.tsx";
import { InviteMembers } from "./InviteMembers.tsx";
import { ResultsPanel } from "./ResultsPanel.tsx";

/** Everything the sitting shows of its defense, besides the facts. */
export const Sitting_defense = graphql(`
  fragment Sitting_defense on Defense {
    id
    defenseAt
    board {
      id
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
    votingKeys
  }
`);

/**
 * The sitting the secretary runs on the defense's page: the council's members to select and
 * invite with their delivery, the vote's results (pushed as they change) with close and annul,
 * the счетная комиссия and its key («Ключ счетной комиссии»: the ceremony before the vote, the
 * opening of the urn after it), the members added for this defense, the protocol's links and
 * the election record once the count is decrypted.
 */
export function Sitting({ defense, live }: { defense: Sitting_DefenseFragment; live: LiveStatus }) {
  const { resultPolls, invites, roll, encryption } = defense;
  // «Открыть голосование» stands after the commission's election and key, its precondition.
  const [openingSlot, setOpeningSlot] = useState<HTMLDivElement | null>(null);
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
          openingSlot={openingSlot}
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
            keys={defense.votingKeys}
          />
        )}
        {elected && encryption && (
          <CommissionKey
            defenseId={defense.id}
            status={resultPolls.status}
            encryption={encryption}
            voted={resultPolls.voted}
            candidates={participants.filter((p) => !defense.commission.some((c) => c.id === p.id))}
          />
        )}
        <div ref={setOpeningSlot} />
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
  );
}

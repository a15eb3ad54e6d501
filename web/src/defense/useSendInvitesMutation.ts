import { graphql } from "../__generated__";
import type { InviteMembers_InviteFragment } from "../__generated__/graphql";
import { useMutationAction } from "../apollo/useMutationAction.ts";

const SendInvitesMutation = graphql(`
  mutation SendInvites($defenseId: ID!, $memberIds: [ID!]!, $deadline: String, $sittingDate: String) {
    sendInvites(defenseId: $defenseId, memberIds: $memberIds, deadline: $deadline, sittingDate: $sittingDate) {
      id
      resultPolls {
        ...ResultsPanel_resultPolls
      }
      invites {
        ...InviteMembers_invite
      }
      roll {
        ...InviteMembers_roll
      }
      encryption {
        ...CommissionKey_encryption
      }
      votingKeys
    }
  }
`);

/** How the opening went for the roll's members. */
export interface SendOutcome {
  /** Members whose invite email is now on its way (queued for the mail worker). */
  sent: number;
  /** Members who had already voted: the server leaves them alone. */
  skipped: number;
  /** Members whose devices hold their voting key (from the roll's letter): no letter, their open page becomes the ballot. */
  keyed: number;
}

/**
 * Counts the opening's outcome for the roll `memberIds` from the defense's invites after it: a
 * letter goes to every member who has not voted and whose device holds no voting key yet
 * (`votingKeys` of them do: server/polls/sitting/send-invites.service.ts).
 */
function outcomeFor(
  memberIds: readonly string[],
  invites: readonly InviteMembers_InviteFragment[],
  votingKeys: number,
): SendOutcome {
  const byMember = new Map(invites.map((invite) => [invite.member.id, invite]));
  const outcome: SendOutcome = { sent: 0, skipped: 0, keyed: 0 };
  for (const id of memberIds) {
    const invite = byMember.get(id);
    if (!invite) continue;
    if (invite.voted) outcome.skipped += 1;
    else outcome.sent += 1;
  }
  outcome.keyed = Math.min(votingKeys, outcome.sent);
  outcome.sent -= outcome.keyed;
  return outcome;
}

/**
 * Opens the ballot for the roll and invites it (before the ballot opens), or invites members
 * of the roll again and a late member until the first ballot (while it is open), with an
 * optional deadline (ISO 8601) and the sitting's day the secretary confirmed (`YYYY-MM-DD`,
 * needed to open the ballot on another day than the defense was scheduled for). The emails are queued and delivered in the background; the answer carries the
 * defense's fresh `resultPolls` and `invites`, which the normalized cache puts on screen.
 * @returns `[sendInvites(memberIds, deadline, sittingDate?) → SendOutcome (rejects with the server's error), { loading }]`
 */
export function useSendInvitesMutation(defenseId: string) {
  return useMutationAction(
    SendInvitesMutation,
    (memberIds: readonly string[], deadline: string | null, sittingDate: string | null = null) => ({
      defenseId,
      memberIds: [...memberIds],
      deadline,
      sittingDate,
    }),
    {
      result: (data, memberIds): SendOutcome =>
        outcomeFor(memberIds, data?.sendInvites.invites ?? [], data?.sendInvites.votingKeys ?? 0),
    },
  );
}

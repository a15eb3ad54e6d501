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
    }
  }
`);

/** How a send went for the members that were selected. */
export interface SendOutcome {
  /** Selected members whose invite email is now on its way (queued for the mail worker). */
  sent: number;
  /** Selected members who had already voted: the server leaves them alone. */
  skipped: number;
}

/** Counts the outcome for `memberIds` from the defense's invites after the send. */
function outcomeFor(
  memberIds: readonly string[],
  invites: readonly InviteMembers_InviteFragment[],
): SendOutcome {
  const byMember = new Map(invites.map((invite) => [invite.member.id, invite]));
  const outcome: SendOutcome = { sent: 0, skipped: 0 };
  for (const id of memberIds) {
    const invite = byMember.get(id);
    if (!invite) continue;
    if (invite.voted) outcome.skipped += 1;
    else outcome.sent += 1;
  }
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
    { result: (data, memberIds): SendOutcome => outcomeFor(memberIds, data?.sendInvites.invites ?? []) },
  );
}

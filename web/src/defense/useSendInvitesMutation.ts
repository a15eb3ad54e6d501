import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../__generated__";
import type { InviteMembers_InviteFragment } from "../__generated__/graphql";

const SendInvitesMutation = graphql(`
  mutation SendInvites($defenseId: ID!, $memberIds: [ID!]!) {
    sendInvites(defenseId: $defenseId, memberIds: $memberIds) {
      id
      resultPolls {
        ...ResultsPanel_resultPolls
      }
      invites {
        ...InviteMembers_invite
      }
    }
  }
`);

/** How a send went for the members that were selected. */
export interface SendOutcome {
  /** Selected members whose invite email was handed to the mail server. */
  sent: number;
  /** Selected members whose email failed (the reason is on their row). */
  failed: number;
  /** Selected members who had already voted: the server leaves them alone. */
  skipped: number;
}

/** Counts the outcome for `memberIds` from the defense's invites after the send. */
function outcomeFor(
  memberIds: readonly string[],
  invites: readonly InviteMembers_InviteFragment[],
): SendOutcome {
  const byMember = new Map(invites.map((invite) => [invite.member.id, invite]));
  const outcome: SendOutcome = { sent: 0, failed: 0, skipped: 0 };
  for (const id of memberIds) {
    const invite = byMember.get(id);
    if (!invite) continue;
    if (invite.voted) outcome.skipped += 1;
    else if (invite.sendError) outcome.failed += 1;
    else outcome.sent += 1;
  }
  return outcome;
}

/**
 * Sends invites to the selected members and opens the poll. The answer carries the defense's
 * fresh `resultPolls` and `invites`, which the normalized cache (Defense by id) puts on screen.
 * @returns `[sendInvites(memberIds) → SendOutcome (rejects with the server's error), { loading }]`
 */
export function useSendInvitesMutation(defenseId: string) {
  const [mutate, { loading }] = useMutation(SendInvitesMutation);
  const sendInvites = useCallback(
    async (memberIds: readonly string[]): Promise<SendOutcome> => {
      const { data } = await mutate({ variables: { defenseId, memberIds: [...memberIds] } });
      return outcomeFor(memberIds, data?.sendInvites.invites ?? []);
    },
    [defenseId, mutate],
  );
  return [sendInvites, { loading }] as const;
}

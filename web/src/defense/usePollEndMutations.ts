import { graphql } from "../__generated__";
import { useMutationAction } from "../apollo/useMutationAction.ts";

/**
 * What closing or annulling a vote changes on the defense's page: the results, the invites,
 * the protocol (none until the count is decrypted, none after an annulment) and the urn's key.
 */
export const PollActions_ended = graphql(`
  fragment PollActions_ended on Defense {
    id
    resultPolls {
      ...ResultsPanel_resultPolls
    }
    invites {
      ...InviteMembers_invite
    }
    protocol {
      ...ProtocolLinks_protocol
    }
    encryption {
      ...CommissionKey_encryption
    }
  }
`);

const ClosePollMutation = graphql(`
  mutation ClosePoll($defenseId: ID!) {
    closePoll(defenseId: $defenseId) {
      ...PollActions_ended
    }
  }
`);

const AnnulPollMutation = graphql(`
  mutation AnnulPoll($defenseId: ID!, $reason: String!) {
    annulPoll(defenseId: $defenseId, reason: $reason) {
      ...PollActions_ended
    }
  }
`);

/**
 * Closes the defense's poll; the answer's `resultPolls`, `encryption` (the urn now waits for
 * the commission) and protocol (once the commission has decrypted the count) replace the
 * cached ones through the normalized Defense.
 * @returns `[closePoll() (rejects with the server's error), { loading }]`
 */
export function useClosePollMutation(defenseId: string) {
  return useMutationAction(ClosePollMutation, () => ({ defenseId }));
}

/**
 * Annuls the defense's vote with a reason (kept, not deleted; open links stop working); the
 * answer's `resultPolls` and (now null) protocol replace the cached ones.
 * @returns `[annulPoll(reason) (rejects with the server's error), { loading }]`
 */
export function useAnnulPollMutation(defenseId: string) {
  return useMutationAction(AnnulPollMutation, (reason: string) => ({ defenseId, reason }));
}

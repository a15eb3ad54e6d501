import { PollChangedDocument } from "../__generated__/fetch/poll/graphql";
import { follow, type LiveHandlers } from "../lib/live.ts";
import type { MemberPoll } from "./poll.api.ts";

/**
 * Follows the ballot behind `token` as it changes (lib/live.ts): the key sealed, the vote
 * closed, the count decrypted, a ballot cast from another tab. Loaded on its own chunk once the
 * ballot is on screen, never in the first view.
 * @returns stop
 */
export function followPoll(token: string, handlers: LiveHandlers<MemberPoll>): () => void {
  return follow(
    PollChangedDocument,
    { token },
    { ...handlers, next: (data) => handlers.next(data.pollChanged) },
  );
}

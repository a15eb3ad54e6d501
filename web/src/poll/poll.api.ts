import { createContext } from "react";
import type { FoundConfirmation, SpoiledBallot } from "../../../shared/ballot/index.ts";
import { isLinkToken } from "../../../shared/limits.ts";
import {
  ConfirmBallotFoundDocument,
  type Poll_PollFragment,
  PollDocument,
  PublishSpoiledBallotDocument,
  RegisterVotingCredentialDocument,
  SubmitBallotDocument,
  type SubmitBallotMutation,
  type SubmitBallotMutationVariables,
} from "../__generated__/fetch/poll/graphql";
import { renderedState } from "../lib/rendered-state.ts";
import { graphqlRequest } from "../lib/request.ts";

/**
 * The member's ballot through plain `fetch` (spec §7: member poll calls), so that the page a
 * member opens from the email loads no GraphQL client (see lib/request.ts). The operations are
 * in poll.graphql.
 */

/** The ballot behind a token, as the member sees it. */
export type MemberPoll = Poll_PollFragment;

/** Whether `token` could be a poll token at all (shared/limits.ts); anything else is a page that does not exist (404). */
export function isTokenShaped(token: string): boolean {
  return isLinkToken(token);
}

/**
 * The ballot asked for as the page loaded (`prefetchPoll`), until `fetchPoll` takes it;
 * `arrived` is its answer once the server has given one.
 */
let early: { token: string; poll: Promise<MemberPoll | null>; arrived?: { poll: MemberPoll | null } } | null =
  null;

/**
 * Loads the ballot behind `token`, always from the network (a vote may have been cast elsewhere).
 * @returns the poll, or null when the server knows no such link
 * @throws {import("../lib/request.ts").RequestError} with the server's reason (NOT_FOUND for an
 *   unknown or replaced link) or status 0 offline
 */
export async function fetchPoll(token: string): Promise<MemberPoll | null> {
  if (early?.token === token) {
    const { poll } = early;
    early = null;
    return poll;
  }
  const data = await graphqlRequest(PollDocument, { token });
  return data.poll;
}

/**
 * Starts loading the ballot of the page being opened while the ballot's code still downloads
 * (main.tsx), one round trip sooner than the page could ask; the first `fetchPoll` of the same
 * token takes this answer, once, instead of asking again. A token that cannot be one is not
 * asked for.
 */
export function prefetchPoll(token: string): void {
  if (!isTokenShaped(token)) return;
  const poll = graphqlRequest(PollDocument, { token }).then((data) => data.poll);
  const asked = { token, poll } as NonNullable<typeof early>;
  // Until fetchPoll takes it, a failure is nobody's to handle: no unhandled rejection.
  poll.then((answer) => (asked.arrived = { poll: answer })).catch(() => {});
  early = asked;
}

/**
 * The prefetched ballot of `token` if its answer has already arrived (read, not taken: the
 * page's `fetchPoll` still takes it, without a request): the page can then show the ballot in its
 * first render instead of a loading state. `undefined` when nothing has arrived for this token;
 * `null` when the server knows no such link. A failed prefetch is left to `fetchPoll`.
 */
export function arrivedPoll(token: string): MemberPoll | null | undefined {
  return early?.token === token ? early.arrived?.poll : undefined;
}

/** The ballot a page was rendered with on the server: its token and the server's answer. */
export interface RenderedPoll {
  token: string;
  /** null: the server knows no such link (or no longer: replaced by a newer one). */
  poll: MemberPoll | null;
  /** The server's Russian reason when it refused the link (NOT_FOUND). */
  failure?: string;
}

/**
 * The ballot of the page the server is rendering (web/src/entry-server.tsx provides it; in the
 * browser none is provided and {@link renderedPoll} reads the page's rendered state).
 */
export const RenderedPollContext = createContext<RenderedPoll | null>(null);

let renderedTaken = false;

/**
 * The server's answer for `token` that the page was rendered with, until {@link takeRenderedPoll}
 * (the page's first load): `undefined` when there is none for this token.
 * @param provided the server's render's {@link RenderedPollContext}
 */
export function renderedPoll(token: string, provided: RenderedPoll | null): RenderedPoll | undefined {
  const rendered = provided ?? (renderedTaken ? null : (renderedState()?.page as RenderedPoll | undefined));
  return rendered?.token === token ? rendered : undefined;
}

/** Marks the rendered answer used: coming back to the ballot later asks the server again. */
export function takeRenderedPoll(): void {
  renderedTaken = true;
}

/** The server's receipt for a stored ballot. */
type BallotReceipt = SubmitBallotMutation["submitBallot"];

/**
 * Submits the member's encrypted answers (never a readable choice: see ballot-crypto.ts).
 * @returns the receipt: `accepted` and the ballot tracker the server computed
 */
export async function submitBallot(
  token: string,
  answers: SubmitBallotMutationVariables["answers"],
): Promise<BallotReceipt> {
  const data = await graphqlRequest(SubmitBallotDocument, { token, answers });
  return data.submitBallot;
}

/**
 * Registers the public voting credential this device drew (docs/RECORD.md §5.3); with `replace`,
 * instead of the one another device registered (which is revoked, and read out at the close).
 * @returns the poll as it now reads
 */
export async function registerCredential(
  token: string,
  credential: string,
  replace = false,
): Promise<MemberPoll> {
  const data = await graphqlRequest(RegisterVotingCredentialDocument, { token, credential, replace });
  return data.registerVotingCredential;
}

/**
 * Sends the voter's signed word that their ballot is in the final urn.
 * @returns how many voters have confirmed it, of the ballots in the urn
 */
export async function sendConfirmation(
  token: string,
  found: FoundConfirmation,
): Promise<{ confirmed: number; ballots: number }> {
  const data = await graphqlRequest(ConfirmBallotFoundDocument, { token, signature: found.signature });
  return data.confirmBallotFound;
}

/** Publishes an audited ballot in the election's record (docs/RECORD.md §13). */
export async function publishSpoiled(token: string, file: SpoiledBallot): Promise<void> {
  await graphqlRequest(PublishSpoiledBallotDocument, { token, ballot: file });
}

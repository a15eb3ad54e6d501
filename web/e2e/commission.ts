import { decryptAs, runKeyCeremonyWithTokens, type TestTrustee, vote } from "../../server/test/ceremony.ts";
import { ApiClient } from "../../server/test/client.ts";
import type { TestSmtp } from "../../server/test/smtp.ts";

/**
 * The counting commission's devices and the members' ballots for the browser tests that are not
 * about them: the key ceremony and the opening of the urn run in Node through the server tests'
 * helpers (server/test/ceremony.ts: the same GraphQL calls and crypto the commission's page
 * makes), in a fraction of the time. web/e2e/encrypted-vote.test.ts runs them in the browser.
 */

/** A personal link's token in a letter: `/commission/<token>` or `/polls/<token>`. */
const LINK = {
  commission: /\/commission\/([A-Za-z0-9_-]{43})/,
  polls: /\/polls\/([A-Za-z0-9_-]{43})/,
} as const;

/**
 * Waits until each of `emails` has a letter with a `kind` link among the mails after the first
 * `since`, and returns the newest such link's token per address.
 */
export async function mailedTokens(
  smtp: TestSmtp,
  emails: readonly string[],
  kind: keyof typeof LINK,
  since = 0,
  timeoutMs = 20_000,
): Promise<Map<string, string>> {
  const mails = await smtp.waitForMailTo([...emails], since, timeoutMs, LINK[kind]);
  return new Map([...mails].map(([to, mail]) => [to, LINK[kind].exec(mail.text)?.[1] ?? ""]));
}

/** What a commission member's device keeps: its link, seat, device key and share of the poll's key. */
export type CommissionDevice = TestTrustee;

/**
 * The key ceremony for every commission link in `tokens`, as the devices would do it.
 * @returns the devices, seat order, once the poll's public key exists
 */
export function runKeyCeremony(url: string, tokens: readonly string[]): Promise<CommissionDevice[]> {
  return runKeyCeremonyWithTokens(new ApiClient(url), null, tokens);
}

/** The opening of the urn by `devices` (after close); pass a majority of the commission to decrypt the count. */
export function openUrn(url: string, devices: readonly CommissionDevice[]): Promise<void> {
  return decryptAs(new ApiClient(url), devices);
}

/**
 * Casts a member's ballot as their browser would: encrypted to the poll's key (1 «за», 0 «против»).
 * @returns the ballot tracker of the receipt
 */
export async function castBallot(url: string, pollToken: string, choice: 0 | 1): Promise<string> {
  const answer = await vote(new ApiClient(url), pollToken, choice === 1 ? "FOR" : "AGAINST");
  const tracker = answer.body.data?.submitBallot?.tracker;
  if (typeof tracker !== "string") throw new Error(`ballot refused: ${JSON.stringify(answer.body.errors)}`);
  return tracker;
}

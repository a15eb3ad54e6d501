import { expect } from "vitest";
import {
  deal,
  type ElectionRecord,
  encryptVote,
  newDeviceKey,
  openShare,
  partialDecrypt,
  secretShare,
  sumBallots,
  verificationKey,
} from "../../shared/ballot/index.ts";
import type { ApiClient, GqlBody } from "./client.ts";
import type { ReceivedMail, TestSmtp } from "./smtp.ts";

/**
 * The counting commission's devices, played by the tests through the public GraphQL API
 * with the same cryptography the commission page runs in the browser (shared/ballot): the
 * key ceremony before the ballot opens, and the opening of the urn after it closes.
 */

/** One commission member's device: its link, seat and the secrets it keeps. */
export interface TestTrustee {
  token: string;
  seat: number;
  electionId: string;
  deviceSecret: string;
  share: string | null;
}

const TASK = `query($t: String!) { commissionTask(token: $t) {
  seat trustees threshold electionId status publicKey decrypted tallied
  deviceKeys confirmed
  dealings { seat commitments proof { challenge response } share { to ephemeral value } }
} }`;

const RECORD = `query($t: String!) { commissionTask(token: $t) { record {
  election { id participants threshold trustees }
  ballots { alpha beta proof { challenge response } }
  usedInvites tally { alpha beta }
} } }`;

interface Task {
  seat: number;
  trustees: number;
  threshold: number;
  electionId: string;
  deviceKeys: (string | null)[];
  dealings: ({
    seat: number;
    commitments: string[];
    proof: { challenge: string; response: string };
    share: { to: number; ephemeral: string; value: string };
  } | null)[];
  confirmed: number[];
  publicKey: string | null;
}

/** The commission link's token from its letter. */
export function commissionTokenFromMail(mail: ReceivedMail): string {
  const m = /\/commission\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!m?.[1]) throw new Error(`no commission link in mail: ${mail.text}`);
  return m[1];
}

async function call<T>(api: ApiClient, query: string, variables: Record<string, unknown>): Promise<T> {
  const r = await api.gql(query, variables);
  const body = r.body as GqlBody<Record<string, T>>;
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return Object.values(body.data ?? {})[0] as T;
}

const task = (api: ApiClient, token: string) => call<Task>(api, TASK, { t: token });

// Trustees per defense, so that a test can open the urn of the sitting it prepared.
const trusteesOf = new Map<number, TestTrustee[]>();

/**
 * Runs the key ceremony of a defense's commission, whose members were just elected: reads
 * each member's link from the mail received after `since`, then runs
 * {@link runKeyCeremonyWithTokens}. Afterwards the poll has its public key.
 * @returns the trustees, seat 1 first
 */
export async function runKeyCeremony(
  smtp: Pick<TestSmtp, "waitForMailTo">,
  api: ApiClient,
  defenseId: number,
  commission: readonly { email: string }[],
  since: number,
): Promise<TestTrustee[]> {
  const mails = await smtp.waitForMailTo(
    commission.map((m) => m.email),
    since,
    30_000,
    /\/commission\//,
  );
  return runKeyCeremonyWithTokens(
    api,
    defenseId,
    commission.map((m) => commissionTokenFromMail(mails.get(m.email) as ReceivedMail)),
  );
}

/**
 * Runs the key ceremony of a defense's commission from its members' link tokens (one per
 * seat, in any order; e.g. read from the demo mailbox): as each device would, registers a
 * device key, deals, checks the shares and confirms. Afterwards the poll has its public key.
 * @returns the trustees, seat 1 first
 */
export async function runKeyCeremonyWithTokens(
  api: ApiClient,
  defenseId: number | null,
  tokens: readonly string[],
): Promise<TestTrustee[]> {
  const trustees: TestTrustee[] = [];
  for (const token of tokens) {
    const t = await task(api, token);
    const device = newDeviceKey(t.electionId, t.seat);
    await call(
      api,
      "mutation($t: String!, $k: String!, $p: ProofInput!) { registerCommissionDevice(token: $t, publicKey: $k, proof: $p) { seat } }",
      {
        t: token,
        k: device.publicKey,
        p: device.proof,
      },
    );
    trustees.push({
      token,
      seat: t.seat,
      electionId: t.electionId,
      deviceSecret: device.secret,
      share: null,
    });
  }
  for (const tr of trustees) {
    const t = await task(api, tr.token);
    const dealing = deal(t.electionId, t.seat, t.threshold, t.deviceKeys as string[]);
    await call(
      api,
      "mutation($t: String!, $d: DealingInput!) { submitDealing(token: $t, dealing: $d) { seat } }",
      {
        t: tr.token,
        d: dealing,
      },
    );
  }
  for (const tr of trustees) {
    const t = await task(api, tr.token);
    const dealings = t.dealings.map((d) => {
      if (!d) throw new Error("a dealing is missing");
      return d;
    });
    const shares = dealings.map((d) => {
      const mine = { commitments: d.commitments, proof: d.proof, shares: [d.share] };
      const s = openShare(t.electionId, d.seat, t.seat, tr.deviceSecret, mine);
      if (s === null) throw new Error(`share from seat ${d.seat} failed`);
      return s;
    });
    tr.share = secretShare(shares);
    const key = verificationKey(
      dealings.map((d) => d.commitments),
      t.seat,
    );
    await call(
      api,
      "mutation($t: String!, $k: String!) { confirmKeyShare(token: $t, verificationKey: $k) { seat } }",
      {
        t: tr.token,
        k: key,
      },
    );
  }
  trustees.sort((a, b) => a.seat - b.seat);
  if (defenseId !== null) trusteesOf.set(defenseId, trustees);
  return trustees;
}

/** The trustees of the defense's last ceremony run by {@link runKeyCeremony}. */
export function trusteesOfDefense(defenseId: number): TestTrustee[] {
  const t = trusteesOf.get(defenseId);
  if (!t) throw new Error(`no key ceremony was run for defense ${defenseId}`);
  return t;
}

/**
 * Opens the urn of a closed poll: `count` trustees (default: the threshold) each download the
 * record, check the ballots' sum themselves and post their partial decryption.
 */
export async function openUrn(api: ApiClient, defenseId: number, seats?: readonly number[]): Promise<void> {
  const trustees = trusteesOfDefense(defenseId);
  const first = await task(api, trustees[0]?.token ?? "");
  const chosen = seats ?? trustees.slice(0, first.threshold).map((t) => t.seat);
  await decryptAs(
    api,
    trustees.filter((t) => chosen.includes(t.seat)),
  );
}

/**
 * Each of `trustees`, as its device does after close: downloads the record, sums the ballots
 * itself (and finds the server's sum equal) and posts its partial decryption.
 */
export async function decryptAs(api: ApiClient, trustees: readonly TestTrustee[]): Promise<void> {
  for (const tr of trustees) {
    if (!tr.share) throw new Error(`seat ${tr.seat} has no share`);
    const { record } = await call<{ record: ElectionRecord }>(api, RECORD, { t: tr.token });
    const tally = sumBallots(record.ballots);
    expect(tally).toEqual(record.tally);
    const p = partialDecrypt(tr.electionId, tr.seat, tr.share, tally);
    await call(
      api,
      "mutation($t: String!, $f: String!, $p: ProofInput!) { submitPartialDecryption(token: $t, factor: $f, proof: $p) { seat } }",
      {
        t: tr.token,
        f: p.factor,
        p: p.proof,
      },
    );
  }
}

/** GraphQL: vote with token `$t` and an encrypted ballot `$b`. */
export const SUBMIT =
  'mutation($t: String!, $b: EncryptedBallotInput!) { submitBallot(token: $t, answers: [{ questionId: "award", ballot: $b }]) { accepted tracker } }';

const KEY = "query($t: String!) { poll(token: $t) { encryption { electionId publicKey } } }";

// A key for tokens whose poll cannot be read (unknown, malformed): the ballot is well formed,
// so the server's answer is about the token.
const strayKey = { electionId: "00000000-0000-4000-8000-000000000000", publicKey: "" };

/** An encrypted ballot for the poll behind `token`, as the member's browser makes it. */
export async function ballotFor(api: ApiClient, token: string | undefined, choice: "FOR" | "AGAINST") {
  const key = await api.gql(KEY, { t: token ?? "" });
  const body = key.body as GqlBody<{ poll: { encryption: typeof strayKey | null } | null }>;
  const ctx = body.data?.poll?.encryption ?? {
    ...strayKey,
    publicKey: newDeviceKey(strayKey.electionId, 1).publicKey,
  };
  return encryptVote(ctx, choice === "FOR" ? 1 : 0);
}

/**
 * Votes as a member's browser does: reads the poll's key through the token, encrypts the
 * choice and submits it. @returns the answer of `submitBallot`
 */
export async function vote(api: ApiClient, token: string | undefined, choice: "FOR" | "AGAINST") {
  return api.gql(SUBMIT, { t: token ?? "", b: await ballotFor(api, token, choice) });
}

/**
 * The body of `POST /api/v1/member/polls` as the member's browser sends it: the poll's key is
 * read through the token, the choice encrypted to it.
 */
export async function ballotRequest(api: ApiClient, token: string, choice: "FOR" | "AGAINST" = "FOR") {
  return { token, answers: [{ questionId: "award", ballot: await ballotFor(api, token, choice) }] };
}

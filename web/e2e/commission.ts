import type { TestSmtp } from "../../server/test/smtp.ts";
import {
  deal,
  encryptVote,
  newDeviceKey,
  openShare,
  partialDecrypt,
  secretShare,
  sumBallots,
  verificationKey,
} from "../../shared/ballot/index.ts";

/**
 * The counting commission's devices and the members' ballots for the browser tests that are not
 * about them: the key ceremony and the opening of the urn run here, in Node, through the same
 * GraphQL calls and the same crypto (shared/ballot) the commission's page makes, in a fraction
 * of the time. web/e2e/encrypted-vote.test.ts runs them in the browser instead.
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
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = new Map<string, string>();
    for (const mail of smtp.mails.slice(since)) {
      const token = LINK[kind].exec(mail.text)?.[1];
      if (token) for (const to of mail.to) found.set(to, token);
    }
    if (emails.every((e) => found.has(e))) return found;
    if (Date.now() > until) {
      throw new Error(`no ${kind} link mailed to ${emails.filter((e) => !found.has(e)).join(", ")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Runs a public GraphQL operation (no session); throws with the server's messages on errors. */
async function call<T>(url: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join("; "));
  return body.data as T;
}

const PROOF = "{ challenge response }";

interface Task {
  seat: number;
  trustees: number;
  threshold: number;
  electionId: string;
  status: string;
  deviceKeys: (string | null)[];
  dealings: ({
    seat: number;
    commitments: string[];
    proof: { challenge: string; response: string };
    share: { to: number; ephemeral: string; value: string };
  } | null)[];
  confirmed: number[];
  publicKey: string | null;
  decrypted: boolean;
  tallied: boolean;
}

const TASK = `seat trustees threshold electionId status deviceKeys
  dealings { seat commitments proof ${PROOF} share { to ephemeral value } }
  confirmed publicKey decrypted tallied`;

async function task(url: string, token: string): Promise<Task> {
  const data = await call<{ commissionTask: Task | null }>(
    url,
    `query ($t: String!) { commissionTask(token: $t) { ${TASK} } }`,
    { t: token },
  );
  if (!data.commissionTask) throw new Error("no commission task for the token");
  return data.commissionTask;
}

/** What a commission member's device keeps: its seat, its device key and its share of the poll's key. */
export interface CommissionDevice {
  token: string;
  seat: number;
  electionId: string;
  deviceSecret: string;
  share: string;
}

/**
 * The key ceremony for every commission link in `tokens`, seat by seat as the devices would do
 * it: each registers a device key, then each deals, then each opens its shares and confirms.
 * @returns the devices, seat order, once the poll's public key exists
 */
export async function runKeyCeremony(url: string, tokens: readonly string[]): Promise<CommissionDevice[]> {
  const secrets = new Map<string, string>();
  let electionId = "";
  for (const token of tokens) {
    const t = await task(url, token);
    electionId = t.electionId;
    const key = newDeviceKey(t.electionId, t.seat);
    secrets.set(token, key.secret);
    await call(
      url,
      `mutation ($t: String!, $k: String!, $p: ProofInput!) { registerCommissionDevice(token: $t, publicKey: $k, proof: $p) { seat } }`,
      { t: token, k: key.publicKey, p: key.proof },
    );
  }
  for (const token of tokens) {
    const t = await task(url, token);
    const dealing = deal(t.electionId, t.seat, t.threshold, t.deviceKeys as string[]);
    await call(
      url,
      `mutation ($t: String!, $d: DealingInput!) { submitDealing(token: $t, dealing: $d) { seat } }`,
      {
        t: token,
        d: dealing,
      },
    );
  }
  const devices: CommissionDevice[] = [];
  for (const token of tokens) {
    const t = await task(url, token);
    const deviceSecret = secrets.get(token) ?? "";
    const values = t.dealings.map((d) => {
      if (!d) throw new Error(`seat ${t.seat}: a dealing is missing`);
      const value = openShare(t.electionId, d.seat, t.seat, deviceSecret, {
        commitments: d.commitments,
        proof: d.proof,
        shares: [d.share],
      });
      if (value === null) throw new Error(`seat ${t.seat}: the share from seat ${d.seat} failed its check`);
      return value;
    });
    const share = secretShare(values);
    const vk = verificationKey(
      t.dealings.map((d) => d?.commitments ?? []),
      t.seat,
    );
    await call(
      url,
      `mutation ($t: String!, $v: String!) { confirmKeyShare(token: $t, verificationKey: $v) { seat } }`,
      {
        t: token,
        v: vk,
      },
    );
    devices.push({ token, seat: t.seat, electionId, deviceSecret, share });
  }
  const last = await task(url, tokens[0] ?? "");
  if (!last.publicKey) throw new Error("the ceremony ended without a public key");
  return devices.sort((a, b) => a.seat - b.seat);
}

/**
 * The opening of the urn by `devices` (after close): each fetches the record, sums the ballots
 * itself and posts its partial decryption. Pass a majority of the commission to decrypt the count.
 */
export async function openUrn(url: string, devices: readonly CommissionDevice[]): Promise<void> {
  for (const device of devices) {
    const data = await call<{
      commissionTask: { record: { ballots: { alpha: string; beta: string }[] } | null } | null;
    }>(url, `query ($t: String!) { commissionTask(token: $t) { record { ballots { alpha beta } } } }`, {
      t: device.token,
    });
    const record = data.commissionTask?.record;
    if (!record) throw new Error(`seat ${device.seat}: no election record (is the poll closed?)`);
    const partial = partialDecrypt(device.electionId, device.seat, device.share, sumBallots(record.ballots));
    await call(
      url,
      `mutation ($t: String!, $f: String!, $p: ProofInput!) { submitPartialDecryption(token: $t, factor: $f, proof: $p) { seat } }`,
      { t: device.token, f: partial.factor, p: partial.proof },
    );
  }
}

/**
 * Casts a member's ballot as their browser would: encrypted to the poll's key (1 «за», 0 «против»).
 * @returns the ballot tracker of the receipt
 */
export async function castBallot(url: string, pollToken: string, vote: 0 | 1): Promise<string> {
  const data = await call<{ poll: { encryption: { electionId: string; publicKey: string } | null } | null }>(
    url,
    "query ($t: String!) { poll(token: $t) { encryption { electionId publicKey } } }",
    { t: pollToken },
  );
  const key = data.poll?.encryption;
  if (!key) throw new Error("the poll has no key to encrypt to");
  const ballot = encryptVote(key, vote);
  const receipt = await call<{ submitBallot: { tracker: string } }>(
    url,
    `mutation ($t: String!, $a: [AnswerInput!]!) { submitBallot(token: $t, answers: $a) { tracker } }`,
    { t: pollToken, a: [{ questionId: "award", ballot }] },
  );
  return receipt.submitBallot.tracker;
}

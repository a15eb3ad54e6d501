import { expect } from "vitest";
import {
  type CeremonyView,
  type ElectionRecord,
  encryptVote,
  type MemberConfirmations,
  newCredential,
  type PollStage,
  signBallot,
  type TrusteeSecrets,
  type TrusteeStep,
  trusteeStep,
  type VotingCredential,
} from "../../shared/ballot/index.ts";
import {
  AnswerComplaintsDocument,
  CommissionTaskDocument,
  ConfirmKeyShareDocument,
  FileComplaintDocument,
  RegisterCommissionDeviceDocument,
  SignElectionDocument,
  SubmitDealingDocument,
  SubmitPartialDecryptionDocument,
  type TypedDocumentString,
} from "../../web/src/__generated__/fetch/commission/graphql.ts";
import { ElectionRecordDocument } from "../../web/src/__generated__/fetch/record/graphql.ts";
import type { ApiClient, GqlBody } from "./client.ts";
import type { ReceivedMail, TestSmtp } from "./smtp.ts";

/**
 * The counting commission's devices and the members' browsers, played by the tests through the
 * public GraphQL API with the very code the pages run (shared/ballot/trustee.ts `trusteeStep`,
 * shared/ballot's encryption) and the very operations the commission's page sends and the record
 * is read by (web/src/commission/commission.graphql, web/src/lib/record.graphql): the key ceremony (the sitting played by comparing each device's
 * code with the chair's), and the opening of the urn after the close (the members comparing the
 * urn's code with the one the secretary's page shows).
 */

/** One commission member's device: its link, seat and what it keeps. */
export interface TestTrustee {
  token: string;
  seat: number;
  secrets: TrusteeSecrets | null;
}

interface Task {
  seat: number;
  status: PollStage;
  decrypted: boolean;
  tallied: boolean;
  electionId: string;
  ceremony: CeremonyView | null;
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

const task = (api: ApiClient, token: string) => call<Task>(api, String(CommissionTaskDocument), { token });

/** The public record of an election, or null. */
export function fetchRecord(api: ApiClient, electionId: string): Promise<ElectionRecord | null> {
  return call<ElectionRecord | null>(api, String(ElectionRecordDocument), { electionId });
}

/** Sends what a device's step posts through its link; steps that post nothing send nothing. */
async function send(api: ApiClient, token: string, step: TrusteeStep): Promise<void> {
  const post = postOf(step);
  if (post) await call(api, String(post[0]), { token, ...post[1] });
}

/**
 * The commission page's mutation a step posts (web/src/commission/commission.graphql) and its
 * variables besides the link's `token`; null for a step that posts nothing.
 */
function postOf(step: TrusteeStep): [TypedDocumentString<unknown, never>, Record<string, unknown>] | null {
  switch (step.kind) {
    case "register": {
      const { deviceKey, nonceCommitment, proof } = step.post;
      return [RegisterCommissionDeviceDocument, { publicKey: deviceKey, nonceCommitment, proof }];
    }
    case "deal":
      return [SubmitDealingDocument, { dealing: step.post }];
    case "confirm":
      return [
        ConfirmKeyShareDocument,
        { verificationKey: step.post.verificationKey, nonce: step.post.nonce },
      ];
    case "complain":
      return [FileComplaintDocument, { dealer: step.post.dealer, signature: step.post.signature }];
    case "answer":
      return [AnswerComplaintsDocument, { reveals: step.post }];
    case "sign":
      return [SignElectionDocument, { signature: step.post }];
    case "decrypt":
      return [SubmitPartialDecryptionDocument, { factor: step.post.factor, proof: step.post.proof }];
    default:
      return null;
  }
}

/** The secrets a step leaves the device with. */
function keep(tr: TestTrustee, step: TrusteeStep): void {
  if (step.kind === "erase") tr.secrets = step.secrets;
  else if ("secrets" in step && step.secrets) tr.secrets = step.secrets;
}

/**
 * One step of one device: fetches its task (and, after the close, the public record), asks the
 * device what to do with what its member confirmed, keeps its secrets and sends its post.
 * @returns the step taken
 */
export async function stepDevice(
  api: ApiClient,
  tr: TestTrustee,
  confirmed: MemberConfirmations = {},
): Promise<TrusteeStep> {
  const t = await task(api, tr.token);
  if (!t.ceremony) throw new Error(`seat ${tr.seat}: no ceremony`);
  const record = t.status === "CLOSED" ? await fetchRecord(api, t.electionId) : null;
  const step = trusteeStep(
    { seat: t.seat, status: t.status, ceremony: t.ceremony, record },
    tr.secrets,
    confirmed,
  );
  keep(tr, step);
  await send(api, tr.token, step);
  return step;
}

/** The steps that send something (the device then looks again at once). */
const POSTING = new Set(["register", "deal", "confirm", "complain", "answer", "sign", "decrypt"]);

/** What a device's step depends on in its task: a push comes when any of it changes (the stream sends no answer equal to the last). */
const TASK_CHANGED = `subscription($t: String!) { commissionTaskChanged(token: $t) {
  status decrypted tallied
  ceremony { publicKey seats { seat deviceKey verificationKey nonce dealing { commitments }
    signature { challenge } complaint { dealer } reveals { to } } } } }`;

/**
 * A device that follows its task as the page does (the live subscription, never a timer): after
 * each push (its first answer, then each change of its task) it takes steps until one sends
 * nothing, and stops at the first step `done` accepts.
 * @param confirmed what its member has confirmed, read at each step
 * @returns that step
 * @throws when no push comes for 60 s, or the stream ends first
 */
export async function followDevice(
  api: ApiClient,
  tr: TestTrustee,
  done: (step: TrusteeStep) => boolean,
  confirmed: () => MemberConfirmations = () => ({}),
): Promise<TrusteeStep> {
  const stream = api.subscribe(TASK_CHANGED, { t: tr.token });
  try {
    for (;;) {
      if (!(await stream.next(60_000))) throw new Error(`seat ${tr.seat}: the stream ended`);
      let step: TrusteeStep;
      do step = await stepDevice(api, tr, confirmed());
      while (POSTING.has(step.kind) && !done(step));
      if (step.kind === "alarm") throw new Error(`seat ${tr.seat}: ${step.problems.join("; ")}`);
      if (done(step)) return step;
    }
  } finally {
    await stream.close();
  }
}

// Trustees per defense, so that a test can open the urn of the sitting it prepared.
const trusteesOf = new Map<number, TestTrustee[]>();

/**
 * Runs the key ceremony of a defense's commission, whose members were just elected: reads
 * each member's link from the mail received after `since`, then runs
 * {@link runKeyCeremonyWithTokens}. Afterwards the poll's election key is sealed.
 * @returns the trustees, seat 1 first
 */
export async function runKeyCeremony(
  smtp: Pick<TestSmtp, "waitForMailTo">,
  api: ApiClient,
  defenseId: number,
  commission: readonly { email: string }[],
  since: number,
  secretary?: ApiClient,
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
    secretary,
  );
}

/**
 * Runs the key ceremony from the commission members' link tokens (one per seat, in any order;
 * e.g. read from the demo mailbox) as their devices do, round after round, until every device
 * is ready. The sitting is played honestly: the chair (seat 1) reads out the code their device
 * shows, and every member confirms it on their own device only if it shows the same code and says
 * so aloud: with `secretary` (the secretary's client), the secretary records each member's «совпал».
 * @returns the trustees, seat 1 first
 * @throws Error when a device raises an alarm or the ceremony does not finish in 12 rounds
 */
export async function runKeyCeremonyWithTokens(
  api: ApiClient,
  defenseId: number | null,
  tokens: readonly string[],
  secretary?: ApiClient,
): Promise<TestTrustee[]> {
  const trustees: TestTrustee[] = [];
  for (const token of tokens) trustees.push({ token, seat: (await task(api, token)).seat, secrets: null });
  trustees.sort((a, b) => a.seat - b.seat);
  let readOut: string | null = null;
  for (let round = 0; round < 12; round++) {
    let ready = 0;
    for (const tr of trustees) {
      const step = await stepDevice(api, tr, readOut ? { fingerprint: readOut } : {});
      if (step.kind === "alarm") throw new Error(`seat ${tr.seat}: ${step.problems.join("; ")}`);
      if (step.kind === "ask-code" && tr.seat === 1) readOut = step.fingerprint;
      if (step.kind === "ready") ready++;
    }
    if (ready === trustees.length) {
      if (defenseId !== null) trusteesOf.set(defenseId, trustees);
      if (defenseId !== null && secretary) await recordSpokenCodes(secretary, defenseId);
      return trustees;
    }
  }
  throw new Error("the key ceremony did not finish");
}

const SEATS = `query($id: ID!) { secretarDefense(id: $id) { encryption { seats { stage codeConfirmedAt member { id } } } } }`;

/**
 * The secretary records, for every seat whose device reported the code confirmed, that its member
 * said aloud «совпал» (as at an honest sitting where every code matched): the ballot then opens.
 * @param secretary the secretary's API client
 * @returns the member ids recorded
 */
export async function recordSpokenCodes(secretary: ApiClient, defenseId: number): Promise<string[]> {
  const seats = (
    await call<{
      encryption: { seats: { stage: string; codeConfirmedAt: string | null; member: { id: string } }[] };
    }>(secretary, SEATS, { id: String(defenseId) })
  ).encryption.seats;
  const due = seats.filter((x) => x.stage === "SIGNED" && !x.codeConfirmedAt).map((x) => x.member.id);
  for (const memberId of due)
    await call(
      secretary,
      "mutation($d: ID!, $m: ID!) { recordCodeConfirmation(defenseId: $d, memberId: $m) { id } }",
      { d: String(defenseId), m: memberId },
    );
  return due;
}

/** The trustees of the defense's last ceremony run by {@link runKeyCeremony}. */
export function trusteesOfDefense(defenseId: number): TestTrustee[] {
  const t = trusteesOf.get(defenseId);
  if (!t) throw new Error(`no key ceremony was run for defense ${defenseId}`);
  return t;
}

/**
 * Opens the urn of a closed poll: the chosen seats (default: the threshold's lowest) decrypt,
 * each after its member confirmed the urn's head read out at the close.
 */
export async function openUrn(api: ApiClient, defenseId: number, seats?: readonly number[]): Promise<void> {
  const trustees = trusteesOfDefense(defenseId);
  const first = await task(api, trustees[0]?.token ?? "");
  const t = first.ceremony?.manifest.threshold ?? 2;
  const chosen = seats ?? trustees.slice(0, t).map((x) => x.seat);
  await decryptAs(
    api,
    trustees.filter((x) => chosen.includes(x.seat)),
  );
}

/**
 * Each of `trustees`, as its device does after close: reads the public record, checks all of it,
 * and with its member's confirmation of the urn (its code as the chair's device reads it out,
 * the same record here, and the turnout announced) posts its partial decryption, then forgets
 * its key.
 * @throws Error when a device does not decrypt
 */
export async function decryptAs(api: ApiClient, trustees: readonly TestTrustee[]): Promise<void> {
  for (const tr of trustees) {
    const t = await task(api, tr.token);
    const record = await fetchRecord(api, t.electionId);
    const urn = record ? { head: record.head, ballots: record.ballots.length } : null;
    const step = await stepDevice(api, tr, { urn });
    if (step.kind !== "decrypt") throw new Error(`seat ${tr.seat} did not decrypt: ${JSON.stringify(step)}`);
    await stepDevice(api, tr);
  }
}

/** GraphQL: vote with token `$t` and an encrypted ballot `$b`. */
export const SUBMIT =
  'mutation($t: String!, $b: EncryptedBallotInput!) { submitBallot(token: $t, answers: [{ questionId: "award", ballot: $b }]) { accepted tracker position head headCode } }';

/**
 * The columns of a row of `ballots`, in table order: a random id, the poll, the encrypted ballot
 * (alpha, beta and its proof), its place in the public urn, the urn's head after it, the
 * voter's public credential and its signature. No choice, member, invite or time: who registered
 * the credential is poll_credentials' to say, read by the server and a DBA (who could link a
 * ballot to its invite by transaction before), so the secrecy of a choice rests on its
 * encryption (docs/SECURITY.md).
 */
export const BALLOT_COLUMNS = [
  "id",
  "poll_id",
  "alpha",
  "beta",
  "proof",
  "position",
  "head",
  "credential",
  "signature",
] as const;

const KEY = "query($t: String!) { poll(token: $t) { election { fingerprint publicKey } credential } }";

/** GraphQL: register the voting credential `$c` of the member behind `$t`. */
export const REGISTER =
  "mutation($t: String!, $c: String!, $r: Boolean) { registerVotingCredential(token: $t, credential: $c, replace: $r) { credential } }";

/**
 * The private credentials the tests' members' devices drew, by public credential: one process
 * plays every member's device, as a browser keeps its members' keys in its storage.
 */
const devices = new Map<string, VotingCredential>();

/**
 * The voting credential of the member behind `token`, as their device does it on opening the
 * link: the one this process registered before (by any link of the invite), or a new one drawn
 * and registered now. A credential registered by another device is unknown here: null.
 */
export async function credentialFor(
  api: ApiClient,
  token: string,
  /** The poll's registered credential, when the caller has just read it (saves a request). */
  read?: string | null,
): Promise<VotingCredential | null> {
  const registered =
    read !== undefined
      ? read
      : ((await api.gql(KEY, { t: token })).body.data?.poll?.credential as string | null | undefined);
  if (registered) return devices.get(registered) ?? null;
  if (registered === undefined) return null;
  const fresh = newCredential();
  devices.set(fresh.publicKey, fresh);
  const r = await api.gql(REGISTER, { t: token, c: fresh.publicKey });
  if (!(r.body as GqlBody<unknown>).errors) return fresh;
  // Another of this process's calls for the same member registered first: its key is here too.
  const again = await api.gql(KEY, { t: token });
  const theirs = (again.body as GqlBody<{ poll: { credential: string | null } | null }>).data?.poll
    ?.credential;
  return theirs ? (devices.get(theirs) ?? null) : null;
}

// A context for tokens whose poll cannot be read (unknown, malformed): the ballot is well
// formed, so the server's answer is about the token.
const strayContext = {
  fingerprint: "0".repeat(64),
  publicKey: "e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8db6a65945e08d2d76",
};

/**
 * An encrypted ballot for the poll behind `token`, as the member's browser makes it: encrypted
 * to the poll's key and signed with the member's credential (registered now if the member's
 * device has none; a stray key for a link that has no poll or whose key lives elsewhere).
 */
export async function ballotFor(api: ApiClient, token: string | undefined, choice: "FOR" | "AGAINST") {
  const key = await api.gql(KEY, { t: token ?? "" });
  const body = key.body as GqlBody<{
    poll: { election: typeof strayContext | null; credential: string | null } | null;
  }>;
  const ctx = body.data?.poll?.election ?? strayContext;
  const poll = body.data?.poll;
  const credential = (token && poll && (await credentialFor(api, token, poll.credential))) || newCredential();
  return signBallot(ctx.fingerprint, encryptVote(ctx, choice === "FOR" ? 1 : 0), credential);
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

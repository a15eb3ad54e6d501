// Encrypted ballots for the benchmark (issue 13): the dataset's election key and election ids,
// and a supply of valid ballots for the write scenario, made before the timed runs.
//
// Every seeded poll is encrypted to one key pair (BENCH_KEY: a fixed scalar x, publicKey = x·G)
// and has its own election id and fingerprint, derived from its id (electionIdOf,
// fingerprintOf), so this module, the seed and the load generator agree without reading
// anything back. (The seeded polls have no manifest or ceremony: the benchmark measures the
// ballot's path, which checks the proof against the poll's stored fingerprint and key.)
//
// A ballot's proof is bound to its poll's fingerprint, so each POST of the write scenario needs
// a ballot made for the poll its token opens, and one ballot per token (a poll refuses the same
// ciphertext twice). The shared library's encryptVote takes ≈ 7 ms a ballot (constant-time
// multiplications by a point decoded afresh each call); the supply below makes the same
// ciphertext and the same Cramer–Damgård–Schoenmakers proof (shared/ballot/elgamal.ts,
// proveBallot: same transcript, same equations) with variable-time multiplications by G and by
// a precomputed table of the election key only, ≈ 1.2 ms a ballot, in one worker thread per
// core. A sample of every batch is checked with the library's verifyBallot, and both servers
// verify every ballot they receive. The randomness is public here; this is benchmark load, not
// a voter's secret.

import { createHash } from "node:crypto";
import os from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import {
  type CastBallot,
  challengeHash,
  decodePoint,
  type EncryptedBallot,
  encodePoint,
  encodeScalar,
  G,
  type GroupPoint,
  L,
  randomScalar,
  signBallot,
  TAG,
  type VotingCredential,
  verifyBallot,
  verifyBallotSignature,
} from "../shared/ballot/index.ts";

/** The dataset's election key pair: one for every poll (the secret is public: benchmark data). */
export const BENCH_KEY = (() => {
  const secret = challengeHash("dissovet-bench/election-key", []);
  return { secret, publicKey: encodePoint(G.multiply(secret)) };
})();

/** The election id of seeded poll `pollId`: the UUID form of md5('bench-election-' || id). */
export function electionIdOf(pollId: number): string {
  const h = createHash("md5").update(`bench-election-${pollId}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
/** The same in SQL (PostgreSQL prints a uuid in lowercase 8-4-4-4-12 form). */
export const sqlElectionId = (pollId: string) => `md5('bench-election-' || (${pollId}))::uuid`;

/** The fingerprint of seeded poll `pollId`: SHA-256 hex of 'bench-fingerprint-' || id. */
export function fingerprintOf(pollId: number): string {
  return createHash("sha256").update(`bench-fingerprint-${pollId}`, "utf8").digest("hex");
}
/** The same in SQL. */
export const sqlFingerprint = (pollId: string) =>
  `encode(sha256(convert_to('bench-fingerprint-' || (${pollId}), 'UTF8')), 'hex')`;

/** The seeded poll that ballot token t opens (seed.ts lays tokens out seat-major over the open polls). */
export function pollOfToken(boards: number, t: number): number {
  const u = t - 1;
  const rem = u % (2 * boards); // (b − 1)·2 + (k − 10)
  const b = Math.floor(rem / 2) + 1;
  const k = 10 + (rem % 2);
  return (b - 1) * 11 + k;
}

/** Ballot token t (1…openTokens) of an open poll: base64url of SHA-256 of a label, as seed.ts stores its hash. */
export const ballotToken = (t: number) =>
  createHash("sha256").update(`bench-ballot-${t}`, "utf8").digest("base64url");

/** The seat (1…23) of the member whose unused invite ballot token t opens (seed.ts: seat-major, 2 open polls a council). */
export const seatOfToken = (boards: number, t: number): number => Math.floor((t - 1) / (2 * boards)) + 1;

const seatCredentials = new Map<number, VotingCredential>();

/**
 * The voting credential of the member in seat `s` of every seeded council (issue 36: a ballot is
 * signed with its member's registered key; seed.ts registers these for the open polls' invites).
 * One per seat, the same in every poll: a poll's keys are distinct, which is all the server
 * requires. Benchmark data: the secret is public.
 */
export function seatCredential(s: number): VotingCredential {
  let c = seatCredentials.get(s);
  if (!c) {
    const secret = challengeHash("dissovet-bench/credential", [String(s)]);
    c = { secret: encodeScalar(secret), publicKey: encodePoint(G.multiply(secret)) };
    seatCredentials.set(s, c);
  }
  return c;
}

/** The vote ballot token t casts: 0 («против») for every seventh, else 1 («за»). */
export const voteOfToken = (t: number): 0 | 1 => (t % 7 === 0 ? 0 : 1);

const mod = (a: bigint) => {
  const r = a % L;
  return r < 0n ? r + L : r;
};

/** Ballots for one key, faster than the library's encryptVote (see the header); valid for verifyBallot. */
export function ballotMaker(publicKey: string): (fingerprint: string, vote: 0 | 1) => EncryptedBallot {
  const Y = decodePoint(publicKey);
  if (!Y) throw new Error("bench ballots: bad public key");
  Y.precompute(8, false);
  const g = (k: bigint): GroupPoint => G.multiplyUnsafe(k);
  const y = (k: bigint): GroupPoint => Y.multiplyUnsafe(k);
  return (fingerprint, vote) => {
    const r = randomScalar();
    const w = randomScalar();
    const cSim = randomScalar();
    const sSim = randomScalar();
    const alpha = encodePoint(g(r)); // r·G
    const beta = encodePoint(vote === 1 ? y(r).add(G) : y(r)); // r·Y + v·G
    // The simulated branch j = 1 − v, with alpha = r·G and beta − j·G = r·Y + (2v − 1)·G:
    // A_j = s_j·G + c_j·alpha = u·G and B_j = s_j·Y + c_j·(beta − j·G) = u·Y + c_j(2v − 1)·G,
    // u = s_j + c_j·r; the real branch A_v = w·G, B_v = w·Y.
    const u = mod(sSim + cSim * r);
    const simA = encodePoint(g(u));
    const simB = encodePoint(y(u).add(g(vote === 1 ? cSim : mod(-cSim))));
    const realA = encodePoint(g(w));
    const realB = encodePoint(y(w));
    const commits = vote === 1 ? [simA, simB, realA, realB] : [realA, realB, simA, simB];
    const c = challengeHash(TAG.ballot, [fingerprint, publicKey, alpha, beta, ...commits]);
    const cReal = mod(c - cSim);
    const real = { challenge: encodeScalar(cReal), response: encodeScalar(mod(w - cReal * r)) };
    const fake = { challenge: encodeScalar(cSim), response: encodeScalar(sSim) };
    return { alpha, beta, proof: vote === 0 ? [real, fake] : [fake, real] };
  };
}

/** The write scenario's request body for ballot token t (its token, its poll's ballot). */
export type BodyMaker = (t: number) => string;

/** Request bodies for the tokens of a dataset with `boards` councils. */
export function bodyMaker(boards: number): BodyMaker {
  const make = ballotMaker(BENCH_KEY.publicKey);
  return (t) => {
    const fingerprint = fingerprintOf(pollOfToken(boards, t));
    const ballot = signBallot(
      fingerprint,
      make(fingerprint, voteOfToken(t)),
      seatCredential(seatOfToken(boards, t)),
    );
    return JSON.stringify({ token: ballotToken(t), answers: [{ questionId: "award", ballot }] });
  };
}

/** Checks one body with the library's verifier; throws if the ballot would be refused. */
function check(boards: number, t: number, body: string): void {
  const ballot = (JSON.parse(body) as { answers: { ballot: CastBallot }[] }).answers[0]?.ballot;
  const ctx = { fingerprint: fingerprintOf(pollOfToken(boards, t)), publicKey: BENCH_KEY.publicKey };
  const sealed = ballot && { alpha: ballot.alpha, beta: ballot.beta, proof: ballot.proof };
  if (!verifyBallot(ctx, sealed) || !verifyBallotSignature(ctx.fingerprint, ballot))
    throw new Error(`bench ballots: the ballot for token ${t} does not verify`);
}

interface Job {
  from: number;
  to: number;
}

/**
 * Ballots for the write scenario's tokens 1, 2, …, made ahead in worker threads (`ensure`)
 * between the timed runs, handed out one per request (`take`, synchronous as autocannon's
 * request setup is). Should a run outpace what was made, `take` encrypts on the spot (and
 * counts it: the load generator was slowed).
 */
export class BallotSupply {
  private readonly ready = new Map<number, string>();
  private next = 1;
  private madeTo = 0;
  private workers: Worker[] = [];
  private inlineMaker: BodyMaker | undefined;
  /** Ballots made ahead, the wall time spent on them, and those made on the spot during a run. */
  readonly stats = { made: 0, ms: 0, batches: 0, inline: 0 };

  constructor(
    private readonly boards: number,
    private readonly lastToken: number,
    private readonly threads = Math.max(1, Math.min(4, os.cpus().length)),
  ) {}

  /** Tokens handed out so far. */
  get used(): number {
    return this.next - 1;
  }

  /** Ballots made and not yet handed out. */
  get ahead(): number {
    return this.madeTo - this.used;
  }

  /** The next token's request body. */
  take(): string {
    const t = this.next++;
    const body = this.ready.get(t);
    if (body !== undefined) {
      this.ready.delete(t);
      return body;
    }
    this.stats.inline++;
    this.inlineMaker ??= bodyMaker(this.boards);
    if (t > this.madeTo) this.madeTo = t;
    return this.inlineMaker(t);
  }

  /** Makes ballots until `count` are ready ahead (no further than the dataset's last token). */
  async ensure(count: number): Promise<{ made: number; ms: number }> {
    const from = Math.max(this.madeTo, this.used) + 1;
    const to = Math.min(this.lastToken, this.used + count);
    if (to < from) return { made: 0, ms: 0 };
    const started = performance.now();
    if (this.workers.length === 0) {
      this.workers = Array.from(
        { length: this.threads },
        () =>
          // TypeScript through tsx: a worker does not inherit the parent's module hooks.
          new Worker(
            `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`,
            { eval: true, workerData: { benchBallots: true, boards: this.boards } },
          ),
      );
    }
    const n = to - from + 1;
    const per = Math.ceil(n / this.workers.length);
    const jobs: Job[] = [];
    for (let a = from; a <= to; a += per) jobs.push({ from: a, to: Math.min(to, a + per - 1) });
    const parts = await Promise.all(jobs.map((job, i) => this.run(this.workers[i] as Worker, job)));
    for (const [i, bodies] of parts.entries()) {
      const job = jobs[i] as Job;
      for (const [k, body] of bodies.entries()) this.ready.set(job.from + k, body);
    }
    this.madeTo = to;
    const ms = performance.now() - started;
    this.stats.made += n;
    this.stats.ms += ms;
    this.stats.batches++;
    return { made: n, ms };
  }

  private run(worker: Worker, job: Job): Promise<string[]> {
    return new Promise((resolve, reject) => {
      const done = (msg: { bodies?: string[]; error?: string }) => {
        worker.off("error", reject);
        if (msg.error) reject(new Error(msg.error));
        else resolve(msg.bodies ?? []);
      };
      worker.once("message", done);
      worker.once("error", reject);
      worker.postMessage(job);
    });
  }

  /** Ends the worker threads. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
    this.workers = [];
  }
}

// A worker of BallotSupply: makes the bodies of a range of tokens, checking the first with the
// library's verifier.
if (!isMainThread && (workerData as { benchBallots?: boolean } | null)?.benchBallots) {
  const data = workerData as { boards: number };
  const make = bodyMaker(data.boards);
  parentPort?.on("message", (job: Job) => {
    try {
      const bodies: string[] = [];
      for (let t = job.from; t <= job.to; t++) bodies.push(make(t));
      if (bodies[0]) check(data.boards, job.from, bodies[0]);
      parentPort?.postMessage({ bodies });
    } catch (err) {
      parentPort?.postMessage({ error: String(err) });
    }
  });
}

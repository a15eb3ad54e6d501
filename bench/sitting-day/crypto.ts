// The cryptography the sitting day's devices and ballots do, live, in worker threads (so that a
// proof being made never delays the answers the day's clock is timing): a commission device's
// step (shared/ballot's `trusteeStep`, as web/src/commission/device.ts calls it) and a member's
// «Далее» (web/src/poll/ballot-crypto.ts `checkElection` then `sealChoice`: the sealed election
// checked in full, the choice encrypted with its proof). Nothing is made ahead: every key,
// dealing, signature, ballot and partial decryption is computed when its page would compute it
// (the election key exists only once the ceremony is done, and every proof is bound to it).
//
// What the pages only check (the ceremony's proofs, the record after the close) goes through
// shared/ballot's own memo (memo.ts), which in a worker is shared by the participants it serves:
// a sitting's tasks all go to one worker, so its three devices and 21 ballots check the same
// public entries once, where 24 phones would each check them. That work sends nothing and
// costs the clients' CPU only; the servers' checks are all theirs. A thread serves at most
// {@link SITTINGS_A_THREAD} sittings: the memo of records (trustee.ts keeps the last 4) is
// otherwise thrashed by the records of the sittings closing together, and each device verifies
// each record again (1.3–1.8 s a record of 21 ballots on this machine's core, three versions of
// it after a close: closed, one partial decryption, the count).
//
// The threads run at a lower priority (nice {@link CRYPTO_NICE}): the participants' phones are
// not on the servers' machine, so their cryptography takes only the CPU the instances and the
// database leave (on a saturated machine a seal waits, where an instance would otherwise wait
// for it). Their own CPU time is counted apart (`cpuMs`), from each thread's /proc entry.

import os from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import type {
  CastBallot,
  MemberConfirmations,
  TrusteeSecrets,
  TrusteeStep,
  TrusteeView,
} from "../../shared/ballot/index.ts";
import { threadCpuMs, threadId } from "../ticks.ts";

/** A device step to compute: what `trusteeStep` takes. */
interface StepJob {
  kind: "step";
  view: TrusteeView;
  secrets: TrusteeSecrets | null;
  confirmed: MemberConfirmations;
}

/** A ballot to seal: the poll's `election` header as the page received it, the choice, and the member's voting credential. */
interface SealJob {
  kind: "seal";
  header: unknown;
  choice: "FOR" | "AGAINST";
  credential: { secret: string; publicKey: string };
}

/** A sealed ballot, or why the election's check refused it. */
export type Sealed = { ballot: CastBallot; tracker: string } | { problems: string[] };

type Job = (StepJob | SealJob) & { id: number };
/** A job's answer: `wallMs` the job's wall time in its thread, `threadMs` the thread's CPU so far. */
type Answer = {
  id: number;
  step?: TrusteeStep;
  sealed?: Sealed;
  error?: string;
  wallMs: number;
  threadMs: number;
};

/** The crypto threads' nice value (0 normal … 19 lowest): below the instances and the database. */
export const CRYPTO_NICE = 10;

/** Sittings a crypto thread serves at most (see the module's comment). */
export const SITTINGS_A_THREAD = 2;

/** Worker threads doing the day's cryptography; a sitting's jobs always go to the same thread. */
export class CryptoPool {
  private readonly workers: (Worker | undefined)[];
  private readonly waiting = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  /** Each thread's CPU time so far, ms, as its last answer said. */
  private readonly threadMs: number[];
  /** Wall time the threads spent on jobs, ms (more than their CPU on a saturated machine, or behind their lower priority). */
  wallMs = 0;
  /** Jobs done. */
  jobs = 0;

  /** @param threads how many worker threads (default: one per core) */
  constructor(threads = Math.max(1, os.cpus().length)) {
    this.threadMs = Array.from({ length: threads }, () => 0);
    this.workers = Array.from({ length: threads }, () => undefined);
  }

  /** Thread `k`, started at its first job (a day of many sittings starts many, niced). */
  private worker(k: number): Worker {
    const started = this.workers[k];
    if (started) return started;
    // TypeScript through tsx: a worker does not inherit the parent's module hooks.
    const w = new Worker(
      `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`,
      { eval: true, workerData: { sittingCrypto: true } },
    );
    w.on("message", (a: Answer) => {
      const p = this.waiting.get(a.id);
      this.waiting.delete(a.id);
      this.wallMs += a.wallMs;
      this.threadMs[k] = a.threadMs;
      this.jobs++;
      p?.resolve(a);
    });
    w.on("error", (err) => {
      for (const p of this.waiting.values()) p.reject(err);
      this.waiting.clear();
    });
    this.workers[k] = w;
    return w;
  }

  /** The threads' CPU time so far (their jobs, their module loading and garbage collection), ms. */
  get cpuMs(): number {
    return this.threadMs.reduce((a, b) => a + b, 0);
  }

  private run(sitting: number, job: StepJob | SealJob): Promise<Answer> {
    const id = this.nextId++;
    const worker = this.worker(sitting % this.workers.length);
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ ...job, id } satisfies Job);
    });
  }

  /** A commission device's next step (shared/ballot `trusteeStep`) for sitting `sitting`. */
  async step(
    sitting: number,
    view: TrusteeView,
    secrets: TrusteeSecrets | null,
    confirmed: MemberConfirmations,
  ): Promise<TrusteeStep> {
    const a = await this.run(sitting, { kind: "step", view, secrets, confirmed });
    if (!a.step) throw new Error(a.error ?? "no step");
    return a.step;
  }

  /** A member's «Далее»: the election checked and the choice sealed, for sitting `sitting`. */
  async seal(
    sitting: number,
    header: unknown,
    choice: "FOR" | "AGAINST",
    credential: { secret: string; publicKey: string },
  ): Promise<Sealed> {
    const a = await this.run(sitting, { kind: "seal", header, choice, credential });
    if (!a.sealed) throw new Error(a.error ?? "not sealed");
    return a.sealed;
  }

  /** Ends the threads. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w?.terminate()));
  }
}

// A worker of CryptoPool.
if (!isMainThread && (workerData as { sittingCrypto?: boolean } | null)?.sittingCrypto) {
  os.setPriority(threadId(), CRYPTO_NICE);
  const { trusteeStep } = await import("../../shared/ballot/index.ts");
  const { checkElection, sealChoice } = await import("../../web/src/poll/ballot-crypto.ts");
  type Header = Parameters<typeof checkElection>[0];
  parentPort?.on("message", (job: Job) => {
    const t0 = performance.now();
    const times = () => ({ wallMs: performance.now() - t0, threadMs: threadCpuMs() });
    try {
      if (job.kind === "step") {
        const step = trusteeStep(job.view, job.secrets, job.confirmed);
        parentPort?.postMessage({ id: job.id, step, ...times() } satisfies Answer);
      } else {
        const checked = checkElection(job.header as Header);
        const sealed: Sealed =
          "problems" in checked
            ? { problems: checked.problems }
            : (() => {
                const s = sealChoice(checked, job.choice, job.credential);
                return { ballot: s.ballot, tracker: s.tracker };
              })();
        parentPort?.postMessage({ id: job.id, sealed, ...times() } satisfies Answer);
      }
    } catch (err) {
      parentPort?.postMessage({ id: job.id, error: String(err), ...times() } satisfies Answer);
    }
  });
}

// One sitting of the day, played as its pages play it: the secretary's defense page (the roll,
// the commission, the opening of the vote), the three commission members' devices (the key
// ceremony, then the urn), and the 21 members' ballots, each page holding the live channel it
// holds in the web app and acting on what is pushed to it, never on a timer. What people do
// (open a letter, read the code aloud, compare it, read the ballot, tap) takes a human moment,
// drawn from the sitting's own seeded random numbers (pace below).
//
// The pages' logic is the web app's: the device loop of commission/useCommissionDevice.ts (act
// on the newest task, again at once after a step that posted, a failed step retried after 2 s
// on the task read afresh), the ballot of poll/BallotForm.tsx («Далее» checks and seals,
// «Отправить» submits; the page then shows the receipt and follows the vote, poll/PollView.tsx;
// poll/BallotRecord.tsx reads the record only on a page opened again after the vote, which the
// day does not do), the desk's defense page (its query, then its subscription).

import type {
  CeremonyView,
  ElectionRecord,
  MemberConfirmations,
  TrusteeSecrets,
  TrusteeStep,
} from "../../shared/ballot/index.ts";
import { newCredential } from "../../shared/ballot/index.ts";
import { type Answer, codeOf, type DayClient, type Identity, messageOf, ok } from "./client.ts";
import type { CryptoPool } from "./crypto.ts";
import { ballot, commission, desk } from "./documents.ts";
import { PushLedger } from "./ledger.ts";
import type { LetterKind } from "./mail.ts";

/** Who sits, and how they vote. */
export interface SittingPlan {
  /** 0 … N − 1 over the day. */
  index: number;
  defenseId: number;
  /** The secretary's session token (a seeded session). */
  session: string;
  /** The явочный лист: 21 members who vote. */
  roll: { id: number; email: string }[];
  /** The счетная комиссия, chair first: members of the roll. */
  commission: { id: number; email: string }[];
  /** Each roll member's choice, in roll order. */
  choices: ("FOR" | "AGAINST")[];
  /** The day the secretary confirms for the protocol (today in the council's time zone). */
  sittingDate: string;
}

/** The human moments of a sitting, in seconds: [least, most], drawn uniformly. */
export interface Pace {
  /** A commission member opens the link after the letter arrives. */
  openLink: [number, number];
  /** The chair reads the code aloud once the device shows it; each member compares it. */
  readCode: [number, number];
  compareCode: [number, number];
  /** The secretary opens the vote once the key is ready. */
  openVote: [number, number];
  /** A member opens the ballot after the letter arrives (spreads the ballots over the vote). */
  openBallot: [number, number];
  /** Reads the ballot and taps «Далее», then reviews and taps «Отправить». */
  choose: [number, number];
  review: [number, number];
  /** A commission member compares the urn's code read out at the close. */
  compareUrn: [number, number];
  /** A page stays open this long once its sitting is done. */
  linger: [number, number];
}

/** What the sitting's pages need from the day. */
export interface SittingDeps {
  client: DayClient;
  crypto: CryptoPool;
  /** The next letter of `kind` to `address`: its link's token and when it arrived (ms). */
  letter(address: string, kind: LetterKind): Promise<{ token: string; at: number }>;
  pace: Pace;
  /** Participant k of the day gets home instance `home(k)` and address `ip(k)`. */
  home(k: number): number;
  ip(k: number): string;
  /** The first participant number of this sitting (25 a sitting). */
  firstParticipant: number;
}

/** A ballot the server accepted (or whose acceptance was lost and then shown by a refusal). */
export interface CastBallot {
  voter: number;
  choice: "FOR" | "AGAINST";
  tracker: string;
  /** Its place in the urn; null when the answer was lost (a retry was refused as «уже проголосовали»). */
  position: number | null;
  /** «Отправить» → «принят» (the submit's request to its answer), ms; null when the answer was lost. */
  submitMs: number | null;
  /** «Далее» (check and seal, in the page's crypto) → the sealed ballot, ms. */
  sealMs: number;
  /** When it was accepted, ms (performance.now()). */
  at: number;
  /** Attempts it took (more than one across a kill). */
  attempts: number;
  /** The first «Отправить» → the answer that accepted it, over every attempt and the waits between, ms. */
  firstTapMs: number;
}

/** A ballot sealed whose «принят» never came by the sitting's deadline (sent or not). */
export interface UnconfirmedBallot {
  voter: number;
  choice: "FOR" | "AGAINST";
  /** The urn shows whether the server has it nevertheless. */
  tracker: string;
}

/** How the sitting went. */
export interface SittingOutcome {
  index: number;
  defenseId: number;
  electionId: string | null;
  ballots: CastBallot[];
  unconfirmed: UnconfirmedBallot[];
  /** Pages that reached their end state (the count decrypted): secretary, devices, voters. */
  finished: { secretary: boolean; devices: number; voters: number };
  /** Something went wrong on a page: what (an alarm, a refusal that is not retried). */
  problems: string[];
  /** The commission's election went through though its answer was lost (the page showed it elected): not elected again. */
  electedUnanswered: boolean;
  /**
   * Letters: the request of the act that sent them (its successful attempt) → their arrival,
   * ms, by kind. A letter may arrive before the act's answer: the answer comes after the commit,
   * and the commit wakes the mail workers.
   */
  letterMs: Record<LetterKind, number[]>;
  /** When the sitting started, its vote opened and its count was decrypted (ms, performance.now()). */
  startedAt: number;
  openedAt: number | null;
  talliedAt: number | null;
  ledger: PushLedger;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A sleep that does not keep the process alive (the sitting's deadline). */
const idle = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

/** A small seeded generator (mulberry32): the same sitting draws the same moments each run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value that is set once and awaited by anyone. */
class Signal<T> {
  value: T | undefined;
  private waiting: ((v: T) => void)[] = [];
  set(v: T): void {
    if (this.value !== undefined) return;
    this.value = v;
    for (const w of this.waiting.splice(0)) w(v);
  }
  get(): Promise<T> {
    return this.value !== undefined ? Promise.resolve(this.value) : new Promise((r) => this.waiting.push(r));
  }
}

/**
 * A device's secrets, one entry per election (web/src/commission/device.ts keeps one per election
 * and seat in localStorage; the seat is the device's own here).
 */
export class DeviceSecrets {
  private readonly byElection = new Map<string, TrusteeSecrets>();
  /** What the device keeps for election `electionId`, or null. */
  read(electionId: string): TrusteeSecrets | null {
    return this.byElection.get(electionId) ?? null;
  }
  /** Keeps (or, with null, forgets) the device's secrets for election `electionId`. */
  write(electionId: string, secrets: TrusteeSecrets | null): void {
    if (secrets) this.byElection.set(electionId, secrets);
    else this.byElection.delete(electionId);
  }
}

/** Whether the page shows the commission `memberIds` elected (the same members, chair first). */
export const electedAlready = (shown: readonly { id: string }[], memberIds: readonly string[]): boolean =>
  shown.length === memberIds.length && shown.every((m, i) => m.id === memberIds[i]);

// The answers' shapes, as far as the day reads them.
interface Seat {
  seat: number;
  stage: string;
  decrypted: boolean;
}
interface DefenseView {
  resultPolls: { status: string; voted: number } | null;
  roll: unknown[];
  commission: unknown[];
  encryption: {
    electionId: string;
    publicKey: string | null;
    headCode: string | null;
    tallied: boolean;
    seats: Seat[];
  } | null;
}
interface TaskView {
  seat: number;
  status: "DRAFT" | "OPEN" | "CLOSED" | "ANNULLED";
  electionId: string;
  decrypted: boolean;
  tallied: boolean;
  ceremony: CeremonyView | null;
}
interface PollView {
  status: string;
  voted: boolean;
  counted: boolean;
  questions: { id: string }[];
  election: { manifest: unknown } | null;
}

const STAGES = ["LINK_SENT", "DEVICE_READY", "DEALT", "CONFIRMED", "SIGNED"];
const STEP_OF_STAGE = ["", "register", "deal", "confirm", "sign"];

/** The changes (ledger.ts) the secretary's defense page shows. */
export function defenseChanges(d: DefenseView): string[] {
  const out: string[] = [];
  if (d.roll.length > 0) out.push("roll");
  if (d.commission.length > 0) out.push("commission");
  for (const s of d.encryption?.seats ?? []) {
    const stage = STAGES.indexOf(s.stage);
    for (let k = 1; k <= stage; k++) out.push(`seat:${s.seat}:${STEP_OF_STAGE[k]}`);
    if (s.decrypted) out.push(`seat:${s.seat}:decrypt`);
  }
  const status = d.resultPolls?.status;
  if (status === "OPEN" || status === "CLOSED") out.push("open");
  for (let p = 1; p <= (d.resultPolls?.voted ?? 0); p++) out.push(`ballot:${p}`);
  if (status === "CLOSED") out.push("closed");
  if (d.encryption?.tallied) out.push("tallied");
  return out;
}

/** The changes a commission device's task shows. */
export function taskChanges(t: TaskView): string[] {
  const out: string[] = [];
  for (const s of t.ceremony?.seats ?? []) {
    if (s.deviceKey) out.push(`seat:${s.seat}:register`);
    if (s.dealing) out.push(`seat:${s.seat}:deal`);
    if (s.verificationKey) out.push(`seat:${s.seat}:confirm`);
    if (s.signature) out.push(`seat:${s.seat}:sign`);
  }
  if (t.status === "OPEN" || t.status === "CLOSED") out.push("open");
  if (t.status === "CLOSED") out.push("closed");
  if (t.tallied) out.push("tallied");
  return out;
}

/**
 * The changes a member's ballot page shows: it is opened from the roll's letter before the vote
 * opens (issue 36: the device registers the member's voting key then), and becomes the ballot.
 */
export function pollChanges(p: PollView): string[] {
  const out: string[] = [];
  if (p.status === "OPEN" || p.status === "CLOSED") out.push("open");
  if (p.status === "CLOSED") out.push("closed");
  if (p.counted) out.push("tallied");
  return out;
}

/** What the secretary's page follows: everything. A device: the others' steps and the vote. A ballot: the vote. */
export const sees = {
  secretary: (_c: string) => true,
  device: (seat: number) => (c: string) => {
    const m = /^seat:(\d+):(register|deal|confirm|sign)$/.exec(c);
    return m ? Number(m[1]) !== seat : c === "open" || c === "closed" || c === "tallied";
  },
  voter: (c: string) => c === "open" || c === "closed" || c === "tallied",
};

/** Whether a step sent something (the device steps again at once after it), as device.ts says. */
const posted = (step: TrusteeStep) =>
  ["register", "deal", "confirm", "complain", "answer", "sign", "decrypt"].includes(step.kind);

/**
 * Plays sitting `plan` to its end (the count decrypted and seen on every page) or until
 * `deadline` (performance.now() ms), whichever is first.
 */
export async function playSitting(
  plan: SittingPlan,
  deps: SittingDeps,
  deadline: number,
): Promise<SittingOutcome> {
  const rand = seeded(plan.index + 1);
  const moment = ([lo, hi]: [number, number]) => (lo + (hi - lo) * rand()) * 1000;
  const { client, crypto } = deps;
  const ledger = new PushLedger();
  const outcome: SittingOutcome = {
    index: plan.index,
    defenseId: plan.defenseId,
    electionId: null,
    ballots: [],
    unconfirmed: [],
    finished: { secretary: false, devices: 0, voters: 0 },
    problems: [],
    electedUnanswered: false,
    letterMs: { commission: [], polls: [] },
    startedAt: performance.now(),
    openedAt: null,
    talliedAt: null,
    ledger,
  };
  const over = () => performance.now() > deadline;
  /** Resolves with null at the deadline: what a page waits for, it waits for no longer. */
  const expired = idle(Math.max(0, deadline - performance.now())).then(() => null);
  const inTime = <T>(p: Promise<T>): Promise<T | null> => Promise.race([p, expired]);
  const problem = (who: string, what: string) => outcome.problems.push(`${who}: ${what}`);
  const identity = (k: number, role: string, session?: string): Identity => ({
    name: `s${plan.index}/${role}`,
    home: deps.home(deps.firstParticipant + k),
    ip: deps.ip(deps.firstParticipant + k),
    ...(session ? { session } : {}),
  });
  /** The chair's code read aloud, and the urn read out at the close (head code and ballots). */
  const readOut = new Signal<string>();
  const urn = new Signal<{ headCode: string; ballots: number }>();
  const done = new Signal<true>();
  // When the secretary's acts that send letters were sent, to time the letters' delivery.
  const mailed = { commission: new Signal<number>(), polls: new Signal<number>() };
  const letter = async (email: string, kind: LetterKind) => {
    const l = await deps.letter(email, kind);
    void mailed[kind].get().then((sentAt) => outcome.letterMs[kind].push(l.at - sentAt));
    return l.token;
  };
  /** Runs a mutation until it answers, as a person taps again after a failure; null past the deadline. */
  const until = async <T>(
    id: Identity,
    run: () => Promise<Answer<T>>,
    accept: (a: Answer<T>) => boolean = ok,
  ): Promise<Answer<T> | null> => {
    for (let attempt = 1; !over(); attempt++) {
      const a = await run();
      if (accept(a)) return a;
      if (a.status !== 0) problem(id.name, `${codeOf(a)}: ${a.errors[0]?.message ?? a.status}`);
      await sleep(1000 + 500 * Math.min(attempt, 4));
    }
    return null;
  };

  // --- The secretary's defense page.
  const secretary = async () => {
    const id = identity(0, "secretary", plan.session);
    ledger.follow(id.name, sees.secretary);
    const page = await until(id, () => client.request(id, desk.defense, { id: String(plan.defenseId) }));
    if (!page) return;
    let opening = false;
    let stop = () => {};
    const first = new Signal<true>();
    stop = client.follow<{ secretarDefenseChanged: DefenseView }>(
      id,
      desk.defenseChanged,
      { id: String(plan.defenseId) },
      {
        next(data, at, fresh) {
          const d = data.secretarDefenseChanged;
          ledger.answer(id.name, defenseChanges(d), at, fresh);
          first.set(true);
          if (d.encryption?.electionId) outcome.electionId = d.encryption.electionId;
          if (!opening && d.encryption?.publicKey && d.resultPolls?.status === "DRAFT") {
            opening = true;
            void openVote(id);
          }
          if (d.resultPolls?.status === "CLOSED" && d.encryption?.headCode)
            urn.set({ headCode: d.encryption.headCode, ballots: d.resultPolls.voted });
          if (d.encryption?.tallied && !outcome.finished.secretary) {
            outcome.finished.secretary = true;
            done.set(true);
          }
        },
        error(message) {
          problem(id.name, `stream ended: ${message}`);
        },
      },
    );
    if (!(await inTime(first.get()))) return stop();
    const memberIds = plan.roll.map((m) => String(m.id));
    const roll = await until(id, () =>
      client.request(id, desk.setRoll, { defenseId: String(plan.defenseId), memberIds }),
    );
    if (roll) {
      ledger.commit("roll", roll.at);
      // The roll's letters carry the members' links (issue 36: their devices register the voting
      // keys before the vote opens); the opening mails only those still without a key.
      mailed.polls.set(roll.sentAt);
    }
    await electCommission(id);
    await inTime(done.get());
    await sleep(moment(deps.pace.linger));
    ledger.leave(id.name, performance.now(), over());
    stop();
  };
  /**
   * «Избрать»: tapped again after a failure only if the page does not show the commission elected
   * already. An attempt whose answer was lost (its instance killed after the commit) went
   * through, and electing the same commission again starts its key ceremony over (a new manifest:
   * set-counting-commission.service.ts); the secretary looks at the page before tapping again.
   */
  const electCommission = async (id: Identity) => {
    const memberIds = plan.commission.map((m) => String(m.id));
    for (let attempt = 1; !over(); attempt++) {
      const a = await client.request<Record<string, unknown>>(id, desk.setCommission, {
        defenseId: String(plan.defenseId),
        memberIds,
      });
      if (ok(a)) {
        ledger.commit("commission", a.at);
        mailed.commission.set(a.sentAt);
        return;
      }
      if (a.status !== 0) problem(id.name, `${codeOf(a)}: ${a.errors[0]?.message ?? a.status}`);
      await sleep(1000 + 500 * Math.min(attempt, 4));
      const page = await until(id, () =>
        client.request<{ secretarDefense: { commission: { id: string }[] } | null }>(id, desk.defense, {
          id: String(plan.defenseId),
        }),
      );
      if (page && electedAlready(page.data?.secretarDefense?.commission ?? [], memberIds)) {
        // Elected by the attempt whose answer was lost: its letters were sent from its request.
        outcome.electedUnanswered = true;
        mailed.commission.set(a.sentAt);
        return;
      }
    }
  };
  const openVote = async (id: Identity) => {
    await sleep(moment(deps.pace.openVote));
    // Each member said aloud that the code matched: the secretary records it, seat by seat.
    for (const m of plan.commission)
      await until(id, () =>
        client.request(id, desk.recordSpoken, {
          defenseId: String(plan.defenseId),
          memberId: String(m.id),
        }),
      );
    const opened = await until(
      id,
      () =>
        client.request(id, desk.sendInvites, {
          defenseId: String(plan.defenseId),
          memberIds: plan.roll.map((m) => String(m.id)),
          deadline: null,
          sittingDate: plan.sittingDate,
        }),
      // Already open: an earlier attempt went through and its answer was lost.
      (a) => ok(a) || (codeOf(a) === "CONFLICT" && /открыт/i.test(messageOf(a))),
    );
    if (opened) {
      if (ok(opened)) ledger.commit("open", opened.at);
      outcome.openedAt = opened.at;
    }
  };

  // --- A commission member's device (commission/useCommissionDevice.ts).
  const device = async (k: number) => {
    const member = plan.commission[k] as { id: number; email: string };
    const seat = k + 1;
    const id = identity(1 + k, `device${seat}`);
    ledger.follow(id.name, sees.device(seat));
    const token = await inTime(letter(member.email, "commission"));
    if (!token) return problem(id.name, "no letter by the deadline");
    await sleep(moment(deps.pace.openLink));
    // Kept per election, as the page keeps them in localStorage (commission/device.ts): a
    // ceremony started over (a new manifest, a new election id) finds none and joins afresh.
    const kept = new DeviceSecrets();
    let confirmed: MemberConfirmations = {};
    let latest: TaskView | null = null;
    let dirty = false;
    let stale = false;
    let stepping = false;
    let stopped = false;
    let resume: (() => void) | null = null;
    let lastStep: TrusteeStep | null = null;
    let asked = { code: "", head: "" };
    const nudge = () => {
      dirty = true;
      const r = resume;
      resume = null;
      r?.();
    };
    const stop = client.follow<{ commissionTaskChanged: TaskView }>(
      id,
      commission.taskChanged,
      { token },
      {
        next(data, at, fresh) {
          const task = data.commissionTaskChanged;
          ledger.answer(id.name, taskChanges(task), at, fresh);
          latest = task;
          if (stepping) stale = true;
          nudge();
        },
        error(message, code) {
          problem(id.name, `stream ended (${code}): ${message}`);
          stopped = true;
          resume?.();
        },
      },
    );
    const fetchRecord = async (electionId: string): Promise<ElectionRecord | null> => {
      const a = await client.request<{ electionRecord: ElectionRecord | null }>(id, commission.record, {
        electionId,
      });
      if (!ok(a)) throw new Error(`record: ${codeOf(a)}`);
      return a.data.electionRecord;
    };
    const send = async (step: TrusteeStep): Promise<Answer<Record<string, TaskView>> | null> => {
      const t = token;
      switch (step.kind) {
        case "register":
          return client.request(id, commission.register, {
            token: t,
            publicKey: step.post.deviceKey,
            nonceCommitment: step.post.nonceCommitment,
            proof: step.post.proof,
          });
        case "deal":
          return client.request(id, commission.deal, { token: t, dealing: step.post });
        case "confirm":
          return client.request(id, commission.confirm, {
            token: t,
            verificationKey: step.post.verificationKey,
            nonce: step.post.nonce,
          });
        case "sign":
          return client.request(id, commission.sign, { token: t, signature: step.post });
        case "decrypt":
          return client.request(id, commission.decrypt, {
            token: t,
            factor: step.post.factor,
            proof: step.post.proof,
          });
        default:
          return null;
      }
    };
    /** One step on `task` (commission/device.ts `advance`). */
    const advance = async (task: TaskView): Promise<{ task: TaskView; step: TrusteeStep }> => {
      const record = task.status === "CLOSED" ? await fetchRecord(task.electionId) : null;
      if (!task.ceremony) return { task, step: { kind: "wait", for: "keys" } };
      const view = { seat: task.seat, status: task.status, ceremony: task.ceremony, record };
      const step = await crypto.step(plan.index, view, kept.read(task.electionId), confirmed);
      if (step.kind === "erase") kept.write(task.electionId, step.secrets);
      else if ("secrets" in step && step.secrets !== undefined) kept.write(task.electionId, step.secrets);
      const answer = await send(step);
      if (!answer) return { task, step };
      if (!ok(answer)) throw new Error(`${step.kind}: ${codeOf(answer)} ${answer.errors[0]?.message ?? ""}`);
      const next = Object.values(answer.data)[0] as TaskView;
      ledger.commit(`seat:${seat}:${step.kind}`, answer.at);
      if (step.kind === "decrypt" && next.tallied) {
        ledger.commit("tallied", answer.at);
        outcome.talliedAt = answer.at;
      }
      return { task: next, step };
    };
    /** What the member does with a question on the screen. */
    const answerQuestion = (step: TrusteeStep) => {
      if (step.kind === "ask-code" && asked.code !== step.fingerprint) {
        asked = { ...asked, code: step.fingerprint };
        void (async () => {
          if (seat === 1) {
            await sleep(moment(deps.pace.readCode));
            readOut.set(step.code);
          }
          const code = await inTime(readOut.get());
          if (code === null) return;
          await sleep(moment(deps.pace.compareCode));
          if (code !== step.code) return problem(id.name, "the code differs from the one read out");
          confirmed = { ...confirmed, fingerprint: step.fingerprint };
          nudge();
        })();
      }
      // The third member is absent at the close: two of three open the urn.
      if (step.kind === "ask-urn" && seat <= 2 && asked.head !== step.head) {
        asked = { ...asked, head: step.head };
        void (async () => {
          const announced = await inTime(urn.get());
          if (announced === null) return;
          await sleep(moment(deps.pace.compareUrn));
          if (announced.headCode !== step.headCode || announced.ballots !== step.ballots)
            return problem(id.name, "the urn differs from the one read out");
          confirmed = { ...confirmed, urn: { head: step.head, ballots: step.ballots } };
          nudge();
        })();
      }
    };
    while (!stopped && !over()) {
      if (!dirty) {
        await inTime(new Promise<void>((r) => (resume = r)));
        continue;
      }
      dirty = false;
      try {
        let task = latest as TaskView | null;
        if (stale || !task) {
          stale = false;
          const a = await client.request<{ commissionTask: TaskView }>(id, commission.task, { token });
          if (!ok(a)) throw new Error(`task: ${codeOf(a)}`);
          task = a.data.commissionTask;
        }
        stepping = true;
        let result: { task: TaskView; step: TrusteeStep };
        try {
          result = await advance(task);
        } finally {
          stepping = false;
        }
        latest = result.task;
        lastStep = result.step;
        if (result.step.kind === "alarm") {
          problem(id.name, `alarm: ${result.step.problems.join("; ")}`);
          break;
        }
        answerQuestion(result.step);
        if (result.task.tallied && (result.step.kind === "done" || result.step.kind === "erase")) {
          outcome.finished.devices++;
          break;
        }
        if (posted(result.step) || stale) dirty = true;
      } catch (err) {
        // The server refused the step or was unreachable: again after 2 s on the task read afresh.
        if (!/NETWORK/.test(String(err))) problem(id.name, String(err));
        stale = true;
        setTimeout(nudge, 2000);
      }
    }
    if (!stopped && lastStep?.kind !== "done" && lastStep?.kind !== "erase" && !over())
      problem(id.name, `stopped at ${lastStep?.kind}`);
    await sleep(moment(deps.pace.linger));
    ledger.leave(id.name, performance.now(), over());
    stop();
  };

  // --- A member's ballot (poll/PollView.tsx, BallotForm.tsx, BallotRecord.tsx).
  const voter = async (k: number) => {
    const member = plan.roll[k] as { id: number; email: string };
    const choice = plan.choices[k] ?? "FOR";
    const id = identity(4 + k, `voter${k + 1}`);
    ledger.follow(id.name, sees.voter);
    const token = await inTime(letter(member.email, "polls"));
    if (!token) return problem(id.name, "no letter by the deadline");
    await sleep(moment(deps.pace.openBallot));
    const shown = await until(id, () =>
      client.request<{ poll: PollView | null }>(id, ballot.poll, { token }),
    );
    if (!shown?.data?.poll) return problem(id.name, "no ballot");
    let poll: PollView = shown.data.poll;
    const finished = new Signal<true>();
    // The ballot to seal: the vote opened with its sealed election (PollView.tsx waits for it).
    const opened = new Signal<true>();
    const ballotReady = (p: PollView) => {
      if (p.status === "OPEN" && p.election) opened.set(true);
    };
    ballotReady(poll);
    const stop = client.follow<{ pollChanged: PollView }>(
      id,
      ballot.pollChanged,
      { token },
      {
        next(data, at, fresh) {
          poll = data.pollChanged;
          ballotReady(poll);
          ledger.answer(id.name, pollChanges(poll), at, fresh);
          if (poll.counted) finished.set(true);
        },
        error(message, code) {
          problem(id.name, `stream ended (${code}): ${message}`);
        },
      },
    );
    // The page draws the member's voting credential and registers its public part (issue 36).
    const key = newCredential();
    const registered = await until(id, () =>
      client.request<{ registerVotingCredential: PollView }>(id, ballot.credential, {
        token,
        credential: key.publicKey,
        replace: false,
      }),
    );
    if (!registered?.data?.registerVotingCredential) return problem(id.name, "no voting key registered");
    if (!(await inTime(opened.get()))) {
      stop();
      return problem(id.name, "the vote did not open by the deadline");
    }
    // «Далее»: the election checked and the choice sealed on the phone; «Отправить» after a look.
    await sleep(moment(deps.pace.choose));
    const sealStarted = performance.now();
    const sealed = await crypto.seal(plan.index, poll.election, choice, key);
    const sealMs = performance.now() - sealStarted;
    if ("problems" in sealed) {
      problem(id.name, `the election did not check out: ${sealed.problems.join("; ")}`);
    } else {
      await sleep(moment(deps.pace.review));
      const questionId = poll.questions[0]?.id ?? "award";
      let attempts = 0;
      const firstTap = performance.now();
      const answer = await until(
        id,
        () => {
          attempts++;
          return client.request<{
            submitBallot: { accepted: boolean; tracker: string; position: number };
          }>(id, ballot.submit, { token, answers: [{ questionId, ballot: sealed.ballot }] });
        },
        // «Вы уже проголосовали»: an earlier attempt went through and its answer was lost.
        (a) => ok(a) || (attempts > 1 && codeOf(a) === "CONFLICT" && /проголосовали/.test(messageOf(a))),
      );
      if (answer) {
        const receipt = ok(answer) ? answer.data.submitBallot : null;
        if (receipt && receipt.tracker !== sealed.tracker) problem(id.name, "the receipt's tracker differs");
        outcome.ballots.push({
          voter: k,
          choice,
          tracker: sealed.tracker,
          position: receipt?.position ?? null,
          submitMs: receipt ? answer.at - answer.sentAt : null,
          sealMs,
          at: answer.at,
          attempts,
          firstTapMs: answer.at - firstTap,
        });
        if (receipt) ledger.commit(`ballot:${receipt.position}`, answer.at);
      } else outcome.unconfirmed.push({ voter: k, choice, tracker: sealed.tracker });
    }
    await inTime(finished.get());
    if (finished.value) outcome.finished.voters++;
    await sleep(moment(deps.pace.linger));
    ledger.leave(id.name, performance.now(), over());
    stop();
  };

  await Promise.all([
    secretary(),
    ...plan.commission.map((_, k) => device(k)),
    ...plan.roll.map((_, k) => voter(k)),
  ]);
  // The close: the last ballot's answer came after it (the whole roll voted).
  const last = Math.max(...outcome.ballots.map((b) => b.at));
  if (outcome.ballots.length === plan.roll.length && Number.isFinite(last)) ledger.commit("closed", last);
  return outcome;
}

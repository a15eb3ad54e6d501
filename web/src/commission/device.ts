import {
  type Dealing,
  deal,
  decodeScalar,
  electionPublicKey,
  encodePoint,
  G,
  newDeviceKey,
  openShare,
  type ProofPair,
  partialDecrypt,
  secretShare,
  sumBallots,
  verificationKey,
  verifyBallot,
} from "../../../shared/ballot/index.ts";
import { formatCount, plural } from "../lib/format.ts";
import type { CommissionTask, TaskRecord } from "./commission.api.ts";
import * as api from "./commission.api.ts";

/**
 * The commission member's device: what it keeps (its device key and its share of the poll's
 * key, in this browser's localStorage, one entry per election and seat, so three tabs of one
 * browser act as three devices), and its part of the key ceremony and of the opening of the
 * urn (shared/ballot; docs/RECORD.md «Key ceremony», «Tally»). {@link advance} does at most
 * one step per call from the task as the server now gives it; the page calls it every 2 s.
 *
 * The device never takes the server's word for what it checks: it opens each share against
 * its dealer's commitments (and reports a dealer whose share fails), checks the poll's key is
 * the sum of the commitments, and before decrypting recomputes the sum of the ballots itself,
 * after checking every ballot's proof and the number of ballots against the used invites.
 */

/** What the device keeps for one seat of one election. */
export interface DeviceSecrets {
  electionId: string;
  seat: number;
  /** The device key's secret (scalar, 64 hex): shares dealt to this seat are encrypted to it. */
  deviceSecret: string;
  /** Its public key (point, 64 hex), as registered on the server. */
  devicePublicKey: string;
  /** Its proof of possession, kept until the server has the key (a lost answer is re-sent). */
  deviceProof: ProofPair | null;
  /** This seat's share of the poll's secret key (scalar, 64 hex), once the ceremony confirmed it. */
  share: string | null;
}

/** The recovery file's format tag. */
const RECOVERY_FORMAT = "dissovet-commission-key/1";

const storageKey = (electionId: string, seat: number) => `dissovet:commission:${electionId}:${seat}`;

const HEX64 = /^[0-9a-f]{64}$/;

/** The device's secrets for `seat` of `electionId` in this browser, if any. */
export function readDevice(electionId: string, seat: number): DeviceSecrets | null {
  try {
    const raw = localStorage.getItem(storageKey(electionId, seat));
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<DeviceSecrets>;
    if (d.electionId !== electionId || d.seat !== seat) return null;
    if (typeof d.deviceSecret !== "string" || !HEX64.test(d.deviceSecret)) return null;
    if (typeof d.devicePublicKey !== "string" || !HEX64.test(d.devicePublicKey)) return null;
    return {
      electionId,
      seat,
      deviceSecret: d.deviceSecret,
      devicePublicKey: d.devicePublicKey,
      deviceProof: d.deviceProof ?? null,
      share: typeof d.share === "string" && HEX64.test(d.share) ? d.share : null,
    };
  } catch {
    return null;
  }
}

/** The browser would not keep the device's secrets; the message is Russian, for the page. */
export class DeviceStorageError extends Error {
  override name = "DeviceStorageError";
}

/**
 * Keeps the device's secrets in this browser.
 * @throws {DeviceStorageError} when the browser does not let the page store them (private mode, full)
 */
export function writeDevice(device: DeviceSecrets): void {
  try {
    localStorage.setItem(storageKey(device.electionId, device.seat), JSON.stringify(device));
  } catch {
    throw new DeviceStorageError(
      "Браузер не дает сохранить ключ на этом устройстве (например, в режиме инкогнито). Откройте ссылку в обычном окне браузера.",
    );
  }
}

/** g^x for a scalar (64 hex): a device's public key from its secret, a verification key from a share. */
function publicOf(secret: string): string | null {
  const x = decodeScalar(secret);
  return x === null || x === 0n ? null : encodePoint(G.multiply(x));
}

/** The recovery file of a device: what it takes to open the urn from another device. */
export function recoveryFile(device: DeviceSecrets) {
  return {
    format: RECOVERY_FORMAT,
    electionId: device.electionId,
    seat: device.seat,
    deviceSecret: device.deviceSecret,
    share: device.share,
  };
}

/**
 * Reads a recovery file for the member's seat of the task's election, checked against what
 * the server knows (the device key registered for the seat; the verification key the dealings
 * give, once there are all of them).
 * @returns the device's secrets, or a Russian reason the file does not fit
 */
export function readRecoveryFile(text: string, task: CommissionTask): DeviceSecrets | string {
  let file: Record<string, unknown>;
  try {
    file = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return "Это не файл резервной копии ключа: его не удалось прочитать.";
  }
  if (file?.format !== RECOVERY_FORMAT || typeof file.deviceSecret !== "string")
    return "Это не файл резервной копии ключа Диссовета.";
  if (file.electionId !== task.electionId)
    return "Эта резервная копия относится к другому голосованию или к прежней попытке сформировать ключ.";
  if (file.seat !== task.seat)
    return `Эта резервная копия относится к другому месту в комиссии (место ${String(file.seat)}, а ваше — ${task.seat}).`;
  const devicePublicKey = publicOf(file.deviceSecret);
  if (!devicePublicKey) return "Ключ в файле поврежден.";
  const registered = task.deviceKeys[task.seat - 1];
  if (registered && registered !== devicePublicKey)
    return "Ключ из файла не совпадает с ключом устройства, подключенного к вашему месту в комиссии.";
  let share = typeof file.share === "string" ? file.share : null;
  if (share !== null) {
    const dealings = completeDealings(task);
    if (!publicOf(share)) return "Часть ключа в файле повреждена.";
    if (
      dealings &&
      publicOf(share) !==
        verificationKey(
          dealings.map((d) => d.commitments),
          task.seat,
        )
    )
      return "Часть ключа в файле не совпадает с ключом комиссии.";
  } else share = null;
  return {
    electionId: task.electionId,
    seat: task.seat,
    deviceSecret: file.deviceSecret,
    devicePublicKey,
    deviceProof: null,
    share,
  };
}

/** Why the device cannot go on by itself; the page says what to do. */
export type Blocker =
  /** The server has a device key for this seat, this browser has not its secret. */
  | { kind: "noDeviceKey" }
  /** After close: no share of the key here, and it cannot be rebuilt. */
  | { kind: "noShare" }
  /** The poll's key on the server is not the sum of the commission's commitments. */
  | { kind: "keyMismatch" }
  /** The election record failed the device's checks: it will not decrypt. */
  | { kind: "recordRefused"; problems: string[] }
  /** The ceremony was started after the ballot opened, or the task makes no sense. */
  | { kind: "stuck"; reason: string };

/** What the device did in one step. */
export type Action = "registered" | "dealt" | "confirmed" | "reported" | "decrypted";

/** The device's checks of the record before decrypting, and what it found. */
export interface RecordCheck {
  /** Ballots in the record. */
  ballots: number;
  /** Partial decryptions already in it. */
  partials: number;
  /** The count, once decrypted. */
  result: { for: number; against: number } | null;
}

/** The outcome of one {@link advance}. */
export interface Step {
  task: CommissionTask;
  device: DeviceSecrets | null;
  action: Action | null;
  /** The dealer's seat, when a share failed and was reported. */
  reportedSeat?: number;
  blocker: Blocker | null;
  record?: RecordCheck;
}

/**
 * Times a computation of the ceremony as a User Timing measure `dissovet:commission:<name>`
 * (read by the browser test to report the ceremony's cost on a phone).
 */
function timed<T>(name: string, run: () => T): T {
  const start = performance.now();
  try {
    return run();
  } finally {
    performance.measure(`dissovet:commission:${name}`, { start, end: performance.now() });
  }
}

type TaskDealing = NonNullable<CommissionTask["dealings"][number]>;

/** The dealings of every seat, in seat order, once all are in; null before. */
function completeDealings(task: CommissionTask): TaskDealing[] | null {
  const dealings = task.dealings;
  if (dealings.length !== task.trustees || dealings.some((d) => !d)) return null;
  return dealings as TaskDealing[];
}

/** A dealing as the recipient sees it, in the shape shared/ballot opens: only this seat's share. */
const asDealing = (d: TaskDealing): Dealing => ({
  commitments: d.commitments,
  proof: d.proof,
  shares: [d.share],
});

/**
 * Opens every share dealt to this seat and sums them into its share of the poll's key.
 * @returns the share (64 hex), or the seat of the first dealer whose share failed
 */
function openShares(
  task: CommissionTask,
  device: DeviceSecrets,
  dealings: TaskDealing[],
): string | { bad: number } {
  const values: bigint[] = [];
  for (const d of dealings) {
    const value = openShare(task.electionId, d.seat, task.seat, device.deviceSecret, asDealing(d));
    if (value === null) return { bad: d.seat };
    values.push(value);
  }
  return secretShare(values);
}

const ballotsWord = (n: number) => `${formatCount(n)} ${plural(n, "бюллетень", "бюллетеня", "бюллетеней")}`;

/**
 * The device's checks of the record before it decrypts (the issue's «never trust the sum the
 * server sends»): the record is this election's with this key and these commitments; every
 * ballot's proof holds; no ballot is there twice; there are as many ballots as used invites;
 * and the sum the device computes is the one the server published.
 * @returns the sum to decrypt, or the problems found (Russian)
 */
export function checkRecord(
  task: CommissionTask,
  dealings: TaskDealing[],
  record: TaskRecord,
): { tally: { alpha: string; beta: string } } | { problems: string[] } {
  const problems: string[] = [];
  if (record.election.id !== task.electionId) problems.push("Запись относится к другому голосованию.");
  if (record.publicKey !== task.publicKey)
    problems.push("Ключ голосования в записи не совпадает с ключом, который сформировала комиссия.");
  for (const d of dealings) {
    const trustee = record.trustees.find((t) => t.seat === d.seat);
    if (!trustee || trustee.commitments.join() !== d.commitments.join())
      problems.push(
        `Обязательства члена комиссии на месте ${d.seat} в записи не те, что получило устройство.`,
      );
  }
  const ctx = { electionId: task.electionId, publicKey: task.publicKey ?? "" };
  const invalid = record.ballots.filter((b) => !verifyBallot(ctx, b)).length;
  if (invalid > 0)
    problems.push(
      `Доказательство не сходится у ${formatCount(invalid)} ${plural(invalid, "бюллетеня", "бюллетеней", "бюллетеней")}.`,
    );
  const alphas = new Set(record.ballots.map((b) => b.alpha));
  if (alphas.size !== record.ballots.length) problems.push("Один и тот же бюллетень записан дважды.");
  if (record.ballots.length !== record.usedInvites)
    problems.push(
      `В записи ${ballotsWord(record.ballots.length)}, а приглашений использовано ${formatCount(record.usedInvites)}.`,
    );
  if (problems.length > 0) return { problems };
  const tally = sumBallots(record.ballots.map((b) => ({ alpha: b.alpha, beta: b.beta })));
  if (record.tally && (record.tally.alpha !== tally.alpha || record.tally.beta !== tally.beta))
    return {
      problems: [
        "Сумма бюллетеней, которую прислал сервер, не совпадает с суммой, вычисленной этим устройством.",
      ],
    };
  return { tally };
}

/** The last record checked and what the check found: a refused record is not checked again every 2 s. */
let lastCheck: { record: string; result: ReturnType<typeof checkRecord> } | null = null;

/** {@link checkRecord}, remembered for the same record (timed as `check-record` when it runs). */
function checkOnce(task: CommissionTask, dealings: TaskDealing[], record: TaskRecord) {
  const key = `${task.electionId}:${task.seat}:${JSON.stringify(record)}`;
  if (lastCheck?.record !== key)
    lastCheck = { record: key, result: timed("check-record", () => checkRecord(task, dealings, record)) };
  return lastCheck.result;
}

/** A summary of the record for the page. */
const summary = (record: TaskRecord): RecordCheck => ({
  ballots: record.ballots.length,
  partials: record.partialDecryptions.length,
  result: record.result ?? null,
});

/**
 * One step of the device from `task` (fetched just now): registers the device key, deals,
 * opens and confirms its share, or after close checks the record and posts its partial
 * decryption — whichever is due — and returns the task as the server answered. Nothing to do
 * is a step without an action. Runs under the seat's lock (see useCommissionDevice).
 * @throws {import("../lib/request.ts").RequestError} when the server refuses a step or is unreachable
 */
export async function advance(token: string, task: CommissionTask): Promise<Step> {
  const { electionId, seat } = task;
  let device = readDevice(electionId, seat);
  const done = (blocker: Blocker | null = null, extra: Partial<Step> = {}): Step => ({
    task,
    device,
    action: null,
    blocker,
    ...extra,
  });
  if (task.status === "ANNULLED") return done();
  // Nothing left for this device after close once its part is in (or the count is): it only
  // follows the record, whatever this browser holds.
  if (task.status === "CLOSED" && (task.decrypted || task.tallied)) {
    const record = await api.fetchTaskRecord(token);
    return done(null, record ? { record: summary(record) } : {});
  }

  // (a) This seat's device key.
  const registered = task.deviceKeys[seat - 1];
  if (!registered) {
    if (task.status !== "DRAFT")
      return done({
        kind: "stuck",
        reason: "Голосование уже открыто, а ключ комиссии так и не был сформирован.",
      });
    let proof = device?.deviceProof;
    if (!device || !proof) {
      const key = timed("device-key", () => newDeviceKey(electionId, seat));
      proof = key.proof;
      device = {
        electionId,
        seat,
        deviceSecret: key.secret,
        devicePublicKey: key.publicKey,
        deviceProof: proof,
        share: null,
      };
      // Kept before it is sent: a lost answer must not leave the server with a key nobody holds.
      writeDevice(device);
    }
    const next = await api.registerDevice(token, device.devicePublicKey, proof);
    return { task: next, device, action: "registered", blocker: null };
  }
  if (!device || device.devicePublicKey !== registered) return done({ kind: "noDeviceKey" });

  // (b) This seat's dealing, once every device is registered.
  const keys = task.deviceKeys;
  if (keys.length === task.trustees && keys.every(Boolean) && !task.dealings[seat - 1]) {
    if (task.status !== "DRAFT")
      return done({
        kind: "stuck",
        reason: "Голосование уже открыто, а ключ комиссии так и не был сформирован.",
      });
    const dealing = timed("deal", () => deal(electionId, seat, task.threshold, keys as string[]));
    const next = await api.submitDealing(token, dealing);
    return { task: next, device, action: "dealt", blocker: null };
  }

  // (c) Open the shares dealt to this seat, check them, confirm.
  const dealings = completeDealings(task);
  if (dealings && !task.confirmed.includes(seat)) {
    const opened = timed("open-shares", () => openShares(task, device as DeviceSecrets, dealings));
    if (typeof opened !== "string") {
      const next = await api.reportDealing(token, opened.bad);
      return { task: next, device, action: "reported", reportedSeat: opened.bad, blocker: null };
    }
    const vk = timed("verification-key", () =>
      verificationKey(
        dealings.map((d) => d.commitments),
        seat,
      ),
    );
    if (publicOf(opened) !== vk)
      return done({ kind: "stuck", reason: "Часть ключа не сходится с обязательствами комиссии." });
    device = { ...device, deviceProof: null, share: opened };
    writeDevice(device);
    const next = await api.confirmKeyShare(token, vk);
    return { task: next, device, action: "confirmed", blocker: null };
  }

  // The poll's key must be the sum of the commission's commitments.
  if (task.publicKey && dealings) {
    if (electionPublicKey(dealings.map((d) => d.commitments)) !== task.publicKey)
      return done({ kind: "keyMismatch" });
  }

  if (task.status !== "CLOSED" || !dealings) return done();

  // (d) After close: check the record, decrypt this seat's part of the sum.
  let share = device.share;
  if (!share) {
    // Confirmed elsewhere or forgotten here: the device key rebuilds it from the dealings.
    const opened = openShares(task, device, dealings);
    if (
      typeof opened !== "string" ||
      publicOf(opened) !==
        verificationKey(
          dealings.map((d) => d.commitments),
          seat,
        )
    )
      return done({ kind: "noShare" });
    share = opened;
    device = { ...device, share };
    writeDevice(device);
  }
  const record = await api.fetchTaskRecord(token);
  if (!record) return done();
  const checked = checkOnce(task, dealings, record);
  if ("problems" in checked)
    return done({ kind: "recordRefused", problems: checked.problems }, { record: summary(record) });
  const mine = share;
  const partial = timed("partial-decrypt", () => partialDecrypt(electionId, seat, mine, checked.tally));
  const next = await api.submitPartialDecryption(token, partial.factor, partial.proof);
  return {
    task: next,
    device,
    action: "decrypted",
    blocker: null,
    record: { ...summary(record), partials: record.partialDecryptions.length + 1 },
  };
}

import {
  type CeremonyView,
  type ElectionRecord,
  type MemberConfirmations,
  restoredSecrets,
  stopDevice,
  type TrusteeSecrets,
  type TrusteeStep,
  trusteeStep,
} from "../../../shared/ballot/index.ts";
import type { ElectionRecord_FileFragment } from "../__generated__/fetch/record/graphql";
import type { CommissionTask } from "./commission.api.ts";
import * as api from "./commission.api.ts";

/**
 * The commission member's device in the browser: it keeps what the protocol's device keeps
 * (shared/ballot/trustee.ts `TrusteeSecrets`: its key, nonce, dealing nonces, its share of the
 * election key, the fingerprint it signed and the one urn it decrypted) in this browser's
 * localStorage, one entry per election and seat (three tabs of one browser act as three
 * devices), takes the step `trusteeStep` decides from the task the server relays, keeps the
 * secrets before it posts, and posts. Everything the device checks is checked in
 * shared/ballot; this module only stores and sends.
 */

const storageKey = (electionId: string, seat: number) => `dissovet:commission:${electionId}:${seat}`;

/** The device's secrets for `seat` of `electionId` in this browser, if any (a malformed entry is none). */
export function readSecrets(electionId: string, seat: number): TrusteeSecrets | null {
  try {
    const raw = localStorage.getItem(storageKey(electionId, seat));
    if (!raw) return null;
    const s = JSON.parse(raw) as TrusteeSecrets;
    return s && s.seat === seat && typeof s.base === "string" && typeof s.deviceKey === "string" ? s : null;
  } catch {
    return null;
  }
}

/** The browser would not keep the device's secrets; the message is Russian, for the page. */
export class DeviceStorageError extends Error {
  override name = "DeviceStorageError";
}

/**
 * Keeps (or, with null, forgets) the device's secrets in this browser.
 * @throws {DeviceStorageError} when the browser does not let the page store them (private mode, full)
 */
function writeSecrets(electionId: string, seat: number, secrets: TrusteeSecrets | null): void {
  try {
    if (secrets) localStorage.setItem(storageKey(electionId, seat), JSON.stringify(secrets));
    else localStorage.removeItem(storageKey(electionId, seat));
  } catch {
    throw new DeviceStorageError(
      "Браузер не дает сохранить ключ на этом устройстве (например, в режиме инкогнито). Откройте ссылку в обычном окне браузера.",
    );
  }
}

/**
 * Stops this browser's device for `seat` of `electionId` for good: its member said at the
 * sitting that the election code (`code`) or the urn (`urn`) differs (shared/ballot `stopDevice`;
 * the key is erased, the stop kept in this browser). Nothing to stop without secrets.
 * @throws {DeviceStorageError} when the browser will not keep it
 */
export function stopSecrets(electionId: string, seat: number, reason: "code" | "urn"): void {
  const secrets = readSecrets(electionId, seat);
  if (secrets) writeSecrets(electionId, seat, stopDevice(secrets, reason));
}

/**
 * Keeps a backup's secrets for `seat` of `electionId`, merged with what this browser remembers of
 * the election (shared/ballot `restoredSecrets`: marked restored, so the urn's code is typed;
 * the urn shown or decrypted and a stop are kept).
 * @throws {DeviceStorageError} when the browser will not keep them
 */
export function restoreSecrets(electionId: string, seat: number, file: TrusteeSecrets): void {
  writeSecrets(electionId, seat, restoredSecrets(file, readSecrets(electionId, seat)));
}

/** The ceremony of a task in shared/ballot's shape (the task's fragment selects exactly its fields). */
export const ceremonyOf = (task: CommissionTask): CeremonyView | null =>
  (task.ceremony as CeremonyView | null | undefined) ?? null;

/** The record as the device checks it (the fragment selects exactly the record's fields). */
const recordOf = (r: ElectionRecord_FileFragment | null): ElectionRecord | null => r as ElectionRecord | null;

/**
 * Times a computation of the device as a User Timing measure `dissovet:commission:<name>`
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

/** The outcome of one {@link advance}: the step the device took (or is waiting on), and the task after it. */
interface Advance {
  task: CommissionTask;
  step: TrusteeStep;
  /** The public record the step was decided on, after the close. */
  record: ElectionRecord | null;
}

/** Whether a step sent something to the server (so the next one should follow at once). */
export const posted = (step: TrusteeStep) =>
  ["register", "deal", "confirm", "complain", "answer", "sign", "decrypt"].includes(step.kind);

/**
 * One step of the device from `task` (fetched just now): asks shared/ballot's `trusteeStep`
 * what to do with this browser's secrets and what the member confirmed, keeps the secrets it
 * returns, then posts. Runs under the seat's lock (see useCommissionDevice).
 * @throws {import("../lib/request.ts").RequestError} when the server refuses a step or is unreachable
 * @throws {DeviceStorageError} when the browser will not keep the secrets (nothing is posted then)
 */
export async function advance(
  token: string,
  task: CommissionTask,
  confirmed: MemberConfirmations,
): Promise<Advance> {
  const ceremony = ceremonyOf(task);
  const record = task.status === "CLOSED" ? recordOf(await api.fetchRecord(task.electionId)) : null;
  if (!ceremony) return { task, record, step: { kind: "wait", for: "keys" } };
  const secrets = readSecrets(task.electionId, task.seat);
  const step = timed(`step`, () =>
    trusteeStep({ seat: task.seat, status: task.status, ceremony, record }, secrets, confirmed),
  );
  if (step.kind === "erase") writeSecrets(task.electionId, task.seat, step.secrets);
  else if ("secrets" in step && step.secrets !== undefined)
    writeSecrets(task.electionId, task.seat, step.secrets);
  const next = await send(token, step);
  return { task: next ?? task, record, step };
}

/** Posts what a step sends; null for a step that sends nothing. */
async function send(token: string, step: TrusteeStep): Promise<CommissionTask | null> {
  switch (step.kind) {
    case "register":
      return api.registerDevice(token, step.post.deviceKey, step.post.nonceCommitment, step.post.proof);
    case "deal":
      return api.submitDealing(token, step.post);
    case "confirm":
      return api.confirmKeyShare(token, step.post.verificationKey, step.post.nonce);
    case "complain":
      return api.fileComplaint(token, step.post.dealer, step.post.signature);
    case "answer":
      return api.answerComplaints(token, step.post);
    case "sign":
      return api.signElection(token, step.post);
    case "decrypt":
      return api.submitPartialDecryption(token, step.post.factor, step.post.proof);
    default:
      return null;
  }
}

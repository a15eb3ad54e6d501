/**
 * Test support (not part of the public API): the commission's devices driven through trustee.ts
 * `trusteeStep`, an honest in-memory relay that stores what they post in a `CeremonyView`, the
 * voters' browsers, and the sitting at which the codes are read aloud. The attack tests
 * (attacks.test.ts) build their lying relays from the same pieces, so the devices under attack
 * run exactly the code the honest tests run.
 */

import { assessCeremony, type CeremonyView, type SeatPost } from "./ceremony.ts";
import {
  type CastBallot,
  type FoundConfirmation,
  signBallot,
  type VotingCredential,
  verifyBallotSignature,
  verifyFound,
} from "./credential.ts";
import { combinePartials, type PartialDecryption, verifyPartial } from "./decrypt.ts";
import { type Dealing, verificationKey } from "./dkg.ts";
import { ballotTracker, type Ciphertext, encryptVote, sumBallots, verifyBallot } from "./elgamal.ts";
import type { Rand } from "./group.ts";
import { digestJson, type Manifest, shortCode } from "./manifest.ts";
import { type ElectionRecord, RECORD_FORMAT } from "./record.ts";
import {
  type MemberConfirmations,
  type PollStage,
  stopDevice,
  type TrusteeSecrets,
  type TrusteeStep,
  type TrusteeView,
  trusteeStep,
} from "./trustee.ts";
import { type UrnReceipt, urnHeads } from "./urn.ts";

/** What sits between the devices and everything else: honest here, lying in attacks.test.ts. */
export type Relay = {
  /** What the device of `seat` is shown (a fresh copy each time). */
  view(seat: number): TrusteeView;
  /** Receives what the device of `seat` posts with `step` (steps without a post are ignored). */
  post(seat: number, step: TrusteeStep): void;
  /** The relay's own moves, once per round before the devices step (a lying relay's devices). */
  tick?(): void;
};

/** The sitting of the council, as far as the devices' members are concerned. */
export type Sitting = {
  /** The election code the chair reads aloud: seat 1's code, the first time its device asks. */
  code: string | null;
  /** What each commission member said aloud of the code, by seat: the secretary records «совпал». */
  said: Record<number, "совпал" | "другой">;
  /**
   * The urn at the close: its code as the chair reads it from their device, and the turnout the
   * secretary announces (its number of ballots). Null until read out.
   */
  urn: { headCode: string; ballots: number } | null;
  /**
   * Whether a voter told the hall, when asked before the commission decrypts, that their page
   * disagrees (another urn code, or their ballot not in the urn): then nobody confirms the urn.
   */
  disagreement: boolean;
};

/** A commission member's device and what its member confirmed on it. */
export type Device = {
  seat: number;
  secrets: TrusteeSecrets | null;
  confirmed: MemberConfirmations;
  /** Every step the device returned, in order. */
  steps: TrusteeStep[];
};

/** A device that has not started yet. */
export function newDevice(seat: number): Device {
  return { seat, secrets: null, confirmed: {}, steps: [] };
}

/** A sitting before anything was read aloud. */
export function newSitting(): Sitting {
  return { code: null, said: {}, urn: null, disagreement: false };
}

/**
 * Whether the secretary may open the vote: every one of the `n` members said aloud that the code
 * matched (docs/SECURITY.md, «Ballot secrecy and the count»: the desk records each «совпал»).
 */
export function everyMemberSaidMatch(sitting: Sitting, n: number): boolean {
  return Array.from({ length: n }, (_, i) => sitting.said[i + 1]).every((w) => w === "совпал");
}

/** A seat that has posted nothing. */
export function emptySeat(seat: number): SeatPost {
  return {
    seat,
    deviceKey: null,
    nonceCommitment: null,
    deviceProof: null,
    dealing: null,
    verificationKey: null,
    nonce: null,
    signature: null,
    complaint: null,
    reveals: [],
  };
}

/** The ceremony of `manifest` before any device has posted. */
export function emptyCeremony(manifest: Manifest): CeremonyView {
  return { manifest, seats: manifest.commission.map((_, i) => emptySeat(i + 1)), publicKey: null };
}

/**
 * Stores what `step` posts into seat `seat` of `ceremony`, as an honest server does, and sets the
 * stated election key to Σ C_{i,0} once every dealing verifies. Mutates `ceremony`. `decrypt`
 * steps are not ceremony posts (see {@link HonestRelay.post}).
 * @returns whether the step posted anything to the ceremony
 */
export function applyPost(ceremony: CeremonyView, seat: number, step: TrusteeStep): boolean {
  const s = ceremony.seats[seat - 1];
  if (!s) throw new Error(`no seat ${seat}`);
  switch (step.kind) {
    case "register":
      Object.assign(s, {
        deviceKey: step.post.deviceKey,
        nonceCommitment: step.post.nonceCommitment,
        deviceProof: step.post.proof,
      });
      break;
    case "deal":
      s.dealing = step.post;
      break;
    case "confirm":
      Object.assign(s, { verificationKey: step.post.verificationKey, nonce: step.post.nonce });
      break;
    case "complain":
      s.complaint = step.post;
      break;
    case "answer":
      s.reveals.push(...step.post);
      break;
    case "sign":
      s.signature = step.post;
      break;
    default:
      return false;
  }
  ceremony.publicKey = assessCeremony({ ...ceremony, publicKey: null }).publicKey;
  return true;
}

/** An urn as a relay keeps it: the cast ballots, the roll's marks and, optionally, the credentials' and voters' additions. */
export type RelayUrn = {
  ballots: CastBallot[];
  voted: boolean[];
  lateCredentials?: string[];
  revokedCredentials?: string[];
  confirmations?: FoundConfirmation[];
  spoiled?: ElectionRecord["spoiled"];
};

/**
 * The public record of an election as a relay builds it from a ceremony (which must be
 * complete), an urn and the roll's marks; `count`, after the close: the tally, the partial
 * decryptions and the result. @throws Error when the ceremony is not complete
 */
export function buildRecord(
  ceremony: CeremonyView,
  urn: RelayUrn,
  count: { tally: Ciphertext; partials: PartialDecryption[]; result: ElectionRecord["result"] } | null,
): ElectionRecord {
  const state = assessCeremony(ceremony);
  if (!state.complete || !state.fingerprint || !state.publicKey)
    throw new Error("the ceremony is not complete");
  const head = urnHeads(state.fingerprint, urn.ballots).at(-1) as string;
  return {
    format: RECORD_FORMAT,
    manifest: ceremony.manifest,
    ceremony: ceremony.seats.map((s) => ({
      seat: s.seat,
      deviceKey: s.deviceKey as string,
      nonceCommitment: s.nonceCommitment as string,
      deviceProof: s.deviceProof as ElectionRecord["ceremony"][number]["deviceProof"],
      dealing: s.dealing as Dealing,
      verificationKey: s.verificationKey as string,
      nonce: s.nonce as string,
      signature: s.signature as ElectionRecord["ceremony"][number]["signature"],
    })),
    publicKey: state.publicKey,
    fingerprint: state.fingerprint,
    code: shortCode(state.fingerprint),
    lateCredentials: urn.lateCredentials ?? [],
    revokedCredentials: urn.revokedCredentials ?? [],
    ballots: urn.ballots,
    head,
    headCode: shortCode(head),
    voted: urn.voted,
    spoiled: urn.spoiled ?? [],
    tally: count?.tally ?? null,
    confirmations: urn.confirmations ?? [],
    partialDecryptions: count?.partials ?? [],
    result: count?.result ?? null,
  };
}

/**
 * An honest server: it stores every post in one {@link CeremonyView}, shows every device the
 * same view, accepts a ballot only with a valid proof and a valid signature by a credential of
 * the manifest not used yet, and only once per roll entry, appends it to the one urn, and
 * after the close publishes the record, keeps the voters' confirmations that verify, accepts
 * partial decryptions that verify, and combines them once it has t.
 */
export class HonestRelay implements Relay {
  ceremony: CeremonyView;
  status: PollStage = "DRAFT";
  ballots: CastBallot[] = [];
  voted: boolean[];
  confirmations: FoundConfirmation[] = [];
  partials: PartialDecryption[] = [];
  result: ElectionRecord["result"] = null;

  /** A relay for the ceremony of `manifest`, nothing posted yet. */
  constructor(manifest: Manifest) {
    this.ceremony = emptyCeremony(manifest);
    this.voted = manifest.roll.map(() => false);
  }

  /** The device's view: the ceremony, the poll's state and, once closed, the record. */
  view(seat: number): TrusteeView {
    return structuredClone({
      seat,
      status: this.status,
      ceremony: this.ceremony,
      record: this.status === "CLOSED" ? this.record() : null,
    });
  }

  /** Stores a ceremony post, or checks and keeps a partial decryption (then counts at t). */
  post(seat: number, step: TrusteeStep): void {
    if (step.kind !== "decrypt") {
      applyPost(this.ceremony, seat, step);
      return;
    }
    const record = this.record();
    const table = this.ceremony.seats.map((s) => (s.dealing as Dealing).commitments);
    const tally = record.tally as Ciphertext;
    const ctx = { fingerprint: record.fingerprint, head: record.head };
    if (step.post.seat !== seat || !verifyPartial(ctx, verificationKey(table, seat), tally, step.post))
      throw new Error(`seat ${seat}: a partial decryption that does not verify`);
    if (this.partials.some((p) => p.seat === seat)) return;
    this.partials.push(step.post);
    const { t } = assessCeremony(this.ceremony);
    if (this.partials.length >= t) {
      const count = combinePartials(tally, this.partials, t, this.ballots.length);
      this.result = { for: count, against: this.ballots.length - count };
    }
  }

  /** Opens the poll. @throws Error unless the ceremony is complete */
  open(): void {
    if (!assessCeremony(this.ceremony).complete) throw new Error("the ceremony is not complete");
    this.status = "OPEN";
  }

  /**
   * Accepts the ballot of roll entry `voter` (0-based): a valid proof, a valid signature by a
   * credential of the manifest that has not voted, the poll open, the entry not marked yet.
   * @returns the voter's receipt @throws Error otherwise
   */
  cast(voter: number, ballot: CastBallot): UrnReceipt {
    const state = assessCeremony(this.ceremony);
    const ctx = { fingerprint: state.fingerprint as string, publicKey: state.publicKey as string };
    const { alpha, beta, proof, credential } = ballot;
    if (
      this.status !== "OPEN" ||
      this.voted[voter] !== false ||
      !verifyBallot(ctx, { alpha, beta, proof }) ||
      !verifyBallotSignature(ctx.fingerprint, ballot) ||
      !this.ceremony.manifest.credentials.includes(credential) ||
      this.ballots.some((b) => b.credential === credential)
    )
      throw new Error("ballot refused");
    this.ballots.push(ballot);
    this.voted[voter] = true;
    const heads = urnHeads(ctx.fingerprint, this.ballots);
    return { tracker: ballotTracker(ballot), position: this.ballots.length, head: heads.at(-1) as string };
  }

  /** Closes the poll: the urn is final. */
  close(): void {
    this.status = "CLOSED";
  }

  /** Keeps a voter's confirmation once closed, if it verifies on the final head by a credential in the urn. */
  confirm(found: FoundConfirmation): void {
    const record = this.record();
    if (
      this.status !== "CLOSED" ||
      !verifyFound(record.fingerprint, record.head, found) ||
      !this.ballots.some((b) => b.credential === found.credential) ||
      this.confirmations.some((c) => c.credential === found.credential)
    )
      throw new Error("confirmation refused");
    this.confirmations = [...this.confirmations, found].sort((a, b) =>
      a.credential < b.credential ? -1 : 1,
    );
  }

  /** The public record as it stands (the tally once closed). */
  record(): ElectionRecord {
    const urn = { ballots: this.ballots, voted: this.voted, confirmations: this.confirmations };
    const count =
      this.status === "CLOSED"
        ? { tally: sumBallots(this.ballots), partials: this.partials, result: this.result }
        : null;
    return buildRecord(this.ceremony, urn, count);
  }
}

/**
 * One step of a device against a relay: the device computes its step, keeps the secrets it
 * returns (before posting, as the browser must), posts, and its member answers a question the
 * way an honest member at the sitting does: confirms the code only if it is the one read aloud
 * (the chair, seat 1, reads its own device's) and says aloud whether it matched; a member whose
 * code differs taps «Код другой», which stops the device for good. At the close (the test sets
 * `sitting.urn`: the code the chair read from their device and the turnout announced) a member
 * confirms the urn only if its code (shown, or typed on a restored device) and its number of
 * ballots are the ones read out and announced, and no voter told the hall their page disagrees.
 * @returns the step
 */
export function stepDevice(device: Device, relay: Relay, sitting: Sitting): TrusteeStep {
  const step = trusteeStep(relay.view(device.seat), device.secrets, device.confirmed);
  device.steps.push(step);
  if ("secrets" in step && step.secrets !== undefined) device.secrets = step.secrets;
  if ("post" in step) relay.post(device.seat, step);
  if (step.kind === "ask-code") {
    if (sitting.code === null && device.seat === 1) sitting.code = step.code;
    if (sitting.code === null) return step; // nothing read aloud yet: the member waits
    const match = step.code === sitting.code;
    sitting.said[device.seat] = match ? "совпал" : "другой";
    if (match) device.confirmed = { ...device.confirmed, fingerprint: step.fingerprint };
    else if (device.secrets) device.secrets = stopDevice(device.secrets, "code");
  }
  if (step.kind === "ask-urn" && !sitting.disagreement) {
    const urn = sitting.urn;
    if (urn && step.typed)
      device.confirmed = { ...device.confirmed, urn: { code: urn.headCode, ballots: urn.ballots } };
    else if (urn && step.headCode === urn.headCode && step.ballots === urn.ballots)
      device.confirmed = { ...device.confirmed, urn: { head: step.head, ballots: step.ballots } };
  }
  return step;
}

/**
 * Runs rounds (the relay's own moves, then each device once in seat order) until a round
 * changes nothing any device sees or keeps, or `maxRounds` have run.
 * @returns the last step of each device, in the order of `devices`
 */
export function drive(relay: Relay, devices: Device[], sitting: Sitting, maxRounds = 30): TrusteeStep[] {
  const snapshot = () =>
    digestJson("test/snapshot", {
      devices: devices.map((d) => ({ s: d.secrets, c: d.confirmed })),
      views: devices.map((d) => relay.view(d.seat)),
      sitting,
    });
  let last: TrusteeStep[] = [];
  for (let round = 0; round < maxRounds; round++) {
    const before = snapshot();
    relay.tick?.();
    last = devices.map((d) => stepDevice(d, relay, sitting));
    if (snapshot() === before) break;
  }
  return last;
}

/**
 * A voter's browser: it checks the ceremony it is shown (complete, every signature valid), that
 * its code is the one read aloud and that its own credential is in the manifest's list, then
 * encrypts under that ceremony's fingerprint and key and signs with the credential.
 * @returns the ballot, or null when the browser refuses (incomplete ceremony, another code, its
 *   key not in the list)
 */
export function voterBallot(
  ceremony: CeremonyView,
  codeReadAloud: string,
  vote: 0 | 1,
  credential: VotingCredential,
  rand?: Rand,
): CastBallot | null {
  const state = assessCeremony(ceremony);
  if (!state.complete || state.code !== codeReadAloud) return null;
  if (!ceremony.manifest.credentials.includes(credential.publicKey)) return null;
  const fingerprint = state.fingerprint as string;
  const sealed = encryptVote({ fingerprint, publicKey: state.publicKey as string }, vote, rand);
  return signBallot(fingerprint, sealed, credential, rand);
}

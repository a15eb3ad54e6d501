/**
 * Test support (not part of the public API): a deterministic scalar source, a sample manifest and
 * a whole simulated election, used by the known-answer vectors (`vectors.json`), the roundtrip
 * tests and the attack tests. Documented in docs/RECORD.md §12 so that an independent
 * implementation can reproduce the vectors.
 */
import { sha512 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { MAJORITY_1 } from "../council.ts";
import { electionFingerprint, type SeatPost, signFingerprint } from "./ceremony.ts";
import {
  type CastBallot,
  confirmFound,
  newCredential,
  signBallot,
  type VotingCredential,
} from "./credential.ts";
import { type PartialDecryption, partialDecrypt } from "./decrypt.ts";
import {
  type Dealing,
  type DeviceKey,
  deal,
  electionPublicKey,
  newDeviceKey,
  openShare,
  secretShare,
  verificationKey,
} from "./dkg.ts";
import { ballotTracker, encryptVote, sumBallots } from "./elgamal.ts";
import { mod, type Rand } from "./group.ts";
import { MANIFEST_FORMAT, type Manifest, manifestDigest, shortCode } from "./manifest.ts";
import { type ElectionRecord, RECORD_FORMAT } from "./record.ts";
import { urnHeads } from "./urn.ts";

/**
 * A deterministic {@link Rand}: call k (k = 0, 1, …) computes int(SHA-512(utf8(label + "|" + k)))
 * mod ℓ, big-endian, and returns it unless it is 0; a zero is skipped and the next k is tried (k
 * advances on every hash computed, the skipped one included).
 */
export function deterministicRand(label: string): Rand {
  let k = 0;
  return () => {
    for (;;) {
      const x = mod(BigInt(`0x${bytesToHex(sha512(utf8ToBytes(`${label}|${k++}`)))}`));
      if (x !== 0n) return x;
    }
  };
}

/**
 * The voting credential of roll entry `i` (0-based) in the tests and the vectors: z from
 * `deterministicRand("dissovet/3/sample/credential/<i>")` (docs/RECORD.md §12).
 */
export function sampleCredential(i: number): VotingCredential {
  return newCredential(deterministicRand(`dissovet/3/sample/credential/${i}`));
}

/**
 * A sound manifest for tests: `trustees` commission members chosen from a roll of `roll` names,
 * and the credentials of the first `credentials` roll entries (all by default), ascending.
 */
export function sampleManifest(
  electionId = "0b5d6a52-3c1e-4f7a-9b2d-8e4f1a6c7d90",
  {
    roll = 7,
    trustees = 3,
    credentials = roll,
  }: { roll?: number; trustees?: number; credentials?: number } = {},
): Manifest {
  const names = Array.from({ length: roll }, (_, i) => `Членов Член Членович ${i + 1}`);
  return {
    format: MANIFEST_FORMAT,
    electionId,
    group: "ristretto255",
    council: { code: "24.2.000.00", name: "Диссертационный совет 24.2.000.00", organization: "Университет" },
    defense: {
      id: "1",
      candidate: "Кузнецова Анна Сергеевна",
      thesisTitle: "Численные методы",
      degree: "CANDIDATE",
      scienceBranch: "технических наук",
      specialty: { code: "1.2.2", name: "Математическое моделирование" },
    },
    question: "Присудить ученую степень кандидата технических наук Кузнецовой Анне Сергеевне?",
    round: 1,
    roll: names,
    credentials: Array.from({ length: credentials }, (_, i) => sampleCredential(i).publicKey).sort(),
    commission: names.slice(0, trustees),
    thresholdRule: MAJORITY_1.id,
    threshold: MAJORITY_1.threshold(trustees),
  };
}

/**
 * Parameters of a simulated election. `decryptingSeats` are the trustees who publish partials;
 * every voter signs their ballot with their {@link sampleCredential} (which the manifest must
 * hold) and confirms it in the final urn.
 */
export type SimulationInput = {
  seed: string;
  manifest: Manifest;
  /** Votes in casting order; ballot k is cast by roll member `voters[k]` (default: the first ones). */
  votes: (0 | 1)[];
  voters?: number[];
  decryptingSeats: number[];
};

/** Everything a simulated election produces, in the order it is produced. */
export type Simulation = {
  base: string;
  deviceKeys: DeviceKey[];
  dealings: { dealing: Dealing; nonces: string[] }[];
  secretShares: string[];
  verificationKeys: string[];
  publicKey: string;
  fingerprint: string;
  seats: SeatPost[];
  ballots: { vote: 0 | 1; ballot: CastBallot; tracker: string }[];
  heads: string[];
  tally: { alpha: string; beta: string };
  partialDecryptions: PartialDecryption[];
  record: ElectionRecord;
};

/**
 * Runs a whole election with one deterministic source per party and step: `${seed}/device/${seat}`,
 * `${seed}/deal/${seat}`, `${seed}/sign/${seat}`, `${seed}/ballot/${i}` (i from 0 in casting
 * order), `${seed}/cast/${i}` (the ballot's signature), `${seed}/found/${i}` (its voter's
 * confirmation), `${seed}/decrypt/${seat}`. Throws if any honest step fails.
 */
export function simulateElection(input: SimulationInput): Simulation {
  const { seed, manifest, votes } = input;
  const n = manifest.commission.length;
  const t = manifest.threshold;
  const base = manifestDigest(manifest);
  const seatNumbers = Array.from({ length: n }, (_, i) => i + 1);
  const deviceKeys = seatNumbers.map((s) => newDeviceKey(base, s, deterministicRand(`${seed}/device/${s}`)));
  const keys = deviceKeys.map((k) => k.publicKey);
  const dealings = seatNumbers.map((s) =>
    deal(base, s, t, keys, deviceKeys[s - 1] as DeviceKey, deterministicRand(`${seed}/deal/${s}`)),
  );
  const secretShares = seatNumbers.map((to) => {
    const opened = dealings.map((d, i) =>
      openShare(base, i + 1, to, deviceKeys[to - 1]?.secret ?? "", d.dealing),
    );
    if (opened.some((s) => s === null)) throw new Error(`a share for seat ${to} does not open`);
    return secretShare(opened as bigint[]);
  });
  const table = dealings.map((d) => d.dealing.commitments);
  const verificationKeys = seatNumbers.map((s) => verificationKey(table, s));
  const publicKey = electionPublicKey(table);
  const seats: SeatPost[] = seatNumbers.map((s, i) => ({
    seat: s,
    deviceKey: keys[i] as string,
    nonceCommitment: deviceKeys[i]?.nonceCommitment as string,
    deviceProof: deviceKeys[i]?.proof as SeatPost["deviceProof"],
    dealing: dealings[i]?.dealing as Dealing,
    verificationKey: verificationKeys[i] as string,
    nonce: deviceKeys[i]?.nonce as string,
    signature: null,
    complaint: null,
    reveals: [],
  }));
  const fingerprint = electionFingerprint(base, publicKey, seats);
  for (const [i, s] of seats.entries()) {
    s.signature = signFingerprint(
      fingerprint,
      s.seat,
      deviceKeys[i]?.secret as string,
      s.deviceKey as string,
      deterministicRand(`${seed}/sign/${s.seat}`),
    );
  }
  const voters = input.voters ?? votes.map((_, i) => i);
  const ballots = votes.map((vote, i) => {
    const sealed = encryptVote({ fingerprint, publicKey }, vote, deterministicRand(`${seed}/ballot/${i}`));
    const credential = sampleCredential(voters[i] as number);
    const ballot = signBallot(fingerprint, sealed, credential, deterministicRand(`${seed}/cast/${i}`));
    return { vote, ballot, tracker: ballotTracker(ballot) };
  });
  const heads = urnHeads(
    fingerprint,
    ballots.map((b) => b.ballot),
  );
  const head = heads.at(-1) as string;
  const tally = sumBallots(ballots.map((b) => b.ballot));
  const partialDecryptions = input.decryptingSeats.map((s) =>
    partialDecrypt(
      { fingerprint, head },
      s,
      secretShares[s - 1] ?? "",
      tally,
      deterministicRand(`${seed}/decrypt/${s}`),
    ),
  );
  const count = votes.filter((v) => v === 1).length;
  const confirmations = voters
    .map((voter, i) =>
      confirmFound(fingerprint, head, sampleCredential(voter), deterministicRand(`${seed}/found/${i}`)),
    )
    .sort((a, b) => (a.credential < b.credential ? -1 : 1));
  const record: ElectionRecord = {
    format: RECORD_FORMAT,
    manifest,
    ceremony: seats.map((s) => ({
      seat: s.seat,
      deviceKey: s.deviceKey as string,
      nonceCommitment: s.nonceCommitment as string,
      deviceProof: s.deviceProof as ElectionRecord["ceremony"][number]["deviceProof"],
      dealing: s.dealing as Dealing,
      verificationKey: s.verificationKey as string,
      nonce: s.nonce as string,
      signature: s.signature as ElectionRecord["ceremony"][number]["signature"],
    })),
    publicKey,
    fingerprint,
    code: shortCode(fingerprint),
    lateCredentials: [],
    revokedCredentials: [],
    ballots: ballots.map((b) => b.ballot),
    head,
    headCode: shortCode(head),
    voted: manifest.roll.map((_, i) => voters.includes(i)),
    spoiled: [],
    tally,
    confirmations,
    partialDecryptions,
    result: input.decryptingSeats.length >= t ? { for: count, against: votes.length - count } : null,
  };
  return {
    base,
    deviceKeys,
    dealings,
    secretShares,
    verificationKeys,
    publicKey,
    fingerprint,
    seats,
    ballots,
    heads,
    tally,
    partialDecryptions,
    record,
  };
}

/**
 * Test support (not part of the public API): a deterministic scalar source and a whole simulated
 * election, used by the known-answer vectors (`vectors.json`) and the roundtrip tests. Documented in
 * docs/RECORD.md §"Worked example" so an independent implementation can reproduce the vectors.
 */
import { sha512 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
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
  verifyDealing,
  verifyDeviceKey,
} from "./dkg.ts";
import { ballotTracker, type EncryptedBallot, encryptVote, sumBallots } from "./elgamal.ts";
import { mod, type Rand } from "./group.ts";
import { type ElectionRecord, RECORD_FORMAT, sortByTracker, thresholdFor } from "./record.ts";

/**
 * A deterministic {@link Rand}: the k-th call (k = 0, 1, …) returns
 * int(SHA-512(utf8(label + "|" + k))) mod ℓ, big-endian; a zero result is skipped (k still advances).
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

/** Parameters of a simulated election. `decryptingSeats` are the trustees who publish partials. */
export type SimulationInput = {
  seed: string;
  electionId: string;
  trustees: number;
  votes: (0 | 1)[];
  decryptingSeats: number[];
  participants: number;
};

/** Everything a simulated election produces, in the order it is produced. */
export type Simulation = {
  deviceKeys: DeviceKey[];
  dealings: Dealing[];
  secretShares: string[];
  verificationKeys: string[];
  publicKey: string;
  ballots: { vote: 0 | 1; ballot: EncryptedBallot; tracker: string }[];
  tally: { alpha: string; beta: string };
  partialDecryptions: PartialDecryption[];
  record: ElectionRecord;
};

/**
 * Runs a whole election with one deterministic source per party and step: `${seed}/device/${seat}`,
 * `${seed}/deal/${seat}`, `${seed}/ballot/${i}` (i from 0 in casting order), `${seed}/decrypt/${seat}`.
 * Throws if any honest step fails (a share does not open, a dealing or device key does not verify).
 */
export function simulateElection(input: SimulationInput): Simulation {
  const { seed, electionId, trustees: n, votes } = input;
  const t = thresholdFor(n);
  const seats = Array.from({ length: n }, (_, i) => i + 1);
  const deviceKeys = seats.map((s) => newDeviceKey(electionId, s, deterministicRand(`${seed}/device/${s}`)));
  for (const [i, k] of deviceKeys.entries()) {
    if (!verifyDeviceKey(electionId, i + 1, k.publicKey, k.proof)) throw new Error("device key rejected");
  }
  const devicePublic = deviceKeys.map((k) => k.publicKey);
  const dealings = seats.map((s) =>
    deal(electionId, s, t, devicePublic, deterministicRand(`${seed}/deal/${s}`)),
  );
  for (const [i, d] of dealings.entries()) {
    if (!verifyDealing(electionId, i + 1, t, n, d)) throw new Error("dealing rejected");
  }
  const secretShares = seats.map((to) => {
    const opened = dealings.map((d, i) =>
      openShare(electionId, i + 1, to, deviceKeys[to - 1]?.secret ?? "", d),
    );
    if (opened.some((s) => s === null)) throw new Error(`a share for seat ${to} does not open`);
    return secretShare(opened as bigint[]);
  });
  const table = dealings.map((d) => d.commitments);
  const verificationKeys = seats.map((s) => verificationKey(table, s));
  const publicKey = electionPublicKey(table);
  const ballots = votes.map((vote, i) => {
    const ballot = encryptVote({ electionId, publicKey }, vote, deterministicRand(`${seed}/ballot/${i}`));
    return { vote, ballot, tracker: ballotTracker(ballot) };
  });
  const tally = sumBallots(ballots.map((b) => b.ballot));
  const partialDecryptions = input.decryptingSeats.map((s) =>
    partialDecrypt(
      electionId,
      s,
      secretShares[s - 1] ?? "",
      tally,
      deterministicRand(`${seed}/decrypt/${s}`),
    ),
  );
  const count = votes.filter((v) => v === 1).length;
  const record: ElectionRecord = {
    format: RECORD_FORMAT,
    election: {
      id: electionId,
      group: "ristretto255",
      question: "Присудить учёную степень кандидата наук?",
      board: "Диссертационный совет 24.2.000.00",
      round: 1,
      participants: input.participants,
      threshold: t,
      trustees: n,
    },
    trustees: dealings.map((d, i) => ({
      seat: i + 1,
      name: `Член счётной комиссии ${i + 1}`,
      commitments: d.commitments,
      proof: d.proof,
    })),
    publicKey,
    ballots: sortByTracker(ballots.map((b) => b.ballot)),
    usedInvites: ballots.length,
    tally,
    partialDecryptions,
    result: { for: count, against: votes.length - count },
  };
  return {
    deviceKeys,
    dealings,
    secretShares,
    verificationKeys,
    publicKey,
    ballots,
    tally,
    partialDecryptions,
    record,
  };
}

/**
 * The cryptographic core of encrypted ballots: exponential ElGamal over ristretto255 with a
 * disjunctive 0/1 proof, a Pedersen/Feldman distributed key generation among the counting commission,
 * threshold decryption with Chaum–Pedersen proofs, and the verifier of the public election record.
 * Browser- and Node-safe. The wire format is specified in docs/RECORD.md.
 */

export {
  combinePartials,
  lagrangeAtZero,
  type PartialDecryption,
  partialDecrypt,
  verifyPartial,
} from "./decrypt.ts";
export {
  type Dealing,
  type DeviceKey,
  deal,
  type EncryptedShare,
  electionPublicKey,
  newDeviceKey,
  openShare,
  secretShare,
  verificationKey,
  verifyDealing,
  verifyDeviceKey,
} from "./dkg.ts";
export {
  type BallotContext,
  ballotTracker,
  type Ciphertext,
  type EncryptedBallot,
  encryptVote,
  proveBallot,
  sumBallots,
  verifyBallot,
} from "./elgamal.ts";
export {
  base64url,
  challengeHash,
  decodePoint,
  decodeScalar,
  encodePoint,
  encodeScalar,
  G,
  type GroupPoint,
  IDENTITY,
  isElectionId,
  L,
  type ProofPair,
  type Rand,
  randomScalar,
  TAG,
} from "./group.ts";
export { proveDleq, proveSchnorr, verifyDleq, verifySchnorr } from "./proofs.ts";
export { type ElectionRecord, RECORD_FORMAT, sortByTracker, thresholdFor, verifyRecord } from "./record.ts";

/**
 * The cryptographic core of encrypted ballots: the election manifest and its fingerprint, a
 * Pedersen/Feldman distributed key generation among the counting commission with checkable
 * complaints, the voters' credentials (ballots signed by a member's own key), exponential ElGamal
 * ballots with a disjunctive 0/1 proof and Benaloh's audit-or-cast, the hash-chained urn, threshold decryption with Chaum–Pedersen proofs,
 * the commission device's protocol, and the verifier of the public election record.
 * Browser- and Node-safe. The wire format is specified in docs/RECORD.md.
 */

export {
  assessCeremony,
  type CeremonyState,
  type CeremonyView,
  type Complaint,
  type Dispute,
  electionFingerprint,
  type SeatPost,
  signComplaint,
  signFingerprint,
} from "./ceremony.ts";
export {
  CAST_KEYS,
  type CastBallot,
  confirmFound,
  type FoundConfirmation,
  newCredential,
  signBallot,
  type VotingCredential,
  verifyBallotSignature,
  verifyFound,
} from "./credential.ts";
export {
  combinePartials,
  type DecryptionContext,
  lagrangeAtZero,
  type PartialDecryption,
  partialDecrypt,
  verifyPartial,
} from "./decrypt.ts";
export {
  answerSigned,
  type Dealing,
  type DeviceKey,
  type DeviceSigner,
  deal,
  dealingSigned,
  type EncryptedShare,
  electionPublicKey,
  judgeComplaint,
  newDeviceKey,
  nonceCommitment,
  openShare,
  revealShare,
  type ShareReveal,
  secretShare,
  signAnswer,
  signDealing,
  verificationKey,
  verifyDealing,
  verifyDeviceKey,
} from "./dkg.ts";
export {
  type BallotContext,
  ballotTracker,
  ballotVerifier,
  type CheckedBallot,
  type Ciphertext,
  type EncryptedBallot,
  encryptAuditable,
  encryptVote,
  proveBallot,
  sumBallots,
  trackerCode,
  verifyBallot,
  verifySpoiled,
} from "./elgamal.ts";
export {
  base64url,
  challengeHash,
  decodePoint,
  decodeScalar,
  digest,
  encodePoint,
  encodeScalar,
  G,
  type GroupPoint,
  IDENTITY,
  isElectionId,
  isHex64,
  L,
  type ProofPair,
  type Rand,
  randomScalar,
  TAG,
} from "./group.ts";
export {
  CODE_ALPHABET,
  type Degree,
  digestJson,
  isText,
  MANIFEST_FORMAT,
  type Manifest,
  manifestDigest,
  manifestProblems,
  readShortCode,
  shortCode,
  trusteesOf,
} from "./manifest.ts";
export { proveDleq, proveSchnorr, verifyDleq, verifySchnorr } from "./proofs.ts";
export {
  credentialCounts,
  type ElectionRecord,
  RECORD_FORMAT,
  type RecordSeat,
  recordCeremony,
  verifyRecord,
  voterConfirmations,
} from "./record.ts";
export { checkSpoiled, SPOILED_FORMAT, type SpoiledBallot } from "./spoiled.ts";
export {
  erased,
  type MemberConfirmations,
  type PollStage,
  restoredSecrets,
  stopDevice,
  type TrusteeSecrets,
  type TrusteeStep,
  type TrusteeView,
  trusteeStep,
  type UrnConfirmation,
  type Waiting,
} from "./trustee.ts";
export { findInUrn, type UrnReceipt, urnHeads, urnNext, urnStart } from "./urn.ts";

/**
 * The key ceremony of a poll as the server relays it, read from its rows (docs/RECORD.md §6):
 * the view every device checks, the code the commission compares and the disputes anyone can
 * judge. Pure: the rows are the caller's; the checks are shared/ballot's, which the devices run.
 */

import {
  assessCeremony,
  type CeremonyView,
  type Dispute,
  electionFingerprint,
  electionPublicKey,
  manifestDigest,
  type SeatPost,
} from "../../shared/ballot/index.ts";
import type { PollRow, TrusteeRow } from "./poll.table.ts";

/** One seat's posts as the ceremony's view shows them. */
function seatPost(t: TrusteeRow): SeatPost {
  return {
    seat: t.seat,
    deviceKey: t.device_key,
    nonceCommitment: t.nonce_commitment,
    deviceProof: t.device_proof,
    dealing: t.dealing,
    verificationKey: t.verification_key,
    nonce: t.nonce,
    signature: t.signature,
    complaint: t.complaint,
    reveals: t.reveals ?? [],
  };
}

/** The ceremony of a poll as the server relays it: its manifest, key and every seat's posts; null before a manifest exists. */
export function ceremonyView(
  poll: Pick<PollRow, "manifest" | "public_key">,
  trustees: readonly TrusteeRow[],
): CeremonyView | null {
  return poll.manifest
    ? { manifest: poll.manifest, publicKey: poll.public_key, seats: trustees.map(seatPost) }
    : null;
}

/**
 * The complaints of a ceremony and who was at fault (shared/ballot `assessCeremony`, by dkg.ts
 * `judgeComplaint`), as anyone can check them from what was posted; empty when nobody complained.
 */
export function ceremonyDisputes(
  poll: Pick<PollRow, "manifest" | "public_key">,
  trustees: readonly TrusteeRow[],
): Dispute[] {
  if (!trustees.some((t) => t.complaint !== null)) return [];
  const view = ceremonyView(poll, trustees);
  return view ? assessCeremony(view).disputes : [];
}

/**
 * The fingerprint of a ceremony in progress, for the secretary's page to show the code the
 * members compare: the sealed one, or, once every seat has confirmed with no complaint, the one
 * the devices compute (every entry was checked when it was posted). Null before.
 */
export function pendingFingerprint(
  poll: Pick<PollRow, "manifest" | "fingerprint" | "public_key">,
  trustees: readonly TrusteeRow[],
): string | null {
  if (poll.fingerprint) return poll.fingerprint;
  const view = ceremonyView(poll, trustees);
  if (!view || view.seats.some((s) => s.nonce === null || s.dealing === null || s.complaint !== null))
    return null;
  const base = manifestDigest(view.manifest);
  const key = electionPublicKey(view.seats.map((s) => s.dealing?.commitments ?? []));
  return electionFingerprint(base, key, view.seats);
}

/** Where a seat's device is in the ceremony (GraphQL `TrusteeStage`). */
export type TrusteeStage = "LINK_SENT" | "DEVICE_READY" | "DEALT" | "COMPLAINED" | "CONFIRMED" | "SIGNED";

/**
 * The stage of a seat by its latest post (docs/RECORD.md §6.1–§6.4, §7): a complaint stops the
 * seat before it confirms, and only a signature of the fingerprint comes after either.
 */
export function trusteeStage(t: TrusteeRow): TrusteeStage {
  if (t.signature !== null) return "SIGNED";
  if (t.complaint !== null) return "COMPLAINED";
  if (t.verification_key !== null) return "CONFIRMED";
  if (t.dealing !== null) return "DEALT";
  if (t.device_key !== null) return "DEVICE_READY";
  return "LINK_SENT";
}

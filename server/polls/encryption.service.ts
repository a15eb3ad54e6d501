// The desk's view of a vote's encryption (GraphQL `PollEncryption`, `CommissionSeat`): the key
// ceremony's progress, its disputes and code, whether its manifest is still current, the urn's
// head. Reads only.

import {
  assessCeremony,
  electionFingerprint,
  electionPublicKey,
  MANIFEST_FORMAT,
  manifestDigest,
  shortCode,
  urnStart,
} from "../../shared/ballot/index.ts";
import type { Actor } from "../lib/actor.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { findPollCredentials } from "./credential.repository.ts";
import { buildManifest, ceremonyView } from "./election.service.ts";
import { findPollById } from "./poll.repository.ts";
import type { PollRow, TrusteeRow } from "./poll.table.ts";
import { findParticipantIds } from "./roll.repository.ts";
import { lastUrnEntry } from "./urn.repository.ts";

/** The encryption of a defense's current vote (GraphQL `PollEncryption`): its poll's key facts and its seats. */
export interface PollEncryptionView {
  poll: Pick<PollRow, "election_id" | "manifest" | "fingerprint" | "public_key" | "tallied_at"> & {
    poll_id: number;
  };
  seats: TrusteeRow[];
}

/**
 * The complaints of a ceremony and who was at fault (dkg.ts `judgeComplaint`), as anyone can
 * check them from what was posted; empty when nobody complained.
 */
export function ceremonyDisputes(
  e: PollEncryptionView,
): { complainer: number; dealer: number; verdict: string }[] {
  if (!e.seats.some((t) => t.complaint !== null)) return [];
  const view = ceremonyView(e.poll, e.seats);
  return view ? assessCeremony(view).disputes : [];
}

/**
 * Whether the poll's manifest still says what the database says (the defense's facts, the
 * council, the roll, the commission): the ballot opens only then. The credentials are the
 * manifest's own: one registered after the seating is a late one and changes nothing.
 */
export async function manifestIsCurrent(
  deps: Pick<ServiceDeps, "db">,
  _actor: Actor | null,
  pollId: number,
): Promise<boolean> {
  const poll = await findPollById(deps.db, pollId);
  if (!poll?.manifest) return true;
  if (poll.manifest.format !== MANIFEST_FORMAT) return false;
  const now = await buildManifest(deps.db, poll, poll.manifest.electionId, poll.manifest.credentials);
  return !!now && manifestDigest(now) === manifestDigest(poll.manifest);
}

/**
 * The short code of the poll's urn head: after the last ballot so far (the final one once
 * closed), or of the empty urn; null before the key is sealed.
 */
export async function urnHeadCode(
  deps: Pick<ServiceDeps, "db">,
  _actor: Actor | null,
  poll: { poll_id: number; fingerprint: string | null },
): Promise<string | null> {
  if (!poll.fingerprint) return null;
  const last = await lastUrnEntry(deps.db, poll.poll_id);
  return shortCode(last?.head ?? urnStart(poll.fingerprint));
}

/**
 * How many valid voting credentials the poll's roll members' devices have registered
 * (docs/RECORD.md §5.3): before the commission is seated, how many the manifest would fix.
 */
export async function credentialCount(
  deps: Pick<ServiceDeps, "db">,
  _actor: Actor | null,
  pollId: number,
): Promise<number> {
  const [credentials, roll] = await Promise.all([
    findPollCredentials(deps.db, pollId),
    findParticipantIds(deps.db, pollId),
  ]);
  return credentials.filter((c) => !c.revoked && roll.includes(c.member_id)).length;
}

/** Stage of a seat in the ceremony (GraphQL `TrusteeStage`). */
export function trusteeStage(
  t: TrusteeRow,
): "LINK_SENT" | "DEVICE_READY" | "DEALT" | "COMPLAINED" | "CONFIRMED" | "SIGNED" {
  if (t.signature !== null) return "SIGNED";
  if (t.complaint !== null) return "COMPLAINED";
  if (t.verification_key !== null) return "CONFIRMED";
  if (t.dealing !== null) return "DEALT";
  if (t.device_key !== null) return "DEVICE_READY";
  return "LINK_SENT";
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

// The desk's view of a vote's encryption (GraphQL `PollEncryption`): the key ceremony's
// progress, its disputes and code, whether its manifest is still current, the urn's head. Reads
// only.

import {
  type Dispute,
  MANIFEST_FORMAT,
  manifestDigest,
  shortCode,
  urnStart,
} from "../../shared/ballot/index.ts";
import type { Actor } from "../lib/actor.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { ceremonyDisputes, pendingFingerprint, type TrusteeStage, trusteeStage } from "./ceremony.ts";
import type { DefenseTrusteeRow } from "./commission.repository.ts";
import { findPollCredentials } from "./credential.repository.ts";
import { buildManifest } from "./election.ts";
import { findPollById } from "./poll.repository.ts";
import type { PollRow, TrusteeRow, WithMember } from "./poll.table.ts";
import { findParticipantIds } from "./roll.repository.ts";
import { lastUrnEntry } from "./urn.repository.ts";

/** A seat of the ceremony (GraphQL `CommissionSeat`): its row, its member and where its device is. */
export type EncryptionSeat = WithMember<TrusteeRow> & { stage: TrusteeStage };

/** The encryption of a defense's current vote (GraphQL `PollEncryption`): its poll's key facts, its seats and what the ceremony's posts show. */
export interface PollEncryptionView {
  poll: Pick<PollRow, "election_id" | "manifest" | "fingerprint" | "public_key" | "tallied_at"> & {
    poll_id: number;
  };
  seats: EncryptionSeat[];
  /** The short code the commission compares (ceremony.ts `pendingFingerprint`); null before every seat confirmed with no complaint. */
  code: string | null;
  /** The complaints and who was at fault (ceremony.ts `ceremonyDisputes`); empty when nobody complained. */
  disputes: Dispute[];
}

/**
 * The encryption of a defense's current vote from the seats of its poll, each with the poll's
 * key facts (as the request's loader read them, seat 1 first); null for no seats (before a
 * commission is elected). Reads nothing: the stages, the code and the disputes are the posts' own.
 */
export function pollEncryption(
  _deps: Pick<ServiceDeps, never>,
  _actor: Actor | null,
  seats: DefenseTrusteeRow[],
): PollEncryptionView | null {
  const [poll] = seats;
  if (!poll) return null;
  const fingerprint = pendingFingerprint(poll, seats);
  return {
    poll,
    seats: seats.map((t) => ({ ...t, stage: trusteeStage(t) })),
    code: fingerprint ? shortCode(fingerprint) : null,
    disputes: ceremonyDisputes(poll, seats),
  };
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

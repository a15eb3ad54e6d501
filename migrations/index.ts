import type { Migration } from "kysely";
import * as initial from "./2026-11-22T0000_initial.ts";
import * as pollLifecycle from "./2026-11-22T0100_poll_lifecycle.ts";
import * as desksAndAudit from "./2026-11-22T0200_desks_and_audit.ts";
import * as apiTokens from "./2026-11-22T0300_api_tokens.ts";
import * as hardening from "./2026-11-22T0400_hardening.ts";
import * as listSearch from "./2026-11-22T0500_list_search.ts";
import * as sitting from "./2026-11-24T0100_sitting.ts";
import * as emailLinks from "./2026-11-24T0200_email_links.ts";
import * as encryptedBallots from "./2026-11-25T0100_encrypted_ballots.ts";
import * as trustedDevices from "./2026-11-25T0200_trusted_devices.ts";
import * as electionFingerprint from "./2026-11-26T0100_election_fingerprint.ts";
import * as inviteLinks from "./2026-11-27T0200_invite_links.ts";
import * as outbox from "./2026-11-28T0100_outbox.ts";
import * as spokenCode from "./2026-11-28T0200_spoken_code.ts";
import * as votingCredentials from "./2026-11-28T1400_voting_credentials.ts";

/**
 * Every migration by name (its file name without `.ts`); Kysely applies them in name order.
 * Imported statically, so the built server carries them; a test checks that every file of
 * this directory is listed.
 */
export const migrations: Record<string, Migration> = {
  "2026-11-22T0000_initial": initial,
  "2026-11-22T0100_poll_lifecycle": pollLifecycle,
  "2026-11-22T0200_desks_and_audit": desksAndAudit,
  "2026-11-22T0300_api_tokens": apiTokens,
  "2026-11-22T0400_hardening": hardening,
  "2026-11-22T0500_list_search": listSearch,
  "2026-11-24T0100_sitting": sitting,
  "2026-11-24T0200_email_links": emailLinks,
  "2026-11-25T0100_encrypted_ballots": encryptedBallots,
  "2026-11-25T0200_trusted_devices": trustedDevices,
  "2026-11-26T0100_election_fingerprint": electionFingerprint,
  "2026-11-27T0200_invite_links": inviteLinks,
  "2026-11-28T0100_outbox": outbox,
  "2026-11-28T0200_spoken_code": spokenCode,
  "2026-11-28T1400_voting_credentials": votingCredentials,
};

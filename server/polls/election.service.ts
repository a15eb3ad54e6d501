import { type ElectionRecord, isElectionId } from "../../shared/ballot/index.ts";
import type { Actor } from "../lib/actor.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { electionRecord } from "./election.ts";
import { findSealedPollByElectionId } from "./poll.repository.ts";

/**
 * The public record of an election by its id: the one address every member, the commission, the
 * secretary and anyone given the id read (no per-link records). Reading writes nothing.
 * @returns null for a malformed or unknown id, or an election whose key is not sealed
 */
export async function publicElectionRecord(
  deps: Pick<ServiceDeps, "db">,
  _actor: Actor | null,
  electionId: string,
): Promise<ElectionRecord | null> {
  if (!isElectionId(electionId)) return null;
  const poll = await findSealedPollByElectionId(deps.db, electionId);
  return poll ? electionRecord(deps.db, poll) : null;
}

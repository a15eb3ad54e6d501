import { type ElectionRecord, RECORD_FORMAT, sortByTracker, sumBallots } from "../../shared/ballot/index.ts";
import { findBoardsByIds } from "../boards/board.repository.ts";
import { findDefenseById } from "../defenses/defense.repository.ts";
import type { Db } from "../lib/database.ts";
import { shortFio } from "../lib/russian.ts";
import { countParticipants, countUsedInvites, findTrustees } from "./commission.repository.ts";
import { findBallots, findPollById } from "./poll.repository.ts";
import type { PollRow, TrusteeRow } from "./poll.table.ts";
import { awardQuestion } from "./wording.ts";

/**
 * The election record of a poll (docs/RECORD.md): its parameters, the commission's
 * commitments and proofs, every ballot sorted by tracker, the used invites, and once closed
 * the tally, the partial decryptions and the result. Null for a poll without a public key
 * (its ceremony never completed, or a vote held before ballots were encrypted).
 */
export async function electionRecord(db: Db, poll: PollRow): Promise<ElectionRecord | null> {
  if (!poll.public_key || !poll.threshold) return null;
  const [defense, trustees, stored, usedInvites, participants] = await Promise.all([
    findDefenseById(db, poll.defense_id),
    findTrustees(db, poll.id),
    findBallots(db, poll.id),
    countUsedInvites(db, poll.id),
    countParticipants(db, poll.id),
  ]);
  const [board] = defense ? await findBoardsByIds(db, [defense.board_id]) : [];
  if (!defense || !board) return null;
  const closed = poll.status === "CLOSED";
  const ballots = sortByTracker(
    stored.map((b) => ({ alpha: b.alpha, beta: b.beta, proof: proofPairs(b.proof) })),
  );
  const partials = closed
    ? trustees.filter(hasFactor).map((t) => ({ seat: t.seat, factor: t.factor, proof: t.factor_proof }))
    : [];
  return {
    format: RECORD_FORMAT,
    election: {
      id: poll.election_id,
      group: "ristretto255",
      question: awardQuestion(defense.degree, defense.science_branch, defense.candidate),
      board: poll.board_code ?? board.code,
      round: poll.round,
      participants,
      threshold: poll.threshold,
      trustees: trustees.length,
    },
    trustees: trustees.map((t) => ({
      seat: t.seat,
      name: shortFio(t.fio),
      commitments: t.dealing?.commitments ?? [],
      proof: t.dealing?.proof ?? { challenge: "", response: "" },
    })),
    publicKey: poll.public_key,
    ballots,
    usedInvites,
    tally: closed ? sumBallots(ballots) : null,
    partialDecryptions: partials,
    result:
      closed && poll.votes_for !== null && poll.votes_against !== null && poll.tallied_at !== null
        ? { for: poll.votes_for, against: poll.votes_against }
        : null,
  };
}

/** The record of a poll by id; null as {@link electionRecord}, or for no such poll. */
export async function electionRecordById(db: Db, pollId: number): Promise<ElectionRecord | null> {
  const poll = await findPollById(db, pollId);
  return poll ? electionRecord(db, poll) : null;
}

const proofPairs = (p: { challenge: string; response: string }[]) =>
  [p[0] ?? { challenge: "", response: "" }, p[1] ?? { challenge: "", response: "" }] as [
    { challenge: string; response: string },
    { challenge: string; response: string },
  ];

const hasFactor = <T extends TrusteeRow>(
  t: T,
): t is T & { factor: string; factor_proof: { challenge: string; response: string } } =>
  t.factor !== null && t.factor_proof !== null;

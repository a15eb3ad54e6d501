import type { CeremonyView } from "../../shared/ballot/index.ts";
import type { Actor } from "../lib/actor.ts";
import type { Db } from "../lib/database.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail } from "../lib/errors.ts";
import { shortFio } from "../lib/russian.ts";
import { hashToken, linkTokenInput } from "../lib/tokens.ts";
import type { MemberPollDefense } from "./ballot.service.ts";
import { ceremonyView } from "./ceremony.ts";
import { findTrusteeByTokenHash, findTrustees } from "./commission.repository.ts";
import type { PollRow, TrusteeRow } from "./poll.table.ts";

// What a commission member's device reads behind their link (GraphQL `CommissionTask`): the
// seat's task, the one read model the key ceremony's steps (commission.service.ts) answer with.

/**
 * What the link services need: the database. Their actor is null: a commission member is
 * reached by their link's token, not by a session (the resolvers pass null).
 */
export type LinkDeps = Pick<ServiceDeps, "db">;

/** What a commission member's device sees behind their link (GraphQL `CommissionTask`). */
export interface CommissionTaskView {
  /** The defense the link is for (not in the API: live updates listen on it). */
  defenseId: number;
  seat: number;
  memberName: string;
  electionId: string;
  defense: MemberPollDefense;
  status: PollRow["status"];
  /** The ceremony as relayed: the manifest and every seat's posts; null if the poll has no manifest. */
  ceremony: CeremonyView | null;
  decrypted: boolean;
  tallied: boolean;
}

const invalidLink = () =>
  fail.notFound(
    "Ссылка недействительна: она заменена более новой или счетная комиссия избрана заново. Проверьте последнее письмо.",
  );

type Seat = NonNullable<Awaited<ReturnType<typeof findTrusteeByTokenHash>>>;

/**
 * The seat behind a commission link's token, its row locked for update when `lock`.
 * @throws AppError NOT_FOUND for a malformed, unknown or replaced token
 */
export async function seatOf(db: Db, token: string, lock: boolean): Promise<Seat> {
  if (!linkTokenInput.safeParse(token).success) throw invalidLink();
  const seat = await findTrusteeByTokenHash(db, hashToken(token), lock);
  if (!seat) throw invalidLink();
  return seat;
}

/** The task of `seat` as its device sees it, `all` being the poll's seats. */
export function toTask(seat: Seat, all: TrusteeRow[]): CommissionTaskView {
  return {
    defenseId: seat.defense_id,
    seat: seat.seat,
    memberName: shortFio(seat.fio),
    electionId: seat.election_id,
    defense: {
      candidate: seat.candidate,
      thesisTitle: seat.thesis_title,
      degree: seat.degree,
      scienceBranch: seat.science_branch,
      specialty: { code: seat.specialty_code, name: seat.specialty_name },
      defenseAt: seat.defense_at,
      place: seat.place,
      boardCode: seat.board_code,
      boardName: seat.board_name,
    },
    status: seat.status,
    ceremony: ceremonyView(seat, all),
    decrypted: seat.factor !== null,
    tallied: seat.tallied_at !== null,
  };
}

/**
 * The task behind a commission link. Reading it writes nothing.
 * @throws AppError NOT_FOUND for a malformed, unknown or replaced token
 */
export async function commissionTask(
  deps: LinkDeps,
  _actor: Actor | null,
  token: string,
): Promise<CommissionTaskView> {
  const seat = await seatOf(deps.db, token, false);
  return toTask(seat, await findTrustees(deps.db, seat.poll_id));
}

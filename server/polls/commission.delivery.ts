import { announceDefense } from "../lib/database.events.ts";
import type { Db } from "../lib/database.ts";
import type { DeliveryPolicy, Queue } from "../lib/queue.ts";
import { hashToken, newToken } from "../lib/tokens.ts";
import { enqueueLetters, type LetterKind } from "../mail/outbox.ts";
import { commissionMail } from "./commission.mail.ts";
import {
  lockTrusteeForDelivery,
  markTrusteeQueued,
  recordTrusteeDelivery,
  setTrusteeToken,
} from "./commission.repository.ts";

/** The data of a commission link's letter: the seat it is for. */
interface CommissionJob {
  pollId: number;
  seat: number;
}

/**
 * A seat's link letter, made when its turn comes: a fresh token (stored only as its hash, so
 * the raw token exists only in the letter). Not due for a superseded letter (the seat names
 * another) or a poll that was annulled.
 */
export const commissionLetter: LetterKind<CommissionJob> = {
  name: "commission-link",
  async prepare(deps, { pollId, seat }, letterId) {
    const token = newToken();
    const row = await deps.db.transaction().execute(async (tx) => {
      const found = await lockTrusteeForDelivery(tx, pollId, seat);
      if (!found || found.mail_job_id !== letterId || found.status === "ANNULLED") return null;
      await setTrusteeToken(tx, pollId, seat, hashToken(token));
      return found;
    });
    if (!row) return null;
    const message = commissionMail(row.email, {
      memberFio: row.fio,
      candidate: row.candidate,
      thesisTitle: row.thesis_title,
      boardCode: row.board_code,
      defenseAt: row.defense_at,
      timeZone: deps.config.timeZone,
      seat,
      link: `${deps.publicUrl}/commission/${token}`,
    });
    return {
      message: { ...message, boardId: row.board_id },
      settle: async (tx, outcome) => {
        await recordTrusteeDelivery(tx, pollId, seat, letterId, outcome);
        await announceDefense(tx, row.defense_id, "letters");
      },
    };
  },
};

/**
 * Queues the link letter of each seat inside the caller's transaction (seat and letter commit
 * or roll back together); a letter that later finds another letter's id on its seat is not sent.
 */
export async function enqueueCommissionLinks(
  tx: Db,
  queue: Queue,
  pollId: number,
  seats: readonly number[],
  policy: DeliveryPolicy,
): Promise<void> {
  const ids = await enqueueLetters(
    tx,
    { queue, delivery: policy },
    commissionLetter,
    seats.map((seat) => ({ pollId, seat })),
  );
  for (const [i, id] of ids.entries()) await markTrusteeQueued(tx, pollId, seats[i] as number, id);
}

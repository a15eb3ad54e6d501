import { announceDefense } from "../lib/database.events.ts";
import type { Db } from "../lib/database.ts";
import type { DeliveryPolicy, Queue } from "../lib/queue.ts";
import { hashToken, newToken } from "../lib/tokens.ts";
import { enqueueLetters, type LetterKind } from "../mail/outbox.ts";
import { inviteMail } from "./invite.mail.ts";
import {
  addInviteLink,
  lockInviteForDelivery,
  markInviteQueued,
  recordInviteDelivery,
} from "./invite.repository.ts";

/** The data of an invite's letter: the invite it delivers. */
interface InviteJob {
  inviteId: number;
}

/**
 * An invite's letter, made when its turn comes: a new link on the invite, a fresh token stored
 * only as its hash (the raw token exists only in the letter). The invite's earlier links stay
 * valid: a member may vote by any of them, once. Each attempt makes its own link (a failed
 * attempt's letter may still arrive, and its link works). Not due for a superseded letter (the
 * invite names another), a used invite or a poll closed or annulled (a DRAFT poll's letter goes:
 * the link comes with the roll, before the ballot opens, so the member's device makes its voting
 * key before the commission is elected).
 */
export const inviteLetter: LetterKind<InviteJob> = {
  name: "invite",
  async prepare(deps, { inviteId }, letterId) {
    const token = newToken();
    const tokenHash = hashToken(token);
    const invite = await deps.db.transaction().execute(async (tx) => {
      const row = await lockInviteForDelivery(tx, inviteId);
      if (!row || row.mail_job_id !== letterId || row.used_at !== null) return null;
      if (row.status !== "OPEN" && row.status !== "DRAFT") return null;
      await addInviteLink(tx, inviteId, tokenHash);
      return row;
    });
    if (!invite) return null;
    const message = inviteMail(invite.email, {
      memberFio: invite.fio,
      candidate: invite.candidate,
      thesisTitle: invite.thesis_title,
      boardCode: invite.board_code,
      defenseAt: invite.defense_at,
      timeZone: deps.config.timeZone,
      deadline: invite.deadline,
      open: invite.status === "OPEN",
      link: `${deps.publicUrl}/polls/${token}`,
    });
    return {
      message: { ...message, boardId: invite.board_id },
      settle: async (tx, outcome) => {
        await recordInviteDelivery(tx, inviteId, letterId, tokenHash, outcome);
        await announceDefense(tx, invite.defense_id, "letters");
      },
    };
  },
};

/**
 * Queues a letter for each invite, inside the caller's transaction, so an invite and its
 * letter commit or roll back together. Each invite records its letter's id: a letter that
 * finds another id there was superseded by a re-send and is not sent. The invites' links are
 * not touched: a re-send that revokes them does so itself (sitting/resend-invites.service.ts
 * `resendInvites`).
 */
export async function enqueueInvites(
  tx: Db,
  queue: Queue,
  inviteIds: readonly number[],
  policy: DeliveryPolicy,
): Promise<void> {
  const ids = await enqueueLetters(
    tx,
    { queue, delivery: policy },
    inviteLetter,
    inviteIds.map((inviteId) => ({ inviteId })),
  );
  for (const [i, id] of ids.entries()) await markInviteQueued(tx, inviteIds[i] as number, id);
}

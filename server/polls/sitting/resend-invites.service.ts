import { audit } from "../../audit/audit.service.ts";
import { loadOwnDefense } from "../../defenses/defense.policy.ts";
import type { DefenseRow } from "../../defenses/defense.table.ts";
import { type Actor, auditUser } from "../../lib/actor.ts";
import { fail } from "../../lib/errors.ts";
import { enqueueInvites } from "../invite.delivery.ts";
import { findUnusedInvites, revokeInviteLinks } from "../invite.repository.ts";
import { boardMemberNames, type PollDeps, parseMemberIds, sittingAct } from "./act.ts";

/**
 * Sends new links to participants who have not voted: those of `memberIds`, or all of them.
 * Each gets a letter with a new link, and the links they already hold keep working until they
 * vote by any one of them (the invite's one-vote guard, docs/SECURITY.md «One vote per
 * invite»): a member who has the ballot open while the new letter arrives still votes. With
 * `revokeOld` (the old address was wrong) their earlier links stop working at once.
 * A member whose letter is still in the queue gets no second one until it has gone (or failed):
 * named, they are refused; without `memberIds` they are left out, and refused only when nobody
 * else is left.
 * @param revokeOld whether the links already sent stop working now; false by default
 * @returns the defense, loaded and checked once before the action (its row is not changed by it)
 * @throws NOT_FOUND, BAD_USER_INPUT (not a participant, or nobody left to remind),
 *   CONFLICT (poll not open; a letter still queued, naming the members)
 */
export async function resendInvites(
  deps: PollDeps,
  actor: Actor | null,
  defenseId: number,
  memberIds?: unknown,
  revokeOld: unknown = false,
): Promise<DefenseRow> {
  const defense = await loadOwnDefense(deps.db, actor, defenseId);
  const ids = memberIds === null || memberIds === undefined ? null : parseMemberIds(memberIds);
  if (revokeOld !== null && typeof revokeOld !== "boolean")
    throw fail.badInput("Ожидается да или нет: отменить ли прежние ссылки.", "revokeOld");
  const revoke = revokeOld === true;
  return sittingAct(deps, defense, ["roll"], async (tx, poll) => {
    if (!poll || poll.status === "DRAFT")
      throw fail.conflict("Голосование еще не открыто: сначала разошлите приглашения.");
    if (poll.status !== "OPEN")
      throw fail.conflict("Голосование уже закрыто: приглашения больше не отправляются.");
    const unused = await findUnusedInvites(tx, poll.id, ids);
    if (ids) {
      const missing = ids.filter((id) => !unused.some((r) => r.member_id === id));
      if (missing.length) {
        throw fail.badInput(
          `Не участники голосования или уже проголосовали: ${await boardMemberNames(tx, defense.board_id, missing)}.`,
          "memberIds",
        );
      }
    }
    if (unused.length === 0) throw fail.badInput("Все участники уже проголосовали.", "memberIds");
    const queued = unused.filter((r) => r.delivery === "QUEUED");
    const due = unused.filter((r) => r.delivery !== "QUEUED");
    if (queued.length > 0 && (ids || due.length === 0)) throw stillQueued(queued.map((r) => r.fio));
    const inviteIds = due.map((r) => r.id);
    if (revoke) await revokeInviteLinks(tx, inviteIds);
    await audit(tx, auditUser(actor), "poll.resend", "defense", defense.id, {
      after: { memberIds: due.map((r) => r.member_id), revokeOld: revoke },
    });
    await enqueueInvites(tx, deps.queue, inviteIds, deps.delivery);
  });
}

/** CONFLICT: the members' letters are still in the queue, so no new link is sent yet. */
function stillQueued(names: readonly string[]) {
  return fail.conflict(
    names.length === 1
      ? `Письмо с приглашением еще в очереди на отправку: ${names[0]}. Отправить ссылку заново можно, когда письмо уйдет или его не удастся доставить.`
      : `Письма с приглашениями еще в очереди на отправку: ${names.join(", ")}. Отправить ссылки заново можно, когда письма уйдут или их не удастся доставить.`,
  );
}

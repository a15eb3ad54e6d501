import { dayIn, isCalendarDay, russianDate, sittingDateNotice } from "../../../shared/sitting-date.ts";
import { audit } from "../../audit/audit.service.ts";
import { loadOwnDefense } from "../../defenses/defense.policy.ts";
import type { DefenseRow } from "../../defenses/defense.table.ts";
import { type Actor, auditUser } from "../../lib/actor.ts";
import type { ServiceDeps } from "../../lib/deps.ts";
import { fail } from "../../lib/errors.ts";
import { membersWithoutCredential } from "../credential.repository.ts";
import { enqueueInvites } from "../invite.delivery.ts";
import { upsertInvites } from "../invite.repository.ts";
import { setDeadline } from "../poll.repository.ts";
import { findParticipantIds } from "../roll.repository.ts";
import { draftPoll, eligibleMembers, type PollDeps, parseMemberIds, sittingAct } from "./act.ts";
import { openBallot } from "./open-ballot.ts";

/**
 * The vote's deadline as the secretary gives it, as a date: null when none is given.
 * @throws BAD_USER_INPUT on `deadline` (not a date and time, or not in the future)
 */
function parseDeadline(deadline: string | null | undefined): Date | null {
  if (deadline === null || deadline === undefined || deadline === "") return null;
  const at = new Date(deadline);
  if (Number.isNaN(at.getTime())) throw fail.badInput("Срок голосования: укажите дату и время.", "deadline");
  if (at.getTime() <= Date.now()) throw fail.badInput("Срок голосования должен быть в будущем.", "deadline");
  return at;
}

/**
 * The day of the sitting the secretary confirmed (`YYYY-MM-DD`), checked against `today` (the
 * council's day now): a confirmation given on another day, e.g. by a page left open past
 * midnight, confirms nothing. Null when none was given.
 * @throws BAD_USER_INPUT (not a day), CONFLICT (not today)
 */
function confirmedSittingDate(sittingDate: string | null | undefined, today: string): string | null {
  if (sittingDate === null || sittingDate === undefined || sittingDate === "") return null;
  if (!isCalendarDay(sittingDate))
    throw fail.badInput("Дата заседания: день в виде ГГГГ-ММ-ДД, например 2026-11-26.", "sittingDate");
  if (sittingDate !== today)
    throw fail.conflict(
      `Подтверждена дата заседания ${russianDate(sittingDate)}, а сегодня ${russianDate(today)}: протокол датируется днем, когда открыто голосование. Обновите страницу и подтвердите дату снова.`,
    );
  return sittingDate;
}

/**
 * Sends the invites of the defense's sitting. Before the ballot opens (DRAFT) the ballot opens
 * if the sitting is valid ({@link openBallot}), and every member of the roll whose device has not
 * registered a voting key yet is mailed their link again (the others hold it open already). The
 * protocol is dated by the day the ballot opens, in the council's time zone: on another day
 * than the defense's `defense_at` it opens only with that day confirmed (`sittingDate`, today).
 * While it is open, a member of the roll who has not voted gets a letter with a new link (the
 * links already sent keep working until they vote by one, as with `resendInvites`). The roll
 * itself is part of the election's manifest, signed by the commission's devices: members not on
 * it are refused (a latecomer joins the roll before the key ceremony, or the vote is annulled
 * and held again). Each invite's email is queued in the same transaction.
 * `deadline`, if given, is set or moved.
 * @returns the defense, loaded and checked once before the action (its row is not changed by it)
 * @param sittingDate the day of the sitting the secretary confirms, `YYYY-MM-DD`; must be today
 * @throws NOT_FOUND (not the actor's defense), BAD_USER_INPUT (selection, deadline, sitting
 *   date), CONFLICT (sitting not valid, no commission, members not on the roll, vote closed, the
 *   sitting's day not confirmed or not today)
 */
export async function sendInvites(
  deps: PollDeps & Pick<ServiceDeps, "config">,
  actor: Actor | null,
  defenseId: number,
  memberIds: unknown,
  deadline?: string | null,
  sittingDate?: string | null,
): Promise<DefenseRow> {
  const defense = await loadOwnDefense(deps.db, actor, defenseId);
  const ids = parseMemberIds(memberIds);
  const until = parseDeadline(deadline);
  const today = dayIn(new Date(), deps.config.timeZone);
  const confirmed = confirmedSittingDate(sittingDate, today);
  const members = await eligibleMembers(deps.db, defense, ids);
  return sittingAct(
    deps,
    defense,
    ["sitting", "roll"],
    async (tx, current) => {
      if (current?.status === "CLOSED") throw fail.conflict("Голосование по этой защите уже закрыто.");
      let poll = current?.status === "OPEN" ? current : await draftPoll(tx, defense.id, current);
      const roll = await findParticipantIds(tx, poll.id);
      const joining = members.filter((m) => !roll.includes(m.id));
      if (joining.length > 0) {
        throw fail.conflict(
          poll.status === "OPEN"
            ? `Явочный лист вошел в отпечаток голосования, который подтвердила счетная комиссия, и больше не меняется: включить ${joining.map((m) => m.fio).join(", ")} нельзя. Чтобы провести голосование с другим составом, аннулируйте его и проведите новое.`
            : `Не в явочном листе: ${joining.map((m) => m.fio).join(", ")}. Сначала отметьте их в явочном листе: счетная комиссия сформирует ключ для нового списка.`,
        );
      }
      let toInvite = ids;
      if (poll.status === "DRAFT") {
        const scheduled = dayIn(defense.defense_at, deps.config.timeZone);
        if (scheduled !== today && confirmed === null)
          throw fail.conflict(
            `${sittingDateNotice(scheduled, today)} Подтвердите дату заседания, чтобы открыть голосование.`,
          );
        await openBallot(tx, defense, poll, until);
        poll = { ...poll, status: "OPEN", deadline: until };
        const roll = await findParticipantIds(tx, poll.id);
        await audit(tx, auditUser(actor), "poll.open", "defense", defense.id, {
          after: { deadline: until, round: poll.round, memberIds: roll, sittingDate: today },
        });
        // Every member of the roll has had a link since the roll was set; a member whose
        // device holds the voting key has its page turn into the ballot, and is not mailed again.
        toInvite = await membersWithoutCredential(tx, poll.id, roll);
      } else if (until && poll.deadline?.getTime() !== until.getTime()) {
        await setDeadline(tx, poll.id, until);
      }
      const inviteIds = await upsertInvites(tx, poll.id, toInvite);
      await enqueueInvites(tx, deps.queue, inviteIds, deps.delivery);
      await audit(tx, auditUser(actor), "poll.invites", "defense", defense.id, {
        after: { memberIds: toInvite, deadline: until },
      });
    },
    { lockDefense: true },
  );
}

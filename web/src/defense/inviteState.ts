import type { Gender, InviteMembers_InviteFragment, PollStatus } from "../__generated__/graphql";
import { deliveryLabel } from "../lib/labels.ts";

/** Where a member stands in the defense's vote, as the secretary may see it (never how they voted). */
export type InviteState =
  | { kind: "none" }
  | { kind: "onRoll" }
  | { kind: "queued" }
  | { kind: "sent"; sentAt: string | null }
  | { kind: "failed"; message: string; attempts: number }
  | { kind: "unsent" }
  | { kind: "voted" };

/**
 * A member's state from their invite (undefined: not invited); having voted outranks delivery.
 * Once the poll is no longer open a queued email is never sent, so it reads «не отправлено».
 */
export function inviteState(
  invite: InviteMembers_InviteFragment | undefined,
  status: PollStatus,
): InviteState {
  if (!invite) return { kind: "none" };
  if (invite.voted) return { kind: "voted" };
  switch (invite.delivery) {
    case "SENT":
      return { kind: "sent", sentAt: invite.sentAt ?? null };
    case "FAILED":
      return { kind: "failed", message: invite.sendError ?? "", attempts: invite.attempts };
    case "QUEUED":
      return status === "OPEN" || status === "DRAFT" ? { kind: "queued" } : { kind: "unsent" };
  }
}

/**
 * The Russian text of an {@link InviteState}, the verb agreeing with the member's gender
 * (from the patronymic, as the server tells it); without one, a wording that needs none.
 */
export function inviteStateText(state: InviteState, gender: Gender | null | undefined): string {
  switch (state.kind) {
    case "none":
      return "не в явочном листе";
    case "onRoll":
      return "в явочном листе";
    case "queued":
      return deliveryLabel.QUEUED;
    case "sent":
      return deliveryLabel.SENT;
    case "failed":
      return `${deliveryLabel.FAILED}: ${state.message || "письмо не принято"} (попытка ${state.attempts})`;
    case "unsent":
      return "не отправлено";
    case "voted":
      return gender === "FEMALE" ? "проголосовала" : gender === "MALE" ? "проголосовал" : "голос подан";
  }
}

/**
 * Whether a new link may be sent to the member now: they have not voted and their letter is not
 * waiting in the queue (the server refuses a second letter until the first has gone or failed).
 */
export function resendable(invite: Pick<InviteMembers_InviteFragment, "delivery" | "voted">): boolean {
  return !invite.voted && invite.delivery !== "QUEUED";
}

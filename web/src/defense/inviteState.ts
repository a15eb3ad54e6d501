import type { InviteMembers_InviteFragment } from "../__generated__/graphql";

/** Where a member stands in the defense's vote, as the secretary may see it (never how they voted). */
export type InviteState =
  | { kind: "none" }
  | { kind: "pending" }
  | { kind: "sent"; sentAt: string }
  | { kind: "error"; message: string }
  | { kind: "voted" };

/** A member's state from their invite (undefined: not invited); having voted outranks delivery. */
export function inviteState(invite: InviteMembers_InviteFragment | undefined): InviteState {
  if (!invite) return { kind: "none" };
  if (invite.voted) return { kind: "voted" };
  if (invite.sendError) return { kind: "error", message: invite.sendError };
  if (invite.sentAt) return { kind: "sent", sentAt: invite.sentAt };
  return { kind: "pending" };
}

/** The Russian text of an {@link InviteState}. */
export function inviteStateText(state: InviteState): string {
  switch (state.kind) {
    case "none":
      return "не приглашен(а)";
    case "pending":
      return "ожидает отправки";
    case "sent":
      return "приглашение отправлено";
    case "error":
      return `ошибка отправки: ${state.message}`;
    case "voted":
      return "проголосовал(а)";
  }
}

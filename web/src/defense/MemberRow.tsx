import type { ReactNode } from "react";
import type { InviteMembers_MemberFragment } from "../__generated__/graphql";
import { formatDateTime } from "../lib/format.ts";
import { positionLabel } from "../lib/labels.ts";
import { type InviteState, inviteStateText } from "./inviteState.ts";

/**
 * One council member in the invite list: checkbox (named by the ФИО), position and degree,
 * why they cannot vote (if so), one state of their invite, «Отправить ссылку заново» when
 * offered, and under the line the confirmation it opens.
 */
export function MemberRow({
  member,
  checked,
  bar,
  locked,
  state,
  onToggle,
  onResend,
  confirm,
}: {
  member: InviteMembers_MemberFragment;
  checked: boolean;
  /** Why the member cannot take part («соискатель», …), or null. */
  bar: string | null;
  /** The poll no longer takes invites. */
  locked: boolean;
  state: InviteState;
  onToggle: () => void;
  /**
   * Asks to send the member a new link; absent when not offered (not invited, voted, their
   * letter still queued, poll not open, or the question already asked).
   */
  onResend?: (() => void) | undefined;
  /** The confirmation of a resend to this member, shown under the line while asked. */
  confirm?: ReactNode;
}) {
  const inputId = `member-${member.id}`;
  const describedBy = [`${inputId}-info`, bar ? `${inputId}-bar` : null, `${inputId}-state`]
    .filter(Boolean)
    .join(" ");
  const classes = ["member", checked && "member--selected", bar && "member--barred"].filter(Boolean);
  return (
    <li className={classes.join(" ")}>
      <input
        id={inputId}
        type="checkbox"
        className="member__check"
        checked={checked && !bar}
        onChange={onToggle}
        disabled={locked || bar !== null}
        aria-describedby={describedBy}
      />
      <div className="member__body">
        <label htmlFor={inputId} className="member__name">
          {member.fio}
        </label>
        <div id={`${inputId}-info`} className="member__info">
          {positionLabel[member.position]} · {member.degreeTitle}
          {member.academicTitle ? `, ${member.academicTitle}` : ""} · {member.specialtyCode}
        </div>
        {bar && (
          <div id={`${inputId}-bar`} className="member__bar">
            {bar}
          </div>
        )}
      </div>
      <div className="member__status">
        <span
          id={`${inputId}-state`}
          className={`invite-state invite-state--${state.kind}`}
          title={
            state.kind === "sent" && state.sentAt ? `Отправлено ${formatDateTime(state.sentAt)}` : undefined
          }
        >
          {inviteStateText(state, member.gender)}
        </span>
        {onResend && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={onResend}
            aria-label={`Отправить ссылку на бюллетень заново: ${member.fio}`}
          >
            Отправить ссылку заново
          </button>
        )}
      </div>
      {confirm && <div className="member__confirm">{confirm}</div>}
    </li>
  );
}

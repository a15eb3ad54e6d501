import { useState } from "react";
import { graphql } from "../__generated__";
import type {
  InviteMembers_InviteFragment,
  InviteMembers_MemberFragment,
  PollStatus,
} from "../__generated__/graphql";
import { errorMessage } from "../lib/errors.ts";
import { formatDateTime } from "../lib/format.ts";
import { positionLabel } from "../lib/labels.ts";
import { inviteState, inviteStateText } from "./inviteState.ts";
import { type SendOutcome, useSendInvitesMutation } from "./useSendInvitesMutation.ts";

/** What a member row shows of a council member. */
export const InviteMembers_member = graphql(`
  fragment InviteMembers_member on BoardMember {
    id
    fio
    degree
    degreeTitle
    academicTitle
    position
    specialtyCode
  }
`);

/** What a member row shows of their invite: delivery and whether they voted, never how. */
export const InviteMembers_invite = graphql(`
  fragment InviteMembers_invite on PollInvite {
    member {
      id
    }
    sentAt
    sendError
    voted
  }
`);

/**
 * The council's members with a checkbox each (the spec's client-side `selected` flag), «Выбрать
 * всех» / «Снять выбор», and «Отправить приглашения» for the selected ones. The selection is
 * kept after sending, so a failed delivery can be retried at once.
 */
export function InviteMembers({
  defenseId,
  status,
  members,
  invites,
}: {
  defenseId: string;
  status: PollStatus;
  members: readonly InviteMembers_MemberFragment[];
  invites: readonly InviteMembers_InviteFragment[];
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sendInvites, { loading }] = useSendInvitesMutation(defenseId);
  const closed = status === "CLOSED";
  const inviteByMember = new Map(invites.map((invite) => [invite.member.id, invite]));

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function send() {
    setOutcome(null);
    setError(null);
    // Members in the list order, so the request is stable whatever order they were ticked in.
    const ids = members.filter((m) => selected.has(m.id)).map((m) => m.id);
    try {
      setOutcome(await sendInvites(ids));
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <section className="panel" aria-labelledby="members-title">
      <h2 id="members-title">Члены совета</h2>
      <p className="muted small">
        Отметьте членов совета, присутствующих на заседании, и отправьте им приглашения. Каждый получит письмо
        с личной ссылкой на бюллетень; повторная отправка заменяет прежнюю ссылку.
      </p>
      <div className="toolbar">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setSelected(new Set(members.map((m) => m.id)))}
          disabled={closed || members.length === 0}
        >
          Выбрать всех
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setSelected(new Set())}
          disabled={closed}
        >
          Снять выбор
        </button>
        <span className="muted small" aria-live="polite">
          Выбрано: {selected.size} из {members.length}
        </span>
      </div>

      <ul className="members">
        {members.map((member) => {
          const inputId = `member-${member.id}`;
          const state = inviteState(inviteByMember.get(member.id));
          const checked = selected.has(member.id);
          return (
            <li key={member.id} className={checked ? "member member--selected" : "member"}>
              <input
                id={inputId}
                type="checkbox"
                className="member__check"
                checked={checked}
                onChange={() => toggle(member.id)}
                disabled={closed}
                aria-describedby={`${inputId}-info ${inputId}-state`}
              />
              <div className="member__body">
                <label htmlFor={inputId} className="member__name">
                  {member.fio}
                </label>
                <div id={`${inputId}-info`} className="member__info">
                  {positionLabel[member.position]} · {member.degreeTitle}
                  {member.academicTitle ? `, ${member.academicTitle}` : ""} · {member.specialtyCode}
                </div>
              </div>
              <span
                id={`${inputId}-state`}
                className={`invite-state invite-state--${state.kind}`}
                title={state.kind === "sent" ? formatDateTime(state.sentAt) : undefined}
              >
                {inviteStateText(state)}
              </span>
            </li>
          );
        })}
      </ul>

      {closed ? (
        <p className="muted">Голосование закрыто: приглашения больше не отправляются.</p>
      ) : (
        <div className="actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => void send()}
            disabled={selected.size === 0 || loading}
            aria-busy={loading}
          >
            Отправить приглашения
          </button>
        </div>
      )}
      <div role="status">
        {outcome && <p className="alert alert--success">Приглашения отправлены: {outcome.sent}</p>}
        {outcome && outcome.skipped > 0 && (
          <p className="muted small">Уже проголосовали, повторное приглашение не нужно: {outcome.skipped}</p>
        )}
      </div>
      {outcome && outcome.failed > 0 && (
        <p className="alert alert--error" role="alert">
          Не удалось отправить: {outcome.failed}. Причина указана у члена совета; отправьте приглашение еще
          раз.
        </p>
      )}
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

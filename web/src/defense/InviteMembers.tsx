import { useState } from "react";
import { graphql } from "../__generated__";
import type {
  InviteMembers_InviteFragment,
  InviteMembers_MemberFragment,
  PollStatus,
} from "../__generated__/graphql";
import { fromLocalInputValue, toLocalInputValue } from "../lib/dates.ts";
import { errorMessage } from "../lib/errors.ts";
import { formatDateTime } from "../lib/format.ts";
import { type VotingBars, votingBar } from "./eligibility.ts";
import { inviteState } from "./inviteState.ts";
import { MemberRow } from "./MemberRow.tsx";
import { useResendInvitesMutation } from "./useResendInvitesMutation.ts";
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
      fio
    }
    delivery
    attempts
    sentAt
    sendError
    voted
  }
`);

/** A message of the last send or re-send, for the status region. */
type Notice = { kind: "sent"; outcome: SendOutcome } | { kind: "resent"; text: string };

/**
 * The council's members with a checkbox each (those who cannot vote are disabled, with the
 * reason), «Выбрать всех» / «Снять выбор», an optional «Срок голосования», «Отправить
 * приглашения», each member's delivery state with «Отправить ссылку заново», and «Напомнить
 * всем, кто не проголосовал». The selection is kept after sending.
 */
export function InviteMembers({
  defenseId,
  status,
  deadline,
  members,
  invites,
  bars,
}: {
  defenseId: string;
  status: PollStatus;
  /** The poll's current deadline (ISO 8601), if set. */
  deadline: string | null;
  members: readonly InviteMembers_MemberFragment[];
  invites: readonly InviteMembers_InviteFragment[];
  bars: VotingBars;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [deadlineInput, setDeadlineInput] = useState("");
  const [notice, setNotice] = useState<Notice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resendingId, setResendingId] = useState<string | null>(null);
  const [sendInvites, { loading: sending }] = useSendInvitesMutation(defenseId);
  const [resendInvites, { loading: resending }] = useResendInvitesMutation(defenseId);
  const locked = status === "CLOSED" || status === "ANNULLED";
  const open = status === "OPEN";
  const inviteByMember = new Map(invites.map((invite) => [invite.member.id, invite]));
  const eligible = members.filter((m) => votingBar(m, bars) === null);
  // Members in the list order, so the request is stable whatever order they were ticked in.
  const selectedIds = eligible.filter((m) => selected.has(m.id)).map((m) => m.id);
  const notVoted = invites.filter((i) => !i.voted).length;

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function run(action: () => Promise<Notice>) {
    setNotice(null);
    setError(null);
    try {
      setNotice(await action());
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  function send() {
    const until = fromLocalInputValue(deadlineInput);
    void run(async () => {
      const outcome = await sendInvites(selectedIds, until);
      setDeadlineInput("");
      return { kind: "sent", outcome };
    });
  }

  function resendOne(member: InviteMembers_MemberFragment) {
    setResendingId(member.id);
    void run(async () => {
      await resendInvites([member.id]);
      return { kind: "resent", text: `Новая ссылка для ${member.fio} поставлена в очередь на отправку.` };
    }).finally(() => setResendingId(null));
  }

  function remindAll() {
    void run(async () => {
      const count = await resendInvites();
      return { kind: "resent", text: `Напоминания с новыми ссылками поставлены в очередь: ${count}.` };
    });
  }

  const busy = sending || resending;
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
          onClick={() => setSelected(new Set(eligible.map((m) => m.id)))}
          disabled={locked || eligible.length === 0}
        >
          Выбрать всех
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setSelected(new Set())}
          disabled={locked}
        >
          Снять выбор
        </button>
        <span className="muted small" aria-live="polite">
          Выбрано: {selectedIds.length} из {eligible.length}
        </span>
      </div>
      {invites.length > 0 && <DeliverySummary invites={invites} />}

      <ul className="members">
        {members.map((member) => {
          const invite = inviteByMember.get(member.id);
          return (
            <MemberRow
              key={member.id}
              member={member}
              checked={selected.has(member.id)}
              bar={votingBar(member, bars)}
              locked={locked}
              state={inviteState(invite, status)}
              onToggle={() => toggle(member.id)}
              onResend={open && invite && !invite.voted ? () => resendOne(member) : undefined}
              resending={resendingId === member.id}
            />
          );
        })}
      </ul>

      {locked ? (
        <p className="muted">
          {status === "ANNULLED" ? "Голосование аннулировано" : "Голосование закрыто"}: приглашения больше не
          отправляются.
        </p>
      ) : (
        <div className="invite-form">
          <div className="field">
            <label htmlFor="poll-deadline">Срок голосования</label>
            <input
              id="poll-deadline"
              type="datetime-local"
              value={deadlineInput}
              min={toLocalInputValue(new Date())}
              onChange={(event) => setDeadlineInput(event.target.value)}
              aria-describedby="poll-deadline-hint"
            />
            <p id="poll-deadline-hint" className="field__hint muted small">
              {deadline
                ? `Сейчас голосование открыто до ${formatDateTime(deadline)}. Укажите новый срок или оставьте поле пустым.`
                : "Необязательно. В указанное время голосование закроется само; без срока его закрывает секретарь."}
            </p>
          </div>
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              onClick={send}
              disabled={selectedIds.length === 0 || busy}
              aria-busy={sending}
            >
              Отправить приглашения
            </button>
            {open && notVoted > 0 && (
              <button
                type="button"
                className="button"
                onClick={remindAll}
                disabled={busy}
                aria-busy={resending && resendingId === null}
              >
                Напомнить всем, кто не проголосовал
              </button>
            )}
          </div>
        </div>
      )}
      <div role="status">
        {!locked && notice?.kind === "sent" && (
          <>
            <p className="alert alert--success">Приглашения отправлены: {notice.outcome.sent}</p>
            <p className="muted small">
              Письма уходят в фоне: состояние доставки видно у каждого члена совета и обновляется само.
            </p>
            {notice.outcome.skipped > 0 && (
              <p className="muted small">
                Уже проголосовали, повторное приглашение не нужно: {notice.outcome.skipped}
              </p>
            )}
          </>
        )}
        {!locked && notice?.kind === "resent" && <p className="alert alert--success">{notice.text}</p>}
      </div>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** One line of delivery counts over the invites: queued, sent, failed, voted. */
function DeliverySummary({ invites }: { invites: readonly InviteMembers_InviteFragment[] }) {
  const waiting = invites.filter((i) => !i.voted);
  const count = (delivery: InviteMembers_InviteFragment["delivery"]) =>
    waiting.filter((i) => i.delivery === delivery).length;
  const failed = count("FAILED");
  return (
    <p className="delivery-summary small">
      Приглашено: {invites.length} · в очереди: {count("QUEUED")} · отправлено: {count("SENT")} ·{" "}
      <span className={failed > 0 ? "delivery-summary__failed" : undefined}>ошибки: {failed}</span> ·
      проголосовали: {invites.length - waiting.length}
    </p>
  );
}

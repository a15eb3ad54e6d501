import { type ReactNode, useState } from "react";
import { createPortal } from "react-dom";
import { MEMBERS_GENITIVE, pluralForm } from "../../../shared/plural.ts";
import { graphql } from "../__generated__";
import type {
  InviteMembers_InviteFragment,
  InviteMembers_MemberFragment,
  InviteMembers_RollFragment,
  ResultsPanel_ResultPollsFragment,
} from "../__generated__/graphql";
import { ErrorAlert } from "../components/ErrorAlert.tsx";
import { FromNow } from "../components/FromNow.tsx";
import { errorMessage } from "../lib/errors.ts";
import { formatDateTime, plural } from "../lib/format.ts";
import { useMinimumLoading } from "../lib/useMinimumLoading.ts";
import { type VotingBars, votingBar } from "./eligibility.ts";
import { inviteState, resendable } from "./inviteState.ts";
import { MemberRow } from "./MemberRow.tsx";
import { OpenBallotForm } from "./OpenBallotForm.tsx";
import { ResendConfirm } from "./ResendConfirm.tsx";
import { useResendInvitesMutation } from "./useResendInvitesMutation.ts";
import { type SendOutcome, useSendInvitesMutation } from "./useSendInvitesMutation.ts";
import { useSetRollMutation } from "./useSetRollMutation.ts";

/** What a member row shows of a council member. */
export const InviteMembers_member = graphql(`
  fragment InviteMembers_member on BoardMember {
    id
    fio
    fioGenitive
    degree
    degreeTitle
    academicTitle
    position
    specialtyCode
    gender
    addedForDefense
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

/** The opening's form in its own panel in `slot` (below the commission), or where it stands. */
function opening(form: ReactNode, slot: HTMLElement | null): ReactNode {
  if (!slot) return form;
  return createPortal(
    <section className="panel" aria-labelledby="open-ballot-title">
      <h2 id="open-ballot-title">Открытие голосования</h2>
      {form}
    </section>,
    slot,
  );
}

/** A member on the явочный лист, as frozen when the ballot opened. */
export const InviteMembers_roll = graphql(`
  fragment InviteMembers_roll on RollEntry {
    member {
      id
    }
    fio
    degree
    specialtyCode
    added
  }
`);

/** A message of the last action, for the status region. */
type Notice = { kind: "sent"; outcome: SendOutcome } | { kind: "text"; text: string };

/** The resend the secretary is asked to confirm: one member's, or everyone's who has not voted. */
type Asking = { kind: "one"; member: InviteMembers_MemberFragment } | { kind: "all" };

/**
 * «Явочный лист»: the members of the council (and those added for this defense), each with a
 * checkbox and their state in the vote. Before the ballot opens the secretary marks who is
 * present («Сохранить явочный лист»), sees what the quorum still lacks, and opens the ballot
 * («Открыть голосование и разослать приглашения») once the sitting is valid and the счетная
 * комиссия is elected. While it is open: one state per member (delivery or vote), the deadline
 * (and how far off it is), «Отправить ссылку заново» and «Напомнить всем, кто не проголосовал»,
 * each behind a confirmation saying what a resend does (the old link keeps working until the
 * member votes by one of them; for one member, optionally revoked) and never offered while the
 * member's letter is still queued; nobody joins the roll once it is open (it is in the election's
 * fingerprint). After an annulled vote: «Провести новое голосование». Each action shows its progress in its button.
 */
export function InviteMembers({
  defenseId,
  defenseAt,
  results,
  members,
  roll,
  invites,
  commissionSize,
  keyBlocker = null,
  openingSlot = null,
  bars,
}: {
  defenseId: string;
  /** When the sitting was scheduled, ISO 8601 (opening on another day asks to confirm the day). */
  defenseAt: string;
  results: ResultsPanel_ResultPollsFragment;
  /** The council's list and the members added for this defense. */
  members: readonly InviteMembers_MemberFragment[];
  roll: readonly InviteMembers_RollFragment[];
  invites: readonly InviteMembers_InviteFragment[];
  commissionSize: number;
  /** Why the commission's key does not allow opening the ballot yet, or null. */
  keyBlocker?: string | null;
  /**
   * Where the opening goes (after the commission and its key, its precondition): the sitting
   * gives an element below «Ключ счетной комиссии»; without one it follows the roll.
   */
  openingSlot?: HTMLElement | null;
  bars: VotingBars;
}) {
  const { status } = results;
  const rollIds = roll.map((r) => r.member.id);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() =>
    status === "DRAFT" ? new Set(rollIds) : new Set(),
  );
  // A new round (a new vote after an annulled one) starts from its own roll.
  const [round, setRound] = useState(results.round);
  if (round !== results.round) {
    setRound(results.round);
    setSelected(new Set(status === "DRAFT" ? rollIds : []));
  }
  const [notice, setNotice] = useState<Notice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [sendInvites, { loading: sending }] = useSendInvitesMutation(defenseId);
  const [resendInvites, { loading: resending }] = useResendInvitesMutation(defenseId);
  const [setRoll, { loading: saving }] = useSetRollMutation(defenseId);
  const draft = status === "DRAFT";
  const open = status === "OPEN";
  const onRoll = new Set(rollIds);
  const inviteByMember = new Map(invites.map((invite) => [invite.member.id, invite]));
  const eligible = members.filter((m) => votingBar(m, bars) === null);
  // The roll is chosen before the ballot opens only: once open it is in the election's
  // fingerprint the commission confirmed (docs/RECORD.md §5), and the server refuses anyone new.
  const selectable = draft ? eligible : [];
  // Members in the list order, so the request is stable whatever order they were ticked in.
  const selectedIds = selectable.filter((m) => selected.has(m.id)).map((m) => m.id);
  const rollSaved = draft && sameSet(selectedIds, rollIds);
  // Those a resend reaches: not voted, and no letter still waiting in the queue.
  const due = invites.filter(resendable);
  const queued = invites.filter((i) => !i.voted && !resendable(i));
  const busy = sending || resending || saving;
  const savingShown = useMinimumLoading(saving);

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function run(action: () => Promise<Notice | null>) {
    setNotice(null);
    setError(null);
    try {
      setNotice(await action());
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  const saveRoll = () =>
    run(async () => {
      await setRoll(selectedIds);
      return { kind: "text", text: `Явочный лист сохранен: ${selectedIds.length}.` };
    });

  /** Opens the ballot: the roll's invites sent, with the deadline and the sitting's day confirmed. */
  async function openBallot(deadline: string | null, sittingDate: string | null): Promise<boolean> {
    let opened = false;
    await run(async () => {
      const outcome = await sendInvites(rollIds, deadline, sittingDate);
      opened = true;
      return { kind: "sent", outcome };
    });
    return opened;
  }

  const newVote = () =>
    run(async () => {
      const usable = new Set(eligible.map((m) => m.id));
      const ids = rollIds.filter((id) => usable.has(id));
      await setRoll(ids);
      setSelected(new Set(ids));
      return {
        kind: "text",
        text: "Начато новое голосование: проверьте явочный лист, изберите счетную комиссию и откройте голосование.",
      };
    });

  function ask(next: Asking) {
    setNotice(null);
    setError(null);
    setAsking(next);
  }

  /** Sends the resend the secretary confirmed; the member's line then reads «в очереди». */
  function resend(what: Asking, revokeOld: boolean) {
    void run(async () => {
      if (what.kind === "one") {
        await resendInvites([what.member.id], { revokeOld });
        setAsking(null);
        return {
          kind: "text",
          text: `${what.member.fioGenitive ? `Письмо с новой ссылкой для ${what.member.fioGenitive}` : `Письмо с новой ссылкой (${what.member.fio})`} поставлено в очередь на отправку. ${
            revokeOld
              ? "Прежняя ссылка больше не действует."
              : "Прежняя ссылка продолжит действовать, пока член совета не проголосует по одной из них."
          }`,
        };
      }
      const count = await resendInvites(undefined, { of: due.map((i) => i.member.id) });
      setAsking(null);
      return {
        kind: "text",
        text: `В очередь на отправку ${plural(count, "поставлено", "поставлены", "поставлено")} ${count} ${plural(count, "письмо", "письма", "писем")} с новыми ссылками. Прежние ссылки продолжат действовать, пока член совета не проголосует по одной из них.`,
      };
    });
  }

  const confirmation = (what: Asking) => (
    <ResendConfirm
      question={
        what.kind === "one"
          ? `Отправить ссылку заново: ${what.member.fio}?`
          : `Отправить новые ссылки всем, кто не проголосовал (${due.length})?`
      }
      skipped={what.kind === "all" ? queued.map((i) => i.member.fio) : []}
      revocable={what.kind === "one"}
      busy={resending}
      onConfirm={(revokeOld) => resend(what, revokeOld)}
      onCancel={() => setAsking(null)}
    />
  );

  return (
    <section className="panel" aria-labelledby="members-title">
      <h2 id="members-title">Явочный лист</h2>
      <p className="muted small">
        {draft
          ? "Отметьте членов совета, присутствующих на заседании (в зале или удаленно), и сохраните явочный лист. Голосование откроется, когда заседание правомочно, а избранная счетная комиссия сформировала ключ; каждый из явочного листа получит письмо с личной ссылкой на бюллетень."
          : "Явочный лист зафиксирован при открытии голосования: последующие правки состава совета на него не влияют."}
      </p>
      {draft && (
        <div className="toolbar">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setSelected(new Set(eligible.map((m) => m.id)))}
            disabled={eligible.length === 0}
          >
            Выбрать всех
          </button>
          <button type="button" className="button button--ghost" onClick={() => setSelected(new Set())}>
            Снять выбор
          </button>
          <span className="muted small" aria-live="polite">
            Отмечено: {selectedIds.length} из {eligible.length}
          </span>
        </div>
      )}

      <ul className="members">
        {members.map((member) => {
          const invite = inviteByMember.get(member.id);
          const checkable = draft;
          return (
            <MemberRow
              key={member.id}
              member={member}
              checked={checkable ? selected.has(member.id) : onRoll.has(member.id)}
              bar={votingBar(member, bars)}
              locked={!checkable}
              state={
                draft
                  ? onRoll.has(member.id)
                    ? { kind: "onRoll" }
                    : { kind: "none" }
                  : inviteState(invite, status)
              }
              onToggle={() => toggle(member.id)}
              onResend={
                open &&
                invite &&
                resendable(invite) &&
                !(asking?.kind === "one" && asking.member.id === member.id)
                  ? () => ask({ kind: "one", member })
                  : undefined
              }
              confirm={
                open && asking?.kind === "one" && asking.member.id === member.id
                  ? confirmation(asking)
                  : undefined
              }
            />
          );
        })}
      </ul>

      {draft && (
        <div className="actions">
          <button
            type="button"
            className="button"
            onClick={() => void saveRoll()}
            disabled={busy || rollSaved}
            aria-busy={savingShown}
          >
            {savingShown ? "Сохраняем явочный лист…" : "Сохранить явочный лист"}
          </button>
        </div>
      )}
      {draft &&
        opening(
          <OpenBallotForm
            defenseAt={defenseAt}
            results={results}
            rollSaved={rollSaved}
            commissionSize={commissionSize}
            keyBlocker={keyBlocker}
            busy={busy}
            sending={sending}
            onOpen={openBallot}
          />,
          openingSlot,
        )}

      {open && (
        <div className="invite-form">
          {results.deadline && (
            <p className="muted small">
              Голосование открыто до {formatDateTime(results.deadline)}
              {new Date(results.deadline) > new Date() && (
                <>
                  {" "}
                  (<FromNow value={results.deadline} />)
                </>
              )}
              .
            </p>
          )}
          <div className="actions">
            {due.length > 0 && asking?.kind !== "all" && (
              <button type="button" className="button" onClick={() => ask({ kind: "all" })} disabled={busy}>
                Напомнить всем, кто не проголосовал
              </button>
            )}
          </div>
          {asking?.kind === "all" && due.length > 0 && confirmation(asking)}
          <p className="muted small">
            Явочный лист вошел в отпечаток голосования, который подтвердила счетная комиссия: включить в него
            больше никого нельзя. Чтобы провести голосование с другим составом, аннулируйте его и проведите
            новое.
          </p>
        </div>
      )}

      {status === "CLOSED" && (
        <p className="muted">Голосование закрыто: приглашения больше не отправляются.</p>
      )}
      {status === "ANNULLED" && (
        <div className="invite-form">
          <p className="muted">
            Голосование аннулировано: прежние ссылки не действуют. Можно провести новое голосование с новыми
            ссылками — явочный лист будет заполнен прежним составом.
          </p>
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void newVote()}
              disabled={busy}
              aria-busy={savingShown}
            >
              {savingShown ? "Начинаем новое голосование…" : "Провести новое голосование"}
            </button>
          </div>
        </div>
      )}
      <div role="status">
        {notice?.kind === "sent" && (
          <>
            <p className="alert alert--success">
              {`В очередь на отправку ${plural(notice.outcome.sent, "поставлено", "поставлены", "поставлено")} ${notice.outcome.sent} ${plural(notice.outcome.sent, "приглашение", "приглашения", "приглашений")}.`}
              {notice.outcome.keyed > 0 &&
                ` У ${notice.outcome.keyed} ${pluralForm(notice.outcome.keyed, MEMBERS_GENITIVE)} совета ключ для голосования уже на устройстве: письмо им не нужно, открытая страница сама становится бюллетенем.`}
            </p>
            <p className="muted small">
              Письма уходят в фоне: сколько доставлено, видно в счетчиках и у каждого члена совета;
              обновляется само.
            </p>
          </>
        )}
        {notice?.kind === "text" && <p className="alert alert--success">{notice.text}</p>}
      </div>
      <ErrorAlert error={error} />
    </section>
  );
}

/** Whether two id lists hold the same ids. */
function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return a.length === b.length && b.every((id) => set.has(id));
}

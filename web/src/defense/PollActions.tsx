import { useFragment } from "@apollo/client/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ANNUL_REASON } from "../../../shared/limits.ts";
import { graphql } from "../__generated__";
import type { PollActions_DefenseFragment, PollStatus } from "../__generated__/graphql";
import { ConfirmActions } from "../components/ConfirmActions.tsx";
import { ErrorAlert } from "../components/ErrorAlert.tsx";
import { errorMessage } from "../lib/errors.ts";
import { plural } from "../lib/format.ts";
import { useMinimumLoading } from "../lib/useMinimumLoading.ts";
import { resendable } from "./inviteState.ts";
import { ResendConfirm } from "./ResendConfirm.tsx";
import { useAnnulPollMutation, useClosePollMutation } from "./usePollEndMutations.ts";
import { useResendInvitesMutation } from "./useResendInvitesMutation.ts";

/**
 * Who a resend before closing reaches: the invites as the defense page loaded them (its
 * `InviteMembers_invite` fragment holds these fields), read from the cache, never fetched.
 */
const PollActions_defense = graphql(`
  fragment PollActions_defense on Defense {
    id
    invites {
      member {
        id
        fio
      }
      delivery
      voted
    }
  }
`);

type Step = "idle" | "close" | "resend" | "annul";

/**
 * «Закрыть голосование» (while open) and «Аннулировать голосование» with a required reason
 * (while open or closed), each behind a confirm step. Closing names the members of the roll
 * who have not voted yet and offers to send them new links first, behind its own confirmation
 * of what a resend does (the old links keep working until the member votes by one of them);
 * not offered to members whose letter is still queued. Each action shows its progress in its
 * button.
 */
export function PollActions({
  defenseId,
  status,
  notVoted = [],
  counted = false,
}: {
  defenseId: string;
  status: PollStatus;
  /** ФИО of the members of the roll who have not voted, in the roll's order. */
  notVoted?: readonly string[];
  /** Whether the count has been decrypted: the note about waiting for it is then dropped. */
  counted?: boolean;
}) {
  const [step, setStep] = useState<Step>("idle");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [closePoll, { loading: closing }] = useClosePollMutation(defenseId);
  const [annulPoll, { loading: annulling }] = useAnnulPollMutation(defenseId);
  const [resendInvites, { loading: resending }] = useResendInvitesMutation(defenseId);
  const closingShown = useMinimumLoading(closing);
  const annullingShown = useMinimumLoading(annulling);
  const confirmRef = useRef<HTMLDivElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const canClose = status === "OPEN";
  const canAnnul = status === "OPEN" || status === "CLOSED";
  // A poll that closed by itself (deadline, everyone voted) while confirming drops that step.
  const shown: Step =
    ((step === "close" || step === "resend") && !canClose) || (step === "annul" && !canAnnul) ? "idle" : step;
  const page = useFragment({
    fragment: PollActions_defense,
    from: { __typename: "Defense", id: defenseId },
  });
  // Without the page's invites in the cache the server alone decides who is sent a link.
  const invites: PollActions_DefenseFragment["invites"] | null = page.complete ? page.data.invites : null;
  const due = invites?.filter(resendable) ?? null;
  const queued = invites?.filter((i) => !i.voted && !resendable(i)).map((i) => i.member.fio) ?? [];

  // Move focus into the confirm step, so keyboard and screen-reader users land on the question.
  useEffect(() => {
    if (shown === "close") confirmRef.current?.focus();
    if (shown === "annul") reasonRef.current?.focus();
  }, [shown]);

  function start(next: Step) {
    setError(null);
    setDone(null);
    setStep(next);
  }

  async function confirmClose() {
    setError(null);
    try {
      await closePoll();
      setStep("idle");
      setDone(
        "Бюллетени больше не принимаются. Итог появится, когда большинство счетной комиссии вскроет урну по своим ссылкам.",
      );
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function remind() {
    setError(null);
    try {
      const count = await resendInvites(undefined, due ? { of: due.map((i) => i.member.id) } : {});
      setStep("idle");
      setDone(
        `В очередь на отправку ${plural(count, "поставлено", "поставлены", "поставлено")} ${count} ${plural(count, "письмо", "письма", "писем")} с новыми ссылками; прежние ссылки продолжат действовать, пока член совета не проголосует по одной из них. Голосование остается открытым.`,
      );
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function confirmAnnul(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError("Укажите причину аннулирования.");
      reasonRef.current?.focus();
      return;
    }
    setError(null);
    try {
      await annulPoll(text);
      setStep("idle");
      setReason("");
      setDone("Аннулирование записано вместе с причиной.");
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <>
      {shown === "idle" && (canClose || canAnnul) && (
        <div className="actions">
          {canClose && (
            <button type="button" className="button button--danger" onClick={() => start("close")}>
              Закрыть голосование
            </button>
          )}
          {canAnnul && (
            <button type="button" className="button button--ghost" onClick={() => start("annul")}>
              Аннулировать голосование
            </button>
          )}
        </div>
      )}

      {shown === "close" && (
        <div className="confirm" ref={confirmRef} tabIndex={-1}>
          <p className="confirm__text">
            Закрыть голосование? После закрытия бюллетени больше не принимаются, а счетная комиссия вскрывает
            урну: итог появится, когда большинство ее членов откроют свои ссылки. Отменить это нельзя.
          </p>
          {notVoted.length > 0 && (
            <div className="confirm__text">
              <p>
                Еще не проголосовали ({notVoted.length}): {notVoted.join(", ")}. Не проголосовавшие не
                считаются голосовавшими «за».
              </p>
              {(due === null || due.length > 0) && (
                <button type="button" className="button" onClick={() => start("resend")} disabled={closing}>
                  Сначала отправить им ссылки заново
                </button>
              )}
              {due !== null && due.length === 0 && queued.length > 0 && (
                <p className="muted small">
                  Письма с приглашениями еще в очереди на отправку: новые ссылки можно будет отправить, когда
                  они уйдут.
                </p>
              )}
            </div>
          )}
          <ConfirmActions
            label={closingShown ? "Закрываем голосование…" : "Да, закрыть голосование"}
            tone="danger"
            busy={closingShown}
            cancelBusy={closing}
            onConfirm={() => void confirmClose()}
            onCancel={() => setStep("idle")}
          />
        </div>
      )}

      {shown === "resend" && (
        <ResendConfirm
          question={`Сначала отправить новые ссылки тем, кто не проголосовал (${due?.length ?? notVoted.length})? Голосование останется открытым.`}
          skipped={queued}
          busy={resending}
          onConfirm={() => void remind()}
          onCancel={() => start("close")}
        />
      )}

      {shown === "annul" && (
        <form className="confirm" onSubmit={(event) => void confirmAnnul(event)} noValidate>
          <div className="field">
            <label htmlFor="annul-reason">Причина аннулирования</label>
            <textarea
              id="annul-reason"
              ref={reasonRef}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              rows={3}
              maxLength={ANNUL_REASON.max}
              required
              aria-describedby="annul-hint"
            />
          </div>
          <p id="annul-hint" className="confirm__text">
            Аннулировать голосование? Оно сохранится с пометкой «аннулировано» и причиной, решения по нему не
            будет, а ссылки на бюллетени перестанут действовать. Отменить это нельзя.
          </p>
          <ConfirmActions
            label={annullingShown ? "Аннулируем голосование…" : "Да, аннулировать голосование"}
            tone="danger"
            busy={annullingShown}
            cancelBusy={annulling}
            onCancel={() => setStep("idle")}
          />
        </form>
      )}

      <div role="status">{done && !counted && <p className="alert alert--success">{done}</p>}</div>
      <ErrorAlert error={error} />
    </>
  );
}

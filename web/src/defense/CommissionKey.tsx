import { type FormEvent, useState } from "react";
import { graphql } from "../__generated__";
import type {
  CommissionKey_EncryptionFragment,
  InviteDelivery,
  PollStatus,
  TrusteeStage,
} from "../__generated__/graphql";
import { ErrorAlert } from "../components/ErrorAlert.tsx";
import { InlineFormActions } from "../components/InlineFormActions.tsx";
import { ShortCode } from "../components/ShortCode.tsx";
import { errorMessage } from "../lib/errors.ts";
import { formatCount, formatDate, plural } from "../lib/format.ts";
import { deliveryLabel } from "../lib/labels.ts";
import { ReplaceSeat } from "./ReplaceSeat.tsx";
import { useRecordCodeConfirmationMutation } from "./useRecordCodeConfirmationMutation.ts";
import { useResendCommissionLinksMutation } from "./useResendCommissionLinksMutation.ts";
import { useRestartKeyCeremonyMutation } from "./useRestartKeyCeremonyMutation.ts";

/** What the desk shows of the commission's key ceremony and of the opening of the urn. */
export const CommissionKey_encryption = graphql(`
  fragment CommissionKey_encryption on PollEncryption {
    electionId
    trustees
    threshold
    publicKey
    code
    signed
    manifestCurrent
    headCode
    disputes {
      complainer
      dealer
      verdict
    }
    decryptions
    tallied
    seats {
      seat
      member {
        id
        fio
        gender
      }
      stage
      delivery
      sendError
      decrypted
      codeConfirmedAt
    }
  }
`);

/**
 * A commission member's device in the key ceremony, as the secretary reads it: what the device
 * reported, never what only the member can say (that is recorded apart, «сказал: совпал»).
 */
const trusteeStageLabel: Record<TrusteeStage, string> = {
  LINK_SENT: "устройство не подключено",
  DEVICE_READY: "устройство подключено",
  DEALT: "доли ключа разосланы",
  COMPLAINED: "устройство сообщило о неверной доле ключа",
  CONFIRMED: "часть ключа проверена",
  SIGNED: "устройство сообщило: код подтвержден",
};

/** «сказал» / «сказала» by the member's gender. */
const said = (gender: string | null | undefined) => (gender === "FEMALE" ? "сказала" : "сказал");

/** «из 3 членов комиссии», «из 21 члена комиссии». */
const ofCommission = (n: number) => `из ${formatCount(n)} ${plural(n, "члена", "членов", "членов")} комиссии`;

/** «1 из 2 необходимых членов комиссии». */
const ofNeededMembers = (n: number) =>
  `из ${formatCount(n)} ${plural(n, "необходимого члена", "необходимых членов", "необходимых членов")} комиссии`;

/**
 * The key's progress in one line, the verb agreeing with the count: «код подтвердил 1 из 3
 * членов комиссии», «код подтвердили 2 из 3 членов комиссии».
 */
export function keyProgress(
  encryption: Pick<CommissionKey_EncryptionFragment, "trustees" | "signed">,
): string {
  const verb = plural(encryption.signed, "подтвердил", "подтвердили", "подтвердили");
  return `код ${verb} ${formatCount(encryption.signed)} ${ofCommission(encryption.trustees)}`;
}

/** The opening of the urn in one line: «Вскрытие урны: 1 из 2 необходимых членов комиссии». */
export function urnProgress(
  encryption: Pick<CommissionKey_EncryptionFragment, "decryptions" | "threshold">,
): string {
  return `Вскрытие урны: ${Math.min(encryption.decryptions, encryption.threshold)} ${ofNeededMembers(encryption.threshold)}`;
}

function deliveryText(delivery: InviteDelivery, error: string | null | undefined): string {
  return delivery === "FAILED"
    ? `${deliveryLabel.FAILED}: ${error || "письмо не принято"}`
    : deliveryLabel[delivery];
}

/** A dispute's verdict as the secretary reads it. */
function disputeText(d: CommissionKey_EncryptionFragment["disputes"][number]): string {
  const claim = `Член комиссии на месте ${d.complainer} сообщил, что доля ключа от места ${d.dealer} не прошла проверку`;
  if (d.verdict === "PENDING") return `${claim}; ждем ответа устройства места ${d.dealer}.`;
  if (d.verdict === "DEALER") return `${claim}; проверка подтвердила ошибку места ${d.dealer}.`;
  return `${claim}; проверка показала, что доля верна: жалоба места ${d.complainer} необоснованна.`;
}

/**
 * «Ключ счетной комиссии»: once the commission is elected, each member opens the personal link
 * from their letter and their device makes its part of the poll's key (the ceremony); when the
 * devices have confirmed their shares, the election's code appears here and on each device: the
 * chair of the commission reads it out and each member confirms it on their device. The panel
 * lists the seats with where each device is, the letter's delivery and «Отправить ссылку
 * заново»; it names a complaint and who was at fault, offers «Начать формирование ключа
 * заново» with a reason, and after the close shows the urn's code to read out before the
 * commission opens the urn.
 */
export function CommissionKey({
  defenseId,
  status,
  encryption,
  candidates,
  voted,
}: {
  defenseId: string;
  status: PollStatus;
  encryption: CommissionKey_EncryptionFragment;
  /** The turnout by the roll's marks (the desk's count), announced at the close. */
  voted: number;
  /** Members of the roll not on the commission, who may replace a seat before the ballot opens. */
  candidates: readonly { id: string; fio: string }[];
}) {
  const [resend, { loading }] = useResendCommissionLinksMutation(defenseId);
  const [recordSpoken, spoken] = useRecordCodeConfirmationMutation(defenseId);
  const [resendingId, setResendingId] = useState<string | null>(null);
  /** The member whose resend awaits the secretary's confirmation. */
  const [confirming, setConfirming] = useState<string | null>(null);
  // A notice belongs to the stage of the sitting it was given in: it goes once the key is sealed
  // or the vote moves on (no «…ключ формируется заново» beside the result). The ceremony's
  // restart is not a new stage: a replacement or a resend restarts it, and its notice says so.
  const moment = `${status}:${!!encryption.publicKey}`;
  const [noticeOf, setNoticeOf] = useState<{ text: string; moment: string } | null>(null);
  const notice = noticeOf?.moment === moment ? noticeOf.text : null;
  const setNotice = (text: string | null) => setNoticeOf(text === null ? null : { text, moment });
  const [error, setError] = useState<string | null>(null);
  const { trustees, threshold } = encryption;
  const ready = !!encryption.publicKey;
  const canResend = status !== "ANNULLED" && !encryption.tallied;
  const stopped = encryption.disputes.length > 0 || !encryption.manifestCurrent;
  // A seat may be replaced until the key is sealed (after it, the commission is in the fingerprint).
  const replaceable = status === "DRAFT" && !ready;
  // Devices not yet connected while others are at work: whom the sitting may be waiting for.
  const absent = encryption.seats.some((s) => s.stage !== "LINK_SENT")
    ? encryption.seats.filter((s) => s.stage === "LINK_SENT").map((s) => s.member.fio)
    : [];

  const unheard = encryption.seats.filter((s) => !s.codeConfirmedAt);

  async function recordSaid(member: { id: string; fio: string; gender?: string | null }) {
    setNotice(null);
    setError(null);
    try {
      await recordSpoken(member.id);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function resendTo(member: { id: string; fio: string }) {
    setNotice(null);
    setError(null);
    setResendingId(member.id);
    try {
      await resend([member.id]);
      setConfirming(null);
      setNotice(
        `Письмо с новой ссылкой поставлено в очередь на отправку: ${member.fio}. Прежняя ссылка больше не действует.`,
      );
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setResendingId(null);
    }
  }

  let summary: string;
  let explanation: string;
  if (status === "ANNULLED") {
    summary = "Голосование аннулировано: ключ этой комиссии больше не нужен.";
    explanation = "";
  } else if (status === "CLOSED") {
    summary = encryption.tallied
      ? "Урна вскрыта: итог расшифрован счетной комиссией."
      : `${urnProgress(encryption)}.`;
    explanation = "";
  } else if (stopped) {
    summary = encryption.manifestCurrent
      ? "Формирование ключа остановлено жалобой члена комиссии."
      : "Сведения о защите, совете или явочный лист изменились после избрания комиссии: ключ нужно сформировать заново.";
    explanation = "";
  } else if (status === "DRAFT" && (encryption.code || ready)) {
    summary =
      ready && unheard.length === 0
        ? "Каждый член счетной комиссии сказал вслух, что код совпал: голосование можно открывать."
        : `Код голосования готов: ${keyProgress(encryption)}.`;
    explanation =
      unheard.length === 0
        ? ""
        : "Председатель счетной комиссии зачитывает код со своего устройства; каждый член комиссии сверяет его со своим экраном, подтверждает на устройстве и говорит вслух, совпал ли код. Когда член комиссии скажет «совпал», нажмите «Сказал: совпал» рядом с его фамилией. Что сообщило устройство, — еще не ответ человека: голосование откроется, только когда ответ записан у всех. Если кто-то сказал, что код другой или что его устройство не подключено, голосование не открывайте: начните формирование ключа заново.";
  } else if (!ready) {
    summary = `Ключ формируется: ${keyProgress(encryption)}.`;
    explanation = `Каждому члену комиссии отправлено письмо с личной ссылкой: попросите их открыть ссылки сейчас, с телефона или компьютера. Бюллетени шифруются общим ключом, и вскрыть урну после закрытия голосования сможет только большинство комиссии — ${threshold} ${ofCommission(trustees)}.`;
  } else {
    summary = "Ключ счетной комиссии сформирован: бюллетени шифруются им.";
    explanation = `Члены совета видят код голосования на своих бюллетенях. После закрытия голосования члены комиссии откроют свои ссылки снова; итог расшифруется, когда это сделают ${threshold} ${ofCommission(trustees)}.`;
  }

  return (
    <section className="panel commission-key" aria-labelledby="commission-key-title">
      <h2 id="commission-key-title">Ключ счетной комиссии</h2>
      <p className="commission-key__summary" role="status">
        {summary}
      </p>
      {encryption.code && status !== "ANNULLED" && (
        <p className="commission-key__code">
          Код голосования: <ShortCode code={encryption.code} />
        </p>
      )}
      {/* The urn's code is read from a commission device, never from here: shown once counted, as the protocol prints it. */}
      {status === "CLOSED" && encryption.tallied && encryption.headCode && (
        <p className="commission-key__code">
          Код урны при закрытии: <ShortCode code={encryption.headCode} />
        </p>
      )}
      {status === "CLOSED" && !encryption.tallied && (
        <UrnScript voted={voted} threshold={threshold} trustees={trustees} />
      )}
      {explanation && <p className="muted small">{explanation}</p>}
      {encryption.disputes.length > 0 && (
        <div className="alert alert--error" role="alert">
          {encryption.disputes.map((d) => (
            <p key={`${d.complainer}-${d.dealer}`}>{disputeText(d)}</p>
          ))}
        </div>
      )}
      {replaceable && absent.length > 0 && (
        <p className="alert">
          {absent.length === 1 ? "Устройство еще не подключено" : "Устройства еще не подключены"}:{" "}
          {absent.join(", ")}. Ключ формируется только со всеми членами комиссии. Если член комиссии не пришел
          на заседание, заседание избирает вместо него другого члена совета из явочного листа: нажмите
          «Заменить» рядом с его фамилией.
        </p>
      )}
      {status === "DRAFT" && <RestartCeremony defenseId={defenseId} prominent={stopped} />}
      <ul className="key-seats">
        {encryption.seats.map((s) => (
          <li key={s.seat} className="key-seat">
            <div className="key-seat__who">
              {s.seat}. {s.member.fio}
              {s.seat === 1 && <span className="muted"> — председатель комиссии</span>}
            </div>
            <div className="key-seat__state">
              <span className={`badge key-seat__stage key-seat__stage--${s.stage.toLowerCase()}`}>
                {trusteeStageLabel[s.stage]}
              </span>
              {status === "CLOSED" && s.decrypted && (
                <span className="badge badge--closed">итог расшифрован</span>
              )}
              {s.codeConfirmedAt && (
                <span className="badge badge--closed">
                  {said(s.member.gender)} вслух: совпал ({formatDate(s.codeConfirmedAt, "HH:mm")})
                </span>
              )}
            </div>
            {status === "DRAFT" && s.stage === "SIGNED" && !s.codeConfirmedAt && (
              <button
                type="button"
                className="button button--primary button--small"
                onClick={() => void recordSaid(s.member)}
                disabled={spoken.loading}
                aria-label={`Записать: ${s.member.fio} ${said(s.member.gender)} вслух, что код совпал`}
              >
                {said(s.member.gender) === "сказала" ? "Сказала: совпал" : "Сказал: совпал"}
              </button>
            )}
            <div className={`key-seat__delivery small${s.delivery === "FAILED" ? " results__failed" : ""}`}>
              Письмо со ссылкой: {deliveryText(s.delivery, s.sendError)}
            </div>
            {replaceable && (
              <ReplaceSeat
                defenseId={defenseId}
                seat={s.seat}
                member={s.member}
                candidates={candidates}
                onReplaced={(text) => {
                  setError(null);
                  setNotice(text);
                }}
              />
            )}
            {canResend && confirming !== s.member.id && (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => setConfirming(s.member.id)}
                disabled={loading}
                aria-label={`Отправить ссылку счетной комиссии заново: ${s.member.fio}`}
              >
                Отправить ссылку заново
              </button>
            )}
            {canResend && confirming === s.member.id && (
              <div className="confirm confirm--plain">
                <p className="confirm__text">
                  <strong>Отправить ссылку заново: {s.member.fio}?</strong>
                </p>
                <p className="confirm__text">
                  Придет письмо с новой ссылкой; прежняя перестанет действовать сразу. Если страница комиссии
                  уже открыта, ее нужно будет открыть заново по ссылке из нового письма, на том же устройстве:
                  ключ, сформированный на нем, сохранится.
                </p>
                <div className="actions">
                  <button
                    type="button"
                    className="button button--primary button--small"
                    onClick={() => void resendTo(s.member)}
                    disabled={loading}
                    aria-busy={resendingId === s.member.id}
                    aria-label={`Отправить новую ссылку счетной комиссии: ${s.member.fio}`}
                  >
                    {resendingId === s.member.id ? "Отправляем…" : "Отправить новую ссылку"}
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => setConfirming(null)}
                    disabled={loading}
                  >
                    Отмена
                  </button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      <div role="status">{notice && <p className="alert alert--success">{notice}</p>}</div>
      <ErrorAlert error={error} />
    </section>
  );
}

/**
 * The sitting's script at the close, before the commission decrypts (docs/SECURITY.md, «Ballot
 * secrecy and the count»): the turnout to announce, the urn's code to have read from a
 * commission device (never from this page, which only the server fills), and the hall to ask
 * whether any voter's page disagrees.
 */
function UrnScript({ voted, threshold, trustees }: { voted: number; threshold: number; trustees: number }) {
  return (
    <ol className="urn-script small">
      <li>
        Объявите явку: по явочному листу проголосовали {formatCount(voted)}{" "}
        {plural(voted, "член совета", "члена совета", "членов совета")}.
      </li>
      <li>
        Попросите председателя счетной комиссии зачитать код урны со своего устройства (если его устройство
        восстановлено из резервной копии и кода не показывает, — другого члена комиссии). Эта страница кода
        урны не показывает: его показывают только устройства комиссии, проверившие урну сами.
      </li>
      <li>
        Спросите зал: не показала ли чья-то страница бюллетеня другой код урны или что бюллетеня в урне нет?
        Если кто-то сообщил о расхождении, урну не вскрывают: голосование аннулируют и проводят заново.
      </li>
      <li>
        Члены комиссии сверяют код урны и явку на своих устройствах и расшифровывают. Итог и протокол
        появятся, когда это сделают {threshold} {ofCommission(trustees)}.
      </li>
    </ol>
  );
}

/**
 * «Начать формирование ключа заново»: with a reason (audited). The members' pages carry on by
 * themselves into the new ceremony, with the same links.
 */
function RestartCeremony({ defenseId, prominent }: { defenseId: string; prominent: boolean }) {
  const [restart, { loading }] = useRestartKeyCeremonyMutation(defenseId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      await restart(reason);
      setOpen(false);
      setReason("");
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  if (!open) {
    return (
      <p>
        <button
          type="button"
          className={prominent ? "button button--primary" : "button button--ghost button--small"}
          onClick={() => setOpen(true)}
        >
          Начать формирование ключа заново
        </button>
      </p>
    );
  }
  return (
    <form className="restart-ceremony" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={loading}>
      <div className="field">
        <label htmlFor="restart-reason">Почему ключ формируется заново</label>
        <textarea
          id="restart-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={2}
          aria-describedby="restart-hint"
        />
        <p id="restart-hint" className="muted small">
          Например: «коды на устройствах не совпали» или «член комиссии заменен». Причина попадет в журнал.
          Устройства членов комиссии начнут заново сами, ссылки не меняются.
        </p>
      </div>
      <ErrorAlert error={error} />
      <InlineFormActions
        label="Начать заново"
        busyLabel="Начинаем заново…"
        busy={loading}
        onCancel={() => setOpen(false)}
      />
    </form>
  );
}

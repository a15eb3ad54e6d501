import { useState } from "react";
import { graphql } from "../__generated__";
import type {
  CommissionKey_EncryptionFragment,
  InviteDelivery,
  PollStatus,
  TrusteeStage,
} from "../__generated__/graphql";
import { errorMessage } from "../lib/errors.ts";
import { formatCount, plural } from "../lib/format.ts";
import { deliveryLabel } from "../lib/labels.ts";
import { useResendCommissionLinksMutation } from "./useResendCommissionLinksMutation.ts";

/** What the desk shows of the commission's key ceremony and of the opening of the urn. */
export const CommissionKey_encryption = graphql(`
  fragment CommissionKey_encryption on PollEncryption {
    electionId
    trustees
    threshold
    publicKey
    decryptions
    tallied
    seats {
      seat
      member {
        id
        fio
      }
      stage
      delivery
      sendError
      decrypted
    }
  }
`);

/** A commission member's device in the key ceremony, as the secretary reads it. */
const trusteeStageLabel: Record<TrusteeStage, string> = {
  LINK_SENT: "ссылка отправлена",
  DEVICE_READY: "устройство подключено",
  DEALT: "части ключа разосланы",
  CONFIRMED: "ключ готов",
};

/** «из 3 членов комиссии», «из 21 члена комиссии». */
const ofCommission = (n: number) => `из ${formatCount(n)} ${plural(n, "члена", "членов", "членов")} комиссии`;

/** «1 из 2 необходимых членов комиссии». */
const ofNeededMembers = (n: number) =>
  `из ${formatCount(n)} ${plural(n, "необходимого члена", "необходимых членов", "необходимых членов")} комиссии`;

/** The key's progress in one line: «Ключ формируется: ключ готов у 1 из 3 членов комиссии.» */
export function keyProgress(
  encryption: Pick<CommissionKey_EncryptionFragment, "trustees" | "seats">,
): string {
  const ready = encryption.seats.filter((s) => s.stage === "CONFIRMED").length;
  return `ключ готов у ${ready} ${ofCommission(encryption.trustees)}`;
}

/** The opening of the urn in one line: «Вскрытие урны: 1 из 2 необходимых членов комиссии». */
export function urnProgress(
  encryption: Pick<CommissionKey_EncryptionFragment, "decryptions" | "threshold">,
): string {
  return `Вскрытие урны: ${Math.min(encryption.decryptions, encryption.threshold)} ${ofNeededMembers(encryption.threshold)}`;
}

/**
 * Whether the desk should poll the ceremony: while the key is being made, while the urn waits
 * for the commission after close, and while a commission letter is on its way.
 */
export function ceremonyIsLive(
  status: PollStatus,
  encryption: CommissionKey_EncryptionFragment | null | undefined,
) {
  if (!encryption || status === "ANNULLED") return false;
  if (status === "DRAFT" && !encryption.publicKey) return true;
  if (status === "CLOSED" && !encryption.tallied) return true;
  return encryption.seats.some((s) => s.delivery !== "SENT");
}

function deliveryText(delivery: InviteDelivery, error: string | null | undefined): string {
  return delivery === "FAILED"
    ? `${deliveryLabel.FAILED}: ${error || "письмо не принято"}`
    : deliveryLabel[delivery];
}

/**
 * «Ключ счетной комиссии»: once the commission is elected, each member opens the personal link
 * from their letter and their device makes its part of the poll's key (the ceremony); the
 * panel lists the seats with the member, where their device is, the letter's delivery and
 * «Отправить ссылку заново», and says what the vote waits for: the key before it opens, a
 * majority of the commission opening the urn after it closes.
 */
export function CommissionKey({
  defenseId,
  status,
  encryption,
}: {
  defenseId: string;
  status: PollStatus;
  encryption: CommissionKey_EncryptionFragment;
}) {
  const [resend, { loading }] = useResendCommissionLinksMutation(defenseId);
  const [resendingId, setResendingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { trustees, threshold } = encryption;
  const ready = !!encryption.publicKey;
  const canResend = status !== "ANNULLED" && !encryption.tallied;

  async function resendTo(member: { id: string; fio: string }) {
    setNotice(null);
    setError(null);
    setResendingId(member.id);
    try {
      await resend([member.id]);
      setNotice(`Ссылка отправлена заново: ${member.fio}. Прежняя ссылка больше не действует.`);
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
    explanation = encryption.tallied
      ? ""
      : `Попросите членов комиссии открыть свои ссылки на тех же устройствах, где формировался ключ: каждое устройство проверит все бюллетени и расшифрует свою часть итога. Итог и протокол появятся, когда это сделают ${threshold} ${ofCommission(trustees)}.`;
  } else if (!ready) {
    summary = `Ключ формируется: ${keyProgress(encryption)}.`;
    explanation = `Каждому члену комиссии отправлено письмо с личной ссылкой. Голосование можно открыть, когда устройства всех членов комиссии сформируют общий ключ: попросите их открыть ссылки сейчас, с телефона или компьютера. Бюллетени шифруются этим ключом, и вскрыть урну после закрытия голосования сможет только большинство комиссии — ${threshold} ${ofCommission(trustees)}.`;
  } else {
    summary =
      status === "OPEN"
        ? "Ключ счетной комиссии сформирован: бюллетени шифруются им."
        : "Ключ счетной комиссии сформирован: голосование можно открывать.";
    explanation = `После закрытия голосования члены комиссии откроют свои ссылки снова; итог расшифруется, когда это сделают ${threshold} ${ofCommission(trustees)}.`;
  }

  return (
    <section className="panel commission-key" aria-labelledby="commission-key-title">
      <h2 id="commission-key-title">Ключ счетной комиссии</h2>
      <p className="commission-key__summary" role="status">
        {summary}
      </p>
      {explanation && <p className="muted small">{explanation}</p>}
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
            </div>
            <div className={`key-seat__delivery small${s.delivery === "FAILED" ? " results__failed" : ""}`}>
              Письмо со ссылкой: {deliveryText(s.delivery, s.sendError)}
            </div>
            {canResend && (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => void resendTo(s.member)}
                disabled={loading}
                aria-busy={resendingId === s.member.id}
                aria-label={`Отправить ссылку заново: ${s.member.fio}`}
              >
                Отправить ссылку заново
              </button>
            )}
          </li>
        ))}
      </ul>
      <div role="status">{notice && <p className="alert alert--success">{notice}</p>}</div>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

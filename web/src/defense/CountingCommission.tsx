import { useState } from "react";
import { COMMISSION_MIN } from "../../../shared/council.ts";
import { count, MEMBERS_GENITIVE } from "../../../shared/plural.ts";
import { graphql } from "../__generated__";
import type { CountingCommission_MemberFragment, PollStatus } from "../__generated__/graphql";
import { ErrorAlert } from "../components/ErrorAlert.tsx";
import { errorMessage } from "../lib/errors.ts";
import { useMinimumLoading } from "../lib/useMinimumLoading.ts";
import { useSetCountingCommissionMutation } from "./useSetCountingCommissionMutation.ts";

/** What the commission section shows of a member. */
export const CountingCommission_member = graphql(`
  fragment CountingCommission_member on BoardMember {
    id
    fio
  }
`);

/**
 * «Счетная комиссия»: the elected commission (the first listed chairs it, as in the protocol)
 * and, before the ballot opens, checkboxes over the members of the явочный лист with «Избрать
 * комиссию». As at a paper sitting it is elected before the vote and does not change after.
 */
export function CountingCommission({
  defenseId,
  status,
  participants,
  commission,
  keys,
}: {
  defenseId: string;
  status: PollStatus;
  /** The members of the явочный лист, in the council's list order. */
  participants: readonly CountingCommission_MemberFragment[];
  commission: readonly CountingCommission_MemberFragment[];
  /** Voting keys the roll's members' devices have registered (Defense.votingKeys). */
  keys: number;
}) {
  // In the order ticked: the first becomes the chair.
  const [selected, setSelected] = useState<readonly string[]>(() => commission.map((m) => m.id));
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [setCommission, { loading }] = useSetCountingCommissionMutation(defenseId);
  const loadingShown = useMinimumLoading(loading);
  const editable = status === "DRAFT";
  const onRoll = new Set(participants.map((m) => m.id));
  const chosen = selected.filter((id) => onRoll.has(id));

  function toggle(id: string) {
    setSaved(false);
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  }

  async function save() {
    setSaved(false);
    setError(null);
    try {
      await setCommission(chosen);
      setSaved(true);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <section className="panel" aria-labelledby="commission-title">
      <h2 id="commission-title">Счетная комиссия</h2>
      <p className="muted small">
        Счетная комиссия избирается до открытия голосования из членов совета в явочном листе (не менее{" "}
        {count(COMMISSION_MIN, ["человека", "человек", "человек"])}), подсчитывает голоса и подписывает
        протокол. Председатель комиссии — первый в списке. Каждый член комиссии получит письмо с личной
        ссылкой: устройства членов комиссии формируют ключ, которым шифруются бюллетени, а после закрытия
        голосования вскрывают урну.
      </p>
      {editable && commission.length === 0 && participants.length > 0 && (
        <p role="status">
          Сервер получил ключи для голосования с устройств {keys} из{" "}
          {count(participants.length, MEMBERS_GENITIVE)} явочного листа. Члены совета открывают ссылки из
          писем сейчас, на заседании: ключи, созданные до избрания комиссии, войдут в код голосования, и их
          число зачитают вместе с кодом — в зале его сверяют с числом открывших ссылку.
        </p>
      )}
      {commission.length > 0 ? (
        <>
          <p className="commission__label">Избранный состав:</p>
          <ol className="commission__list">
            {commission.map((m, i) => (
              <li key={m.id}>
                {m.fio}
                {i === 0 && <span className="muted"> — председатель комиссии</span>}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p>Счетная комиссия еще не избрана.</p>
      )}

      {editable && (
        <fieldset className="commission__choice">
          <legend>Выберите членов комиссии: первый отмеченный — председатель</legend>
          <ul className="commission__options">
            {participants.map((m) => (
              <li key={m.id}>
                <label className="commission__option">
                  <input
                    type="checkbox"
                    checked={selected.includes(m.id)}
                    onChange={() => toggle(m.id)}
                    aria-label={`В счетную комиссию: ${m.fio}`}
                  />
                  <span>
                    {m.fio}
                    {chosen[0] === m.id && <span className="muted"> — председатель</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <p className="muted small" aria-live="polite">
            Выбрано: {chosen.length}
            {chosen.length < COMMISSION_MIN && `, нужно не менее ${COMMISSION_MIN}`}
          </p>
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void save()}
              disabled={chosen.length < COMMISSION_MIN || loading}
              aria-busy={loadingShown}
            >
              {loadingShown ? "Избираем комиссию…" : "Избрать комиссию"}
            </button>
          </div>
        </fieldset>
      )}
      <div role="status">
        {saved && (
          <p className="alert alert--success">
            Счетная комиссия избрана. Членам комиссии отправлены письма с личными ссылками.
          </p>
        )}
      </div>
      <ErrorAlert error={error} />
    </section>
  );
}

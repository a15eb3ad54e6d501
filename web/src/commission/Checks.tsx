import { useState } from "react";
import { ShortCode } from "../components/ShortCode.tsx";
import { formatCount, plural } from "../lib/format.ts";
import { ballotsCount } from "./CommissionStatus.tsx";

/**
 * The code check of the key ceremony (docs/SECURITY.md «Trust model»): the chair of the
 * commission reads out the code their device shows; every member compares it with the code on
 * their own device and confirms with one tap; only then does the device sign. A code that
 * differs means the server showed the devices different ceremonies: the member refuses and
 * tells the sitting.
 */
export function CodeCheck({
  seat,
  code,
  rejected,
  onConfirm,
  onReject,
}: {
  seat: number;
  code: string;
  rejected: boolean;
  onConfirm: () => void;
  onReject: () => void;
}) {
  const chair = seat === 1;
  return (
    <section className="code-check" aria-labelledby="code-check-title">
      <h2 id="code-check-title" className="code-check__title">
        Код голосования
      </h2>
      <ShortCode code={code} />
      {chair ? (
        <p>
          Вы — председатель счетной комиссии. Зачитайте этот код вслух: члены комиссии сверят его со своими
          экранами. Затем подтвердите его здесь.
        </p>
      ) : (
        <p>
          Председатель счетной комиссии зачитывает код со своего устройства. Подтвердите, только если он
          совпадает с кодом на вашем экране символ в символ.
        </p>
      )}
      {rejected ? (
        <p className="alert alert--error" role="alert">
          Код не подтвержден. Сообщите на заседании, что коды не совпали: ключ нужно сформировать заново. Ваше
          устройство ничего не подписало.
        </p>
      ) : (
        <div className="code-check__actions">
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {chair ? "Код зачитан — подтвердить" : "Код совпадает"}
          </button>
          {!chair && (
            <button type="button" className="button" onClick={onReject}>
              Код другой
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/** The election's code once confirmed, for reference (the secretary's page and the protocol show it too). */
export function ElectionCode({ code }: { code: string }) {
  return (
    <p className="small">
      Код голосования: <ShortCode code={code} size="inline" />
    </p>
  );
}

/**
 * The check before the device decrypts its part of the count: the number of ballots must be
 * the turnout the secretary announced at the close, and the board's code the one read out then
 * (each voter's phone shows it beside «ваш бюллетень в урне»). A board made up for the
 * commission alone is caught here, before anything is decrypted; the device then decrypts only
 * this board, ever.
 */
export function BoardCheck({
  step,
  onConfirm,
}: {
  step: { headCode: string; ballots: number; marks: number };
  onConfirm: () => void;
}) {
  const [refused, setRefused] = useState(false);
  return (
    <section className="code-check" aria-labelledby="board-check-title">
      <h2 id="board-check-title" className="code-check__title">
        Вскрытие урны
      </h2>
      <p>
        В урне {ballotsCount(step.ballots)}; в явочном листе {formatCount(step.marks)}{" "}
        {plural(step.marks, "отметка", "отметки", "отметок")} о голосовании. Все бюллетени проверены этим
        устройством.
      </p>
      <p>Код урны:</p>
      <ShortCode code={step.headCode} />
      <p>
        Расшифровывайте, только если число бюллетеней равно объявленной явке, а код урны совпадает с
        зачитанным при закрытии голосования. Устройство расшифрует свою часть итога один раз и только для этой
        урны.
      </p>
      {refused ? (
        <p className="alert alert--error" role="alert">
          Ничего не расшифровано. Сообщите на заседании, что число бюллетеней или код урны не совпали с
          объявленными.
        </p>
      ) : (
        <div className="code-check__actions">
          <button type="button" className="button button--primary" onClick={onConfirm}>
            Совпадает — расшифровать
          </button>
          <button type="button" className="button" onClick={() => setRefused(true)}>
            Не совпадает
          </button>
        </div>
      )}
    </section>
  );
}

import { type FormEvent, useState } from "react";
import { readShortCode } from "../../../shared/ballot/index.ts";
import { ErrorAlert } from "../components/ErrorAlert.tsx";
import { ShortCode } from "../components/ShortCode.tsx";
import { formatCount, plural } from "../lib/format.ts";
import { ballotsCount } from "./CommissionStatus.tsx";

/**
 * The code check of the key ceremony (docs/SECURITY.md, «Ballot secrecy and the count»): the
 * chair of the commission reads out the code their device shows; every member compares it with
 * the code on their own device, confirms with one tap and says aloud «совпал», which the
 * secretary records on the desk. Only then does the device sign. A code that differs means the
 * server showed the devices different ceremonies: «Код другой», once confirmed, stops the device
 * for good (it signs nothing, its key is erased) and the page says what to tell the sitting.
 */
export function CodeCheck({
  seat,
  code,
  credentials,
  onConfirm,
  onReject,
}: {
  seat: number;
  code: string;
  /** The voters' keys in the manifest, read aloud with the code (docs/RECORD.md §5.3). */
  credentials: number;
  onConfirm: () => void;
  onReject: () => void;
}) {
  const chair = seat === 1;
  const [rejecting, setRejecting] = useState(false);
  return (
    <section className="code-check" aria-labelledby="code-check-title">
      <h2 id="code-check-title" className="code-check__title" tabIndex={-1}>
        Код голосования
      </h2>
      <ShortCode code={code} />
      <p className="code-check__keys">Ключей голосующих в списке: {credentials}</p>
      {chair ? (
        <p>
          Вы — председатель счетной комиссии. Зачитайте вслух этот код и число ключей голосующих: члены
          комиссии сверят их со своими экранами, а члены совета — число ключей с явочным листом. Затем
          подтвердите код здесь и скажите ученому секретарю: «Код совпал».
        </p>
      ) : (
        <p>
          Председатель счетной комиссии зачитывает код и число ключей со своего устройства. Сверьте их с вашим
          экраном символ в символ, затем скажите вслух, совпал ли код: ученый секретарь запишет ваш ответ.
        </p>
      )}
      {rejecting ? (
        <StopConfirm
          question="Код на вашем экране другой?"
          withheld="подпишет"
          label="Да, код другой — остановить устройство"
          onStop={onReject}
          onCancel={() => setRejecting(false)}
        />
      ) : (
        <div className="code-check__actions">
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {chair ? "Код зачитан — подтвердить" : "Код совпадает"}
          </button>
          {!chair && (
            <button type="button" className="button" onClick={() => setRejecting(true)}>
              Код другой
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * The confirm step before a member stops their device for this poll (a check did not match):
 * what it will no longer do (`withheld`: «подпишет», «расшифрует»), that its key is erased and
 * that this is final.
 */
function StopConfirm({
  question,
  withheld,
  label,
  onStop,
  onCancel,
}: {
  question: string;
  withheld: string;
  label: string;
  onStop: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="code-check__confirm">
      <p>
        <strong>{question}</strong>
      </p>
      <p>
        Устройство остановится для этого голосования: оно ничего не {withheld}, ключ на нем будет стерт.
        Отменить это нельзя.
      </p>
      <div className="code-check__actions">
        <button type="button" className="button button--danger" onClick={onStop}>
          {label}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Отмена
        </button>
      </div>
    </div>
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

/** What the member says at the sitting once they stopped their device, by what differed. */
const SAY: Record<"code" | "urn", { what: string; say: string; next: string }> = {
  code: {
    what: "Вы сказали, что код голосования на вашем экране не совпал с зачитанным.",
    say: "«Код голосования на моем устройстве другой»",
    next: "Голосование открывать нельзя: ученый секретарь начнет формирование ключа заново, и эта страница продолжит работу сама.",
  },
  urn: {
    what: "Вы сказали, что код урны или число бюллетеней на вашем экране не совпали с объявленными.",
    say: "«Урна на моем устройстве не та, что объявлена»",
    next: "Этим устройством урну не вскрывают. Если то же скажут другие члены комиссии, урну не вскрывают вовсе, и голосование аннулируют.",
  },
};

/**
 * The device stopped by its member (`code`: the election code differed; `urn`: the urn at the
 * close): what happened, and the words to say to the hall now. Nothing the server shows next
 * brings the device back (shared/ballot/trustee.ts `stopDevice`).
 */
export function Stopped({ reason }: { reason: "code" | "urn" }) {
  const { what, say, next } = SAY[reason];
  return (
    <div className="alert alert--error alert--big" role="alert" aria-labelledby="stopped-title">
      <h2 id="stopped-title" className="code-check__title" tabIndex={-1}>
        Устройство остановлено
      </h2>
      <p>{what} Оно больше ничего не подпишет и не расшифрует в этом голосовании; ключ на нем стерт.</p>
      <p>
        Скажите сейчас вслух на заседании: <strong>{say}</strong>.
      </p>
      <p>{next}</p>
    </div>
  );
}

/** The urn the device asks about (shared/ballot `TrusteeStep` «ask-urn»). */
export interface UrnQuestion {
  head: string;
  /** Null on a device restored from its backup: its member types the code instead. */
  headCode: string | null;
  typed: boolean;
  mistyped: boolean;
  ballots: number;
  marks: number;
  /** Voters whose pages signed that they found their ballot in this urn. */
  found: number;
  /** The voters' keys: in the election's code, registered late, revoked (shared/ballot `credentialCounts`). */
  keys: { sealed: number; late: number; revoked: number };
}

/**
 * The voters' keys as the chair reads them out with the urn's code: a key registered late or a
 * replaced one that nobody at the sitting knows of is a ballot the server may have made.
 */
function keysLine({ sealed, late, revoked }: UrnQuestion["keys"]): string {
  const parts = [
    `в коде голосования — ${formatCount(sealed)}`,
    `добавлено после избрания комиссии — ${formatCount(late)}`,
    `заменено — ${formatCount(revoked)}`,
  ];
  return `Ключи голосующих: ${parts.join(", ")}.${late + revoked > 0 ? " Председатель комиссии зачитывает эти числа: добавленные и замененные ключи должны быть известны заседанию." : ""}`;
}

/**
 * The check before the device decrypts its part of the count (docs/SECURITY.md, «Ballot secrecy
 * and the count»). The chair reads the urn's code aloud from their device; the secretary
 * announces the turnout and asks the hall whether any voter's page disagrees; then each member
 * confirms two things on their own device: the code matches the one read aloud, and the number
 * of ballots is the turnout announced. A device restored from its backup shows no code: its
 * member types the code heard (or printed in the protocol), so a made-up urn cannot match.
 * «Не совпадает», once confirmed, stops the device for good.
 */
export function UrnCheck({
  seat,
  urn,
  onConfirm,
  onReject,
}: {
  seat: number;
  urn: UrnQuestion;
  onConfirm: (confirmed: { head?: string; code?: string; ballots: number }) => void;
  onReject: () => void;
}) {
  const chair = seat === 1;
  const [codeOk, setCodeOk] = useState(false);
  const [turnoutOk, setTurnoutOk] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (urn.typed && readShortCode(typed) === null)
      return setError("Введите код урны: 16 знаков, как его зачитали, например ДШ8Л-ПМХК-ЛЖ29-42КЧ.");
    if (!urn.typed && !codeOk) return setError("Отметьте, что код урны совпал с зачитанным.");
    if (!turnoutOk) return setError("Отметьте, что число бюллетеней равно объявленной явке.");
    setError(null);
    onConfirm(urn.typed ? { code: typed, ballots: urn.ballots } : { head: urn.head, ballots: urn.ballots });
  }

  return (
    <section className="code-check" aria-labelledby="urn-check-title">
      <h2 id="urn-check-title" className="code-check__title" tabIndex={-1}>
        Вскрытие урны
      </h2>
      <p>
        В урне {ballotsCount(urn.ballots)}; в явочном листе {formatCount(urn.marks)}{" "}
        {plural(urn.marks, "отметка", "отметки", "отметок")} о голосовании. Все бюллетени проверены этим
        устройством.
        {` Нашли свой бюллетень в этой урне и подтвердили это со своих страниц: ${formatCount(urn.found)} из ${formatCount(urn.ballots)}.`}
      </p>
      <p>{keysLine(urn.keys)}</p>
      {urn.headCode !== null && (
        <>
          <p>Код урны:</p>
          <ShortCode code={urn.headCode} />
        </>
      )}
      {urn.typed ? (
        <p>
          Ключ на этом устройстве восстановлен из резервной копии, поэтому оно не показывает код урны. Введите
          код, который зачитали на заседании с устройства другого члена комиссии (или напечатанный в
          протоколе).
        </p>
      ) : chair ? (
        <p>
          Зачитайте вслух код урны с этого экрана. Ученый секретарь объявит явку и спросит зал, не показала ли
          чья-то страница бюллетеня другой код урны или что бюллетеня в урне нет.
        </p>
      ) : (
        <p>
          Сверьте код урны с зачитанным председателем комиссии, а число бюллетеней — с явкой, которую объявит
          ученый секретарь. Дождитесь, пока он спросит зал, не показала ли чья-то страница бюллетеня другой
          код урны или что бюллетеня в урне нет.
        </p>
      )}
      <p>
        Расшифровывайте, только если всё совпало и никто в зале не сообщил о расхождении. Устройство
        расшифрует свою часть итога один раз и только для этой урны.
      </p>
      {urn.mistyped && (
        <p className="alert alert--error" role="alert">
          Введенный код не совпадает с кодом урны, которую устройство получило от сервера: ничего не
          расшифровано. Проверьте код; если он введен верно, скажите на заседании: «Урна на моем устройстве не
          та, что объявлена», — и не расшифровывайте.
        </p>
      )}
      {rejecting ? (
        <StopConfirm
          question="Код урны или число бюллетеней не совпали?"
          withheld="расшифрует"
          label="Да, не совпадает — остановить устройство"
          onStop={onReject}
          onCancel={() => setRejecting(false)}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          {urn.typed ? (
            <div className="field">
              <label htmlFor="urn-code">Код урны, зачитанный на заседании</label>
              <input
                id="urn-code"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
            </div>
          ) : (
            <label className="code-check__tick">
              <input type="checkbox" checked={codeOk} onChange={(e) => setCodeOk(e.target.checked)} />
              {chair ? " Я зачитал этот код урны вслух" : " Код урны совпал с зачитанным"}
            </label>
          )}
          <label className="code-check__tick">
            <input type="checkbox" checked={turnoutOk} onChange={(e) => setTurnoutOk(e.target.checked)} />{" "}
            {`Объявленная явка — ${formatCount(urn.ballots)}, как и бюллетеней в урне`}
          </label>
          <ErrorAlert error={error} />
          <div className="code-check__actions">
            <button type="submit" className="button button--primary">
              Совпадает — расшифровать
            </button>
            <button type="button" className="button" onClick={() => setRejecting(true)}>
              Не совпадает
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

import type { CeremonyState, Dispute } from "../../../shared/ballot/index.ts";
import { formatCount, plural } from "../lib/format.ts";
import type { CommissionTask } from "./commission.api.ts";
import type { DeviceView } from "./useCommissionDevice.ts";

/** «3 бюллетеня», «14 бюллетеней». */
export const ballotsCount = (n: number) =>
  `${formatCount(n)} ${plural(n, "бюллетень", "бюллетеня", "бюллетеней")}`;

/** One line of the ceremony's progress list; `yours`: the current line waits for the member. */
export interface Stage {
  label: string;
  state: "done" | "current" | "yours" | "waiting";
}

/**
 * Where the ceremony and the opening of the urn stand, as a list the member can follow. Each
 * line names a step, not its outcome, so that the current one never sounds done; the current
 * line that waits for the member (`asking`: the code or the urn on screen) is `yours`.
 * @param keyHere whether this browser holds the seat's key: a seat joined from another device
 *   is not «готово» here (the page asks for that device or the backup instead)
 * @param asking whether the device waits for its member now
 */
export function stages(
  task: CommissionTask,
  state: CeremonyState,
  keyHere: boolean,
  asking = false,
): Stage[] {
  const { n } = state;
  const mine = (list: number[]) => list.includes(task.seat);
  const joined = mine(state.registered);
  const list: [string, boolean][] = [
    [
      joined && !keyHere
        ? "Ваше место подключено с другого устройства: ключа в этом браузере нет"
        : "Подключение вашего устройства",
      joined && keyHere,
    ],
    [
      `Подключение устройств членов комиссии: ${state.registered.length} из ${n}`,
      state.registered.length === n,
    ],
    [`Рассылка долей ключа: ${state.dealt.length} из ${n}`, state.dealt.length === n],
    ["Проверка вашей части ключа", mine(state.confirmed)],
    [`Сверка кода голосования: подтвердили ${state.signed.length} из ${n}`, state.complete],
  ];
  if (task.status === "CLOSED") {
    list.push([
      "Сверка урны с объявленными кодом и явкой, расшифровка вашей части итога",
      task.decrypted || task.tallied,
    ]);
    list.push(["Подсчет итога", task.tallied]);
  }
  let current = false;
  return list.map(([label, done]) => {
    if (done) return { label, state: "done" };
    const s = current ? "waiting" : asking ? "yours" : "current";
    current = true;
    return { label, state: s };
  });
}

/** The spoken suffix of a progress line, by its state. */
const STAGE_SUFFIX: Record<Stage["state"], string> = {
  done: " — готово",
  current: " — идет сейчас",
  yours: " — ждет вашего подтверждения",
  waiting: " — впереди",
};

/** The ceremony's progress as an ordered list (done, now, ahead); `keyHere` as for {@link stages}. */
export function CeremonyProgress({
  task,
  state,
  keyHere,
  asking,
}: {
  task: CommissionTask;
  state: CeremonyState;
  keyHere: boolean;
  asking: boolean;
}) {
  return (
    <ol className="commission-steps">
      {stages(task, state, keyHere, asking).map((s) => (
        <li
          key={s.label}
          className={`commission-steps__item commission-steps__item--${s.state === "yours" ? "current" : s.state}`}
        >
          {s.label}
          <span className={s.state === "yours" ? "commission-steps__yours" : "visually-hidden"}>
            {STAGE_SUFFIX[s.state]}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** A dispute's verdict as the member reads it. */
function verdictText(d: Dispute): string {
  const claim = `Член комиссии на месте ${d.complainer} сообщил, что доля ключа от места ${d.dealer} не прошла проверку.`;
  if (d.verdict === "pending") return `${claim} Ждем ответа устройства места ${d.dealer}.`;
  if (d.verdict === "dealer") return `${claim} Проверка подтвердила: ошибка в долях ключа места ${d.dealer}.`;
  return `${claim} Проверка показала, что доля была верной: жалоба места ${d.complainer} необоснованна.`;
}

/** The complaints that stopped the ceremony, each with who was at fault, and what happens next. */
export function Disputes({ disputes }: { disputes: Dispute[] }) {
  return (
    <div className="alert alert--error" role="alert">
      {disputes.map((d) => (
        <p key={`${d.complainer}-${d.dealer}`}>{verdictText(d)}</p>
      ))}
      <p>
        Формирование ключа остановлено. Ученый секретарь начнет его заново (при необходимости заменив члена
        комиссии); эта страница продолжит работу сама.
      </p>
    </div>
  );
}

/** What the device is doing or waiting for, in one sentence or two (the live status). */
export function statusText(view: DeviceView, state: CeremonyState | null): string {
  const { task, step, record } = view;
  if (!task) return "";
  if (task.status === "ANNULLED")
    return "Голосование аннулировано: ключ этой комиссии больше не нужен и стерт.";
  if (!state || !step) return "Ждем, пока ученый секретарь изберет счетную комиссию.";
  /** «Подтвердили код: 2 из 3.» — the count as the progress list writes it. */
  const outOf = (done: readonly number[]) => `${formatCount(done.length)} из ${formatCount(state.n)}`;
  if (step.kind === "no-key")
    return task.status === "DRAFT"
      ? "Ваше место в комиссии уже подключено с другого устройства или из другого браузера: ключа в этом браузере нет. Откройте ссылку там, где открывали ее впервые, или восстановите ключ из резервной копии ниже. Если вы нигде больше ее не открывали, скажите на заседании: «Мое место в комиссии занято чужим устройством, код я не подтверждал»: голосование открывать нельзя."
      : "Ваше место в комиссии уже подключено с другого устройства или из другого браузера: ключа в этом браузере нет. Откройте ссылку там, где открывали ее впервые, или восстановите ключ из резервной копии ниже.";
  if (task.status === "CLOSED") {
    if (task.tallied && record?.result)
      return `Урна вскрыта: итог подсчитан. «За» — ${formatCount(record.result.for)}, «против» — ${formatCount(record.result.against)}.`;
    if (task.decrypted)
      return `Ваше устройство проверило ${ballotsCount(record?.ballots.length ?? 0)} и отправило свою часть итога; ключ на этом устройстве стерт. Ждем остальных членов комиссии.`;
    return "Голосование закрыто. Устройство проверяет урну…";
  }
  switch (step.kind) {
    case "register":
      return "Подключаем ваше устройство…";
    case "deal":
      return "Рассылаем доли ключа членам комиссии…";
    case "confirm":
      return "Доли ключа, полученные вашим устройством, проверены.";
    case "complain":
      return "Доля ключа от одного из членов комиссии не прошла проверку: устройство сообщило об этом.";
    case "answer":
      return "Устройство отвечает на жалобу о своих долях ключа.";
    case "sign":
      return "Вы подтвердили код: устройство подписывает его. Скажите вслух: «Код совпал».";
    case "ready":
      return task.status === "OPEN"
        ? "Голосование открыто. Когда его закроют, откройте эту ссылку снова на этом же устройстве: оно проверит урну и расшифрует свою часть итога."
        : "Устройства всех членов комиссии сообщили, что код подтвержден. Если вы еще не сказали вслух, что код совпал, скажите это сейчас: ученый секретарь откроет голосование, когда запишет ответ каждого члена комиссии.";
    case "wait":
      switch (step.for) {
        case "keys":
          return `Ждем, пока подключатся устройства остальных членов комиссии. Подключены: ${outOf(state.registered)}.`;
        case "dealings":
          return `Устройства членов комиссии рассылают друг другу доли ключа. Разослали: ${outOf(state.dealt)}.`;
        case "confirmations":
          return `Ваша часть ключа проверена. Ждем остальных членов комиссии. Проверили свою часть: ${outOf(state.confirmed)}.`;
        case "signatures":
          return `Вы подтвердили код — скажите вслух: «Код совпал». Ждем остальных членов комиссии. Подтвердили код: ${outOf(state.signed)}.`;
        case "dispute":
          return "Формирование ключа остановлено жалобой члена комиссии.";
        default:
          return "Ждем запись голосования…";
      }
    default:
      return "Устройство работает…";
  }
}

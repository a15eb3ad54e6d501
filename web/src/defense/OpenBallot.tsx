import { useEffect, useRef, useState } from "react";
import { sittingDateNotice } from "../../../shared/sitting-date.ts";
import { ConfirmActions } from "../components/ConfirmActions.tsx";
import { appConfig } from "../lib/config.ts";
import { useMinimumLoading } from "../lib/useMinimumLoading.ts";
import { type SittingDays, sittingDaysToConfirm } from "./sittingDate.ts";

/**
 * «Открыть голосование и разослать приглашения». The protocol is dated by the day the ballot
 * opens; when that is not the day the defense was scheduled for, the button first asks the
 * secretary to confirm it («Заседание назначено на 03.12.2026, а голосование проводится
 * сегодня, 26.11.2026. Протокол будет датирован 26.11.2026.»), and `onOpen` gets today's date
 * (`YYYY-MM-DD`), which the server requires in that case; on the scheduled day it gets null.
 */
export function OpenBallot({
  defenseAt,
  disabled,
  busy,
  describedBy,
  onOpen,
}: {
  /** When the sitting was scheduled, ISO 8601. */
  defenseAt: string;
  /** Something still stands between the secretary and the ballot (the confirmation closes too). */
  disabled: boolean;
  /** The ballot is being opened. */
  busy: boolean;
  /** The id of what explains why the button is disabled. */
  describedBy?: string | undefined;
  onOpen: (sittingDate: string | null) => void;
}) {
  const [days, setDays] = useState<SittingDays | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  // Focus moves into the question, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (days) confirmRef.current?.focus();
  }, [days]);
  const asking = days !== null && !disabled;
  // The words change with the work, not the grey alone (held long enough to be read).
  const shownBusy = useMinimumLoading(busy);

  function start() {
    const toConfirm = sittingDaysToConfirm(defenseAt, new Date(), appConfig.timeZone);
    if (toConfirm) setDays(toConfirm);
    else onOpen(null);
  }

  if (asking) {
    return (
      <div className="confirm" ref={confirmRef} tabIndex={-1}>
        <p className="confirm__text">{sittingDateNotice(days.scheduled, days.today)}</p>
        <ConfirmActions
          label="Подтвердить дату и открыть голосование"
          tone="primary"
          busy={busy}
          onConfirm={() => {
            setDays(null);
            onOpen(days.today);
          }}
          onCancel={() => setDays(null)}
        />
      </div>
    );
  }
  return (
    <div className="actions">
      <button
        type="button"
        className="button button--primary"
        onClick={start}
        disabled={disabled || busy}
        aria-busy={busy}
        aria-describedby={describedBy}
      >
        {shownBusy ? "Открываем голосование…" : "Открыть голосование и разослать приглашения"}
      </button>
    </div>
  );
}

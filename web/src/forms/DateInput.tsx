import { IMask, IMaskInput } from "react-imask";
import type { ControlProps } from "./Field.tsx";

/** The two kinds of date field: a day, or a day with a 24-hour time. */
type DateInputKind = "date" | "dateTime";

const range = (from: number, to: number, maxLength: number) => ({
  mask: IMask.MaskedRange,
  from,
  to,
  maxLength,
  autofix: "pad" as const,
});

/** imask blocks of `ДД.ММ.ГГГГ ЧЧ:ММ`: each part accepts only its own digits. */
const blocks = {
  DD: range(1, 31, 2),
  MM: range(1, 12, 2),
  YYYY: range(1900, 2199, 4),
  HH: range(0, 23, 2),
  mm: range(0, 59, 2),
};

const masks: Record<DateInputKind, { mask: string; placeholder: string }> = {
  date: { mask: "DD.MM.YYYY", placeholder: "ДД.ММ.ГГГГ" },
  dateTime: { mask: "DD.MM.YYYY HH:mm", placeholder: "ДД.ММ.ГГГГ ЧЧ:ММ" },
};

/**
 * A date (`ДД.ММ.ГГГГ`) or date-time (`ДД.ММ.ГГГГ ЧЧ:ММ`, 24-hour) text field that shows and
 * accepts the Russian format whatever the browser's language: a masked input (imask), not the
 * browser's `type="date"` control, whose format follows the browser's locale (`mm/dd/yyyy`,
 * AM/PM). `value` and `onChange` carry the text as shown; read it with `fromDateTimeInput` or
 * `dayStart` (lib/dates.ts), which also reject an incomplete or impossible date.
 */
export function DateInput({
  kind,
  value,
  onChange,
  control,
}: {
  kind: DateInputKind;
  value: string;
  onChange: (text: string) => void;
  /** The id, name and error wiring from {@link Field}. */
  control: ControlProps;
}) {
  const { mask, placeholder } = masks[kind];
  return (
    <IMaskInput
      {...control}
      mask={mask}
      blocks={blocks}
      lazy
      value={value}
      onAccept={(text: string) => onChange(text)}
      placeholder={placeholder}
      inputMode="numeric"
      autoComplete="off"
      size={kind === "date" ? 10 : 16}
    />
  );
}

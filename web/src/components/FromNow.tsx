import { fromNow } from "../lib/dates.ts";

/**
 * A time relative to now, in Russian («через 3 дня», «несколько секунд назад»). The server's
 * render and the browser's hydration of it may fall either side of a boundary («минуту назад»):
 * the browser's text then stands without a hydration warning (React's `suppressHydrationWarning`,
 * meant for text that depends on the clock).
 */
export function FromNow({ value }: { value: string | Date }) {
  return <span suppressHydrationWarning>{fromNow(value)}</span>;
}

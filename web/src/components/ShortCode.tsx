/**
 * A short code (shared/ballot `shortCode`: 16 symbols in 4 groups, e.g. «7К2М-П44Ш-…»): the
 * election's code or the board's, shown large and unbroken so that people can compare it aloud.
 * Screen readers get it symbol by symbol, group by group; `data-code` holds it as text.
 */
export function ShortCode({ code, size = "large" }: { code: string; size?: "large" | "inline" }) {
  const groups = code.split("-");
  return (
    <span className={`short-code short-code--${size}`} data-code={code}>
      <span className="short-code__shown" aria-hidden="true">
        {groups.map((group, i) => (
          <span key={group + String(i)} className="short-code__group">
            {group}
          </span>
        ))}
      </span>
      <span className="visually-hidden">{groups.map((group) => [...group].join(" ")).join(", ")}</span>
    </span>
  );
}

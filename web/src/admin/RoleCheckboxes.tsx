import type { Role } from "../__generated__/graphql";
import { roleLabel } from "../lib/labels.ts";

const roles: Role[] = ["ADMIN", "SECRETAR"];

/** «Роли»: a checkbox per staff role («Администратор», «Ученый секретарь»). */
export function RoleCheckboxes({
  value,
  onChange,
  error,
  hint,
}: {
  value: readonly Role[];
  onChange: (next: Role[]) => void;
  error?: string | null;
  hint?: string;
}) {
  return (
    <fieldset className="group">
      <legend>Роли</legend>
      {hint && <p className="field__hint muted small">{hint}</p>}
      {roles.map((role) => (
        <label key={role} className="check">
          <input
            type="checkbox"
            checked={value.includes(role)}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? roles.filter((r) => r === role || value.includes(r))
                  : value.filter((r) => r !== role),
              )
            }
            aria-invalid={error ? true : undefined}
          />
          {roleLabel[role]}
        </label>
      ))}
      {error && <p className="field__error">{error}</p>}
    </fieldset>
  );
}

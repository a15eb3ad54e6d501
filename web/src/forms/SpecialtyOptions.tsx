/** A specialty of a council: its code («1.2.2») and name. */
interface Specialty {
  code: string;
  name: string;
}

/**
 * A council's specialties as a select's options («1.2.2 Математическое моделирование…»), after
 * the field's own value when it is not one of them (a specialty the council no longer has, or
 * «— выберите —» for none yet).
 * @param code the field's value, a specialty's code or ""
 * @param name the name to show with a `code` the council does not have; without it, the code alone
 */
export function SpecialtyOptions({
  specialties,
  code,
  name,
}: {
  specialties: readonly Specialty[];
  code: string;
  name?: string;
}) {
  return (
    <>
      {!specialties.some((s) => s.code === code) && (
        <option value={code}>
          {code ? (name === undefined ? code : `${code} ${name}`) : "— выберите —"}
        </option>
      )}
      {specialties.map((s) => (
        <option key={s.code} value={s.code}>
          {s.code} {s.name}
        </option>
      ))}
    </>
  );
}

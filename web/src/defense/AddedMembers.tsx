import { useState } from "react";
import type { InviteMembers_MemberFragment } from "../__generated__/graphql";
import { plural } from "../lib/format.ts";
import { academicDegreeLabel } from "../lib/labels.ts";
import { emptyMember, MemberForm } from "../members/MemberForm.tsx";
import { useAddDefenseMemberMutation } from "./useAddDefenseMemberMutation.ts";

/**
 * «Дополнительно введенные члены совета»: members added to the council for this defense only
 * (e.g. doctors of a specialty the council lacks), within the rule set's limit. They are not
 * on the списочный состав; they may sit on this defense's явочный лист and count in its quorum.
 * Adding is possible until the ballot opens.
 */
export function AddedMembers({
  defenseId,
  added,
  limit,
  editable,
  specialties,
  specialtyCode,
}: {
  defenseId: string;
  added: readonly InviteMembers_MemberFragment[];
  /** The rule set's `addedMembersMax`. */
  limit: number;
  /** Whether the ballot has not opened yet. */
  editable: boolean;
  specialties: readonly { code: string; name: string }[];
  /** The defense's specialty, proposed for a new member. */
  specialtyCode: string;
}) {
  const [adding, setAdding] = useState(false);
  const [addMember] = useAddDefenseMemberMutation(defenseId);
  const full = added.length >= limit;
  return (
    <section className="panel" aria-labelledby="added-title">
      <h2 id="added-title">Дополнительно введенные члены совета</h2>
      <p className="muted small">
        Для этой защиты в состав совета можно дополнительно ввести не более {limit}{" "}
        {plural(limit, "человека", "человек", "человек")} (например, докторов наук по специальности, которой в
        совете недостаточно). Они учитываются в списочном составе и в кворуме только этой защиты.
      </p>
      {added.length > 0 ? (
        <ul className="added-members">
          {added.map((m) => (
            <li key={m.id}>
              {m.fio} — {academicDegreeLabel[m.degree]}, {m.specialtyCode}
            </li>
          ))}
        </ul>
      ) : (
        <p>Никто не введен.</p>
      )}
      {editable &&
        !full &&
        (adding ? (
          <MemberForm
            initial={emptyMember(specialtyCode)}
            specialties={specialties}
            submitLabel="Ввести в состав для этой защиты"
            onSubmit={async (input) => {
              await addMember(input);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <div className="actions">
            <button type="button" className="button" onClick={() => setAdding(true)}>
              Ввести члена совета для этой защиты
            </button>
          </div>
        ))}
    </section>
  );
}

import { type ReactNode, useEffect, useRef, useState } from "react";
import type { MemberRoster_MemberFragment } from "../__generated__/graphql";
import { ErrorAlert } from "../components/ErrorAlert.tsx";
import { errorMessage } from "../lib/errors.ts";
import { positionLabel } from "../lib/labels.ts";
import { emptyMember, MemberForm, type MemberFormValues } from "./MemberForm.tsx";
import {
  useAddMemberMutation,
  useArchiveMemberMutation,
  useUpdateMemberMutation,
} from "./useMemberMutations.ts";

/** Which member form is open: a new member, or one member being edited. */
type Editor = { mode: "add" } | { mode: "edit"; member: MemberRoster_MemberFragment } | null;

function valuesOf(m: MemberRoster_MemberFragment): MemberFormValues {
  return {
    fio: m.fio,
    email: m.email,
    degree: m.degree,
    degreeTitle: m.degreeTitle,
    academicTitle: m.academicTitle ?? "",
    specialtyCode: m.specialtyCode,
    position: m.position,
  };
}

/**
 * A council's списочный состав for the admin and the secretary: «Добавить члена совета», each
 * member's «Изменить» and «Вывести из состава», and the members taken off the list with
 * «Вернуть в состав». `onChanged` reloads the council after each change.
 */
export function MemberRoster({
  boardId,
  specialties,
  members,
  archivedMembers,
  onChanged,
  readOnly = false,
}: {
  boardId: string;
  specialties: readonly { code: string; name: string }[];
  members: readonly MemberRoster_MemberFragment[];
  archivedMembers: readonly MemberRoster_MemberFragment[];
  onChanged: () => Promise<unknown>;
  /** An archived council: the list is shown, not changed. */
  readOnly?: boolean;
}) {
  const [editor, setEditor] = useState<Editor>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [addMember] = useAddMemberMutation();
  const [updateMember] = useUpdateMemberMutation();
  const [archiveMember] = useArchiveMemberMutation();
  const editorRef = useRef<HTMLHeadingElement>(null);
  const editorKey = editor?.mode === "edit" ? editor.member.id : editor?.mode;

  // Move the focus to the form that just opened, so keyboard users land on it.
  useEffect(() => {
    if (editorKey) editorRef.current?.focus();
  }, [editorKey]);

  function open(next: Editor) {
    setNotice(null);
    setError(null);
    setEditor(next);
  }

  async function setArchived(member: MemberRoster_MemberFragment, archived: boolean) {
    setNotice(null);
    setError(null);
    setBusyId(member.id);
    try {
      await archiveMember({ variables: { id: member.id, archived } });
      await onChanged();
      setNotice(
        archived
          ? `Член совета ${member.fio} выведен из состава.`
          : `Член совета ${member.fio} снова в составе.`,
      );
      if (editor?.mode === "edit" && editor.member.id === member.id) setEditor(null);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section className="roster" aria-labelledby="roster-title">
      <div className="section-head">
        <h2 id="roster-title">Состав совета ({members.length})</h2>
        {!readOnly && (
          <button type="button" className="button" onClick={() => open({ mode: "add" })}>
            Добавить члена совета
          </button>
        )}
      </div>
      <div role="status">{notice && <p className="alert alert--success">{notice}</p>}</div>
      <ErrorAlert error={error} />

      {editor && (
        <div className="panel editor">
          <h3 ref={editorRef} tabIndex={-1}>
            {editor.mode === "add" ? "Новый член совета" : `Изменить: ${editor.member.fio}`}
          </h3>
          <MemberForm
            key={editorKey}
            initial={editor.mode === "add" ? emptyMember(specialties[0]?.code) : valuesOf(editor.member)}
            specialties={specialties}
            submitLabel={editor.mode === "add" ? "Добавить в состав" : "Сохранить изменения"}
            onCancel={() => setEditor(null)}
            onSubmit={async (input) => {
              if (editor.mode === "add") await addMember({ variables: { boardId, input } });
              else await updateMember({ variables: { id: editor.member.id, input } });
              await onChanged();
              setEditor(null);
              setNotice(
                editor.mode === "add"
                  ? `Член совета ${input.fio} добавлен в состав.`
                  : "Изменения сохранены.",
              );
            }}
          />
        </div>
      )}

      {members.length === 0 ? (
        <p className="muted">В составе пока никого нет.</p>
      ) : (
        <MemberTable
          members={members}
          actions={(m) =>
            readOnly ? null : (
              <>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => open({ mode: "edit", member: m })}
                  aria-label={`Изменить: ${m.fio}`}
                >
                  Изменить
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => void setArchived(m, true)}
                  disabled={busyId === m.id}
                  aria-busy={busyId === m.id}
                  aria-label={`Вывести из состава: ${m.fio}`}
                >
                  Вывести из состава
                </button>
              </>
            )
          }
        />
      )}

      {archivedMembers.length > 0 && (
        <>
          <h3>Выведены из состава ({archivedMembers.length})</h3>
          <p className="muted small">Они остаются в истории прошедших защит и могут вернуться в состав.</p>
          <MemberTable
            members={archivedMembers}
            actions={(m) =>
              readOnly ? null : (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => void setArchived(m, false)}
                  disabled={busyId === m.id}
                  aria-busy={busyId === m.id}
                  aria-label={`Вернуть в состав: ${m.fio}`}
                >
                  Вернуть в состав
                </button>
              )
            }
          />
        </>
      )}
    </section>
  );
}

/** The members as a table, with a cell of row actions. */
function MemberTable({
  members,
  actions,
}: {
  members: readonly MemberRoster_MemberFragment[];
  actions: (member: MemberRoster_MemberFragment) => ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className="table table--stack table--members">
        <thead>
          <tr>
            <th scope="col" className="num">
              №
            </th>
            <th scope="col">ФИО</th>
            <th scope="col">Должность в совете</th>
            <th scope="col">Ученая степень, звание</th>
            <th scope="col">Специальность</th>
            <th scope="col">Электронная почта</th>
            <th scope="col">
              <span className="visually-hidden">Действия</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((m, index) => (
            <tr key={m.id}>
              <td className="num">{index + 1}</td>
              <td className="table__lead">{m.fio}</td>
              <td data-label="Должность">{positionLabel[m.position]}</td>
              <td data-label="Степень">
                {m.degreeTitle}
                {m.academicTitle ? `, ${m.academicTitle}` : ""}
              </td>
              <td className="nowrap" data-label="Специальность">
                {m.specialtyCode}
              </td>
              <td data-label="Почта">
                <a href={`mailto:${m.email}`}>{m.email}</a>
              </td>
              <td>
                <div className="row-actions">{actions(m)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

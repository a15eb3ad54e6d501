import { type ReactNode, useState } from "react";
import { ArchiveToggle } from "./ArchiveToggle.tsx";

/** Archiving the object from its page: the toggle's words and what it does. */
interface ArchiveSpec {
  archived: boolean;
  archiveLabel: string;
  restoreLabel: string;
  /** The confirm step's question. */
  question: string;
  /** What the page says once archived, and once restored. */
  notices: { archived: string; restored: string };
  busy: boolean;
  /** Archives (true) or restores (false); rejects with the server's error. */
  onChange: (archived: boolean) => Promise<unknown>;
}

/**
 * The editing of a council's or a defense's facts on its page: «Изменить данные …» beside the
 * page's other `links`, which opens the form under its heading; the notice once saved (or once
 * archived or restored); and, where the area may archive the object, the archive toggle.
 */
export function FactsEditor({
  title,
  savedNotice,
  links,
  archive,
  children,
}: {
  /** The button's words and the form's heading: «Изменить данные защиты». */
  title: string;
  /** What the page says once the form is saved: «Данные защиты сохранены.» */
  savedNotice: string;
  /** Links beside the button (the object's other pages). */
  links?: ReactNode;
  archive?: ArchiveSpec;
  /** The form: `saved()` after it is sent (closes it, says so), `cancel()` closes it. */
  children: (saved: () => void, cancel: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <div role="status">{notice && <p className="alert alert--success">{notice}</p>}</div>
      {editing ? (
        <>
          <h2>{title}</h2>
          {children(
            () => {
              setEditing(false);
              setNotice(savedNotice);
            },
            () => setEditing(false),
          )}
        </>
      ) : (
        <div className="actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              setNotice(null);
              setEditing(true);
            }}
          >
            {title}
          </button>
          {links}
        </div>
      )}
      {archive && (
        <ArchiveToggle
          archived={archive.archived}
          archiveLabel={archive.archiveLabel}
          restoreLabel={archive.restoreLabel}
          question={archive.question}
          busy={archive.busy}
          onChange={async (archived) => {
            await archive.onChange(archived);
            setNotice(archived ? archive.notices.archived : archive.notices.restored);
          }}
        />
      )}
    </>
  );
}

import { type FormEvent, useEffect, useRef, useState } from "react";
import type { TrusteeSecrets } from "../../../shared/ballot/index.ts";
import { ErrorAlert } from "../components/ErrorAlert.tsx";
import { downloadJson } from "../lib/record.ts";
import type { DeviceView } from "./useCommissionDevice.ts";

/**
 * The backup's code (argon2id in WebAssembly, XChaCha20-Poly1305): its own chunk, loaded when
 * the member uses it.
 */
const loadBackup = () => import("./backup.ts");
/** The passphrase's strength check (zxcvbn-ts with its word lists): loaded only to save a backup. */
const loadPassphrase = () => import("./passphrase.ts");

const savedKey = (electionId: string, seat: number) => `dissovet:commission-backup:${electionId}:${seat}`;

function wasSaved(electionId: string, seat: number): boolean {
  try {
    return localStorage.getItem(savedKey(electionId, seat)) === "1";
  } catch {
    return false;
  }
}

/**
 * «Резервная копия ключа»: once the key is ready, saving it is a step the page asks for (losing
 * two of three browsers loses the count); the file is encrypted with a passphrase the member
 * chooses (commission/backup.ts). Restoring takes the file and the passphrase on another device
 * (or this one after its storage was cleared).
 */
export function Backup({
  view,
  onRestore,
  onSaved,
}: {
  view: DeviceView;
  onRestore: (s: TrusteeSecrets) => Promise<string | null>;
  /** Called once the file is saved: the page brings the member back to the current step. */
  onSaved: () => void;
}) {
  const { task, secrets, step } = view;
  const [saved, setSaved] = useState(() => (task ? wasSaved(task.electionId, task.seat) : false));
  // Kept here, not in the form: a restored key moves the device on, and the form with it (from
  // the page into «Открываете ссылку на новом устройстве?»), which must not take the outcome along.
  const [restored, setRestored] = useState<RestoreOutcome | null>(null);
  if (!task || task.status === "ANNULLED" || task.tallied || task.decrypted) return null;
  const needed = step?.kind === "no-key";
  const canSave = !!secrets?.share && secrets.deviceSecret !== null;
  const restoreProps = { electionId: task.electionId, seat: task.seat, onRestore, onOutcome: setRestored };
  return (
    <section
      className={`commission-backup${canSave && !saved ? " commission-backup--due" : ""}`}
      aria-labelledby="backup-title"
    >
      <h2 id="backup-title" className="commission-page__subtitle">
        Резервная копия ключа
      </h2>
      {canSave && !saved && (
        <SaveBackup
          secrets={secrets}
          electionId={task.electionId}
          related={[task.memberName, task.defense.boardCode, task.defense.boardName]}
          onSaved={() => {
            try {
              localStorage.setItem(savedKey(task.electionId, task.seat), "1");
            } catch {
              // The flag is a convenience: the file is saved either way.
            }
            setSaved(true);
            onSaved();
          }}
        />
      )}
      {canSave && saved && (
        <p className="small">
          Резервная копия сохранена. Храните файл и фразу-пароль раздельно: они понадобятся, только если ключ
          в этом браузере пропадет.
        </p>
      )}
      {!canSave && !needed && (
        <p className="small">Резервную копию можно сохранить, когда ключ комиссии будет готов.</p>
      )}
      {needed ? (
        <RestoreBackup {...restoreProps} />
      ) : (
        <details className="commission-recovery__other">
          <summary>Открываете ссылку на новом устройстве? Восстановите ключ из резервной копии</summary>
          <RestoreBackup {...restoreProps} />
        </details>
      )}
      <p
        role="status"
        className={restored ? (restored.ok ? "alert alert--success" : "alert alert--error") : undefined}
      >
        {restored?.text}
      </p>
    </section>
  );
}

/** The save form: a passphrase twice, then the encrypted file's download. */
function SaveBackup({
  secrets,
  electionId,
  related,
  onSaved,
}: {
  secrets: TrusteeSecrets;
  electionId: string;
  /** Words an attacker would try first in the passphrase: the member's name, the council's. */
  related: readonly string[];
  onSaved: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Fetched while the member types the passphrase, not after the tap: the word lists are large.
  useEffect(() => {
    void loadPassphrase().catch(() => {});
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const passphrase = String(form.get("passphrase") ?? "");
    setBusy(true);
    try {
      const [{ sealBackup }, { passphraseProblem }] = await Promise.all([loadBackup(), loadPassphrase()]);
      const weak = passphraseProblem(passphrase, related);
      if (weak) return setError(weak);
      if (passphrase !== String(form.get("repeat") ?? "")) return setError("Фразы-пароли не совпадают.");
      setError(null);
      const file = await sealBackup(secrets, electionId, passphrase);
      downloadJson(`dissovet-commission-key-seat-${secrets.seat}.json`, file);
      onSaved();
    } catch {
      setError("Не удалось зашифровать резервную копию. Попробуйте еще раз.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
      <p>
        Ключ готов. Сохраните его резервную копию: если ключ в этом браузере пропадет (например, после очистки
        данных сайта), без копии вы не сможете участвовать во вскрытии урны. Файл будет зашифрован
        фразой-паролем, которую вы придумаете сейчас.
      </p>
      <div className="field">
        <label htmlFor="backup-passphrase">Фраза-пароль (не короче 10 символов)</label>
        <input
          id="backup-passphrase"
          name="passphrase"
          type="password"
          autoComplete="new-password"
          required
        />
      </div>
      <div className="field">
        <label htmlFor="backup-repeat">Повторите фразу-пароль</label>
        <input id="backup-repeat" name="repeat" type="password" autoComplete="new-password" required />
      </div>
      <ErrorAlert error={error} />
      <button type="submit" className="button button--primary" aria-disabled={busy}>
        {busy ? "Шифруем…" : "Сохранить резервную копию"}
      </button>
    </form>
  );
}

/** What the last restore came to, said under the form: the key restored, or why not (Russian). */
interface RestoreOutcome {
  ok: boolean;
  text: string;
}

/** The restore form: the file and its passphrase; its outcome goes to `onOutcome` (null: under way). */
function RestoreBackup({
  electionId,
  seat,
  onRestore,
  onOutcome,
}: {
  electionId: string;
  seat: number;
  onRestore: (s: TrusteeSecrets) => Promise<string | null>;
  onOutcome: (outcome: RestoreOutcome | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    const passphrase = String(new FormData(event.currentTarget).get("passphrase") ?? "");
    if (!file) return onOutcome({ ok: false, text: "Выберите файл резервной копии." });
    setBusy(true);
    onOutcome(null);
    try {
      const { openBackup } = await loadBackup();
      const opened = await openBackup(await file.text(), passphrase, { electionId, seat });
      const refused = typeof opened === "string" ? opened : await onRestore(opened);
      onOutcome(
        refused
          ? { ok: false, text: refused }
          : { ok: true, text: "Ключ восстановлен. Устройство продолжает работу." },
      );
    } catch {
      // The file unreadable by the browser, or the backup's code not loaded (the connection).
      onOutcome({
        ok: false,
        text: "Не удалось открыть файл резервной копии. Проверьте связь, обновите страницу и попробуйте еще раз.",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
      <div className="field">
        <label htmlFor="restore-file">Файл резервной копии</label>
        <input ref={fileInput} id="restore-file" type="file" accept="application/json,.json" />
      </div>
      <div className="field">
        <label htmlFor="restore-passphrase">Фраза-пароль</label>
        <input id="restore-passphrase" name="passphrase" type="password" autoComplete="current-password" />
      </div>
      <button type="submit" className="button" aria-disabled={busy}>
        {busy ? "Открываем файл…" : "Восстановить ключ"}
      </button>
    </form>
  );
}

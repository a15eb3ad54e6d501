import { useCallback, useEffect, useRef, useState } from "react";
import type {
  ElectionRecord,
  MemberConfirmations,
  TrusteeSecrets,
  TrusteeStep,
  UrnConfirmation,
} from "../../../shared/ballot/index.ts";
import { RequestError } from "../lib/request.ts";
import { type CommissionTask, fetchTask } from "./commission.api.ts";
import { followTask } from "./commission.live.ts";
import { advance, DeviceStorageError, posted, readSecrets, restoreSecrets, stopSecrets } from "./device.ts";

/** How long the device waits before it tries a failed step again (the server refused it or was unreachable), in ms. */
const RETRY_MS = 2000;

/** Shown when the server found no task for the link but gave no reason. */
const UNKNOWN_LINK =
  "Ссылка недействительна: задание счетной комиссии не найдено. Проверьте последнее письмо.";

/** What the commission page shows of the device. */
export interface DeviceView {
  /** `failed`: the link leads nowhere (`failure` says why). */
  load: "loading" | "ready" | "failed";
  failure: string | null;
  task: CommissionTask | null;
  /** The device's last step: what it did, or what it waits for (its member, the others, an alarm). */
  step: TrusteeStep | null;
  /** The public record after the close, as the device checked it. */
  record: ElectionRecord | null;
  /** This browser's secrets for the seat (for the backup). */
  secrets: TrusteeSecrets | null;
  /** Why the last attempt failed (it is tried again); null when it went through. */
  error: string | null;
  /** Whether the page hears the server's updates (false while the connection is re-established). */
  connected: boolean;
  /** Counts the times the page was asked to bring the member back to the current step (the backup saved). */
  attention: number;
}

const initial: DeviceView = {
  load: "loading",
  failure: null,
  task: null,
  step: null,
  record: null,
  secrets: null,
  error: null,
  connected: true,
  attention: 0,
};

/** What the member does on the page. */
export interface DeviceActions {
  /** The code on the screen is the one read out: the device signs this fingerprint. */
  confirmCode(fingerprint: string): void;
  /**
   * The member said the code (`code`) or the urn (`urn`) differs: the device stops for good for
   * this election (kept in this browser) and tells the member what to say.
   * @returns a Russian reason it could not be kept, or null
   */
  stop(reason: "code" | "urn"): Promise<string | null>;
  /** The member vouched for the urn (its code read aloud, the turnout announced): the device decrypts. */
  confirmUrn(urn: UrnConfirmation): void;
  /** Replaces this browser's secrets for the seat with a restored backup's. */
  restore(secrets: TrusteeSecrets): Promise<string | null>;
  /** Brings the member back to the current step (after the backup was saved further down). */
  attend(): void;
}

/** Runs `task` holding the browser-wide lock `name` (Web Locks), so two tabs of one link never act at once. */
function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  return "locks" in navigator && navigator.locks ? navigator.locks.request(name, task) : task();
}

/** The Russian reason of a failed step. */
function stepError(error: unknown): string {
  if (error instanceof RequestError) {
    return error.network
      ? "Нет связи с сервером. Устройство повторит попытку, как только связь появится."
      : `${error.message} Устройство повторит попытку.`;
  }
  if (error instanceof DeviceStorageError) return error.message;
  return "Устройство не смогло выполнить шаг. Обновите страницу; если ошибка повторится, сообщите ученому секретарю.";
}

/** Whether there is nothing left for the device to do or to wait for. */
const finished = (view: DeviceView) =>
  view.task?.status === "ANNULLED" || (view.step?.kind === "done" && view.task?.tallied === true);

/**
 * The commission member's device at work while the page is open: it follows its task as the
 * server pushes it (commission.live.ts: at once, then after every change of the sitting) and
 * takes whatever step is due (commission/device.ts) on the newest task it knows, again at once
 * after a step that posted, until the count is decrypted or the vote annulled. Confirming the
 * code or the urn wakes it at once. Nothing runs on a timer while nothing changes; a failed
 * step is tried again after {@link RETRY_MS} on the task read afresh.
 * @returns `[view, actions]`
 */
export function useCommissionDevice(token: string): [DeviceView, DeviceActions] {
  const [view, setView] = useState<DeviceView>(initial);
  const current = useRef(view);
  current.current = view;
  const confirmed = useRef<MemberConfirmations>({});
  const wake = useRef<() => void>(() => {});
  const lock = `dissovet:commission:${token}`;

  useEffect(() => {
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let refollow: ReturnType<typeof setTimeout> | undefined;
    /** The newest task known: pushed, or the answer to this device's last step. */
    let latest: CommissionTask | null = null;
    /** Something new to act on: a push, the member's confirmation, a step that posted, a retry. */
    let dirty = false;
    /** `latest` may be older than the server's (a push came while a step was in flight, or a step failed): read it afresh first. */
    let stale = false;
    let stepping = false;
    let resume: (() => void) | null = null;
    const nudge = () => {
      dirty = true;
      const r = resume;
      resume = null;
      r?.();
    };
    const fail = (message: string) => {
      stopped = true;
      setView({ ...initial, load: "failed", failure: message });
      resume?.();
    };

    let stopFollowing = () => {};
    const startFollowing = () => {
      stopFollowing = followTask(token, {
        next(task) {
          latest = task;
          if (stepping) stale = true;
          nudge();
        },
        error(error) {
          if (error.code === "NOT_FOUND") return fail(error.message || UNKNOWN_LINK);
          // Any other end (the server failed to read the task): said, and followed again shortly.
          setView((v) => ({ ...v, error: stepError(error) }));
          refollow = setTimeout(() => !stopped && startFollowing(), RETRY_MS);
        },
        connection: (connected) => setView((v) => ({ ...v, connected })),
      });
    };
    startFollowing();
    wake.current = nudge;

    async function run() {
      let shown: DeviceView = { ...initial };
      while (!stopped) {
        if (!dirty) await new Promise<void>((r) => (resume = r));
        if (stopped) return;
        dirty = false;
        try {
          const result = await withLock(lock, async () => {
            let task = latest;
            if (stale || !task) {
              stale = false;
              task = await fetchTask(token);
            }
            // Unmounted meanwhile: leave the step to the page that replaced this one.
            if (stopped) return undefined;
            if (!task) return null;
            stepping = true;
            try {
              return await advance(token, task, confirmed.current);
            } finally {
              stepping = false;
            }
          });
          if (stopped) return;
          if (!result) return fail(UNKNOWN_LINK);
          latest = result.task;
          shown = {
            ...shown,
            load: "ready",
            failure: null,
            task: result.task,
            step: result.step,
            record: result.record,
            secrets: readSecrets(result.task.electionId, result.task.seat),
            error: null,
          };
          setView((v) => ({ ...shown, connected: v.connected, attention: v.attention }));
          if (finished(shown)) return;
          if (posted(result.step) || stale) dirty = true;
        } catch (error) {
          if (stopped) return;
          if (error instanceof RequestError && error.code === "NOT_FOUND")
            return fail(error.message || UNKNOWN_LINK);
          shown = { ...shown, error: stepError(error) };
          setView((v) => ({ ...shown, connected: v.connected, attention: v.attention }));
          stale = true;
          retry = setTimeout(nudge, RETRY_MS);
        }
      }
    }
    void run().finally(() => {
      // Finished (the count decrypted, the vote annulled) or failed: nothing more to hear.
      stopped = true;
      stopFollowing();
    });
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(refollow);
      stopFollowing();
      resume?.();
      wake.current = () => {};
    };
  }, [token, lock]);

  const confirmCode = useCallback((fingerprint: string) => {
    confirmed.current = { ...confirmed.current, fingerprint };
    wake.current();
  }, []);
  const confirmUrn = useCallback((urn: UrnConfirmation) => {
    confirmed.current = { ...confirmed.current, urn };
    wake.current();
  }, []);
  /** Runs `change` on this browser's secrets under the seat's lock, then wakes the device. */
  const keep = useCallback(
    async (change: (electionId: string, seat: number) => void, failed: string): Promise<string | null> => {
      const { task } = current.current;
      if (!task) return "Задание еще не загрузилось: попробуйте через несколько секунд.";
      try {
        await withLock(lock, async () => change(task.electionId, task.seat));
      } catch (error) {
        return error instanceof DeviceStorageError ? error.message : failed;
      }
      wake.current();
      return null;
    },
    [lock],
  );
  const stop = useCallback(
    (reason: "code" | "urn") =>
      keep((e, seat) => stopSecrets(e, seat, reason), "Не удалось остановить устройство: обновите страницу."),
    [keep],
  );
  const restore = useCallback(
    (secrets: TrusteeSecrets) =>
      keep((e, seat) => restoreSecrets(e, seat, secrets), "Не удалось сохранить ключ из файла."),
    [keep],
  );
  const attend = useCallback(() => setView((v) => ({ ...v, attention: v.attention + 1 })), []);
  return [view, { confirmCode, stop, confirmUrn, restore, attend }];
}

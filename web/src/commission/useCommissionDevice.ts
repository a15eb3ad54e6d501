import { useCallback, useEffect, useRef, useState } from "react";
import type {
  ElectionRecord,
  MemberConfirmations,
  TrusteeSecrets,
  TrusteeStep,
} from "../../../shared/ballot/index.ts";
import { RequestError } from "../lib/request.ts";
import { type CommissionTask, fetchTask } from "./commission.api.ts";
import { advance, DeviceStorageError, posted, readSecrets, writeSecrets } from "./device.ts";

/** How often the device asks for its task while the page is open and nothing is pushed. */
const TASK_POLL_MS = 2000;

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
  /** The fingerprint whose code the member said differs from the one read out. */
  rejectedCode: string | null;
  /** Why the last attempt failed (it is tried again); null when it went through. */
  error: string | null;
}

const initial: DeviceView = {
  load: "loading",
  failure: null,
  task: null,
  step: null,
  record: null,
  secrets: null,
  rejectedCode: null,
  error: null,
};

/** What the member does on the page. */
export interface DeviceActions {
  /** The code on the screen is the one read out: the device signs this fingerprint. */
  confirmCode(fingerprint: string): void;
  /** The code differs: the device does not sign; the member tells the sitting. */
  rejectCode(fingerprint: string): void;
  /** The ballot count and the board's code are those announced at the close: the device decrypts. */
  confirmBoard(head: string): void;
  /** Replaces this browser's secrets for the seat with a restored backup's. */
  restore(secrets: TrusteeSecrets): Promise<string | null>;
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
 * The commission member's device at work while the page is open: it fetches its task and takes
 * whatever step is due (commission/device.ts), at once again after a step that posted, else
 * after {@link TASK_POLL_MS}, until the count is decrypted or the vote annulled. Confirming the
 * code or the board wakes it at once.
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
    let timer: ReturnType<typeof setTimeout> | undefined;

    const pause = () =>
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, TASK_POLL_MS);
        wake.current = () => {
          clearTimeout(timer);
          resolve();
        };
      });

    async function run() {
      let latest: DeviceView = { ...initial };
      while (!stopped) {
        let again = false;
        try {
          const result = await withLock(lock, async () => {
            const task = await fetchTask(token);
            // Unmounted meanwhile: leave the step to the page that replaced this one.
            if (stopped || !task) return null;
            return advance(token, task, confirmed.current);
          });
          if (stopped) return;
          if (!result) {
            setView({ ...initial, load: "failed", failure: UNKNOWN_LINK });
            return;
          }
          latest = {
            ...latest,
            load: "ready",
            failure: null,
            task: result.task,
            step: result.step,
            record: result.record,
            secrets: readSecrets(result.task.electionId, result.task.seat),
            error: null,
          };
          setView(latest);
          again = posted(result.step);
          if (finished(latest)) return;
        } catch (error) {
          if (stopped) return;
          if (error instanceof RequestError && error.code === "NOT_FOUND") {
            setView({ ...initial, load: "failed", failure: error.message || UNKNOWN_LINK });
            return;
          }
          latest = { ...latest, error: stepError(error) };
          setView(latest);
        }
        if (!again) await pause();
      }
    }
    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
      wake.current = () => {};
    };
  }, [token, lock]);

  const confirmCode = useCallback((fingerprint: string) => {
    confirmed.current = { ...confirmed.current, fingerprint };
    setView((v) => ({ ...v, rejectedCode: null }));
    wake.current();
  }, []);
  const rejectCode = useCallback((fingerprint: string) => {
    setView((v) => ({ ...v, rejectedCode: fingerprint }));
  }, []);
  const confirmBoard = useCallback((head: string) => {
    confirmed.current = { ...confirmed.current, head };
    wake.current();
  }, []);
  const restore = useCallback(
    async (secrets: TrusteeSecrets): Promise<string | null> => {
      const { task } = current.current;
      if (!task) return "Задание еще не загрузилось: попробуйте через несколько секунд.";
      try {
        await withLock(lock, async () => writeSecrets(task.electionId, task.seat, secrets));
      } catch (error) {
        return error instanceof DeviceStorageError ? error.message : "Не удалось сохранить ключ из файла.";
      }
      wake.current();
      return null;
    },
    [lock],
  );
  return [view, { confirmCode, rejectCode, confirmBoard, restore }];
}

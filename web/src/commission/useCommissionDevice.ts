import { useCallback, useEffect, useRef, useState } from "react";
import { RequestError } from "../lib/request.ts";
import { type CommissionTask, fetchTask } from "./commission.api.ts";
import {
  type Action,
  advance,
  type Blocker,
  type DeviceSecrets,
  DeviceStorageError,
  type RecordCheck,
  readDevice,
  readRecoveryFile,
  writeDevice,
} from "./device.ts";

/** How often the device asks for its task while the page is open. */
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
  device: DeviceSecrets | null;
  blocker: Blocker | null;
  /** The device's last step, and the dealer it reported if it did. */
  lastAction: Action | null;
  reportedSeat: number | null;
  /** What the device found in the record after close. */
  record: RecordCheck | null;
  /** Why the last attempt failed (it is tried again); null when it went through. */
  error: string | null;
}

const initial: DeviceView = {
  load: "loading",
  failure: null,
  task: null,
  device: null,
  blocker: null,
  lastAction: null,
  reportedSeat: null,
  record: null,
  error: null,
};

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
  view.task?.status === "ANNULLED" || (view.task?.tallied === true && view.record?.result != null);

/**
 * The commission member's device at work while the page is open: every {@link TASK_POLL_MS}
 * it fetches its task and takes whatever step is due (commission/device.ts), at once again
 * after a step, until the count is decrypted or the vote annulled. A recovery file brought
 * in with `importRecovery` replaces what this browser kept for the seat.
 * @returns `[view, importRecovery(text) → a Russian reason the file was refused, or null]`
 */
export function useCommissionDevice(token: string) {
  const [view, setView] = useState<DeviceView>(initial);
  const current = useRef(view);
  current.current = view;
  const wake = useRef<() => void>(() => {});

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const lock = `dissovet:commission:${token}`;

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
          const step = await withLock(lock, async () => {
            const task = await fetchTask(token);
            // Unmounted meanwhile: leave the step to the page that replaced this one.
            if (stopped || !task) return null;
            return advance(token, task);
          });
          if (stopped) return;
          if (!step) {
            setView({ ...initial, load: "failed", failure: UNKNOWN_LINK });
            return;
          }
          latest = {
            load: "ready",
            failure: null,
            task: step.task,
            device: step.device,
            blocker: step.blocker,
            lastAction: step.action ?? latest.lastAction,
            reportedSeat: step.action === "reported" ? (step.reportedSeat ?? null) : latest.reportedSeat,
            record: step.record ?? (step.task.status === "CLOSED" ? latest.record : null),
            error: null,
          };
          setView(latest);
          again = step.action !== null;
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
  }, [token]);

  /** Takes a recovery file's text for the member's seat; the device goes on with it at once. */
  const importRecovery = useCallback(
    async (text: string): Promise<string | null> => {
      const { task } = current.current;
      if (!task) return "Задание еще не загрузилось: попробуйте через несколько секунд.";
      const device = readRecoveryFile(text, task);
      if (typeof device === "string") return device;
      const kept = readDevice(task.electionId, task.seat);
      try {
        await withLock(`dissovet:commission:${token}`, async () =>
          writeDevice({
            ...device,
            share: device.share ?? (kept?.deviceSecret === device.deviceSecret ? kept.share : null),
          }),
        );
      } catch (error) {
        return error instanceof DeviceStorageError ? error.message : "Не удалось сохранить ключ из файла.";
      }
      wake.current();
      return null;
    },
    [token],
  );

  return [view, importRecovery] as const;
}

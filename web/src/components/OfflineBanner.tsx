import { useOnline } from "../lib/activity.ts";

/** Tells the user when the browser is offline, since nothing can be saved then (spec §4). */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline" role="status">
      Нет подключения к интернету. Данные обновятся, когда связь восстановится.
    </div>
  );
}

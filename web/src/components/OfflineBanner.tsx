import { useOnline } from "../lib/activity.ts";

/** Tells the user when the browser is offline, since nothing can be sent then (spec §4). */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div className="offline-slot" role="status">
      {!online && (
        <p className="offline">
          <strong>Нет соединения с сетью.</strong> Изменения и голоса не отправятся, пока связь не
          восстановится.
        </p>
      )}
    </div>
  );
}

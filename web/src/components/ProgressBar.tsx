import { useEffect, useRef, useState } from "react";
import { useRequestActivity } from "../lib/activity.ts";

/** Spec §9: loads shorter than this never show the bar. */
const PROGRESS_THROTTLE_MS = 200;
/** Spec §9: how long the bar takes to creep towards the end while a load goes on. */
const PROGRESS_DURATION_MS = 5000;
/** Spec §9: how long the finished (or red) bar stays before it disappears. */
const PROGRESS_HIDE_DELAY_MS = 500;

type BarState = "hidden" | "running" | "done" | "failed";

/**
 * The thin loading bar at the top of the page (spec §4, §9): shown once a route change
 * (`navigating`) or a request has lasted {@link PROGRESS_THROTTLE_MS}; it creeps towards the end
 * over {@link PROGRESS_DURATION_MS}, fills up when everything has finished, and disappears
 * {@link PROGRESS_HIDE_DELAY_MS} later. A failed request turns it red (even a quick one).
 * Decorative for assistive technology (`aria-hidden`): pages announce their own loading states.
 */
export function ProgressBar({ navigating = false }: { navigating?: boolean }) {
  const activity = useRequestActivity();
  const busy = navigating || activity.pending > 0;
  const [state, setState] = useState<BarState>("hidden");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    clearTimeout(timer.current);
    if (busy) {
      timer.current = setTimeout(() => setState("running"), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(timer.current);
    }
    setState((current) => (activity.failed ? "failed" : current === "hidden" ? "hidden" : "done"));
    timer.current = setTimeout(() => setState("hidden"), PROGRESS_HIDE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [busy, activity.failed]);

  return (
    <div className="progress" data-state={state} aria-hidden="true">
      <div className="progress__bar" style={{ animationDuration: `${PROGRESS_DURATION_MS}ms` }} />
    </div>
  );
}

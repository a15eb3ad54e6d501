import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { useRequestActivity } from "../lib/activity.ts";

/** Spec §9: show only loads longer than this. */
const THROTTLE_MS = 200;
/** Spec §9: how long the bar takes to creep towards the end (set in CSS as well). */
const DURATION_MS = 5000;
/** Spec §9: how long the finished (or red) bar stays before it disappears. */
const HIDE_DELAY_MS = 500;

type BarState = "hidden" | "running" | "done" | "failed";

/**
 * The thin loading bar at the top of the page (spec §4): shown while a route loads or a
 * GraphQL request runs for more than 200 ms; a failed request turns it red.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const activity = useRequestActivity();
  const busy = navigation.state !== "idle" || activity.pending > 0;
  const [state, setState] = useState<BarState>("hidden");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    clearTimeout(timer.current);
    if (busy) {
      timer.current = setTimeout(() => setState("running"), THROTTLE_MS);
    } else {
      setState((current) => {
        if (activity.failed) return "failed";
        return current === "hidden" ? "hidden" : "done";
      });
      timer.current = setTimeout(() => setState("hidden"), HIDE_DELAY_MS);
    }
    return () => clearTimeout(timer.current);
  }, [busy, activity.failed]);

  return (
    <div className="progress" data-state={state} aria-hidden="true">
      <div className="progress__bar" style={{ animationDuration: `${DURATION_MS}ms` }} />
    </div>
  );
}

import { startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";

/** Spec §9: a loading state, once shown, stays at least this long (ms), so nothing flickers. */
const MIN_LOADING_MS = 200;

/**
 * `loading`, held true for at least `minimum` ms after it was shown: a fetch that answers in
 * 30 ms still shows its loading state for 200 ms instead of a flash. The time counts from the
 * commit that put the loading state on screen, not from the render that asked for it: on a busy
 * main thread the commit comes later, and counted from the render the state stayed less than
 * 200 ms (187 ms in one CI run).
 */
export function useMinimumLoading(loading: boolean, minimum: number = MIN_LOADING_MS): boolean {
  const since = useRef<number | null>(null);
  const [holding, setHolding] = useState(false);

  useLayoutEffect(() => {
    if (loading && since.current === null) since.current = performance.now();
  }, [loading]);

  useEffect(() => {
    if (loading) {
      setHolding(true);
      return;
    }
    const started = since.current;
    if (started === null) return;
    const left = minimum - (performance.now() - started);
    // The content replacing the loading state renders as a transition: in slices, leaving the
    // main thread free for input in between (a whole ballot or desk table at once held it for
    // up to 250 ms on Lighthouse's throttled phone).
    const release = () => {
      since.current = null;
      startTransition(() => setHolding(false));
    };
    if (left <= 0) {
      release();
      return;
    }
    const timer = setTimeout(release, left);
    return () => clearTimeout(timer);
  }, [loading, minimum]);

  return loading || (holding && since.current !== null);
}

import { useEffect, useMemo, useRef } from "react";
import {
  type LoaderFunctionArgs,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
} from "react-router";
import { Link } from "../components/Link.tsx";
import { OfflineBanner } from "../components/OfflineBanner.tsx";
import { ProgressBar } from "../components/ProgressBar.tsx";
import { meIn } from "../lib/render-scope.ts";
import { type Shell, ShellContext } from "../lib/ShellContext.tsx";

/**
 * Root loader: learns whether the visitor is Authenticated or Guest before anything renders
 * (spec §4), so no guarded page or navbar ever flashes the wrong state.
 */
export async function rootLoader({ context }: LoaderFunctionArgs): Promise<null> {
  await meIn(context);
  return null;
}

/**
 * Moves focus to the page after a client-side change of page (not of its query string), so a
 * screen reader starts reading the new page, as after a full load.
 */
function useFocusOnPageChange(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
}

/** The app shell shared by every layout: progress bar, offline notice, scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const shell = useMemo<Shell>(() => ({ Link, navigate: (to) => navigate(to) }), [navigate]);
  useFocusOnPageChange();
  return (
    <ShellContext value={shell}>
      <ProgressBar navigating={navigation.state !== "idle"} />
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
    </ShellContext>
  );
}

import { Outlet, ScrollRestoration } from "react-router";
import { getMe } from "../auth/session.ts";
import { OfflineBanner } from "../components/OfflineBanner.tsx";
import { ProgressBar } from "../components/ProgressBar.tsx";

/**
 * Root loader: learns whether the visitor is Authenticated or Guest before anything renders
 * (spec §4), so no guarded page or navbar ever flashes the wrong state.
 */
export async function rootLoader(): Promise<null> {
  await getMe();
  return null;
}

/** The app shell shared by every layout: progress bar, offline notice, scroll restoration. */
export function RootLayout() {
  return (
    <>
      <ProgressBar />
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown only during the very first load, while the root loader asks who is signed in. */
export function AppLoading() {
  return (
    <p className="app-loading" role="status">
      Загрузка…
    </p>
  );
}

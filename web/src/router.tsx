import { createBrowserRouter, type DataRouter, matchRoutes } from "react-router";
import { setReloadTarget } from "./lib/chunk-guard.ts";
import { registerPrefetchRoutes } from "./lib/prefetch.ts";
import { routes } from "./route-table.tsx";

registerPrefetchRoutes(routes);

/**
 * Starts the browser's router over the route table. A page the server rendered is hydrated:
 * the router takes the loaders' answers the server wrote into the page
 * (`window.__staticRouterHydrationData`, React Router's `StaticRouterProvider`) instead of
 * loading again, and the code of the page's routes is loaded first, as the server's render had it
 * (else the router would show its fallback over the server's HTML: React Router's guide to
 * server rendering in data mode, «Lazy routes»).
 * @param hydrating whether `#root` holds the server's render of this page
 */
export async function startRouter(hydrating: boolean): Promise<DataRouter> {
  if (hydrating) {
    await Promise.all(
      (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
        if (typeof route.lazy !== "function") return;
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  const started = createBrowserRouter(routes);
  // A chunk that fails during a client-side navigation reloads into the page being opened.
  setReloadTarget(() => {
    const target = started.state.navigation.location;
    return target ? `${target.pathname}${target.search}${target.hash}` : null;
  });
  return started;
}

import { matchRoutes, type RouteObject } from "react-router";

/** What a route may carry in its `handle`: the loader of its code, for prefetching. */
export interface RouteHandle {
  /** Downloads the route's chunk (the same import its `lazy` makes, without the reload guard). */
  prefetch?: () => Promise<unknown>;
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

let routes: RouteObject[] = [];
const started = new Set<() => Promise<unknown>>();

/** Gives the prefetcher the route table (router.tsx does, once). */
export function registerPrefetchRoutes(table: RouteObject[]): void {
  routes = table;
}

/**
 * Spec §9: no prefetching on 2g connections (`effectiveType` "2g" or "slow-2g") or with the
 * data saver on (`navigator.connection.saveData`).
 */
export function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== "2g" && connection.effectiveType !== "slow-2g";
}

/** Downloads the code of every route matching `pathname` (once each); failures are ignored. */
export function prefetchRoute(pathname: string): void {
  if (!canPrefetch()) return;
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const load = (match.route.handle as RouteHandle | undefined)?.prefetch;
    if (!load || started.has(load)) continue;
    started.add(load);
    load().catch(() => started.delete(load));
  }
}

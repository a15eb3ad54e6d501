import { data, type LoaderFunction, type Params } from "react-router";
import { useHydrated } from "./useHydrated.ts";

/** The 404 route error: the error page then shows "This page could not be found" (spec §8). */
export function notFound(): ReturnType<typeof data<null>> {
  return data(null, { status: 404, statusText: "Not Found" });
}

/**
 * A route's numeric id parameter (`:id`), as the API's ID string.
 * @throws the 404 route error for anything but a positive integer, e.g. `/desk/secretar/defenses/abc`.
 */
export function numericId(params: Params, name = "id"): string {
  const value = params[name];
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) throw notFound();
  return value;
}

/** What a route's module gives the router: its page and, when it loads data, its loader. */
export interface RouteModule {
  Component: React.ComponentType;
  loader?: LoaderFunction;
}

/**
 * The token of a mailed link: its `#` part, which never reaches a server or its log. The server
 * renders the page without it (and so does the hydration of that HTML): "" until the render after
 * (see useHydrated), when the page's button becomes usable.
 */
export function useLinkToken(): string {
  return useHydrated() ? window.location.hash.slice(1) : "";
}

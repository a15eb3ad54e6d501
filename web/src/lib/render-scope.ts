import type { ApolloClient } from "@apollo/client";
import { getMe, type SessionUser } from "./session.ts";

/**
 * What a route's loader works with while the server renders a page (React Router's `context`,
 * which the static handler is given in web/src/entry-server.tsx): the request's user, loaded
 * from its session cookie before anything renders (spec §4), and an Apollo Client of the request
 * alone, whose cache goes to the browser with the HTML. In the browser there is no such context:
 * the loaders use the page's session and its one client.
 */
export interface ServerScope {
  me: SessionUser | null;
  client: ApolloClient;
}

/** Marks a {@link ServerScope} among the values a loader's `context` may be. */
const SCOPE = Symbol("dissovet.serverScope");

/** A loader's context on the server: the request's {@link ServerScope}. */
export function serverContext(scope: ServerScope): { [SCOPE]: ServerScope } {
  return { [SCOPE]: scope };
}

/** The server's render scope a loader's `context` carries; undefined in the browser. */
export function serverScope(context: unknown): ServerScope | undefined {
  return typeof context === "object" && context !== null && SCOPE in context
    ? (context as { [SCOPE]: ServerScope })[SCOPE]
    : undefined;
}

/** Who is signed in, for a loader: the server's render's user, or the page's session ({@link getMe}). */
export function meIn(context: unknown): Promise<SessionUser | null> {
  const scope = serverScope(context);
  return scope ? Promise.resolve(scope.me) : getMe();
}

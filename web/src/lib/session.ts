import { createContext, use, useSyncExternalStore } from "react";
import {
  LoginDocument,
  LogoutDocument,
  MeDocument,
  type MeQuery,
  type Role,
} from "../__generated__/fetch/session/graphql";
import { graphqlRequest } from "./request.ts";

/**
 * The session (spec §4): the signed-in user or null for a guest. Kept outside Apollo Client
 * so that the navbar, the guards and the member's ballot work without loading it; the desk's
 * Apollo cache is cleared when the user signs out (see `apollo/client.ts`). The operations are
 * in session.graphql.
 */

/** The signed-in user as the app knows them. */
export type SessionUser = NonNullable<MeQuery["me"]>;

/** `unknown` until the first current-user lookup has answered. */
export type Session = { known: false; user: null } | { known: true; user: SessionUser | null };

let session: Session = { known: false, user: null };
let lookup: Promise<SessionUser | null> | null = null;
const listeners = new Set<() => void>();
const signOutListeners = new Set<() => void>();

function setSession(user: SessionUser | null): void {
  session = { known: true, user };
  lookup = Promise.resolve(user);
  for (const listener of listeners) listener();
}

/**
 * Loads the current user once (then from memory) for loaders, guards and the navbar.
 * A failed lookup counts as a guest (spec §8: a failed current-user lookup clears the session).
 */
export function getMe(): Promise<SessionUser | null> {
  lookup ??= graphqlRequest(MeDocument, {}).then(
    (data) => {
      setSession(data.me);
      return data.me;
    },
    () => {
      setSession(null);
      return null;
    },
  );
  return lookup;
}

/** Records that nobody is signed in (an expired session), so the navbar and guards see a guest at once. */
export function forgetMe(): void {
  setSession(null);
}

/**
 * Signs in (spec §7). The server sets the session cookie; the returned user becomes the session.
 * @throws {import("./request.ts").RequestError} with the server's Russian message
 */
export async function login(email: string, password: string): Promise<SessionUser> {
  const data = await graphqlRequest(LoginDocument, { email, password });
  setSession(data.login);
  return data.login;
}

/**
 * Signs out (spec §4): ends the server session (even if that request fails, the user asked
 * to leave) and shows a guest at once. The caller navigates to `/`, then calls
 * {@link notifySignedOut} so that cached desk data is dropped.
 */
export async function logout(): Promise<void> {
  await graphqlRequest(LogoutDocument, {}).catch(() => null);
  setSession(null);
}

/** Runs `listener` after each sign-out (the desk's Apollo cache clears itself). */
export function onSignedOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/** Tells the {@link onSignedOut} listeners that the user has signed out and left the desk. */
export function notifySignedOut(): void {
  for (const listener of signOutListeners) listener();
}

/** Whether `user` holds `role` in their roles list (spec §6). */
export function hasRole(user: SessionUser | null | undefined, role: Role): boolean {
  return user?.roles.some((r) => r.role === role) ?? false;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The session a page was rendered with on the server (spec §4: Authenticated or Guest, known
 * before the first byte): the server's render provides it (web/src/entry-server.tsx); in the
 * browser none is provided, and the page's hydration reads the module's session, which
 * {@link adoptSession} has set to the same user.
 */
export const RenderedSession = createContext<Session | null>(null);

/**
 * Before hydrating a page the server rendered: takes the user it was rendered for as the
 * session, so the navbar and the guards agree with the HTML and nobody asks again.
 */
export function adoptSession(user: SessionUser | null): void {
  setSession(user);
}

/** The live {@link Session}. */
export function useSession(): Session {
  const rendered = use(RenderedSession);
  return useSyncExternalStore(
    subscribe,
    () => session,
    () => rendered ?? session,
  );
}

/** The signed-in user for components; null for a guest (or before the first lookup answered). */
export function useMe(): SessionUser | null {
  return useSession().user;
}

import { type LoaderFunctionArgs, redirect } from "react-router";
import type { Role } from "../__generated__/graphql";
import { meIn } from "../lib/render-scope.ts";
import { hasRole, type SessionUser } from "../lib/session.ts";

/**
 * Desk layout guard: a guest is sent to /notAuthenticated (spec §6, auth guard). On the server
 * the redirect is the page's answer (302), before anything renders.
 * @param context the loader's context (the server's render scope, none in the browser)
 */
export async function requireUser(context: unknown): Promise<SessionUser> {
  const me = await meIn(context);
  if (!me) throw redirect("/notAuthenticated");
  return me;
}

/**
 * Admin and secretar layout guard: a guest is sent to /notAuthenticated, a user without
 * `role` to /notAuthorized (spec §6, admin and secretar guards).
 */
export async function requireRole(context: unknown, role: Role): Promise<SessionUser> {
  const me = await requireUser(context);
  if (!hasRole(me, role)) throw redirect("/notAuthorized");
  return me;
}

/** Guest guard for the login page: a signed-in user is sent to / (spec §6). */
export async function requireGuest({ context }: LoaderFunctionArgs): Promise<null> {
  if (await meIn(context)) throw redirect("/");
  return null;
}

/** The desk layout's loader (spec §6, auth guard). */
export async function deskLoader({ context }: LoaderFunctionArgs): Promise<null> {
  await requireUser(context);
  return null;
}

/**
 * The admin layout's loader (spec §6, admin guard), then its tabs' data (their code is loaded
 * only past the guard).
 */
export async function adminLoader({ context }: LoaderFunctionArgs): Promise<null> {
  await requireRole(context, "ADMIN");
  await (await import("../layouts/AreaNav.tsx")).loadAreaNav(context);
  return null;
}

/** The secretar layout's loader (spec §6, secretar guard), then its tabs' data. */
export async function secretarLoader({ context }: LoaderFunctionArgs): Promise<null> {
  await requireRole(context, "SECRETAR");
  await (await import("../layouts/AreaNav.tsx")).loadAreaNav(context);
  return null;
}

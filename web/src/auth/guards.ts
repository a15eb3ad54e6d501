import { redirect } from "react-router";
import type { Role } from "../__generated__/graphql";
import { getMe, hasRole, type SessionUser } from "../lib/session.ts";

/** Desk layout guard: a guest is sent to /notAuthenticated (spec §6, auth guard). */
export async function requireUser(): Promise<SessionUser> {
  const me = await getMe();
  if (!me) throw redirect("/notAuthenticated");
  return me;
}

/**
 * Admin and secretar layout guard: a guest is sent to /notAuthenticated, a user without
 * `role` to /notAuthorized (spec §6, admin and secretar guards).
 */
export async function requireRole(role: Role): Promise<SessionUser> {
  const me = await requireUser();
  if (!hasRole(me, role)) throw redirect("/notAuthorized");
  return me;
}

/** Guest guard for the login page: a signed-in user is sent to / (spec §6). */
export async function requireGuest(): Promise<null> {
  if (await getMe()) throw redirect("/");
  return null;
}

/** The desk layout's loader (spec §6, auth guard). */
export async function deskLoader(): Promise<null> {
  await requireUser();
  return null;
}

/** The admin layout's loader (spec §6, admin guard). */
export async function adminLoader(): Promise<null> {
  await requireRole("ADMIN");
  return null;
}

/** The secretar layout's loader (spec §6, secretar guard). */
export async function secretarLoader(): Promise<null> {
  await requireRole("SECRETAR");
  return null;
}

import { Outlet } from "react-router";
import { requireUser } from "../auth/guards.ts";

/** Desk guard (spec §6): guests are redirected to /notAuthenticated before anything renders. */
export async function deskLoader(): Promise<null> {
  await requireUser();
  return null;
}

/** Desk layout: every /desk page requires a signed-in user. */
export function DeskLayout() {
  return <Outlet />;
}

import { Outlet } from "react-router";
import { AreaNav } from "./AreaNav.tsx";

/** Secretar layout: the secretary area's tabs above its pages (its guard: `secretarLoader` in auth/guards.ts). */
export function SecretarLayout() {
  return (
    <>
      <AreaNav area="secretar" />
      <Outlet />
    </>
  );
}

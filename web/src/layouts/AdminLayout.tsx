import { Outlet } from "react-router";
import { AreaNav } from "./AreaNav.tsx";

/** Admin layout: the admin area's tabs above its pages (its guard: `adminLoader` in auth/guards.ts). */
export function AdminLayout() {
  return (
    <>
      <AreaNav area="admin" />
      <Outlet />
    </>
  );
}

import { Outlet } from "react-router";
import { requireRole } from "../auth/guards.ts";
import { AreaNav } from "./AreaNav.tsx";

/** Admin guard (spec §6): without the ADMIN role the user is redirected to /notAuthorized. */
export async function adminLoader(): Promise<null> {
  await requireRole("ADMIN");
  return null;
}

const links = [
  { to: "/desk/admin", label: "Обзор", end: true },
  { to: "/desk/admin/boards", label: "Советы" },
  { to: "/desk/admin/defenses", label: "Защиты" },
  { to: "/desk/admin/secretaries", label: "Секретари" },
  { to: "/desk/admin/users", label: "Пользователи" },
  { to: "/desk/admin/audit", label: "Журнал" },
];

/** Admin layout: the admin area's tabs above its pages. */
export function AdminLayout() {
  return (
    <>
      <AreaNav label="Кабинет администратора" links={links} />
      <Outlet />
    </>
  );
}

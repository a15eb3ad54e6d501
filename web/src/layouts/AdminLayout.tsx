import { Outlet } from "react-router";
import { AreaNav } from "./AreaNav.tsx";

const links = [
  { to: "/desk/admin", label: "Обзор", end: true },
  { to: "/desk/admin/boards", label: "Советы" },
  { to: "/desk/admin/defenses", label: "Защиты" },
  { to: "/desk/admin/secretaries", label: "Секретари" },
  { to: "/desk/admin/users", label: "Пользователи" },
  { to: "/desk/admin/audit", label: "Журнал" },
];

/** Admin layout: the admin area's tabs above its pages (its guard: `adminLoader` in auth/guards.ts). */
export function AdminLayout() {
  return (
    <>
      <AreaNav label="Кабинет администратора" links={links} />
      <Outlet />
    </>
  );
}

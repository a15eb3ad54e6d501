import { Outlet } from "react-router";
import { AreaNav } from "./AreaNav.tsx";

const links = [
  { to: "/desk/secretar", label: "Обзор", end: true },
  { to: "/desk/secretar/defenses", label: "Защиты" },
  { to: "/desk/secretar/boards", label: "Советы" },
];

/** Secretar layout: the secretary area's tabs above its pages (its guard: `secretarLoader` in auth/guards.ts). */
export function SecretarLayout() {
  return (
    <>
      <AreaNav label="Кабинет ученого секретаря" links={links} />
      <Outlet />
    </>
  );
}

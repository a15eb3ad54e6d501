import { Outlet } from "react-router";
import { requireRole } from "../auth/guards.ts";
import { AreaNav } from "./AreaNav.tsx";

/** Secretar guard (spec §6): without the SECRETAR role the user is redirected to /notAuthorized. */
export async function secretarLoader(): Promise<null> {
  await requireRole("SECRETAR");
  return null;
}

const links = [
  { to: "/desk/secretar", label: "Обзор", end: true },
  { to: "/desk/secretar/defenses", label: "Защиты" },
  { to: "/desk/secretar/boards", label: "Советы" },
];

/** Secretar layout: the secretary area's tabs above its pages. */
export function SecretarLayout() {
  return (
    <>
      <AreaNav label="Кабинет ученого секретаря" links={links} />
      <Outlet />
    </>
  );
}

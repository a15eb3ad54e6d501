import { Outlet } from "react-router";
import { Frame } from "../components/Frame.tsx";
import { deskAreas, useDeskArea } from "./deskAreas.ts";

/**
 * Default layout (spec §2): navbar, hero banner, the page, footer. The banner names the desk
 * area shown (the administrator's in theirs); elsewhere the secretary's desk, as spec §1 has it.
 */
export function DefaultLayout() {
  const { title, purpose } = deskAreas[useDeskArea() ?? "secretar"];
  return (
    <Frame hero={`${title}: ${purpose}`}>
      <Outlet />
    </Frame>
  );
}

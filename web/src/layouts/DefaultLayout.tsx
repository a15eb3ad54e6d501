import { Outlet } from "react-router";
import { Frame } from "../components/Frame.tsx";

/** Default layout (spec §2): navbar, hero banner, the page, footer. */
export function DefaultLayout() {
  return (
    <Frame hero>
      <Outlet />
    </Frame>
  );
}

import { Outlet } from "react-router";
import { Frame } from "../components/Frame.tsx";

/**
 * Login layout (spec §2): navbar and footer only. The member's ballot uses it too, so that on a
 * phone the ballot starts at the top of the screen.
 */
export function LoginLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

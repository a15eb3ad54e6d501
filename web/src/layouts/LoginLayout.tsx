import { Outlet } from "react-router";
import { Footer } from "../components/Footer.tsx";
import { Navbar } from "../components/Navbar.tsx";
import { SkipLink } from "./SkipLink.tsx";

/**
 * Login layout (spec §2): navbar and footer only. The member's ballot uses it too, so that on a
 * phone the ballot starts at the top of the screen.
 */
export function LoginLayout() {
  return (
    <div className="layout">
      <SkipLink />
      <Navbar />
      <main id="main" className="main container" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

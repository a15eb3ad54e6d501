import { Outlet } from "react-router";
import { Footer } from "../components/Footer.tsx";
import { Hero } from "../components/Hero.tsx";
import { Navbar } from "../components/Navbar.tsx";
import { SkipLink } from "./SkipLink.tsx";

/** Default layout (spec §2): navbar, hero banner, the page, footer. */
export function DefaultLayout() {
  return (
    <div className="layout">
      <SkipLink />
      <Navbar />
      <Hero />
      <main id="main" className="main container" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

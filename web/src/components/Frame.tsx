import type { ReactNode } from "react";
import { Footer } from "./Footer.tsx";
import { Hero } from "./Hero.tsx";
import { Navbar } from "./Navbar.tsx";
import { SkipLink } from "./SkipLink.tsx";

/**
 * The page frame of both layouts (spec §2): navbar, the hero banner for the default layout
 * only, the page, footer.
 */
export function Frame({ hero = false, children }: { hero?: boolean; children: ReactNode }) {
  return (
    <div className="layout">
      <SkipLink />
      <Navbar />
      {hero && <Hero />}
      <main id="main" className="main container" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

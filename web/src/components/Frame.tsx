import type { ReactNode } from "react";
import { Footer } from "./Footer.tsx";
import { Hero } from "./Hero.tsx";
import { Navbar } from "./Navbar.tsx";
import { SkipLink } from "./SkipLink.tsx";

/**
 * The page frame of both layouts (spec §2): navbar, the hero banner for the default layout
 * only, the page, footer. The member's ballot passes `signIn` false: no «Вход» in its navbar.
 */
export function Frame({
  hero = false,
  signIn = true,
  children,
}: {
  hero?: boolean;
  signIn?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="layout">
      <SkipLink />
      <Navbar signIn={signIn} />
      {hero && <Hero />}
      <main id="main" className="main container" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

import type { ReactNode } from "react";
import { Footer } from "./Footer.tsx";
import { Hero } from "./Hero.tsx";
import { Navbar } from "./Navbar.tsx";
import { SkipLink } from "./SkipLink.tsx";

/**
 * The page frame of both layouts (spec §2): navbar, the hero banner for the default layout
 * only (`hero`: the banner's subtitle; no banner without it), the page, footer. The member's
 * ballot passes `signIn` false: no «Вход» in its navbar.
 */
export function Frame({
  hero,
  signIn = true,
  children,
}: {
  hero?: string;
  signIn?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="layout">
      <SkipLink />
      <Navbar signIn={signIn} />
      {hero && <Hero subtitle={hero} />}
      <main id="main" className="main container" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

import { useQuery } from "@apollo/client/react";
import { graphql } from "../__generated__";
import { NavLink } from "../components/Link.tsx";

const MailboxEnabledQuery = graphql(`
  query MailboxEnabled {
    demoMailbox {
      enabled
    }
  }
`);

/** One entry of an area's sub-navigation. */
export interface AreaLink {
  to: string;
  label: string;
  /** Match only this exact path (the area's home). */
  end?: boolean;
}

/**
 * The tabs of a desk area (admin, secretary); the current one is marked with aria-current.
 * In demo mode (no SMTP server) a last tab opens the demo mailbox.
 */
export function AreaNav({ label, links }: { label: string; links: AreaLink[] }) {
  const { data } = useQuery(MailboxEnabledQuery);
  const all = data?.demoMailbox.enabled
    ? [...links, { to: "/desk/mail", label: "Почта демо-режима" }]
    : links;
  return (
    <nav className="area-nav" aria-label={label}>
      {all.map((link) => (
        <NavLink key={link.to} to={link.to} end={"end" in link ? link.end : false} className="area-nav__link">
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

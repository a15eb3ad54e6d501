import { useQuery } from "@apollo/client/react";
import { useLocation } from "react-router";
import { graphql } from "../__generated__";
import { loadQuery } from "../apollo/loadQuery.ts";
import { NavLink } from "../components/Link.tsx";
import { usePageTitle } from "../lib/useDocumentTitle.ts";
import { type DeskArea, deskAreas, MAILBOX_PATH, type MailboxFrom, useMailboxFrom } from "./deskAreas.ts";

const MailboxEnabledQuery = graphql(`
  query MailboxEnabled {
    demoMailbox {
      enabled
    }
  }
`);

/**
 * Loads what the tabs ask for (whether the demo mailbox is on) before the page renders, so that
 * a page the server renders has its tabs whole and its hydration asks nothing (the area layouts'
 * loaders and the mailbox's call it).
 * @param context the loader's context (the server's render scope, none in the browser)
 */
export async function loadAreaNav(context: unknown): Promise<void> {
  await loadQuery(context, MailboxEnabledQuery, {});
}

/**
 * The tabs of a desk area (admin, secretary); the current one is marked with aria-current.
 * In demo mode (no SMTP server) a last tab opens the demo mailbox, telling it the page it was
 * opened from (its way back); from the mailbox itself, the page the mailbox was opened from.
 */
export function AreaNav({ area }: { area: DeskArea }) {
  const { title, links } = deskAreas[area];
  const { data } = useQuery(MailboxEnabledQuery);
  const location = useLocation();
  const pageTitle = usePageTitle();
  const opener = useMailboxFrom();
  const from: MailboxFrom | null =
    location.pathname.replace(/\/+$/, "") === MAILBOX_PATH
      ? opener
      : { path: `${location.pathname}${location.search}${location.hash}`, title: pageTitle };
  return (
    <nav className="area-nav" aria-label={title}>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end ?? false} className="area-nav__link">
          {link.label}
        </NavLink>
      ))}
      {data?.demoMailbox.enabled && (
        <NavLink to={MAILBOX_PATH} state={from && { from }} className="area-nav__link">
          Почта демо-режима
        </NavLink>
      )}
    </nav>
  );
}

import { useLocation } from "react-router";
import type { Role } from "../__generated__/graphql";
import { hasRole, type SessionUser, useMe } from "../lib/session.ts";
import { useHydrated } from "../lib/useHydrated.ts";

/** The desk's areas: the administrator's and the scientific secretary's. */
export type DeskArea = "admin" | "secretar";

/** One entry of an area's tabs. */
interface AreaLink {
  to: string;
  label: string;
  /** Match only this exact path (the area's home). */
  end?: boolean;
}

/** What the interface says about an area and where its pages are. */
interface DeskAreaInfo {
  /** Its name: the tabs' label, its home page's heading, the banner's subtitle before the colon. */
  title: string;
  /** What it is for, in the banner after its name. */
  purpose: string;
  /** The role its guard requires (auth/guards.ts). */
  role: Role;
  /** Its home page: the way back when nothing better is known. */
  home: string;
  /** Its tabs, the home first. */
  links: AreaLink[];
}

/** The two areas, as their tabs, headings and the banner name them. */
export const deskAreas: Record<DeskArea, DeskAreaInfo> = {
  admin: {
    title: "Кабинет администратора",
    purpose: "советы, защиты, ученые секретари и учетные записи",
    role: "ADMIN",
    home: "/desk/admin",
    links: [
      { to: "/desk/admin", label: "Обзор", end: true },
      { to: "/desk/admin/boards", label: "Советы" },
      { to: "/desk/admin/defenses", label: "Защиты" },
      { to: "/desk/admin/secretaries", label: "Секретари" },
      { to: "/desk/admin/users", label: "Пользователи" },
      { to: "/desk/admin/audit", label: "Журнал" },
    ],
  },
  secretar: {
    title: "Кабинет ученого секретаря",
    purpose: "приглашения членам совета, явка и итоги голосования",
    role: "SECRETAR",
    home: "/desk/secretar",
    links: [
      { to: "/desk/secretar", label: "Обзор", end: true },
      { to: "/desk/secretar/defenses", label: "Защиты" },
      { to: "/desk/secretar/boards", label: "Советы" },
    ],
  },
};

/** What `make` makes for each area: `{ admin: make("admin"), secretar: make("secretar") }` (a page in both). */
export function eachArea<T>(make: (area: DeskArea) => T): Record<DeskArea, T> {
  return { admin: make("admin"), secretar: make("secretar") };
}

/** The demo mailbox's page: both areas' tabs lead to it. */
export const MAILBOX_PATH = "/desk/mail";

/**
 * Where the demo mailbox was opened from, kept in its history entry's state (a reload keeps
 * it): the page's path with its query and hash, and its title, which the way back names.
 */
export interface MailboxFrom {
  path: string;
  /** The page's title («Защита: Кузнецова Анна Сергеевна»), or null if it had none yet. */
  title: string | null;
}

/** The {@link MailboxFrom} in a history entry's state, or null when it holds none (a typed address). */
export function mailboxFrom(state: unknown): MailboxFrom | null {
  const from = (state as { from?: Partial<MailboxFrom> } | null)?.from;
  if (typeof from?.path !== "string" || !/^\/desk(?=[/?#]|$)/.test(from.path)) return null;
  return { path: from.path, title: typeof from.title === "string" ? from.title : null };
}

/**
 * {@link mailboxFrom} of the page shown: null while the page is the server's HTML (the history
 * entry's state is the browser's alone; see useHydrated).
 */
export function useMailboxFrom(): MailboxFrom | null {
  const { state } = useLocation();
  return useHydrated() ? mailboxFrom(state) : null;
}

/** The area a desk path belongs to (`/desk/admin/boards` → admin), or null for another page. */
function areaOfPath(pathname: string): DeskArea | null {
  const match = /^\/desk\/(admin|secretar)(\/|$)/.exec(pathname);
  return (match?.[1] as DeskArea | undefined) ?? null;
}

/**
 * The area whose tabs and banner a page shows: its own for the areas' pages; for the demo
 * mailbox (which both areas share) the area it was opened from, or else the user's, the
 * secretary's first; null elsewhere and for a user with neither role.
 */
function deskAreaOf(pathname: string, from: MailboxFrom | null, me: SessionUser | null): DeskArea | null {
  const path = pathname.replace(/\/+$/, "");
  if (path !== MAILBOX_PATH) return areaOfPath(path);
  const opener = areaOfPath(from?.path ?? "");
  if (opener && hasRole(me, deskAreas[opener].role)) return opener;
  return hasRole(me, "SECRETAR") ? "secretar" : hasRole(me, "ADMIN") ? "admin" : null;
}

/** {@link deskAreaOf} for the page shown. */
export function useDeskArea(): DeskArea | null {
  const { pathname } = useLocation();
  return deskAreaOf(pathname, useMailboxFrom(), useMe());
}

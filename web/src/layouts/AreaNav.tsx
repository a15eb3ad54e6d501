import { NavLink } from "../components/Link.tsx";

/** One entry of an area's sub-navigation. */
export interface AreaLink {
  to: string;
  label: string;
  /** Match only this exact path (the area's home). */
  end?: boolean;
}

/** The tabs of a desk area (admin, secretary); the current one is marked with aria-current. */
export function AreaNav({ label, links }: { label: string; links: AreaLink[] }) {
  return (
    <nav className="area-nav" aria-label={label}>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end} className="area-nav__link">
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

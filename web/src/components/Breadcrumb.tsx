import type { ReactNode } from "react";
import { Link } from "./Link.tsx";

/** «← {children}»: the way back to the list a page belongs to. */
export function Breadcrumb({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="breadcrumbs">
      <Link to={to}>← {children}</Link>
    </p>
  );
}

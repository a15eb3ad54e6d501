import { Link } from "../components/Link.tsx";
import { type ParamChanges, useListHref } from "./listState.ts";

/** One choice of a list filter: its label and the query-string changes it makes. */
interface FilterTab {
  label: string;
  changes: ParamChanges;
  current: boolean;
}

/** A row of filter links (e.g. «Действующие» / «Архив»); the chosen one is aria-current. */
export function FilterTabs({ label, tabs }: { label: string; tabs: FilterTab[] }) {
  const href = useListHref();
  return (
    <nav className="filter-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.label}
          to={href({ ...tab.changes, page: null })}
          className="filter-tabs__link"
          aria-current={tab.current ? "true" : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** «Действующие» / «Архив»: the `archived=1` filter of the councils and defenses lists. */
export function ArchiveTabs({ archived }: { archived: boolean }) {
  return (
    <FilterTabs
      label="Действующие или архивные"
      tabs={[
        { label: "Действующие", changes: { archived: null }, current: !archived },
        { label: "Архив", changes: { archived: "1" }, current: archived },
      ]}
    />
  );
}

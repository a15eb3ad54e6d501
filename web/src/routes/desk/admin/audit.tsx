import { useQuery } from "@apollo/client/react";
import { type FormEvent, useEffect, useState } from "react";
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useNavigation } from "react-router";
import {
  AUDIT_ACTION_BY_ENUM,
  AUDIT_ACTION_GROUPS,
  auditActionEnum,
  auditActionsWithPrefix,
} from "../../../../../shared/audit.ts";
import { graphql } from "../../../__generated__";
import { maxPage, readListState, searchWith } from "../../../admin/listState.ts";
import { Pagination } from "../../../admin/Pagination.tsx";
import { loadQuery } from "../../../apollo/loadQuery.ts";
import { Link } from "../../../components/Link.tsx";
import { DateInput } from "../../../forms/DateInput.tsx";
import { Field } from "../../../forms/Field.tsx";
import { apiUrl } from "../../../lib/config.ts";
import { DATE_HINT, dayStart } from "../../../lib/dates.ts";
import { formatCount, formatDateTime } from "../../../lib/format.ts";
import { auditActionGroupLabel, auditActionLabel, auditEntityLabel } from "../../../lib/labels.ts";
import { useDocumentTitle } from "../../../lib/useDocumentTitle.ts";
import { useMinimumLoading } from "../../../lib/useMinimumLoading.ts";

const AuditLogQuery = graphql(`
  query AuditLog(
    $entity: String
    $entityId: String
    $action: [AuditAction!]
    $from: String
    $to: String
    $offset: Int
    $limit: Int
  ) {
    auditLog(
      entity: $entity
      entityId: $entityId
      action: $action
      from: $from
      to: $to
      offset: $offset
      limit: $limit
    ) {
      total
      totalExact
      items {
        id
        at
        actor
        action
        entity
        entityId
        subject
        before
        after
      }
    }
  }
`);

/** Entries a page of the audit log. */
const AUDIT_PAGE_SIZE = 50;

/**
 * The filters as the URL (and the form) holds them: days as `ДД.ММ.ГГГГ`; the action as the log
 * names it (`poll.key`), or a group's start (`poll.`), as REST's `?action=` reads it.
 */
interface AuditFilters {
  entity: string;
  entityId: string;
  action: string;
  from: string;
  to: string;
}

function readFilters(params: URLSearchParams): AuditFilters {
  const get = (name: string) => (params.get(name) ?? "").trim().slice(0, 100);
  return {
    entity: get("entity"),
    entityId: get("entityId"),
    action: get("action"),
    from: get("from"),
    to: get("to"),
  };
}

/** The filters as GraphQL takes them: the actions the filter names; «по» a day includes that whole day. */
function apiFilters(f: AuditFilters) {
  return {
    entity: f.entity || null,
    entityId: f.entityId || null,
    action: f.action ? auditActionsWithPrefix(f.action).map(auditActionEnum) : null,
    from: dayStart(f.from),
    to: dayStart(f.to, 1),
  };
}

/** `/api/v1/admin/audit.csv` with the same filters as the page (REST reads the action by its name). */
function csvHref(f: AuditFilters): string {
  const { action: _enumValues, ...rest } = apiFilters(f);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...rest, action: f.action || null }))
    if (value) params.set(key, value);
  const query = params.toString();
  return apiUrl(`api/v1/admin/audit.csv${query ? `?${query}` : ""}`);
}

/** Loads the page of the audit log the URL asks for (`?entity=&entityId=&action=&from=&to=&page=`). */
export async function adminAuditLoader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filters = readFilters(params);
  const { page } = readListState(params, {
    sorts: ["AT"],
    sort: "AT",
    direction: "DESC",
    pageSize: AUDIT_PAGE_SIZE,
  });
  const variables = {
    ...apiFilters(filters),
    offset: (Math.min(page, maxPage(AUDIT_PAGE_SIZE)) - 1) * AUDIT_PAGE_SIZE,
    limit: AUDIT_PAGE_SIZE,
  };
  await loadQuery(context, AuditLogQuery, variables);
  return { filters, page, variables };
}

/** `/desk/admin/audit`: who changed what and when, newest first, with filters and a CSV export. */
export function AdminAuditPage() {
  useDocumentTitle("Журнал изменений");
  const { filters, page, variables } = useLoaderData<typeof adminAuditLoader>();
  const { data } = useQuery(AuditLogQuery, { variables });
  // Once shown, the busy state stays 200 ms (spec §9), so a quick page change does not flicker.
  const busy = useMinimumLoading(useNavigation().state === "loading");
  const entries = data?.auditLog.items ?? [];
  const total = data?.auditLog.total ?? 0;
  const totalExact = data?.auditLog.totalExact ?? true;
  return (
    <section className="page">
      <div className="page-head">
        <h1>Журнал изменений</h1>
        <a href={csvHref(filters)} className="button" download>
          Скачать CSV
        </a>
      </div>
      <AuditFilterForm filters={filters} />
      <p className="muted small">
        Найдено записей: {totalExact ? "" : "более "}
        {formatCount(total)}. В файл CSV попадают все записи с этими отборами (до 100 000), старые первыми.
      </p>
      {entries.length > 0 && (
        <div className="table-wrap" aria-busy={busy}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col" aria-sort="descending">
                  Когда
                </th>
                <th scope="col">Кто</th>
                <th scope="col">Действие</th>
                <th scope="col">Объект</th>
                <th scope="col">Изменения</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td className="nowrap">{formatDateTime(e.at)}</td>
                  <td>{e.actor}</td>
                  <td>{auditActionLabel[AUDIT_ACTION_BY_ENUM[e.action]]}</td>
                  <td>
                    <AuditObject
                      entity={e.entity}
                      entityId={e.entityId ?? null}
                      subject={e.subject ?? null}
                    />
                  </td>
                  <td>
                    <AuditChange before={e.before ?? null} after={e.after ?? null} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={page}
        total={total}
        totalExact={totalExact}
        shown={entries.length}
        pageSize={AUDIT_PAGE_SIZE}
      />
    </section>
  );
}

/** The filter form; «Показать» puts the filters in the URL (back to page 1). */
function AuditFilterForm({ filters }: { filters: AuditFilters }) {
  const navigate = useNavigate();
  const [values, setValues] = useState(filters);
  useEffect(() => setValues(filters), [filters]);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const setDay = (key: "from" | "to") => (text: string) =>
    setValues((current) => ({ ...current, [key]: text }));
  const [dayErrors, setDayErrors] = useState<{ from?: string; to?: string }>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const bad = (text: string) => (text.trim() && !dayStart(text) ? DATE_HINT : undefined);
    const errors = { from: bad(values.from), to: bad(values.to) };
    setDayErrors(errors);
    if (errors.from || errors.to) return;
    const changes = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
    void navigate(`/desk/admin/audit${searchWith(new URLSearchParams(), changes)}`);
  }

  return (
    <form className="filters card" onSubmit={onSubmit} aria-label="Отбор записей журнала">
      <Field label="Объект" name="entity">
        {(control) => (
          <select {...control} value={values.entity} onChange={set("entity")}>
            <option value="">Все</option>
            {Object.entries(auditEntityLabel).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Номер объекта" name="entityId">
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            value={values.entityId}
            onChange={set("entityId")}
          />
        )}
      </Field>
      <Field label="Действие" name="action">
        {(control) => (
          <select {...control} value={values.action} onChange={set("action")}>
            <option value="">Все</option>
            {AUDIT_ACTION_GROUPS.map((group) => (
              <option key={group} value={`${group}.`}>
                {auditActionGroupLabel[group]}
              </option>
            ))}
            {Object.entries(auditActionLabel).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="С даты" name="from" error={dayErrors.from}>
        {(control) => (
          <DateInput kind="date" control={control} value={values.from} onChange={setDay("from")} />
        )}
      </Field>
      <Field label="По дату" name="to" error={dayErrors.to}>
        {(control) => <DateInput kind="date" control={control} value={values.to} onChange={setDay("to")} />}
      </Field>
      <div className="filters__actions">
        <button type="submit" className="button button--primary">
          Показать
        </button>
        <Link to="/desk/admin/audit" className="button button--ghost">
          Сбросить
        </Link>
      </div>
    </form>
  );
}

/**
 * The object of an entry as the server describes it («Защита: Кузнецова А. С., 30.11.2026»),
 * linked to its admin page when it has one; «Защита № 12» for an object no longer found.
 */
function AuditObject({
  entity,
  entityId,
  subject,
}: {
  entity: string;
  entityId: string | null;
  subject: string | null;
}) {
  const label = auditEntityLabel[entity] ?? "Объект";
  if (!entityId) return <>{label}</>;
  const text = subject ?? `${label} № ${entityId}`;
  const path =
    entity === "board" ? "boards" : entity === "defense" ? "defenses" : entity === "user" ? "users" : null;
  return path ? <Link to={`/desk/admin/${path}/${entityId}`}>{text}</Link> : text;
}

/** JSON pretty-printed, or the text as it came. */
function pretty(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

/** The fields before and after, folded until asked for. */
function AuditChange({ before, after }: { before: string | null; after: string | null }) {
  if (!before && !after) return <span className="muted">—</span>;
  return (
    <details className="audit-change">
      <summary>Показать</summary>
      {before && (
        <>
          <p className="audit-change__label">Было</p>
          <pre>{pretty(before)}</pre>
        </>
      )}
      {after && (
        <>
          <p className="audit-change__label">Стало</p>
          <pre>{pretty(after)}</pre>
        </>
      )}
    </details>
  );
}

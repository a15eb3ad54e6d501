import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import type { LoaderFunction, LoaderFunctionArgs } from "react-router";
import { loadQuery } from "../apollo/loadQuery.ts";
import type { PagedList } from "./ListPage.tsx";
import { listRoute, sortedListVariables } from "./listRoute.ts";
import type { ListSpec } from "./listState.ts";

/**
 * How one desk area lists its objects (`/desk/<area>/boards`, `defenses`): the admin's list,
 * paged in the URL (`list`), or the secretary's, shown whole (`list` null).
 */
export interface AreaList<R, S extends string> {
  loader: LoaderFunction;
  useList(): { rows: readonly R[]; list: PagedList<S> | null };
}

/** One page of a paged list as the server answers it. */
interface Page<R> {
  items: readonly R[];
  total: number;
  totalExact: boolean;
}

/**
 * The admin's area list: searched, sorted, paged and filtered by the archive in the URL
 * (listRoute.ts, sortedListVariables); `pageOf` picks the page out of the query's data
 * (`data.adminBoards`).
 * @param spec the sort keys the list accepts and its default order
 */
export function pagedAreaList<R, S extends string, TData>(
  query: TypedDocumentNode<TData, ReturnType<typeof sortedListVariables<S>>>,
  spec: ListSpec<S>,
  pageOf: (data: TData) => Page<R>,
): AreaList<R, S> {
  const route = listRoute(query, spec, sortedListVariables);
  return {
    loader: route.loader,
    useList() {
      const { state, data, busy } = route.useList();
      const page = data && pageOf(data);
      return {
        rows: page?.items ?? [],
        list: { state, busy, total: page?.total ?? 0, totalExact: page?.totalExact ?? true },
      };
    },
  };
}

/**
 * The secretary's area list: a query without variables, fetched whole by the loader;
 * `rowsOf` picks the rows out of its data (`data.secretarBoards`).
 */
export function wholeAreaList<R, S extends string, TData>(
  query: TypedDocumentNode<TData, Record<string, never>>,
  rowsOf: (data: TData) => readonly R[],
): AreaList<R, S> {
  return {
    loader: async ({ context }: LoaderFunctionArgs) => {
      await loadQuery(context, query, {});
      return null;
    },
    useList() {
      const { data } = useQuery(query);
      return { rows: data ? rowsOf(data) : [], list: null };
    },
  };
}

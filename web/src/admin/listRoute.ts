import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { type LoaderFunctionArgs, useLoaderData, useNavigation } from "react-router";
import { loadQuery } from "../apollo/loadQuery.ts";
import { useMinimumLoading } from "../lib/useMinimumLoading.ts";
import { type ListSpec, type ListState, pageWindow, readListState } from "./listState.ts";

/**
 * An admin list page's route (`/desk/admin/boards`, `defenses`, `users`, `secretaries`): the
 * list's search, sort, page and archive filter live in the URL's query string (listState.ts);
 * the loader fetches that page of the list into the Apollo cache, and the page's hook reads it
 * back, live.
 */
interface ListRoute<S extends string, TData, TVariables> {
  /** The route's loader: reads the URL, fetches the page of the list, returns its state and variables. */
  loader(args: LoaderFunctionArgs): Promise<{ state: ListState<S>; variables: TVariables }>;
  /**
   * The page's view of its loader: the list state, the query's variables and data (from the
   * cache the loader filled) and `busy` while the next page loads, held at least 200 ms once
   * shown (spec §9) so that a quick page change does not flicker.
   */
  useList(): { state: ListState<S>; variables: TVariables; data: TData | undefined; busy: boolean };
}

/**
 * Makes the loader and the hook of an admin list page.
 * @param query the list's query
 * @param spec the sort keys the list accepts and its default order
 * @param variablesOf the query's variables for a list state (and the URL's other parameters,
 *   e.g. a filter of its own)
 */
export function listRoute<S extends string, TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  spec: ListSpec<S>,
  variablesOf: (state: ListState<S>, params: URLSearchParams) => TVariables,
): ListRoute<S, TData, TVariables> {
  async function loader({ request, context }: LoaderFunctionArgs) {
    const params = new URL(request.url).searchParams;
    const state = readListState(params, spec);
    const variables = variablesOf(state, params);
    await loadQuery(context, query, variables);
    return { state, variables };
  }
  function useList() {
    const { state, variables } = useLoaderData<typeof loader>();
    const { data } = useQuery(query, { variables });
    const busy = useMinimumLoading(useNavigation().state === "loading");
    return { state, variables, data, busy };
  }
  return { loader, useList };
}

/** Search and page: the variables of a list without sort keys or archive (accounts, secretaries). */
export function searchPageVariables(state: ListState) {
  return { search: state.search || null, ...pageWindow(state.page) };
}

/** Search, archive, sort and page: the variables of a sortable list with an archive (councils, defenses). */
export function sortedListVariables<S extends string>(state: ListState<S>) {
  return {
    search: state.search || null,
    archived: state.archived,
    sort: state.sort,
    direction: state.direction,
    ...pageWindow(state.page),
  };
}

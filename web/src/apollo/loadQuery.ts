import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { errorCode } from "../lib/errors.ts";
import { serverScope } from "../lib/render-scope.ts";
import { notFound, numericId } from "../lib/route.ts";
import { forgetMe } from "../lib/session.ts";
import { client } from "./client.ts";

/**
 * Fetches a route's query from the network in its loader, so the page renders with fresh data
 * in the cache (its `useQuery` then answers from the cache and stays live).
 * Typed failures become route outcomes: NOT_FOUND → the 404 page, UNAUTHENTICATED (an
 * expired session) → /notAuthenticated, FORBIDDEN → /notAuthorized; anything else is thrown
 * to the error page. On the server (`context` is the render's scope) the query runs in the
 * request's own client, whose cache the browser then hydrates from.
 * @param context the loader's context (`LoaderFunctionArgs.context`)
 */
export async function loadQuery<TData, TVariables extends OperationVariables>(
  context: unknown,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  try {
    const { data } = await (serverScope(context)?.client ?? client).query<TData, TVariables>({
      query,
      variables,
      fetchPolicy: "network-only",
    });
    if (data === undefined) throw new Error("Пустой ответ сервера.");
    return data;
  } catch (error) {
    switch (errorCode(error)) {
      case "NOT_FOUND":
        throw notFound();
      case "UNAUTHENTICATED":
        if (!serverScope(context)) forgetMe();
        throw redirect("/notAuthenticated");
      case "FORBIDDEN":
        throw redirect("/notAuthorized");
      default:
        throw error;
    }
  }
}

/**
 * The loader of a page of one object, `…/:id`: fetches `query` for the id (as {@link loadQuery})
 * and answers `{ id }` for the page to read its query with.
 * @param found the object in the answer; none (another council's, or no such id) is the 404
 * @throws the 404 route error for an id that is not a positive integer or finds nothing
 */
export function objectLoader<TData>(
  query: TypedDocumentNode<TData, { id: string }>,
  found: (data: TData) => unknown,
): (args: LoaderFunctionArgs) => Promise<{ id: string }> {
  return async ({ params, context }) => {
    const id = numericId(params);
    if (!found(await loadQuery(context, query, { id }))) throw notFound();
    return { id };
  };
}

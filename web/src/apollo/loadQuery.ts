import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { redirect } from "react-router";
import { forgetMe } from "../auth/session.ts";
import { errorCode } from "../lib/errors.ts";
import { notFound } from "../lib/route.ts";
import { client } from "./client.ts";

/**
 * Fetches a route's query from the network in its loader, so the page renders with fresh data
 * in the cache (its `useQuery` then answers from the cache and stays live).
 * Typed failures become route outcomes: NOT_FOUND → the 404 page, UNAUTHENTICATED (an
 * expired session) → /notAuthenticated, FORBIDDEN → /notAuthorized; anything else is thrown
 * to the error page.
 */
export async function loadQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  try {
    const { data } = await client.query<TData, TVariables>({ query, variables, fetchPolicy: "network-only" });
    if (data === undefined) throw new Error("Пустой ответ сервера.");
    return data;
  } catch (error) {
    switch (errorCode(error)) {
      case "NOT_FOUND":
        throw notFound();
      case "UNAUTHENTICATED":
        forgetMe();
        throw redirect("/notAuthenticated");
      case "FORBIDDEN":
        throw redirect("/notAuthorized");
      default:
        throw error;
    }
  }
}

import { ApolloProvider } from "@apollo/client/react";
import { use } from "react";
import { Outlet } from "react-router";
import { client, RenderedClient } from "../apollo/client.ts";
import "../styles/desk.css";

/**
 * Desk layout: every /desk page requires a signed-in user (the guard is `deskLoader` in
 * auth/guards.ts, outside this chunk). The desks' data goes through Apollo Client, loaded with
 * this chunk only: the home page, sign-in and the member's ballot do without it. On the server
 * the request's own client is provided instead (its cache goes to the browser with the page).
 */
export function DeskLayout() {
  return (
    <ApolloProvider client={use(RenderedClient) ?? client}>
      <Outlet />
    </ApolloProvider>
  );
}

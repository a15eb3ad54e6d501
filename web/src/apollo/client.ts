import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { OperationTypeNode } from "graphql";
import { createContext } from "react";
import { finalize, tap } from "rxjs";
import { requestActivity } from "../lib/activity.ts";
import { apiUrl } from "../lib/config.ts";
import { renderedState } from "../lib/rendered-state.ts";
import { onSignedOut } from "../lib/session.ts";
import { liveLink } from "./liveLink.ts";

/** Reports every operation to the progress bar: started, then finished with or without errors. */
const activityLink = new ApolloLink((operation, forward) => {
  let failed = false;
  requestActivity.start();
  return forward(operation).pipe(
    tap({
      next: (result) => {
        if (result.errors?.length) failed = true;
      },
      error: () => {
        failed = true;
      },
    }),
    finalize(() => requestActivity.end(failed)),
  );
});

/** `${apiBaseUrl}graphql`; the session is the httpOnly cookie set by the `login` mutation. */
const httpLink = new HttpLink({ uri: apiUrl("graphql"), credentials: "include" });

/**
 * A defense's `resultPolls` and `invites` have no id of their own: a newer answer replaces them
 * whole (as it does the `commission` list), so «Обновить результаты» swaps in the fresh turnout
 * without touching the other fields. The protocol (also without an id) is fixed once the poll
 * closes: the defense page's short selection and the protocol page's full one are merged, and
 * replaced by null after an annulment.
 * @param options `resultCaching: false` for a cache read only during one server render
 *   (InMemoryCache memoises each read for the re-reads of a long-lived page; default true)
 */
export function createCache(options: { resultCaching?: boolean } = {}): InMemoryCache {
  return new InMemoryCache({
    ...options,
    typePolicies: {
      // Values without an id of their own are replaced whole when an edit brings new ones
      // (a council's specialties or rule set, a defense's specialty, an account's roles).
      Board: {
        fields: {
          specialties: { merge: false },
          ruleSet: { merge: false },
        },
      },
      UserAccount: {
        fields: {
          roles: { merge: false },
        },
      },
      Defense: {
        fields: {
          specialty: { merge: false },
          resultPolls: { merge: false },
          invites: { merge: false },
          commission: { merge: false },
          protocol: { merge: true },
        },
      },
    },
  });
}

/**
 * The one Apollo Client of the app, shared by the hooks (via ApolloProvider) and the route
 * loaders. Subscriptions go to their streams (liveLink), outside the progress bar: a stream
 * stays open as long as its page.
 */
export const client = new ApolloClient({
  link: ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    liveLink,
    ApolloLink.from([activityLink, httpLink]),
  ),
  cache: createCache(),
});

// A desk page the server rendered comes with the cache its render filled: hydration reads it
// and asks nothing again.
const rendered = renderedState()?.apollo;
if (rendered) client.cache.restore(rendered as ReturnType<InMemoryCache["extract"]>);

/**
 * The request's own client while the server renders a desk page (web/src/entry-server.tsx):
 * the desk layout provides it instead of {@link client}. None in the browser.
 */
export const RenderedClient = createContext<ApolloClient | null>(null);

// Nothing of the previous user's data stays in memory after they sign out.
onSignedOut(() => {
  void client.clearStore();
});

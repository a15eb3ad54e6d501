import { ApolloLink } from "@apollo/client";
import { print } from "@apollo/client/utilities";
import { Observable } from "rxjs";
import { stream } from "../lib/live.ts";

/**
 * The terminating link of the desk's subscriptions (`useSubscription`): each one its own
 * graphql-sse stream (lib/live.ts), as Apollo's GraphQLWsLink does for graphql-ws. Its answers
 * land in the normalized cache like a query's, so a page's `useQuery` re-renders with them.
 */
export const liveLink = new ApolloLink(
  (operation) =>
    new Observable((observer) =>
      stream(
        {
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        },
        {
          next: (result) => observer.next(result as ApolloLink.Result),
          error: (error) => observer.error(error instanceof Error ? error : new Error(String(error))),
          complete: () => observer.complete(),
        },
      ),
    ),
);

import { ApolloClient, ApolloLink, gql, InMemoryCache, type TypedDocumentNode } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { Observable } from "rxjs";
import { describe, expect, it } from "vitest";
import { errorMessage } from "../lib/errors.ts";
import { useMutationAction } from "./useMutationAction.ts";

interface Data {
  archiveDefense: { __typename: "Defense"; id: string; archived: boolean };
}
const Archive: TypedDocumentNode<Data, { id: string; archived: boolean }> = gql`
  mutation Archive($id: ID!, $archived: Boolean!) {
    archiveDefense(id: $id, archived: $archived) {
      id
      archived
    }
  }
`;

/** A client whose server answers each operation with `answer(variables)` once `release` is called. */
function fakeServer(
  answer: (variables: Record<string, unknown>) => { data?: Data; errors?: { message: string }[] },
) {
  const sent: Record<string, unknown>[] = [];
  const pending: (() => void)[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.variables);
        pending.push(() => {
          observer.next(answer(operation.variables) as never);
          observer.complete();
        });
      }),
  );
  const cache = new InMemoryCache();
  const client = new ApolloClient({ cache, link });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  return { cache, wrapper, sent, release: () => pending.shift()?.() };
}

const archived = (variables: Record<string, unknown>): { data: Data } => ({
  data: {
    archiveDefense: {
      __typename: "Defense",
      id: String(variables.id),
      archived: Boolean(variables.archived),
    },
  },
});

describe("useMutationAction", () => {
  it("sends the variables made of the act's arguments and resolves with what `result` reads of the answer", async () => {
    const server = fakeServer(archived);
    const { result } = renderHook(
      () =>
        useMutationAction(Archive, (archived: boolean) => ({ id: "12", archived }), {
          result: (data, asked) => `${data?.archiveDefense.id}: ${data?.archiveDefense.archived} (${asked})`,
        }),
      { wrapper: server.wrapper },
    );
    let answer: Promise<string> | undefined;
    act(() => {
      answer = result.current[0](true);
    });
    await waitFor(() => expect(result.current[1].loading).toBe(true));
    expect(server.sent).toEqual([{ id: "12", archived: true }]);
    act(() => server.release());
    await expect(answer).resolves.toBe("12: true (true)");
    await waitFor(() => expect(result.current[1].loading).toBe(false));
    // The answer is in the normalized cache, where the page's queries read it.
    expect(server.cache.extract()["Defense:12"]).toMatchObject({ archived: true });
  });

  it("resolves to nothing without `result`", async () => {
    const server = fakeServer(archived);
    const { result } = renderHook(() => useMutationAction(Archive, () => ({ id: "3", archived: false })), {
      wrapper: server.wrapper,
    });
    let answer: Promise<void> | undefined;
    act(() => {
      answer = result.current[0]();
    });
    await waitFor(() => expect(server.sent).toHaveLength(1));
    act(() => server.release());
    await expect(answer).resolves.toBeUndefined();
  });

  it("rejects with the server's error, whose Russian message the page shows", async () => {
    const server = fakeServer(() => ({ errors: [{ message: "Защита не найдена." }] }));
    const { result } = renderHook(() => useMutationAction(Archive, () => ({ id: "7", archived: true })), {
      wrapper: server.wrapper,
    });
    let failure: unknown;
    act(() => {
      result.current[0]().catch((error: unknown) => {
        failure = error;
      });
    });
    await waitFor(() => expect(server.sent).toHaveLength(1));
    act(() => server.release());
    await waitFor(() => expect(failure).toBeDefined());
    expect(errorMessage(failure)).toBe("Защита не найдена.");
    await waitFor(() => expect(result.current[1].loading).toBe(false));
  });
});

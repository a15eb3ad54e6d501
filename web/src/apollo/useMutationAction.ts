import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useMutation } from "@apollo/client/react";

/** How {@link useMutationAction} sends its mutation and what its act resolves to. */
interface MutationActionOptions<TData, TArgs extends unknown[], TResult> {
  /** What the act resolves to, from the answer's data and the act's arguments; nothing when left out. */
  result?: (data: TData | undefined, ...args: TArgs) => TResult;
  /**
   * Queries to fetch again after the mutation, by operation name (e.g. `SecretarDefense`): the
   * act resolves once they are in, for answers the normalized cache cannot place by itself.
   */
  refetch?: string[];
}

/**
 * One act of a page as a mutation: `act(...args)` sends `document` with `variables(...args)`
 * and resolves once the answer is in the normalized cache (Apollo puts each returned object in
 * place by its id, so the page re-renders with it), rejecting with the server's error for the
 * caller to show.
 * @param variables the mutation's variables for the act's arguments (the page's ids bound in)
 * @returns `[act, { loading }]`, `loading` while a call runs
 */
export function useMutationAction<
  TData,
  TVariables extends OperationVariables,
  TArgs extends unknown[] = [],
  TResult = void,
>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: (...args: TArgs) => TVariables,
  options: MutationActionOptions<TData, TArgs, TResult> = {},
): readonly [(...args: TArgs) => Promise<TResult>, { loading: boolean }] {
  const [mutate, { loading }] = useMutation(document, {
    ...(options.refetch ? { refetchQueries: options.refetch, awaitRefetchQueries: true } : {}),
  });
  // useMutation's own signature makes the options optional or required by the variables' type,
  // which a generic TVariables cannot satisfy: this is the call every concrete one amounts to.
  const send = mutate as (options: { variables: TVariables }) => Promise<{ data?: TData | null }>;
  async function act(...args: TArgs): Promise<TResult> {
    const { data } = await send({ variables: variables(...args) });
    return options.result?.(data ?? undefined, ...args) as TResult;
  }
  return [act, { loading }] as const;
}

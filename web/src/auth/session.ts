import { useQuery } from "@apollo/client/react";
import { graphql } from "../__generated__";
import type { MeQuery as MeQueryData, Role } from "../__generated__/graphql";
import { client } from "../apollo/client.ts";

/** The signed-in user, or null for a guest: the app's whole session state (spec §4). */
export const MeQuery = graphql(`
  query Me {
    me {
      id
      email
      fio
      roles {
        role
      }
    }
  }
`);

/** The signed-in user as the app knows them. */
export type SessionUser = NonNullable<MeQueryData["me"]>;

/**
 * Loads the current user once (then from the cache) for loaders and guards.
 * A failed lookup counts as a guest (spec §8: a failed current-user lookup clears the session).
 */
export async function getMe(): Promise<SessionUser | null> {
  try {
    const { data } = await client.query({ query: MeQuery });
    return data?.me ?? null;
  } catch {
    return null;
  }
}

/** Records in the cache that nobody is signed in, so the navbar and guards see a guest at once. */
export function forgetMe(): void {
  client.writeQuery({ query: MeQuery, data: { me: null } });
}

/** Whether `user` holds `role` in their roles list (spec §6). */
export function hasRole(user: SessionUser | null | undefined, role: Role): boolean {
  return user?.roles.some((r) => r.role === role) ?? false;
}

/** The signed-in user for components, from the cache the root loader filled; null for a guest. */
export function useMe(): SessionUser | null {
  const { data } = useQuery(MeQuery);
  return data?.me ?? null;
}

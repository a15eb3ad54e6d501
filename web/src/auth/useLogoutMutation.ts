import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { graphql } from "../__generated__";
import { forgetMe } from "./session.ts";

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/**
 * Signs out (spec §4): ends the server session, shows a guest at once, goes to `/`, then
 * resets the Apollo store so nothing of the previous user's data stays in memory.
 * @returns `[logout(), { loading }]`
 */
export function useLogoutMutation() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(LogoutMutation);
  const logout = useCallback(async () => {
    // Even if the request failed the user asked to leave: forget the session locally; the
    // store reset below asks the server again who is signed in.
    await mutate().catch(() => null);
    forgetMe();
    await navigate("/");
    await client.resetStore().catch(() => null);
  }, [client, mutate, navigate]);
  return [logout, { loading }] as const;
}

import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../__generated__";
import type { SessionUser } from "./session.ts";
import { MeQuery } from "./session.ts";

const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      id
      email
      fio
      roles {
        role
      }
    }
  }
`);

/**
 * Signs in. The server sets the session cookie; the returned user is written as `me`, so the
 * navbar and the desk guard see the new session without another request.
 * @returns `[login(email, password) → the user (rejects with the server's error), { loading }]`
 */
export function useLoginMutation() {
  const [mutate, { loading }] = useMutation(LoginMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MeQuery, data: { me: data.login } });
    },
  });
  const login = useCallback(
    async (email: string, password: string): Promise<SessionUser> => {
      const { data } = await mutate({ variables: { email, password } });
      if (!data) throw new Error("Пустой ответ сервера.");
      return data.login;
    },
    [mutate],
  );
  return [login, { loading }] as const;
}

import { createGraphiQLFetcher } from "@graphiql/toolkit";
import { GraphiQL } from "graphiql";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "graphiql/style.css";
import "./graphiql.css";

/**
 * GraphiQL, self-hosted (issue #15): the schema explorer for integrators on a network without
 * internet access, where Apollo Sandbox (loaded from Apollo's CDN) cannot start. Everything it
 * needs is bundled by `npm run build` into web/dist/graphiql; the server serves it at
 * `/graphiql` where introspection is on (outside production, or GRAPHQL_INTROSPECTION=1).
 *
 * Requests go to this origin's `/graphql` with the session cookie (a signed-in user explores
 * with their roles) and the header Apollo Server's CSRF prevention asks of a browser.
 */
const fetcher = createGraphiQLFetcher({
  url: new URL("/graphql", window.location.origin).href,
  headers: { "apollo-require-preflight": "true" },
  fetch: (input, init) => fetch(input, { ...init, credentials: "same-origin" }),
});

const DEFAULT_QUERY = `# Диссовет: GraphQL API.
# Описание схемы: значок книги слева.
# Запросы идут с ролями того, кто вошел
# в Диссовет в этом браузере; программы
# передают API-токен во вкладке Headers:
# {"Authorization": "Bearer dsv_…"}
query Me {
  me {
    email
    roles {
      role
    }
  }
}
`;

const container = document.getElementById("graphiql");
if (container) {
  createRoot(container).render(
    <StrictMode>
      <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
    </StrictMode>,
  );
}

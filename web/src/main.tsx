import { ApolloProvider } from "@apollo/client/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { client } from "./apollo/client.ts";
import { router } from "./router.tsx";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("В index.html нет элемента #root.");

createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  </StrictMode>,
);

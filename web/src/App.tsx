import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { startRouter } from "./router.tsx";

let router: DataRouter | undefined;

/**
 * Starts the router before the first render (main.tsx awaits it): for a page the server
 * rendered, after its routes' code has loaded (router.tsx).
 */
export async function prepare(hydrating: boolean): Promise<void> {
  router = await startRouter(hydrating);
}

/** The router app: every page but the member's ballot, the commission's page and sign-in (see main.tsx). */
export default function App() {
  if (!router) throw new Error("Маршрутизатор еще не запущен: main.tsx вызывает prepare() до отрисовки.");
  return <RouterProvider router={router} />;
}

import { createBrowserRouter, type RouteObject } from "react-router";
import { RootErrorPage, RouteErrorPage } from "./components/RouteErrorPage.tsx";
import { AdminLayout, adminLoader } from "./layouts/AdminLayout.tsx";
import { DefaultLayout } from "./layouts/DefaultLayout.tsx";
import { DeskLayout, deskLoader } from "./layouts/DeskLayout.tsx";
import { LoginLayout } from "./layouts/LoginLayout.tsx";
import { AppLoading, RootLayout, rootLoader } from "./layouts/RootLayout.tsx";
import { SecretarLayout, secretarLoader } from "./layouts/SecretarLayout.tsx";
import { AdminBoardsPage, adminBoardsLoader } from "./routes/desk/admin/boards.tsx";
import { AdminDefensesPage, adminDefensesLoader } from "./routes/desk/admin/defenses.tsx";
import { AdminHomePage } from "./routes/desk/admin/index.tsx";
import { AdminSecretariesPage, adminSecretariesLoader } from "./routes/desk/admin/secretaries.tsx";
import { DeskPage } from "./routes/desk/index.tsx";
import { SecretarBoardPage, secretarBoardLoader } from "./routes/desk/secretar/boards/[id].tsx";
import { SecretarBoardsPage, secretarBoardsLoader } from "./routes/desk/secretar/boards/index.tsx";
import {
  SecretarProtocolPage,
  secretarProtocolLoader,
} from "./routes/desk/secretar/defenses/[id].protocol.tsx";
import { SecretarDefensePage, secretarDefenseLoader } from "./routes/desk/secretar/defenses/[id].tsx";
import { SecretarDefensesPage, secretarDefensesLoader } from "./routes/desk/secretar/defenses/index.tsx";
import { SecretarHomePage, secretarHomeLoader } from "./routes/desk/secretar/index.tsx";
import { HomePage } from "./routes/home.tsx";
import { LoginPage, loginLoader } from "./routes/login.tsx";
import { NotAuthenticatedPage } from "./routes/not-authenticated.tsx";
import { NotAuthorizedPage } from "./routes/not-authorized.tsx";
import { NotFoundPage } from "./routes/not-found.tsx";
import { PollPage, pollLoader } from "./routes/polls/[token].tsx";
import { PollsPage } from "./routes/polls/index.tsx";

/**
 * The URL table of spec §2. Each layout's routes sit under a pathless route carrying the
 * error element, so a 404 or a failure renders inside the layout (navbar and footer stay).
 */
export const routes: RouteObject[] = [
  {
    id: "root",
    loader: rootLoader,
    Component: RootLayout,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      {
        Component: DefaultLayout,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, Component: HomePage },
              { path: "notAuthenticated", Component: NotAuthenticatedPage },
              { path: "notAuthorized", Component: NotAuthorizedPage },
              {
                path: "desk",
                loader: deskLoader,
                Component: DeskLayout,
                children: [
                  { index: true, Component: DeskPage },
                  {
                    path: "admin",
                    loader: adminLoader,
                    Component: AdminLayout,
                    children: [
                      { index: true, Component: AdminHomePage },
                      { path: "boards", loader: adminBoardsLoader, Component: AdminBoardsPage },
                      { path: "defenses", loader: adminDefensesLoader, Component: AdminDefensesPage },
                      {
                        path: "secretaries",
                        loader: adminSecretariesLoader,
                        Component: AdminSecretariesPage,
                      },
                    ],
                  },
                  {
                    path: "secretar",
                    loader: secretarLoader,
                    Component: SecretarLayout,
                    children: [
                      { index: true, loader: secretarHomeLoader, Component: SecretarHomePage },
                      { path: "boards", loader: secretarBoardsLoader, Component: SecretarBoardsPage },
                      { path: "boards/:id", loader: secretarBoardLoader, Component: SecretarBoardPage },
                      { path: "defenses", loader: secretarDefensesLoader, Component: SecretarDefensesPage },
                      { path: "defenses/:id", loader: secretarDefenseLoader, Component: SecretarDefensePage },
                      {
                        path: "defenses/:id/protocol",
                        loader: secretarProtocolLoader,
                        Component: SecretarProtocolPage,
                      },
                    ],
                  },
                ],
              },
              { path: "*", Component: NotFoundPage },
            ],
          },
        ],
      },
      {
        Component: LoginLayout,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { path: "login", loader: loginLoader, Component: LoginPage },
              { path: "polls", Component: PollsPage },
              { path: "polls/:token", loader: pollLoader, Component: PollPage },
            ],
          },
        ],
      },
    ],
  },
];

/** The browser router over {@link routes}. */
export const router = createBrowserRouter(routes);

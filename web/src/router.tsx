import { createBrowserRouter, type RouteObject } from "react-router";
import { RootErrorPage, RouteErrorPage } from "./components/RouteErrorPage.tsx";
import { AdminLayout, adminLoader } from "./layouts/AdminLayout.tsx";
import { DefaultLayout } from "./layouts/DefaultLayout.tsx";
import { DeskLayout, deskLoader } from "./layouts/DeskLayout.tsx";
import { LoginLayout } from "./layouts/LoginLayout.tsx";
import { AppLoading, RootLayout, rootLoader } from "./layouts/RootLayout.tsx";
import { SecretarLayout, secretarLoader } from "./layouts/SecretarLayout.tsx";
import { AdminAuditPage, adminAuditLoader } from "./routes/desk/admin/audit.tsx";
import { AdminBoardPage, adminBoardLoader } from "./routes/desk/admin/boards/[id].tsx";
import { AdminBoardsPage, adminBoardsLoader } from "./routes/desk/admin/boards/index.tsx";
import { AdminBoardNewPage } from "./routes/desk/admin/boards/new.tsx";
import { AdminDefensePage, adminDefenseLoader } from "./routes/desk/admin/defenses/[id].tsx";
import { AdminDefensesPage, adminDefensesLoader } from "./routes/desk/admin/defenses/index.tsx";
import { AdminDefenseNewPage, adminDefenseNewLoader } from "./routes/desk/admin/defenses/new.tsx";
import { AdminHomePage, adminHomeLoader } from "./routes/desk/admin/index.tsx";
import { AdminSecretarPage, adminSecretarLoader } from "./routes/desk/admin/secretaries/[id].tsx";
import { AdminSecretariesPage, adminSecretariesLoader } from "./routes/desk/admin/secretaries/index.tsx";
import { AdminUserPage, adminUserLoader } from "./routes/desk/admin/users/[id].tsx";
import { AdminUsersPage, adminUsersLoader } from "./routes/desk/admin/users/index.tsx";
import { AdminUserNewPage } from "./routes/desk/admin/users/new.tsx";
import { DeskPage } from "./routes/desk/index.tsx";
import { SecretarBoardPage, secretarBoardLoader } from "./routes/desk/secretar/boards/[id].tsx";
import { SecretarBoardsPage, secretarBoardsLoader } from "./routes/desk/secretar/boards/index.tsx";
import {
  SecretarProtocolPage,
  secretarProtocolLoader,
} from "./routes/desk/secretar/defenses/[id].protocol.tsx";
import { SecretarDefensePage, secretarDefenseLoader } from "./routes/desk/secretar/defenses/[id].tsx";
import { SecretarDefensesPage, secretarDefensesLoader } from "./routes/desk/secretar/defenses/index.tsx";
import { SecretarDefenseNewPage, secretarDefenseNewLoader } from "./routes/desk/secretar/defenses/new.tsx";
import { SecretarHomePage, secretarHomeLoader } from "./routes/desk/secretar/index.tsx";
import { HomePage } from "./routes/home.tsx";
import { LoginPage, loginLoader } from "./routes/login.tsx";
import { NotAuthenticatedPage } from "./routes/not-authenticated.tsx";
import { NotAuthorizedPage } from "./routes/not-authorized.tsx";
import { NotFoundPage } from "./routes/not-found.tsx";
import { PollPage, pollLoader } from "./routes/polls/[token].tsx";
import { PollsPage } from "./routes/polls/index.tsx";
import { RegisterPage, registerLoader } from "./routes/register.tsx";

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
                      { index: true, loader: adminHomeLoader, Component: AdminHomePage },
                      { path: "boards", loader: adminBoardsLoader, Component: AdminBoardsPage },
                      { path: "boards/new", Component: AdminBoardNewPage },
                      { path: "boards/:id", loader: adminBoardLoader, Component: AdminBoardPage },
                      { path: "defenses", loader: adminDefensesLoader, Component: AdminDefensesPage },
                      { path: "defenses/new", loader: adminDefenseNewLoader, Component: AdminDefenseNewPage },
                      { path: "defenses/:id", loader: adminDefenseLoader, Component: AdminDefensePage },
                      {
                        path: "secretaries",
                        loader: adminSecretariesLoader,
                        Component: AdminSecretariesPage,
                      },
                      { path: "secretaries/:id", loader: adminSecretarLoader, Component: AdminSecretarPage },
                      { path: "users", loader: adminUsersLoader, Component: AdminUsersPage },
                      { path: "users/new", Component: AdminUserNewPage },
                      { path: "users/:id", loader: adminUserLoader, Component: AdminUserPage },
                      { path: "audit", loader: adminAuditLoader, Component: AdminAuditPage },
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
                      {
                        path: "defenses/new",
                        loader: secretarDefenseNewLoader,
                        Component: SecretarDefenseNewPage,
                      },
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
              { path: "register", loader: registerLoader, Component: RegisterPage },
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

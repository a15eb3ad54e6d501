import type { RouteObject } from "react-router";
import { adminLoader, deskLoader, requireGuest, secretarLoader } from "./auth/guards.ts";
import { AppLoading } from "./components/AppLoading.tsx";
import { DefaultLayout } from "./layouts/DefaultLayout.tsx";
import { LoginLayout } from "./layouts/LoginLayout.tsx";
import { RootLayout, rootLoader } from "./layouts/RootLayout.tsx";
import { RootError, RouteError } from "./layouts/RouteError.tsx";
import { guardChunk } from "./lib/chunk-guard.ts";
import type { RouteHandle } from "./lib/prefetch.ts";
import type { RouteModule } from "./lib/route.ts";
import { HomePage } from "./routes/home.tsx";
import { LoginPage } from "./routes/login.tsx";
import { NotAuthenticatedPage } from "./routes/not-authenticated.tsx";
import { NotAuthorizedPage } from "./routes/not-authorized.tsx";
import { NotFoundPage } from "./routes/not-found.tsx";

/**
 * A route whose code is its own chunk (spec §9): `lazy` downloads it when the route is opened,
 * with the chunk-error reload guard; `handle.prefetch` lets links download it ahead of time.
 */
function page(load: () => Promise<RouteModule>): Pick<RouteObject, "lazy" | "handle"> {
  const handle: RouteHandle = { prefetch: load };
  return { lazy: guardChunk(load), handle };
}

/**
 * The URL table of spec §2, the same in the browser (router.tsx) and in the server's render
 * (entry-server.tsx). Each layout's routes sit under a pathless route carrying the
 * error element, so a 404 or a failure renders inside the layout (navbar and footer stay).
 * Guards are loaders defined here and the small public pages are in the main chunk (sign-in too:
 * it is where staff arrive, and a chunk of its own would cost a phone a round trip before the
 * form shows); every other page and the desks' layouts are chunks of their own, loaded on demand.
 */
export const routes: RouteObject[] = [
  {
    id: "root",
    loader: rootLoader,
    Component: RootLayout,
    errorElement: <RootError />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      {
        Component: DefaultLayout,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, Component: HomePage },
              { path: "notAuthenticated", Component: NotAuthenticatedPage },
              { path: "notAuthorized", Component: NotAuthorizedPage },
              {
                path: "desk",
                loader: deskLoader,
                ...page(async () => ({ Component: (await import("./layouts/DeskLayout.tsx")).DeskLayout })),
                children: [
                  {
                    index: true,
                    ...page(async () => {
                      const m = await import("./routes/desk/index.tsx");
                      return { loader: m.deskHomeLoader, Component: m.DeskPage };
                    }),
                  },
                  {
                    path: "mail",
                    ...page(async () => {
                      const m = await import("./routes/desk/mail.tsx");
                      return { loader: m.demoMailLoader, Component: m.DemoMailPage };
                    }),
                  },
                  {
                    path: "admin",
                    loader: adminLoader,
                    ...page(async () => ({
                      Component: (await import("./layouts/AdminLayout.tsx")).AdminLayout,
                    })),
                    children: [
                      {
                        index: true,
                        ...page(async () => {
                          const m = await import("./routes/desk/admin/index.tsx");
                          return { loader: m.adminHomeLoader, Component: m.AdminHomePage };
                        }),
                      },
                      {
                        path: "boards",
                        ...page(
                          async () =>
                            (await import("./routes/desk/[area]/boards/index.tsx")).boardListPages.admin,
                        ),
                      },
                      {
                        path: "boards/new",
                        ...page(async () => ({
                          Component: (await import("./routes/desk/admin/boards/new.tsx")).AdminBoardNewPage,
                        })),
                      },
                      {
                        path: "boards/:id",
                        ...page(
                          async () => (await import("./routes/desk/[area]/boards/[id].tsx")).boardPages.admin,
                        ),
                      },
                      {
                        path: "defenses",
                        ...page(
                          async () =>
                            (await import("./routes/desk/[area]/defenses/index.tsx")).defenseListPages.admin,
                        ),
                      },
                      {
                        path: "defenses/new",
                        ...page(
                          async () =>
                            (await import("./routes/desk/[area]/defenses/new.tsx")).newDefensePages.admin,
                        ),
                      },
                      {
                        path: "defenses/:id",
                        ...page(
                          async () =>
                            (await import("./routes/desk/[area]/defenses/[id].tsx")).defensePages.admin,
                        ),
                      },
                      {
                        path: "secretaries",
                        ...page(async () => {
                          const m = await import("./routes/desk/admin/secretaries/index.tsx");
                          return { loader: m.adminSecretariesLoader, Component: m.AdminSecretariesPage };
                        }),
                      },
                      {
                        path: "secretaries/:id",
                        ...page(async () => {
                          const m = await import("./routes/desk/admin/secretaries/[id].tsx");
                          return { loader: m.adminSecretarLoader, Component: m.AdminSecretarPage };
                        }),
                      },
                      {
                        path: "users",
                        ...page(async () => {
                          const m = await import("./routes/desk/admin/users/index.tsx");
                          return { loader: m.adminUsersLoader, Component: m.AdminUsersPage };
                        }),
                      },
                      {
                        path: "users/new",
                        ...page(async () => ({
                          Component: (await import("./routes/desk/admin/users/new.tsx")).AdminUserNewPage,
                        })),
                      },
                      {
                        path: "users/:id",
                        ...page(async () => {
                          const m = await import("./routes/desk/admin/users/[id].tsx");
                          return { loader: m.adminUserLoader, Component: m.AdminUserPage };
                        }),
                      },
                      {
                        path: "audit",
                        ...page(async () => {
                          const m = await import("./routes/desk/admin/audit.tsx");
                          return { loader: m.adminAuditLoader, Component: m.AdminAuditPage };
                        }),
                      },
                    ],
                  },
                  {
                    path: "secretar",
                    loader: secretarLoader,
                    ...page(async () => ({
                      Component: (await import("./layouts/SecretarLayout.tsx")).SecretarLayout,
                    })),
                    children: [
                      {
                        index: true,
                        ...page(async () => {
                          const m = await import("./routes/desk/secretar/index.tsx");
                          return { loader: m.secretarHomeLoader, Component: m.SecretarHomePage };
                        }),
                      },
                      {
                        path: "boards",
                        ...page(
                          async () =>
                            (await import("./routes/desk/[area]/boards/index.tsx")).boardListPages.secretar,
                        ),
                      },
                      {
                        path: "boards/:id",
                        ...page(
                          async () =>
                            (await import("./routes/desk/[area]/boards/[id].tsx")).boardPages.secretar,
                        ),
                      },
                      {
                        path: "defenses",
                        ...page(
                          async () =>
                            (await import("./routes/desk/[area]/defenses/index.tsx")).defenseListPages
                              .secretar,
                        ),
                      },
                      {
                        path: "defenses/new",
                        ...page(
                          async () =>
                            (await import("./routes/desk/[area]/defenses/new.tsx")).newDefensePages.secretar,
                        ),
                      },
                      {
                        path: "defenses/:id",
                        ...page(
                          async () =>
                            (await import("./routes/desk/[area]/defenses/[id].tsx")).defensePages.secretar,
                        ),
                      },
                      {
                        path: "defenses/:id/protocol",
                        ...page(async () => {
                          const m = await import("./routes/desk/secretar/defenses/[id].protocol.tsx");
                          return { loader: m.secretarProtocolLoader, Component: m.SecretarProtocolPage };
                        }),
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
            errorElement: <RouteError />,
            children: [
              // Guest guard (spec §6): a signed-in user has nothing to do here and goes to /. Opened
              // by address, /login is the sign-in shell's (auth/LoginApp.tsx); this route serves
              // the router app's own links to it.
              { path: "login", loader: requireGuest, Component: LoginPage },
              {
                path: "register",
                ...page(async () => {
                  const m = await import("./routes/register.tsx");
                  return { loader: m.registerLoader, Component: m.RegisterPage };
                }),
              },
              {
                path: "register/confirm",
                ...page(async () => ({
                  Component: (await import("./routes/register/confirm.tsx")).ConfirmRegistrationPage,
                })),
              },
              {
                path: "password/forgot",
                ...page(async () => ({
                  Component: (await import("./routes/password/forgot.tsx")).ForgotPasswordPage,
                })),
              },
              {
                path: "password/reset",
                ...page(async () => ({
                  Component: (await import("./routes/password/reset.tsx")).ResetPasswordPage,
                })),
              },
              {
                path: "polls",
                ...page(async () => ({ Component: (await import("./routes/polls/index.tsx")).PollsPage })),
              },
              {
                path: "polls/:token",
                ...page(async () => ({ Component: (await import("./routes/polls/[token].tsx")).PollPage })),
              },
            ],
          },
        ],
      },
    ],
  },
];

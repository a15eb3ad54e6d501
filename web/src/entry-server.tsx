import type { ServerResponse } from "node:http";
import { Writable } from "node:stream";
import { ApolloClient, ApolloLink } from "@apollo/client";
import { type DocumentNode, parse } from "graphql";
import { type ReactNode, StrictMode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { Observable } from "rxjs";
import type { PageExecutor, PageRender, RenderPage } from "../../shared/web-build.ts";
import { CommissionTaskDocument, type CommissionTaskQuery } from "./__generated__/fetch/commission/graphql";
import { PollDocument, type PollQuery } from "./__generated__/fetch/poll/graphql";
import { MeDocument, type MeQuery } from "./__generated__/fetch/session/graphql";
import { createCache, RenderedClient } from "./apollo/client.ts";
import LoginApp from "./auth/LoginApp.tsx";
import CommissionApp from "./commission/CommissionApp.tsx";
import { type RenderedTask, RenderedTaskContext } from "./commission/commission.api.ts";
import { commissionPage, isCommissionToken } from "./commission/commission-path.ts";
import { ShellFailure } from "./components/ShellFailure.tsx";
import { setServerConfig } from "./lib/config.ts";
import { serverContext } from "./lib/render-scope.ts";
import { type RenderedState, renderedStateTag } from "./lib/rendered-state.ts";
import { GENERIC_ERROR } from "./lib/request.ts";
import { RenderedSession, type SessionUser } from "./lib/session.ts";
import { memberPage } from "./poll/member-path.ts";
import PollApp from "./poll/PollApp.tsx";
import { isTokenShaped, type RenderedPoll, RenderedPollContext } from "./poll/poll.api.ts";
import { routes } from "./route-table.tsx";
import { RenderedPath } from "./shell/RenderedPath.tsx";

/** React Router's static handler over the route table: built once, it serves every request. */
const handler = createStaticHandler(routes);

/** The longest a render may take before it is abandoned, ms (the answer then ends as it stands). */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders a page on the server (spec §4): the current user is loaded from the session before
 * anything else and recorded as Authenticated or Guest; the shell main.tsx would choose renders
 * it: the ballot with its answer, the commission's page (its frame and loading state: the
 * device's state is the browser's), the sign-in page (a signed-in user is sent to `/`), or the
 * router app, whose static handler (React Router's data mode, `createStaticHandler`: the same
 * route table and loaders as the browser; chosen over its framework mode, which would replace
 * the four shells, the build and the route modules) runs the guards and the page's loaders,
 * whose redirect (spec §6) is the answer itself (302 with `Location`). React 19's streaming
 * renderer (`renderToPipeableStream`) writes the page into index.html, followed by the data
 * block the browser hydrates from (lib/rendered-state.ts). An unknown page answers 404 with the not-found page, a loader's
 * error its status with the error page, a failure while rendering 500 with the error page's
 * own message (spec §8).
 * @param page the request (see {@link PageRender})
 * @param res the answer; this function writes and ends it
 */
export const renderPage: RenderPage = async (page, res) => {
  setServerConfig(page.config);
  const me = await currentUser(page.execute);
  const url = new URL(page.url);
  const status = page.known ? 200 : 404;
  const token = memberPage(url.pathname);
  if (token !== null) {
    const rendered = await memberPoll(page.execute, token);
    return stream(
      page,
      res,
      status,
      <RenderedPath value={url.pathname}>
        <RenderedPollContext value={rendered}>
          <PollApp />
        </RenderedPollContext>
      </RenderedPath>,
      () => ({ me, page: rendered }),
      me,
    );
  }
  const commissionToken = commissionPage(url.pathname);
  if (commissionToken !== null) {
    // The commission's page: the member, the role and the defense; the device's part (its key,
    // the ceremony's step) is the browser's alone and comes with the device's first step.
    const rendered = await commissionTask(page.execute, commissionToken);
    return stream(
      page,
      res,
      status,
      <RenderedPath value={url.pathname}>
        <RenderedTaskContext value={rendered}>
          <CommissionApp />
        </RenderedTaskContext>
      </RenderedPath>,
      () => ({ me, page: rendered }),
      me,
    );
  }
  if (/^\/login\/?$/.test(url.pathname)) {
    // The sign-in shell (auth/LoginApp.tsx): its guest guard answers here (spec §6).
    if (me) return redirect(res, "/");
    return stream(page, res, 200, <LoginApp />, () => ({ me }));
  }

  // The request's own cache lives for one render: without result caching (the memo of each read,
  // kept for the browser's many re-reads; README gives what it saves on the desk's pages).
  const client = new ApolloClient({
    ssrMode: true,
    link: executorLink(page.execute),
    cache: createCache({ resultCaching: false }),
  });
  const context = await handler.query(new Request(url), { requestContext: serverContext({ me, client }) });
  if (context instanceof Response) {
    const location = context.headers.get("Location");
    if (location && context.status >= 300 && context.status < 400) return redirect(res, location);
    throw new Error(`Загрузчик страницы вернул ответ ${context.status} без перенаправления.`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  return stream(
    page,
    res,
    page.known ? context.statusCode : 404,
    <RenderedClient value={client}>
      <StaticRouterProvider router={router} context={context} nonce={page.nonce} />
    </RenderedClient>,
    () => ({ me, apollo: client.extract() }),
    me,
  );
};

/**
 * The ballot behind a member's link, as the page asks for it (poll/poll.graphql), or the server's
 * reason for refusing the link (NOT_FOUND: unknown or replaced); none (the browser then asks
 * itself) for a token that cannot be one (the 404 page needs nothing) or any other failure.
 */
async function memberPoll(execute: PageExecutor, token: string): Promise<RenderedPoll | null> {
  if (!isTokenShaped(token)) return null;
  const { data, errors } = await execute(parsed(PollDocument.toString()), { token });
  const [error] = errors ?? [];
  if (!error) return { token, poll: (data as PollQuery | null | undefined)?.poll ?? null };
  return error.extensions?.code === "NOT_FOUND" ? { token, poll: null, failure: error.message } : null;
}

/** The commission task behind a member's link (commission/commission.graphql); none for a token that cannot be one or any failure. */
async function commissionTask(execute: PageExecutor, token: string): Promise<RenderedTask | null> {
  if (!isCommissionToken(token)) return null;
  const { data, errors } = await execute(parsed(CommissionTaskDocument.toString()), { token });
  const task = (data as CommissionTaskQuery | null | undefined)?.commissionTask;
  return errors?.length || !task ? null : { token, task };
}

/** The request's user (the `me` query of lib/session.graphql), or null for a guest. */
async function currentUser(execute: PageExecutor): Promise<SessionUser | null> {
  const { data } = await execute(parsed(MeDocument.toString()), {});
  return (data as MeQuery | null | undefined)?.me ?? null;
}

const documents = new Map<string, DocumentNode>();

/** A plain-fetch document's text parsed once (the app's own documents: a few dozen). */
function parsed(text: string): DocumentNode {
  let document = documents.get(text);
  if (!document) {
    document = parse(text);
    documents.set(text, document);
  }
  return document;
}

/** The server's Apollo link: each operation through the request's executor, in-process. */
function executorLink(execute: PageExecutor): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute(operation.query, operation.variables).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { Location: location, "Content-Type": "text/plain; charset=utf-8" });
  res.end(`Перенаправление: ${location}`);
}

/**
 * Streams `app` into index.html: the head and `#root`'s opening as soon as the shell is ready,
 * React's HTML as it comes, then the data block of `state()` (read once the render has ended, so
 * it holds everything the render fetched) and the rest of the page.
 */
function stream(
  page: PageRender,
  res: ServerResponse,
  status: number,
  app: ReactNode,
  state: () => RenderedState,
  me: SessionUser | null = null,
): void {
  const tree = (
    <StrictMode>
      <RenderedSession value={{ known: true, user: me }}>{app}</RenderedSession>
    </StrictMode>
  );
  const { pipe, abort } = renderToPipeableStream(tree, {
    nonce: page.nonce,
    onShellReady() {
      res.statusCode = status;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.write(page.html.before);
      // React writes many small chunks: those of one tick go out in one write (a system call
      // each cost the server a tenth of its time under load).
      let corked = false;
      pipe(
        new Writable({
          write(chunk, _encoding, done) {
            if (!corked) {
              corked = true;
              res.cork();
              process.nextTick(() => {
                corked = false;
                res.uncork();
              });
            }
            if (res.write(chunk)) done();
            else res.once("drain", () => done());
          },
          final(done) {
            clearTimeout(timer);
            // The data block right after `#root`, outside what the browser hydrates.
            res.end(page.html.after.replace("</div>", `</div>${renderedStateTag(state(), page.nonce)}`));
            done();
          },
        }),
      );
    },
    onShellError(error) {
      clearTimeout(timer);
      page.log(error);
      res.statusCode = 500;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(
        `${page.html.before}${renderToString(<ShellFailure message={GENERIC_ERROR} />)}${page.html.after}`,
      );
    },
    onError(error) {
      page.log(error);
    },
  });
  const timer = setTimeout(abort, RENDER_TIMEOUT_MS);
  res.once("close", () => {
    clearTimeout(timer);
    abort();
  });
}

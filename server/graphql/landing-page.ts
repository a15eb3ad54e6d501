import type { ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginLandingPageLocalDefault } from "@apollo/server/plugin/landingPage/default";
import { localSandboxPage } from "./sandbox-page.ts";

/**
 * Apollo Sandbox as `/graphql`'s landing page in a browser (Apollo's local default, embedded,
 * with the session cookie), as {@link localSandboxPage} makes it: in Russian, linking to the
 * self-hosted GraphiQL at `/graphiql`, which is its one message on a network without internet
 * access (issue #15).
 */
export function landingPageWithGraphiql(): ApolloServerPlugin {
  const sandbox = ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true });
  return {
    async serverWillStart(service) {
      const listener = await sandbox.serverWillStart?.(service);
      const render = listener?.renderLandingPage;
      if (!render) return listener;
      return {
        ...listener,
        async renderLandingPage() {
          const page = await render();
          return {
            html: async () => {
              const html = typeof page.html === "string" ? page.html : await page.html();
              const nonce = /nonce=["']?([0-9a-f]+)/.exec(html)?.[1] ?? "";
              return localSandboxPage(html, nonce);
            },
          };
        },
      };
    },
  };
}

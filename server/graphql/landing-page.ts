import type { ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginLandingPageLocalDefault } from "@apollo/server/plugin/landingPage/default";

/** The link to the self-hosted explorer, as the Sandbox page shows it (Russian, then English). */
const GRAPHIQL_LINK =
  'Нет доступа к Apollo Sandbox (сеть без интернета)? Откройте <a href="/graphiql">GraphiQL</a>: он работает без внешних ресурсов. · ' +
  'Sandbox not loading? Use the self-hosted <a href="/graphiql">GraphiQL</a>.';

/**
 * Apollo Sandbox as `/graphql`'s landing page in a browser (Apollo's local default, embedded,
 * with the session cookie), plus a line linking to the self-hosted GraphiQL at `/graphiql`:
 * Sandbox loads from Apollo's CDN, and on a network without internet access that line is all
 * the page shows (issue #15). The line's style carries the page's own CSP nonce.
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
              const banner =
                `<style nonce="${nonce}">#dissovet-graphiql{position:fixed;left:0;right:0;bottom:0;z-index:10;` +
                "margin:0;padding:6px 12px;font:14px/1.4 sans-serif;background:#fffbe6;color:#222;" +
                "border-top:1px solid #d9c36a}#dissovet-graphiql a{color:#1d3b5c}</style>" +
                `<p id="dissovet-graphiql" lang="ru">${GRAPHIQL_LINK}</p>`;
              return html.replace("<body>", `<body>\n    ${banner}`);
            },
          };
        },
      };
    },
  };
}

/** The CDN script of Apollo's embedded Sandbox, as Apollo's page includes it. */
const SANDBOX_SCRIPT =
  /<script\b[^>]*\bsrc="https:\/\/embeddable-sandbox\.cdn\.apollographql\.com\/[^"]*"[^>]*><\/script>/;

/** Apollo's own fallback, in English («Welcome to Apollo Server … you might be offline»). */
const APOLLO_FALLBACK = /<div class="fallback">[\s\S]*?<\/div>/;

/** A `<link>` to another site: Apollo's favicon, manifest and web font (the CSP refuses each). */
const OUTSIDE_LINK = /\s*<link\b[^>]*\bhref="https?:\/\/[^"]*"[^>]*>/g;

/** What a developer reads while Sandbox is not there: the way to the self-hosted GraphiQL first. */
const MAIN_MESSAGE = `<div class="fallback" id="dissovet-sandbox-missing" lang="ru">
  <h1>Apollo Sandbox недоступен</h1>
  <p>Sandbox загружается с сайта Apollo (apollographql.com), а из этой сети он, похоже, не открывается.</p>
  <p><a class="dissovet-graphiql-button" href="/graphiql">Открыть GraphiQL</a></p>
  <p>GraphiQL собран вместе с приложением и работает без интернета: схема с описанием каждого
  типа и поля, запросы с правами пользователя, вошедшего в этом браузере, или с API-токеном
  (заголовок <code>Authorization: Bearer dsv_…</code> во вкладке Headers).</p>
</div>`;

/** While Sandbox is shown: a line at the bottom, over it, with the same way to GraphiQL. */
const BOTTOM_LINE = `<p id="dissovet-graphiql" lang="ru">Sandbox не загружается или нужен обозреватель без внешних ресурсов? Откройте <a href="/graphiql">GraphiQL</a>: он собран вместе с приложением и работает без интернета.</p>`;

const STYLE = [
  "#dissovet-graphiql{position:fixed;left:0;right:0;bottom:0;z-index:10;margin:0;padding:6px 12px;",
  "font:14px/1.4 sans-serif;background:#fffbe6;color:#222;border-top:1px solid #d9c36a}",
  "#dissovet-graphiql a{color:#1d3b5c}",
  "#dissovet-sandbox-missing{max-width:40rem;margin:12vh auto 0;font:16px/1.5 sans-serif;color:#222}",
  "#dissovet-sandbox-missing h1{font-size:1.6rem;margin:0 0 .5em}",
  ".dissovet-graphiql-button{display:inline-block;padding:.6em 1.2em;border-radius:6px;",
  "background:#1d3b5c;color:#fff;font-weight:bold;text-decoration:none}",
  ".dissovet-graphiql-button:focus-visible{outline:3px solid #d9c36a;outline-offset:2px}",
  // The CDN did not answer: the message at once (not after Apollo's one-second fade), alone.
  ".dissovet-sandbox-offline #dissovet-sandbox-missing{animation:none;opacity:1}",
  ".dissovet-sandbox-offline #dissovet-graphiql,.dissovet-sandbox-offline #embeddableSandbox{display:none}",
].join("");

/**
 * Apollo's inline script calls `new window.EmbeddedSandbox(…)` unguarded: when the CDN script
 * failed, that throws a TypeError into the console. Run between the two, this marks the page
 * as offline and gives Apollo's call a constructor that does nothing.
 */
const OFFLINE_CHECK =
  'if (!window.EmbeddedSandbox) { document.documentElement.classList.add("dissovet-sandbox-offline"); ' +
  "window.EmbeddedSandbox = function () {}; }";

/**
 * Apollo's Sandbox page (the HTML of its local default landing page, whose inline scripts and
 * styles carry `nonce`) as `/graphql` shows it in a browser: in Russian, without the favicon,
 * manifest and web font Apollo loads from other sites (the page's CSP refuses them, and each
 * refusal is a console error), with a line at the bottom linking to the self-hosted GraphiQL
 * at `/graphiql`. On a network without internet access (issue #15) Sandbox's script cannot
 * load: then the page's only message is that Sandbox is unreachable and the way to GraphiQL,
 * and the console shows the one failed script and nothing else.
 */
export function localSandboxPage(html: string, nonce: string): string {
  const script = (code: string) => `<script nonce="${nonce}">${code}</script>`;
  return html
    .replace(/<html lang="[^"]*">/, '<html lang="ru">')
    .replace(/<title>[^<]*<\/title>/, "<title>GraphQL API — Диссовет</title>")
    .replace(
      /<meta name="description" content="[^"]*"/,
      '<meta name="description" content="GraphQL API Диссовета"',
    )
    .replace(OUTSIDE_LINK, "")
    .replace(
      /<noscript>[^<]*<\/noscript>/,
      "<noscript>Для Apollo Sandbox и GraphiQL нужен JavaScript.</noscript>",
    )
    .replace("</head>", `<style nonce="${nonce}">${STYLE}</style>\n  </head>`)
    .replace("<body>", `<body>\n    ${BOTTOM_LINE}`)
    .replace(APOLLO_FALLBACK, () => MAIN_MESSAGE)
    .replace(SANDBOX_SCRIPT, (tag) => `${tag}\n${script(OFFLINE_CHECK)}`);
}

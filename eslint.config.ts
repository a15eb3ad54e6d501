import { fileURLToPath } from "node:url";
import babelParser from "@babel/eslint-parser";
import type { Linter } from "eslint";
import boundaries from "eslint-plugin-boundaries";
import importX from "eslint-plugin-import-x";

/**
 * The house's map (docs/ARCHITECTURE.md, «The parts» and «The allowed arrows», rendered from
 * this file by `npm run map`; `server/structure.test.ts` fails when they differ) and the layer
 * rules ESLint checks on every import statement (`npm run lint:layers`, part of `npm run lint`).
 *
 * Biome lints and formats; ESLint runs only these rules. eslint-plugin-boundaries classifies
 * each file into a part by its path and allows an import only along an arrow below; Babel's
 * parser reads the TypeScript (TypeScript 7 has no compiler API for typescript-eslint or
 * dependency-cruiser to parse with), keeping `import type` apart from a value import.
 */

/** A part of the house: the files it holds (micromatch globs from the repository's root) and what it holds. */
export interface Part {
  /** The part's name in the map and in the linter's messages. */
  name: string;
  /** A file belongs to the first part, in this table's order, whose globs match it. */
  files: string[];
  /** One line for the map's table. */
  holds: string;
}

/**
 * The parts, keyed by the id the arrows use. Every `.ts`/`.tsx` file of server/, web/, shared/,
 * migrations/ and bench/ belongs to exactly one (`server/structure.test.ts`).
 */
export const PARTS = {
  tests: {
    name: "tests",
    files: ["**/*.test.{ts,tsx}", "server/test/**", "server/hardening/**", "web/src/test/**"],
    holds:
      "the server's against a real database (PGlite always, PostgreSQL with `TEST_DATABASE_URL`), the web's in vitest's `web` project on happy-dom; `server/hardening/` the fault and load tests; their factories and harnesses",
  },
  tools: {
    name: "tools",
    files: ["bench/**", "web/e2e/**", "web/build/**", "web/graphiql/**", "web/vite.config.ts", "*.ts"],
    holds:
      "the configurations at the top (codegen, vitest, these rules), the benchmark against a raw floor, the sitting day at one or several sizes (its growth fitted) and the idle soak, the browser tests, the web's build (bundle budget, precompression) and the schema explorer's page",
  },
  serverGenerated: {
    name: "server: generated",
    files: ["server/__generated__/**"],
    holds:
      "resolver types and the REST layer's typed operations, from `schema.graphql` by `npm run codegen`; never edited by hand, checked for drift in CI (their imports are codegen's mappers, not linted)",
  },
  webGenerated: {
    name: "web: generated",
    files: ["web/src/__generated__/**"],
    holds:
      "the desk's typed documents and the plain-fetch documents (`fetch/<module>/`), from `schema.graphql` and the `.graphql` files",
  },
  root: {
    name: "composition root",
    files: ["server/{app,main,start,build,build-check}.ts"],
    holds:
      "wires Express, Apollo, REST, the queue's workers and the web's files; `main.ts` reads the settings and starts the embedded database's thread before it loads `start.ts`; the server's build and the check that it is current",
  },
  loaders: {
    name: "loaders",
    files: ["server/graphql/loaders.ts"],
    holds: "the field resolvers' DataLoaders: one repository statement per kind of object and request",
  },
  api: {
    name: "API layer",
    files: ["server/graphql/*.ts", "server/rest/*.ts", "server/*/*.resolvers.ts"],
    holds:
      "schema assembly, the `@auth` transform, the per-request context, the compiled executor, the document limits, the live stream; the `/api/v1` route table and OpenAPI; every `*.resolvers.ts`: turns a request into `(deps, actor, arguments)`, calls one service, shapes the answer",
  },
  cli: {
    name: "command line and demo",
    files: ["server/**/*.cli.ts", "server/demo/*.ts"],
    holds: "`create-admin`, `migrate`, `seed`, `verify-record`, and the demo's data",
  },
  delivery: {
    name: "delivery",
    files: ["server/*/*.{jobs,mail,delivery}.ts", "server/mail/{outbox,letters}.ts"],
    holds:
      "the queue's workers (pg-boss) and the letters: the outbox (`server/mail/outbox.ts`: every letter a queued job with one delivery status, retry policy and mailer), each kind of letter (`*.delivery.ts`, listed in `server/mail/letters.ts`) and its template (`*.mail.ts`), the deadline sweep and the reminders' schedule (`poll.jobs.ts`), session cleanup",
  },
  services: {
    name: "services",
    files: ["server/*/*.service.ts", "server/polls/sitting/*.ts", "server/polls/election.ts"],
    holds:
      "the use cases, one a file where a domain has several (`server/polls/sitting/<act>.service.ts` over `act.ts`): they run the transactions, check the policies, write the audit log, enqueue letters and announce the change; the election's public data they share (`server/polls/election.ts`: the manifest, the sealed election, the record)",
  },
  policies: {
    name: "policies",
    files: ["server/*/*.policy.ts"],
    holds:
      "object-level access (`loadOwnBoard`, `loadOwnDefense`, …): NOT_FOUND for another council's objects",
  },
  rules: {
    name: "domain rules",
    files: [
      "server/polls/{rules,tally,wording,ceremony,protocol.document,protocol.pdf}.ts",
      "server/boards/composition.ts",
    ],
    holds:
      "the council's rules as pure functions (docs/DOMAIN.md cites them): quorum and decision, the tally's shape, the question's and the protocol's wording, the key ceremony as the server relays it (the seats' stages, the code, the disputes), the protocol as a document and a PDF, the council's composition warnings",
  },
  inputs: {
    name: "input shapes",
    files: ["server/*/*.validation.ts"],
    holds: "one zod schema per input, shared by GraphQL and REST",
  },
  repositories: {
    name: "repositories",
    files: ["server/*/*.repository.ts"],
    holds: "all SQL, as Kysely functions taking `db` (the database or a transaction) first",
  },
  rows: {
    name: "row types",
    files: ["server/*/*.table.ts"],
    holds:
      "each table's row types (`Selectable`/`Insertable`/`Updateable`), the shapes every layer passes around",
  },
  database: {
    name: "database",
    files: ["server/lib/{database,pglite}*.ts", "server/lib/migrate.ts"],
    holds:
      "opening PGlite or PostgreSQL, the embedded database's worker thread and its bridge, the prepared hot-path statements, paging, NOTIFY (`database.events.ts`), running migrations; `database.ts`'s `Database` names every table's row type",
  },
  lib: {
    name: "cross-cutting",
    files: ["server/lib/*.ts"],
    holds:
      "config, errors (typed codes → HTTP statuses), logging, mail, the job queue, the rate limits, the API's admission gate, validation helpers, Russian grammar, live updates, tokens, passwords (argon2id), the acting user (`actor.ts`) and the services' dependencies (`deps.ts`)",
  },
  migrations: {
    name: "migrations",
    files: ["migrations/*.ts"],
    holds: "date-prefixed Kysely migrations (`up`/`down`), importing nothing of the app",
  },
  crypto: {
    name: "ballot cryptography",
    files: ["shared/ballot/**"],
    holds:
      "ElGamal over ristretto255, the proofs, the key ceremony, the voters' credentials and their signatures (`credential.ts`), partial decryption, the record's verifier (`docs/RECORD.md`), used by the web, the server, the benchmark and `npm run verify-record` alike",
  },
  shared: {
    name: "shared facts",
    files: ["shared/*.ts"],
    holds:
      "the few facts the web and the server both state: input lengths (`limits.ts`), the council's numbers (`council.ts`), Russian numerals (`plural.ts`), the audit log's actions (`audit.ts`), the day of the sitting in the council's time zone (`sitting-date.ts`), where the web's build lists its pages' files (`web-build.ts`)",
  },
  shells: {
    name: "web: shells",
    files: [
      "web/src/{main,App,router,route-table,entry-server}.tsx",
      "web/src/shell/*.tsx",
      "web/src/*/*App.tsx",
    ],
    holds:
      "one entry in the browser (`main.tsx`: it hydrates a page the server rendered) and one on the server (`entry-server.tsx`: the server's render of the pages, built by `vite build --ssr`), four shells: the desk app (`App.tsx`, its routes in `route-table.tsx`, the browser's router in `router.tsx`), the ballot (`poll/PollApp.tsx`), the commission's page (`commission/CommissionApp.tsx`) and the sign-in page opened by address (`auth/LoginApp.tsx`); the frame the standalone shells share",
  },
  standalone: {
    name: "web: standalone pages",
    files: ["web/src/{poll,commission}/*"],
    holds:
      "the ballot and the commission's device: plain `fetch` through `lib/request.ts`, live updates through `lib/live.ts`",
  },
  pages: {
    name: "web: desk pages",
    files: ["web/src/routes/**"],
    holds:
      "a route file per page, owning its query; the boards' and defenses' pages one module per entity for both desks (`routes/desk/[area]/`)",
  },
  parts: {
    name: "web: desk parts",
    files: ["web/src/{admin,auth,components,defense,forms,layouts,members}/**"],
    holds:
      "what the pages are made of: the lists, the forms, the defense's sitting, the defense's facts (also on the ballot and the commission's page), the route guards and the account's calls (`auth/`), the mutations",
  },
  plumbing: {
    name: "web: plumbing",
    files: ["web/src/{apollo,lib}/**"],
    holds:
      "the settings (`lib/config.ts`), the session (`lib/session.ts`), how the shell links (`lib/ShellContext.tsx`), Apollo's client and live link, the typed `fetch`, the record's file, formatting, labels, dates",
  },
  styles: {
    name: "web: styles",
    files: ["web/src/styles/*.css"],
    holds: "the stylesheets: the base, the desk's and the commission's page's",
  },
} satisfies Record<string, Part>;

/** A part's id. */
export type PartId = keyof typeof PARTS;

/** An allowed arrow: files of `from` may import files of `to` (`types`: `import type` only), for the reason given. */
export interface Arrow {
  from: PartId;
  to: PartId[];
  types?: true;
  why: string;
}

/**
 * The allowed arrows, one lint policy each; every other import between two parts is an error.
 * A part may import its own files (a self-arrow), except the desk's pages: a page imports no
 * other page. No server module imports itself back through others (import-x/no-cycle).
 */
export const ARROWS: Arrow[] = [
  ...(Object.keys(PARTS) as PartId[])
    .filter((p) => p !== "pages")
    .map((p): Arrow => ({ from: p, to: [p], why: "its own files" })),
  {
    from: "root",
    to: ["api", "delivery", "cli", "lib", "database", "shared"],
    why: "wires the app, its workers and the demo seed",
  },
  {
    from: "api",
    to: ["services", "loaders", "inputs", "serverGenerated", "lib", "shared", "crypto"],
    why: "calls one service (or, for a field, a loader) with inputs checked at the boundary; never a rule, a policy or SQL",
  },
  { from: "api", to: ["rows", "rules", "database"], types: true, why: "the shapes it answers with" },
  { from: "loaders", to: ["services", "repositories", "lib"], why: "batches the field resolvers' reads" },
  { from: "loaders", to: ["rows", "rules", "database"], types: true, why: "the shapes it batches" },
  {
    from: "cli",
    to: ["services", "repositories", "inputs", "lib", "database", "shared", "crypto"],
    why: "the command line runs the use cases and builds the demo's data",
  },
  { from: "cli", to: ["rows"], types: true, why: "the demo's rows" },
  {
    from: "delivery",
    to: ["services", "repositories", "rules", "lib", "database", "shared"],
    why: "a job calls services and repositories; a letter words the question as the rules do",
  },
  { from: "delivery", to: ["rows"], types: true, why: "the rows a letter is made of" },
  {
    from: "services",
    to: ["policies", "repositories", "rules", "inputs", "delivery", "lib", "database", "shared", "crypto"],
    why: "checks the policy, keeps the rules, runs the SQL and enqueues its letters in its transaction",
  },
  { from: "services", to: ["rows"], types: true, why: "the rows it reads and writes" },
  { from: "policies", to: ["repositories", "lib"], why: "loads the object it checks" },
  { from: "policies", to: ["rows", "database"], types: true, why: "the rows it checks" },
  { from: "rules", to: ["lib", "shared", "crypto"], why: "pure: Russian grammar and the shared facts" },
  { from: "rules", to: ["rows"], types: true, why: "the rows it is given" },
  { from: "inputs", to: ["lib", "shared"], why: "the field helpers and the shared lengths" },
  { from: "repositories", to: ["database", "lib", "shared"], why: "SQL over the database" },
  {
    from: "repositories",
    to: ["rows", "rules", "crypto"],
    types: true,
    why: "the rows, and the shapes the rules and the record define",
  },
  {
    from: "rows",
    to: ["shared", "crypto"],
    types: true,
    why: "a column holding a shared fact or a ciphertext",
  },
  {
    from: "lib",
    to: ["database", "shared"],
    why: "the queue, the limits and the events run on the database",
  },
  { from: "lib", to: ["rows"], types: true, why: "the acting user is a user row" },
  { from: "database", to: ["lib", "migrations"], why: "paging, the migrations it runs" },
  { from: "database", to: ["rows"], types: true, why: "`Database` names every table's row type" },
  { from: "crypto", to: ["shared"], why: "the council's numbers" },
  {
    from: "shells",
    to: ["standalone", "pages", "parts", "plumbing", "webGenerated", "styles", "shared", "crypto"],
    why: "a shell renders pages in its styles",
  },
  {
    from: "pages",
    to: ["standalone", "parts", "plumbing", "webGenerated", "shared", "crypto"],
    why: "a route owns its query and renders parts (the ballot's routes, its standalone pages)",
  },
  {
    from: "standalone",
    to: ["parts", "plumbing", "webGenerated", "shared", "crypto"],
    why: "the ballot and the device share the desk's parts",
  },
  {
    from: "parts",
    to: ["plumbing", "webGenerated", "styles", "shared", "crypto"],
    why: "a part is made of plumbing (the desk's layout brings the desk's styles)",
  },
  { from: "plumbing", to: ["webGenerated", "shared", "crypto"], why: "imports no page, part or shell" },
  {
    from: "tests",
    to: (Object.keys(PARTS) as PartId[]).filter((p) => p !== "tests"),
    why: "a test reaches what it tests (a server test, of the web, only its generated operations)",
  },
  {
    from: "tools",
    to: (Object.keys(PARTS) as PartId[]).filter((p) => p !== "tools"),
    why: "the benchmark and the browser tests drive the whole app",
  },
];

/**
 * Imports no arrow can say: a value import of Kysely (`sql`, `Kysely`, …) outside the parts that
 * build SQL, and a server test's import of the web's own code.
 */
export const KYSELY_VALUES: PartId[] = [
  "repositories",
  "database",
  "migrations",
  "cli",
  "loaders",
  "tests",
  "tools",
];

/** The web's own code: what a server test may not import (the web's generated operations it may). */
export const WEB_OWN: PartId[] = ["shells", "standalone", "pages", "parts", "plumbing", "styles"];

const fileSelector = (ids: PartId[]) => ({ file: { categories: ids.map((id) => PARTS[id].name) } });

/**
 * The eslint-plugin-boundaries policies, the later deciding where two match: one per arrow;
 * any package for anyone; then the two imports no arrow can say.
 */
export function policies() {
  return [
    ...ARROWS.map((arrow) => ({
      from: fileSelector([arrow.from]),
      allow: { to: fileSelector(arrow.to), ...(arrow.types ? { dependency: { kind: "type" } } : {}) },
    })),
    { allow: { to: { module: { origin: ["external", "core"] } } } },
    {
      from: fileSelector((Object.keys(PARTS) as PartId[]).filter((p) => !KYSELY_VALUES.includes(p))),
      disallow: { to: { module: { source: "kysely" } }, dependency: { kind: "value" } },
      message:
        "Kysely's values (sql, Kysely, …) are for repositories, the database and migrations: import its types at most",
    },
    {
      from: { file: { categories: PARTS.tests.name, path: "server/**" } },
      disallow: { to: fileSelector(WEB_OWN) },
      message:
        'A server test reads the web\'s generated operations, nothing else of the web: no arrow from file of category "{{from.file.categories}}" to file of category "{{to.file.categories}}"',
    },
  ];
}

const config: Linter.Config[] = [
  { ignores: ["**/__generated__/**", "**/node_modules/**", "**/dist/**", "data/**"] },
  {
    files: ["server/**/*.ts", "web/**/*.{ts,tsx}", "shared/**/*.ts", "migrations/**/*.ts", "bench/**/*.ts"],
    languageOptions: {
      parser: babelParser,
      parserOptions: {
        requireConfigFile: false,
        babelOptions: { babelrc: false, configFile: false, presets: ["@babel/preset-typescript"] },
      },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { boundaries, "import-x": importX },
    settings: {
      "import/resolver": { node: { extensions: [".ts", ".tsx"] } },
      "import-x/resolver": { node: { extensions: [".ts", ".tsx"] } },
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@babel/eslint-parser": [".ts", ".tsx"] },
      "boundaries/files": Object.values(PARTS).map((part) => ({ category: part.name, pattern: part.files })),
      "boundaries/files-single-match": true,
      // The globs are relative to this file's folder, wherever ESLint runs from.
      "boundaries/root-path": fileURLToPath(new URL(".", import.meta.url)),
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        { default: "disallow", checkAllOrigins: true, policies: policies() },
      ],
      "boundaries/no-unknown-files": "error",
      "boundaries/no-unknown-dependencies": ["error", { require: "file" }],
    },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["**/*.test.ts", "server/test/**", "server/hardening/**"],
    rules: { "import-x/no-cycle": "error" },
  },
];

export default config;

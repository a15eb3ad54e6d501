// The scenarios: what each one requests (R-GQL, R-REST, L-…, W, A; see run.ts), as
// autocannon request templates over the seeded dataset's users, councils and defenses.

import type { Request } from "autocannon";
import { BallotSupply } from "./ballots.ts";
import { cfg, log } from "./config.ts";
import { checkOperation, graphqlBody, SecretarDefense } from "./documents.ts";
import {
  BENCH_PASSWORD,
  type BenchLayout,
  ballotToken,
  defenseId,
  secretaryOf,
  sessionToken,
  userEmail,
} from "./seed.ts";

export interface Scenario {
  id: string;
  title: string;
  /** Fresh request templates for one autocannon run. */
  requests(): Request[];
  connections?: number;
  /** Overrides for informational runs: fewer rounds, no warm-up (the scenario before warmed up). */
  rounds?: number;
  warmup?: number;
  /** Called before each autocannon run of `seconds` (outside the measured time). */
  prepare?(seconds: number): Promise<void>;
}

/** A first guess of the write scenario's req/s, before a run has measured it. */
const BALLOT_RATE_GUESS = 600;

/** A request template that cycles through prepared requests (one shared cursor per scenario). */
function cycling(make: (i: number) => Request): () => Request[] {
  let i = 0;
  return () => [{ setupRequest: (req) => ({ ...req, ...make(i++) }) }];
}

const json = { "content-type": "application/json" };
// A session token is accepted only in the session cookie (an API token only as a bearer).
const session = (userId: number) => ({ cookie: `dissovet_session=${sessionToken(userId)}` });

/** (secretary, defense) pairs spread over the councils: past, today's and a coming defense. */
function defensePages(layout: BenchLayout): { user: number; defense: number }[] {
  const pairs: { user: number; defense: number }[] = [];
  const step = Math.max(1, Math.floor(layout.boards / 600));
  for (let b = 1, n = 0; b <= layout.boards; b += step, n++) {
    pairs.push({ user: secretaryOf(b), defense: defenseId(b, (n % 12) + 1) });
  }
  return pairs;
}

/** R-GQL and R-REST: the secretary's defense page, over GraphQL and over REST. */
export function readScenarios(layout: BenchLayout): { gql: Scenario; rest: Scenario } {
  const pages = defensePages(layout);
  checkOperation(SecretarDefense);
  const gqlBodies = pages.map((p) => graphqlBody(SecretarDefense, { id: String(p.defense) }));
  return {
    gql: {
      id: "R-GQL",
      title: "secretary defense page, GraphQL (web app's query)",
      requests: cycling((i) => {
        const k = i % pages.length;
        const page = pages[k] ?? { user: 0, defense: 0 };
        return {
          method: "POST",
          path: "/graphql",
          headers: { ...json, ...session(page.user) },
          body: gqlBodies[k] ?? "",
        };
      }),
    },
    rest: {
      id: "R-REST",
      title: "secretary defense page, REST",
      requests: cycling((i) => {
        const page = pages[i % pages.length] ?? { user: 0, defense: 0 };
        return {
          method: "GET",
          path: `/api/v1/secretar/defenses/${page.defense}`,
          headers: session(page.user),
        };
      }),
    },
  };
}

/**
 * Every scenario on PostgreSQL, in the order they run, and the write scenario's encrypted
 * ballots (one per ballot token, each opens one vote; the dataset has `openTokens`): close
 * the supply at the end.
 */
export function scenarios(layout: BenchLayout): { list: Scenario[]; ballots: BallotSupply } {
  const { gql, rest } = readScenarios(layout);
  const boardSearches = ["университет", "технический", "медицинский", "24.2.1", "казанский", "совет 24.2.3"];
  const defenseSearches = ["ов", "модел", "анализ", "24.2.1", "сетей", "иванова"];
  const supply = new BallotSupply(layout.boards, layout.openTokens);
  // Ballots ahead for a run of `seconds`: 1.5 × the fastest run so far (the first, a guess),
  // plus what the connections have in flight.
  let fastest = 0;
  let mark: { used: number; seconds: number } | undefined;
  const prepareBallots = async (seconds: number) => {
    if (mark && mark.seconds > 0) fastest = Math.max(fastest, (supply.used - mark.used) / mark.seconds);
    const rate = fastest || BALLOT_RATE_GUESS;
    const { made, ms } = await supply.ensure(Math.ceil(seconds * rate * 1.5) + 2 * cfg.connections);
    if (made) log(`    (W: ${made} ballots encrypted in ${(ms / 1000).toFixed(1)} s for a ${seconds} s run)`);
    mark = { used: supply.used, seconds };
  };
  const listBoards = (i: number): Request => ({
    method: "GET",
    path: `/api/v1/admin/boards?search=${encodeURIComponent(boardSearches[i % boardSearches.length] ?? "")}&sort=name&limit=25&offset=${((i * 7) % 9) * 25}`,
    headers: session(1 + (i % layout.admins)),
  });
  const listDefenses = (i: number): Request => ({
    method: "GET",
    path: `/api/v1/admin/defenses?search=${encodeURIComponent(defenseSearches[i % defenseSearches.length] ?? "")}&sort=candidate&direction=asc&limit=25&offset=${((i * 7) % 21) * 25}`,
    headers: session(1 + (i % layout.admins)),
  });
  const firstLoginUser = layout.admins + 1;
  const pages = defensePages(layout);
  const list: Scenario[] = [
    gql,
    rest,
    // The pages as HTML (issue 39): the app renders each on the server with its data and the
    // session's user; the floor sends the built index.html as a static file, as a server of a
    // single-page app does.
    {
      id: "H-desk",
      title: "secretary defense page as HTML, rendered on the server (floor: index.html, static)",
      requests: cycling((i) => {
        const page = pages[i % pages.length] ?? { user: 0, defense: 0 };
        return {
          method: "GET",
          path: `/desk/secretar/defenses/${page.defense}`,
          headers: session(page.user),
        };
      }),
    },
    {
      id: "H-ballot",
      title: "member's ballot page as HTML, rendered on the server (floor: index.html, static)",
      requests: cycling((i) => ({
        method: "GET",
        path: `/polls/${ballotToken(1 + (i % layout.openTokens))}`,
      })),
    },
    {
      id: "L-boards",
      title: "admin councils list: search + sort by name + page",
      requests: cycling(listBoards),
    },
    {
      id: "L-defenses",
      title: "admin defenses list: search + sort by candidate + page",
      requests: cycling(listDefenses),
    },
    {
      id: "L-boards@1",
      title: "admin councils list, one connection",
      requests: cycling(listBoards),
      connections: 1,
      rounds: 1,
      warmup: 0,
    },
    {
      id: "L-defenses@1",
      title: "admin defenses list, one connection",
      requests: cycling(listDefenses),
      connections: 1,
      rounds: 1,
      warmup: 0,
    },
    {
      id: "W",
      title: "secret ballot (encrypted, proof verified), a fresh token per request",
      prepare: prepareBallots,
      requests: () => [
        {
          setupRequest: (req) => ({
            ...req,
            method: "POST",
            path: "/api/v1/member/polls",
            headers: json,
            body: supply.take(),
          }),
        },
      ],
    },
    {
      id: "A",
      title: "sign-in (argon2id), many accounts and client addresses",
      // Each request comes from its own client address (X-Forwarded-For through a loopback
      // proxy), so the per-address limit (100 / 15 min) measures as it would in production.
      requests: cycling((i) => ({
        method: "POST",
        path: "/api/v1/auth/login",
        headers: {
          ...json,
          "x-forwarded-for": `127.${100 + ((i >> 16) & 127)}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify({
          email: userEmail(firstLoginUser + (i % (layout.users - firstLoginUser))),
          password: BENCH_PASSWORD,
        }),
      })),
    },
  ];
  return { list, ballots: supply };
}

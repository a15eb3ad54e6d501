// The REST half of the bad-input corpus, derived from the route table (server/rest/routes.ts,
// read through its exported shape only: method, path, body schema). Each route with a body
// gets a valid baseline body built from the test's scene and refused for a known reason (a
// closed vote, a taken address, a link that is spent…), so that each mutation of one field is
// refused for its own; each path parameter gets ids and tokens that name nothing. A route
// with a body that has no baseline here fails the test, so a new route joins the corpus.

import { routes } from "../../rest/routes.ts";

export type Role = "guest" | "admin" | "secretary";
export type Json = unknown;

/** What an answer may be, besides a clear refusal. */
export type Allowed =
  /** Only a refusal (4xx with a message). */
  | "refusal"
  /** A read whose filters may be valid: a 200 with data is fine too. */
  | "read"
  /** A search for a hostile string: a refusal, or a 200 that found nothing. */
  | "emptyRead"
  /** A form any valid value passes (registration answers every valid form alike): a 200 is fine too. */
  | "accepted";

/** What the test built before the corpus: the objects the baselines and paths name. */
export interface Scene {
  admin: { id: number };
  secretary: { id: number };
  victim: { email: string };
  board: { id: number; code: string };
  /** A defense whose vote is closed (one ballot in it). */
  defense: { id: number };
  /** A defense of the same council with no vote at all. */
  idleDefense: { id: number };
  members: { id: number; email: string }[];
  /** A member's link to the closed vote, unused. */
  closedToken: string;
  /** A ballot encrypted to the closed vote's key. */
  closedBallot: Json;
  /** The commission link of seat 1 (its ceremony over, the urn not opened). */
  seatToken: string;
  /** A members file with one good row and one bad: nothing is imported. */
  membersFile: string;
}

/** A request body the route refuses for a known reason (or accepts, harmlessly: `allowed`). */
interface Baseline {
  as: Role;
  body: Json;
  /** The defense in the path, when not the closed one. */
  id?: number;
  /** The status the unmodified body gets. */
  baseRefusal?: number;
  allowed?: Allowed;
  /** Fields holding a sign-in email: they also get the long addresses of the corpus. */
  emailFields?: string[];
}

const hex64 = (c: string) => c.repeat(64);
const strayProof = { challenge: hex64("3"), response: hex64("4") };
/** The ristretto255 generator's encoding (RFC 9496 §4.4): a valid point that is nobody's key. */
const RISTRETTO_G = "e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8db6a65945e08d2d76";
/** Well-formed, but no link has it. */
export const UNKNOWN_TOKEN = "N0tAT0kenN0tAT0kenN0tAT0kenN0tAT0kenN0tAT0k";

/** The baseline of each route with a body, by "METHOD /path" as the route table writes it. */
function baselines(s: Scene): Record<string, Baseline> {
  const memberIds = s.members.map((m) => String(m.id));
  return {
    "POST /auth/login": {
      as: "guest",
      body: { email: s.victim.email, password: "not the password" },
      baseRefusal: 401,
      emailFields: ["email"],
    },
    "POST /users/register": {
      as: "guest",
      body: {
        email: s.victim.email,
        fio: "Новиков Николай Николаевич",
        password: "a sturdy passphrase 2026!",
      },
      allowed: "accepted",
      emailFields: ["email"],
    },
    "POST /users/confirm": { as: "guest", body: { token: UNKNOWN_TOKEN } },
    // The same answer for any address (known or not): a valid form passes.
    "POST /users/password/forgot": {
      as: "guest",
      body: { email: "nobody@bad-input.test" },
      allowed: "accepted",
      emailFields: ["email"],
    },
    "POST /users/password/reset": {
      as: "guest",
      body: { token: UNKNOWN_TOKEN, password: "a sturdy passphrase 2026!" },
    },
    "POST /member/polls": {
      as: "guest",
      body: { token: s.closedToken, answers: [{ questionId: "award", ballot: s.closedBallot }] },
      baseRefusal: 409,
    },
    // The closed vote takes no voting key any more (the key is a real point: RFC 9496's G).
    "POST /member/polls/credential": {
      as: "guest",
      body: { token: s.closedToken, credential: RISTRETTO_G },
      baseRefusal: 409,
    },
    // The closed vote's unused link has no ballot in the urn to confirm.
    "POST /member/polls/confirmation": {
      as: "guest",
      body: { token: s.closedToken, signature: strayProof },
      baseRefusal: 409,
    },
    // A well-formed audited ballot that does not check out against the election.
    "POST /member/polls/spoiled": {
      as: "guest",
      body: {
        token: s.closedToken,
        ballot: {
          format: "dissovet-spoiled/2",
          fingerprint: hex64("1"),
          code: "ДШ8Л-ПМХК-ЛЖ29-42КЧ",
          publicKey: RISTRETTO_G,
          ballot: { alpha: RISTRETTO_G, beta: RISTRETTO_G, proof: [strayProof, strayProof] },
          vote: 1,
          randomness: hex64("5"),
        },
      },
      baseRefusal: 422,
    },
    "POST /secretar/defenses/:id/sendInvites": {
      as: "secretary",
      body: memberIds.map((id) => ({ id, selected: true })),
      baseRefusal: 409,
    },
    "POST /secretar/defenses/:id/resendInvites": {
      as: "secretary",
      body: { memberIds: memberIds.slice(1, 2) },
    },
    // The idle defense has no vote to annul.
    "POST /secretar/defenses/:id/annul": {
      as: "secretary",
      id: s.idleDefense.id,
      body: { reason: "Нарушена процедура голосования" },
    },
    "POST /secretar/defenses/:id/commission": {
      as: "secretary",
      body: { memberIds: memberIds.slice(0, 3) },
    },
    "POST /secretar/defenses/:id/roll": { as: "secretary", body: { memberIds }, baseRefusal: 409 },
    "POST /defenses/:id/addedMembers": {
      as: "secretary",
      body: {
        fio: "Введенов Игорь Петрович",
        email: "introduced@bad-input.test",
        degree: "DOCTOR",
        degreeTitle: "доктор физико-математических наук",
        specialtyCode: "1.2.2",
        position: "MEMBER",
      },
      baseRefusal: 409,
    },
    // The ceremony is over once the ballot opened: its steps are refused.
    "POST /member/commission/device": {
      as: "guest",
      body: { token: s.seatToken, publicKey: hex64("a"), nonceCommitment: hex64("b"), proof: strayProof },
      baseRefusal: 409,
    },
    "POST /member/commission/dealing": {
      as: "guest",
      body: {
        token: s.seatToken,
        dealing: {
          commitments: [hex64("a"), hex64("b")],
          proof: strayProof,
          shares: [{ to: 2, ephemeral: hex64("c"), value: hex64("d") }],
          signature: strayProof,
        },
      },
      baseRefusal: 409,
    },
    "POST /member/commission/confirm": {
      as: "guest",
      body: { token: s.seatToken, verificationKey: hex64("b"), nonce: hex64("c") },
    },
    "POST /member/commission/complaint": {
      as: "guest",
      body: { token: s.seatToken, dealer: 2, signature: strayProof },
      baseRefusal: 409,
    },
    "POST /member/commission/answers": {
      as: "guest",
      body: {
        token: s.seatToken,
        reveals: [{ to: 2, share: hex64("a"), nonce: hex64("b"), signature: strayProof }],
      },
      baseRefusal: 409,
    },
    "POST /member/commission/signature": {
      as: "guest",
      body: { token: s.seatToken, signature: strayProof },
      baseRefusal: 409,
    },
    // After close, a partial decryption whose proof does not check is refused.
    "POST /member/commission/decryption": {
      as: "guest",
      body: { token: s.seatToken, factor: hex64("e"), proof: strayProof },
      baseRefusal: 422,
    },
    // The closed vote's commission is in its fingerprint: no restart, no replacement.
    "POST /secretar/defenses/:id/commission/restart": {
      as: "secretary",
      body: { reason: "Коды на устройствах не совпали" },
      baseRefusal: 409,
    },
    // The closed vote's spoken confirmations were due before it opened.
    "POST /secretar/defenses/:id/commission/spoken": {
      as: "secretary",
      body: { memberId: memberIds[0] },
      baseRefusal: 409,
    },
    "POST /secretar/defenses/:id/commission/replace": {
      as: "secretary",
      body: { memberId: memberIds[0], replacementId: memberIds[3] },
      baseRefusal: 409,
    },
    // Without memberIds it resends to every seat left: the idle defense has none.
    "POST /secretar/defenses/:id/commission/resend": {
      as: "secretary",
      id: s.idleDefense.id,
      body: { memberIds: memberIds.slice(0, 1) },
    },
    // A preview writes nothing: a valid file is read.
    "POST /boards/:id/members/preview": { as: "secretary", body: { file: s.membersFile }, allowed: "read" },
    "POST /boards/:id/members/import": { as: "secretary", body: { file: s.membersFile }, baseRefusal: 422 },
  };
}

/** A JSON endpoint of the corpus: a base payload and the fields to mutate in it. */
export interface RestEndpoint {
  name: string;
  as: Role;
  /** The request path, parameters filled in. */
  path: string;
  base: Json;
  /** Dotted paths of the base to mutate ("" is the whole body). */
  fields: string[];
  allowed?: Allowed;
  baseRefusal?: number;
  /** Fields holding a sign-in email (see {@link Baseline}). */
  emailFields?: string[];
}

/** A request path's parameter values, routes as written in the table. */
export interface PathRoute {
  method: "GET" | "POST";
  /** `/api/v1…` with `:id` or `:token` left in. */
  route: string;
  as: Role;
  /** The baseline body of a POST, as JSON. */
  body?: string;
}

const key = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;

/** Who may call a route, from its area (a route with a baseline says so itself). */
const roleOf = (path: string): Role =>
  path.startsWith("/admin/") ? "admin" : /^\/(secretar|boards|defenses)\//.test(path) ? "secretary" : "guest";

/** The path with its parameters filled from the scene. */
function fill(path: string, s: Scene, id?: number): string {
  const idOf = () =>
    id ??
    (/^\/(admin\/|secretar\/)?boards\//.test(path)
      ? s.board.id
      : path.startsWith("/admin/secretars/")
        ? s.secretary.id
        : s.defense.id);
  return `/api/v1${path}`
    .replace(":id", () => String(idOf()))
    .replace(":token", () => (path.startsWith("/member/commission/") ? s.seatToken : s.closedToken));
}

type Schema = { [k: string]: unknown };
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The dotted paths to mutate in `base`: every value in it (an array by its first item), and
 * every property its JSON Schema declares on an object the base has (optional ones too).
 */
export function fieldPaths(schema: Schema | undefined, base: Json): string[] {
  const out = new Set<string>([""]);
  const join = (path: string, k: string) => (path ? `${path}.${k}` : k);
  const branches = (s: Schema | undefined): Schema[] =>
    s
      ? [
          s,
          ...(["oneOf", "anyOf", "allOf"] as const).flatMap((k) =>
            ((s[k] as Schema[]) ?? []).flatMap(branches),
          ),
        ]
      : [];
  const walk = (s: Schema | undefined, value: Json, path: string) => {
    if (Array.isArray(value)) {
      if (value.length === 0) return;
      const items = branches(s).find((b) => isObject(b.items))?.items as Schema | undefined;
      out.add(join(path, "0"));
      walk(items, value[0], join(path, "0"));
    } else if (isObject(value)) {
      const declared: Record<string, Schema> = {};
      for (const b of branches(s)) Object.assign(declared, (b.properties as Record<string, Schema>) ?? {});
      for (const k of new Set([...Object.keys(value), ...Object.keys(declared)])) {
        out.add(join(path, k));
        if (k in value) walk(declared[k], value[k], join(path, k));
      }
    }
  };
  walk(schema, base, "");
  return [...out];
}

/**
 * The route table as the corpus uses it: each route with a body as a JSON endpoint (its
 * baseline from the scene, its fields from the schema and the baseline), and each route
 * with a parameter in its path.
 * @throws when a route with a body has no baseline (add one above)
 */
export function restCorpus(s: Scene): {
  endpoints: RestEndpoint[];
  idRoutes: PathRoute[];
  tokenRoutes: PathRoute[];
} {
  const base = baselines(s);
  const missing = routes.filter((r) => r.body && !base[key(r)]).map(key);
  if (missing.length)
    throw new Error(`routes with a body but no baseline in bad-input.routes.ts: ${missing.join(", ")}`);
  const endpoints: RestEndpoint[] = [];
  const idRoutes: PathRoute[] = [];
  const tokenRoutes: PathRoute[] = [];
  for (const r of routes) {
    const b = r.body ? base[key(r)] : undefined;
    const as = b?.as ?? roleOf(r.path);
    if (b) {
      endpoints.push({
        name: `rest ${key(r)}`,
        as,
        path: fill(r.path, s, b.id),
        base: b.body,
        fields: fieldPaths(r.body, b.body),
        ...(b.allowed ? { allowed: b.allowed } : {}),
        ...(b.baseRefusal !== undefined ? { baseRefusal: b.baseRefusal } : {}),
        ...(b.emailFields ? { emailFields: b.emailFields } : {}),
      });
    }
    const method = r.method === "post" ? "POST" : "GET";
    const pathRoute: PathRoute = {
      method,
      route: `/api/v1${r.path}`,
      as,
      ...(b ? { body: JSON.stringify(b.body) } : {}),
    };
    if (r.path.includes(":id")) idRoutes.push(pathRoute);
    if (r.path.includes(":token")) tokenRoutes.push(pathRoute);
  }
  return { endpoints, idRoutes, tokenRoutes };
}

/** Whether the route table has `METHOD /api/v1…path` (the hand-listed list parameters must name real routes). */
export const hasRoute = (method: string, apiPath: string): boolean =>
  routes.some((r) => key(r) === `${method.toUpperCase()} ${apiPath.replace(/^\/api\/v1/, "")}`);

import { gzipSync } from "node:zlib";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ballotFor, trusteesOfDefense } from "../../test/ceremony.ts";
import { ApiClient } from "../../test/client.ts";
import { buildBoard, buildDefense, buildUser } from "../../test/factories.ts";
import { reportFigure } from "../../test/figures.ts";
import { fileBase64, membersCsv } from "../../test/fixtures.ts";
import { inviteAndCollectTokens, vote } from "../../test/flow.ts";
import { startTestServer, type TestServer } from "../../test/server.ts";
import {
  type Allowed,
  hasRoute,
  type Json,
  type Role,
  restCorpus,
  UNKNOWN_TOKEN,
} from "./bad-input.routes.ts";
import { type RawAnswer, runOnPostgres, send } from "./support.ts";

runOnPostgres();

// A corpus of bad requests, generated as endpoints × payload mutations, sent to a server on
// PostgreSQL. Every answer must be a clear refusal (never a 5xx, never a silent success) and
// nothing may be written, and no error may repeat a hostile value sent (nor, over REST, speak
// GraphQL's terms). The server trusts X-Forwarded-For here and every request comes from an
// address of its own (IPv4, IPv6 and IPv4-mapped in turn), so the per-address rate limits do
// not cut the corpus short.

interface Case {
  name: string;
  api: "rest" | "graphql";
  as: Role;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  allowed: Allowed;
  /** A hostile string the request carries in a field: no error may repeat it. */
  sent?: string;
}

const MISSING = Symbol("missing");

/** Field values no endpoint should accept where a valid one is expected. */
const BAD_VALUES: [string, Json][] = [
  ["int", 12345],
  ["float", 1.5],
  ["negative", -1],
  ["1e99", 1e99],
  ["true", true],
  ["null", null],
  ["empty", ""],
  ["blank", "   \t\n"],
  ["array", ["x", 1]],
  ["object", { x: 1 }],
  ["operator", { $gt: "" }],
  ["sqlOr", "' OR 1=1 --"],
  ["sqlDrop", '"; DROP TABLE users; --'],
  ["sqlUnion", "1 UNION SELECT password_hash FROM users --"],
  ["sqlSleep", "1'; SELECT pg_sleep(5); --"],
  ["html", "<script>alert(1)</script>"],
  ["htmlAttr", '"><img src=x onerror=alert(document.cookie)>'],
  ["nul", "abc\u0000def"],
  ["loneSurrogate", "abc\ud800def"],
  ["bidi", "\u202egnp.exe"],
  ["crlf", "x\r\nSet-Cookie: a=b"],
  ["pathTraversal", "../../../../etc/passwd"],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a server-side template injection probe, meant literally
  ["template", "${7*7}{{7*7}}#{7*7}"],
  ["emoji", "😀".repeat(50)],
  ["huge60k", "x".repeat(60_000)],
  ["hugeCyrillic80kB", "я".repeat(40_000)],
  ["deepArray", JSON.parse(`${"[".repeat(200)}${"]".repeat(200)}`)],
];
const HOSTILE_STRINGS = BAD_VALUES.filter(
  ([label, v]) => typeof v === "string" && v.trim() !== "" && !label.startsWith("huge"),
);

/**
 * An email address of exactly `length` characters: a 64-character local part (the most RFC
 * 5321 allows) at a domain of labels of at most 63 characters, under `.ru`.
 */
function emailOfLength(length: number): string {
  const labels: string[] = [];
  // What the labels and the dot after each take, before "ru".
  let left = length - 64 - "@".length - "ru".length;
  for (let i = 0; left > 0; i++) {
    const n = Math.min(63, left - 1);
    labels.push(String.fromCharCode(100 + (i % 20)).repeat(n));
    left -= n + 1;
  }
  const email = `${"l".repeat(64)}@${labels.join(".")}.ru`;
  if (email.length !== length) throw new Error(`no email of ${length} characters`);
  return email;
}

/**
 * Sign-in emails of every length a valid one may have, up to the longest (254: a longer key
 * of the rate limits answered 500 once), and just past it (refused as malformed).
 */
const LONG_EMAILS: [string, string][] = [
  ["email200", emailOfLength(200)],
  ["email230", emailOfLength(230)],
  ["email254", emailOfLength(254)],
  ["email254upper", emailOfLength(254).toUpperCase()],
  ["email255", emailOfLength(255)],
  ["email320", emailOfLength(320)],
];

/**
 * The client address of the corpus's i-th request, each its own so that no per-address limit
 * cuts the corpus short: IPv4, IPv6 (a /64 network of its own, compressed or written in full)
 * and IPv4-mapped IPv6 in turn, as a proxy passes them in X-Forwarded-For.
 */
function clientAddress(i: number): string {
  const v4 = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const group = (i & 0xffff).toString(16);
  switch (i % 4) {
    case 0:
      return v4;
    case 1:
      return `2001:db8:${group}::${(i % 7) + 1}`;
    case 2:
      return `2001:0db8:${group.padStart(4, "0")}:0000:0000:0000:0000:7334`;
    default:
      return `::ffff:${v4}`;
  }
}

/** Ids that name nothing, in a URL path. */
const BAD_PATH_IDS = [
  "-1",
  "0",
  "abc",
  "1e99",
  "%00",
  "1.5",
  "2147483648",
  "99999999999999999999",
  "%20",
  "1%20OR%201=1",
  "%27%20OR%201=1%20--",
  "..%2F..%2Fetc%2Fpasswd",
  "0x1F",
  "1;DROP%20TABLE%20users",
  "%3Cscript%3E",
  "%",
  "%E0%A4%A",
  "%FF",
];

/** Poll tokens that are not a live link. */
const BAD_TOKENS = [
  "abc",
  "A".repeat(42),
  "A".repeat(44),
  `${"A".repeat(42)}+`,
  `${"A".repeat(42)}=`,
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "A".repeat(5_000),
  "a\u0000b",
  "../../etc/passwd",
  // Well-formed, but no invite has it.
  UNKNOWN_TOKEN,
];

/** Integer query parameters. */
const BAD_INTS = ["-1", "1e99", "abc", "10001", "99999999999", "1.5", "0x10", " 1", "0", "1%00"];
/** Raw, badly encoded query values. */
const BAD_ENCODINGS = ["%", "%E0%A4%A", "%FF", "%00", "%0d%0aSet-Cookie:%20x=1", "%C0%AF"];

/** Percent-encodes the UTF-8 bytes of `s` (a lone surrogate goes out as U+FFFD). */
const urlEncode = (s: string) =>
  [...Buffer.from(s, "utf8")]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, "0")}`,
    )
    .join("");

/** Deep copy of `base` with the value at dotted `path` replaced (or removed); "" is the whole. */
function withValue(base: Json, path: string, value: Json | typeof MISSING): Json {
  if (path === "") return value === MISSING ? undefined : value;
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split(".");
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys[keys.length - 1] ?? "";
  if (value === MISSING) delete node[last];
  else node[last] = value;
  return copy;
}

/** A JSON endpoint and a payload it refuses for a known reason (a conflict, a past date…). */
interface JsonEndpoint {
  name: string;
  api: "rest" | "graphql";
  as: Role;
  path: string;
  /** REST: the body; GraphQL: the variables. */
  base: Json;
  /** Dotted paths of the base to mutate ("" is the whole body or variables object). */
  fields: string[];
  query?: string;
  allowed?: Allowed;
  /** Fields whose hostile strings must find nothing when accepted. */
  searchFields?: string[];
  /** The status (REST) or error code (GraphQL) the unmodified base gets, if it is sent. */
  baseRefusal?: number | string;
  /** Fields holding a sign-in email, which also get {@link LONG_EMAILS}. */
  emailFields?: string[];
}

const bodyOf = (ep: JsonEndpoint, payload: Json): Json =>
  ep.api === "rest" ? payload : { query: ep.query, variables: payload };

/** The transport-level variants of an endpoint's request: bytes, encodings, content types, sizes. */
function transportVariants(
  ep: JsonEndpoint,
): { name: string; body?: Buffer; headers: Record<string, string> }[] {
  const json = JSON.stringify(bodyOf(ep, ep.base));
  const jsonType = { "content-type": "application/json" };
  // The base with its first string value replaced by raw bytes that are not UTF-8.
  const marker = "\u0001BAD\u0001";
  const firstField = ep.fields.find((f) => f !== "") ?? "";
  const marked = JSON.stringify(bodyOf(ep, withValue(ep.base, firstField, marker)));
  const [head = "", tail = ""] = marked.split(JSON.stringify(marker).slice(1, -1));
  const invalidUtf8 = (bytes: number[]) =>
    Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)]);
  const big = (bytes: number) =>
    JSON.stringify(bodyOf(ep, withValue(ep.base, firstField, "x".repeat(bytes))));
  const variants: [string, string | Buffer, Record<string, string>][] = [
    ["malformed:truncated", json.slice(0, Math.floor(json.length / 2)), jsonType],
    ["malformed:brace", "{", jsonType],
    ["malformed:singleQuotes", json.replaceAll('"', "'"), jsonType],
    ["malformed:trailingComma", json.replace(/\}$/, ",}"), jsonType],
    ["malformed:NaN", json.replace(/\}$/, ',"n":NaN}'), jsonType],
    ["malformed:comment", `/* c */${json}`, jsonType],
    ["malformed:badEscape", json.replace(/\}$/, ',"e":"\\x41"}'), jsonType],
    ["malformed:deepNesting", `${"[".repeat(20_000)}${"]".repeat(20_000)}`, jsonType],
    ["topLevel:null", "null", jsonType],
    ["topLevel:number", "42", jsonType],
    ["topLevel:string", '"x"', jsonType],
    ["topLevel:array", "[]", jsonType],
    ["empty", "", jsonType],
    ["invalidUtf8:ff", invalidUtf8([0xff, 0xfe, 0xfd]), jsonType],
    ["invalidUtf8:overlong", invalidUtf8([0xc0, 0xaf]), jsonType],
    ["invalidUtf8:truncated", invalidUtf8([0x61, 0xe2, 0x82]), jsonType],
    ["invalidUtf8:continuation", invalidUtf8([0x80, 0x80]), jsonType],
    ["invalidUtf8:surrogate", invalidUtf8([0xed, 0xa0, 0x80]), jsonType],
    ["contentType:text", json, { "content-type": "text/plain" }],
    ["contentType:form", "email=a%40b.c&password=x", { "content-type": "application/x-www-form-urlencoded" }],
    [
      "contentType:multipart",
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      { "content-type": "multipart/form-data; boundary=x" },
    ],
    ["contentType:xml", "<login><email>a@b.c</email></login>", { "content-type": "application/xml" }],
    ["contentType:none", json, {}],
    ["contentType:garbage", json, { "content-type": "}{;;=" }],
    ["charset:koi8-r", json, { "content-type": "application/json; charset=koi8-r" }],
    ["charset:utf-16", json, { "content-type": "application/json; charset=utf-16" }],
    ["encoding:gzipGarbage", json, { ...jsonType, "content-encoding": "gzip" }],
    [
      "encoding:gzipBomb",
      gzipSync(Buffer.alloc(5_000_000, 0x20)),
      { ...jsonType, "content-encoding": "gzip" },
    ],
    ["encoding:unknown", json, { ...jsonType, "content-encoding": "compress" }],
    ["oversize:99kB", big(99_000), jsonType],
    ["oversize:150kB", big(150_000), jsonType],
    ["oversize:1MB", big(1_000_000), jsonType],
    ["oversize:2MB", big(2_000_000), jsonType],
    [
      "pollution:__proto__",
      json.replace(/^\{/, '{"__proto__":{"isAdmin":true,"roles":["ADMIN"]},'),
      jsonType,
    ],
    [
      "pollution:constructor",
      json.replace(/^\{/, '{"constructor":{"prototype":{"isAdmin":true}},"hasOwnProperty":1,'),
      jsonType,
    ],
    ["unknownFields", json.replace(/^\{/, '{"role":"ADMIN","id":1,"userId":1,"$where":"1==1",'), jsonType],
  ];
  return variants.map(([name, body, headers]) => ({ name, body: Buffer.from(body), headers }));
}

/** Every table Диссовет writes to (aside: rate_limits, which the corpus must fill, and email_links, which a valid registration form writes). */
const TABLES = [
  "users",
  "user_roles",
  "boards",
  "board_members",
  "board_secretaries",
  "rule_sets",
  "defenses",
  "polls",
  "poll_invites",
  "poll_invite_links",
  "ballots",
  "poll_commission",
  "poll_participants",
  "poll_trustees",
  "audit_log",
  "api_tokens",
  "trusted_devices",
] as const;

/**
 * Server defects this corpus found, reported and left to the server's owners (this file
 * does not change server code). Their answers are still counted in the figures; each must
 * still reproduce, so once one is fixed the test says so and its entry is deleted.
 */
// Server defects the corpus once found (all fixed): a new one is listed here only while it
// is being fixed, with what it is; an entry that stops reproducing fails the test.
const KNOWN_DEFECTS: { id: string; what: string; matches: (c: Case) => boolean }[] = [];

let server: TestServer;
const cookies: Record<Role, string | undefined> = {
  guest: undefined,
  admin: undefined,
  secretary: undefined,
};
let staffIds: number[];
const endpoints: JsonEndpoint[] = [];
const urlCases: Case[] = [];
let boardCode: string;

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(server.db);
    counts[table] = r.rows[0]?.n ?? -1;
  }
  const s = await sql<{ n: number }>`
    select count(*)::int as n from sessions where not (user_id = any(${staffIds}))
  `.execute(server.db);
  counts["sessions (other than the admin's and the secretary's own)"] = s.rows[0]?.n ?? -1;
  // The commission's steps update their seat's row: its content must not change either.
  const seats = await sql<{ sum: string }>`
    select md5(coalesce(string_agg(t::text, '|' order by poll_id, seat), '')) as sum from poll_trustees t
  `.execute(server.db);
  counts["poll_trustees (fingerprint of the content)"] = Number.parseInt(
    seats.rows[0]?.sum.slice(0, 12) ?? "",
    16,
  );
  return counts;
}

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  expect(server.dbKind).toBe("postgres");
  const admin = await buildUser(server.db, ["ADMIN"]);
  const secretary = await buildUser(server.db, ["SECRETAR"]);
  const victim = await buildUser(server.db);
  staffIds = [admin.id, secretary.id];
  const { board, members } = await buildBoard(server.db, { memberCount: 5, secretaryId: secretary.id });
  boardCode = board.code;
  const defense = await buildDefense(server.db, board.id);
  const idleDefense = await buildDefense(server.db, board.id);
  const adminApi = new ApiClient(server.url);
  await adminApi.login(admin.email, admin.password);
  const secApi = new ApiClient(server.url);
  await secApi.login(secretary.email, secretary.password);
  cookies.admin = adminApi.sessionCookie;
  cookies.secretary = secApi.sessionCookie;

  // A closed vote: one member voted; the others' links are well-formed and known, but refused.
  const tokens = await inviteAndCollectTokens(server, secApi, defense.id, members);
  const used = await vote(secApi, tokens.get(members[0]!.id), "FOR");
  expect(used.body.errors).toBeUndefined();
  const closed = await secApi.gql("mutation($d: ID!) { closePoll(defenseId: $d) { id } }", {
    d: String(defense.id),
  });
  expect(closed.body.errors).toBeUndefined();
  const closedToken = tokens.get(members[1]!.id)!;
  // A ballot encrypted to the closed poll's key, as the member's browser makes it.
  const closedBallot = await ballotFor(new ApiClient(server.url), closedToken, "FOR");
  // The commission's link of seat 1: its ceremony is over and the urn not yet opened.
  const seatToken = trusteesOfDefense(defense.id)[0]!.token;
  const hex64 = (c: string) => c.repeat(64);
  const strayProof = { challenge: hex64("3"), response: hex64("4") };

  const pastDate = new Date(Date.now() - 86_400_000).toISOString();
  const validCsvRow = [
    "Кузнецов Кирилл Кириллович",
    "kuznetsov@test.local",
    "д",
    "доктор технических наук",
    "профессор",
    "1.2.2",
    "член совета",
  ];
  // Every file has a bad row, so even a file that parses imports nothing.
  const badCsvRow = ["Плохой", "not-an-email", "д", "доктор наук", "", "1.2.2", ""];
  const csv = (rows: string[][]) => fileBase64(membersCsv([...rows, badCsvRow]));

  // The REST endpoints, from the route table (bad-input.routes.ts).
  const rest = restCorpus({
    admin,
    secretary,
    victim,
    board,
    defense,
    idleDefense,
    members,
    closedToken,
    closedBallot,
    seatToken,
    membersFile: csv([validCsvRow]),
  });
  endpoints.push(...rest.endpoints.map((ep): JsonEndpoint => ({ ...ep, api: "rest" })));
  endpoints.push(
    {
      name: "graphql login",
      api: "graphql",
      as: "guest",
      path: "/graphql",
      query:
        "mutation($email: String!, $password: String!) { login(email: $email, password: $password) { id } }",
      base: { email: victim.email, password: "not the password" },
      fields: ["", "email", "password"],
      baseRefusal: "UNAUTHENTICATED",
      emailFields: ["email"],
    },
    {
      name: "graphql register",
      api: "graphql",
      as: "guest",
      path: "/graphql",
      query: "mutation($input: RegisterInput!) { register(input: $input) { message } }",
      base: {
        input: {
          email: victim.email,
          fio: "Новиков Николай Николаевич",
          password: "a sturdy passphrase 2026!",
        },
      },
      fields: ["", "input", "input.email", "input.fio", "input.password"],
      allowed: "accepted",
      emailFields: ["input.email"],
    },
    {
      name: "graphql requestPasswordReset",
      api: "graphql",
      as: "guest",
      path: "/graphql",
      query: "mutation($email: String!) { requestPasswordReset(email: $email) }",
      // The same answer for any address: a valid one passes.
      base: { email: "nobody@bad-input.test" },
      fields: ["", "email"],
      allowed: "accepted",
      emailFields: ["email"],
    },
    {
      name: "graphql createUser",
      api: "graphql",
      as: "admin",
      path: "/graphql",
      query: "mutation($input: UserInput!) { createUser(input: $input) { id } }",
      // Councils for an account without the secretary's role: refused after the account's
      // row is written, in the same transaction, so nothing stays. Only the email varies (a
      // valid input without the councils would create the account).
      base: {
        input: {
          email: "new.account@bad-input.test",
          fio: "Новиков Николай Николаевич",
          password: "a sturdy passphrase 2026!",
          roles: [],
          boardIds: [String(board.id)],
        },
      },
      fields: ["", "input", "input.email"],
      baseRefusal: "BAD_USER_INPUT",
      emailFields: ["input.email"],
    },
    {
      name: "graphql sendInvites",
      api: "graphql",
      as: "secretary",
      path: "/graphql",
      query:
        "mutation($d: ID!, $m: [ID!]!, $deadline: String) { sendInvites(defenseId: $d, memberIds: $m, deadline: $deadline) { id } }",
      base: { d: String(defense.id), m: members.map((m) => String(m.id)), deadline: null },
      fields: ["", "d", "m", "m.0", "deadline"],
      baseRefusal: "CONFLICT",
    },
    {
      name: "graphql poll",
      api: "graphql",
      as: "guest",
      path: "/graphql",
      query: "query($t: String!) { poll(token: $t) { status voted } }",
      // Well-formed, but no invite has it.
      base: { t: BAD_TOKENS[BAD_TOKENS.length - 1] },
      fields: ["", "t"],
      baseRefusal: "NOT_FOUND",
    },
    {
      name: "graphql submitBallot",
      api: "graphql",
      as: "guest",
      path: "/graphql",
      query:
        "mutation($t: String!, $a: [AnswerInput!]!) { submitBallot(token: $t, answers: $a) { accepted } }",
      base: { t: closedToken, a: [{ questionId: "award", ballot: closedBallot }] },
      fields: ["", "t", "a", "a.0", "a.0.questionId", "a.0.ballot", "a.0.ballot.alpha", "a.0.ballot.proof"],
      baseRefusal: "CONFLICT",
    },
    {
      name: "graphql submitPartialDecryption",
      api: "graphql",
      as: "guest",
      path: "/graphql",
      query:
        "mutation($t: String!, $f: String!, $p: ProofInput!) { submitPartialDecryption(token: $t, factor: $f, proof: $p) { seat } }",
      base: { t: seatToken, f: hex64("e"), p: strayProof },
      fields: ["", "t", "f", "p", "p.challenge"],
      baseRefusal: "BAD_USER_INPUT",
    },
    {
      name: "graphql adminBoards",
      api: "graphql",
      as: "admin",
      path: "/graphql",
      query:
        "query($search: String, $archived: Boolean, $sort: BoardSort, $direction: SortDirection, $offset: Int, $limit: Int) { adminBoards(search: $search, archived: $archived, sort: $sort, direction: $direction, offset: $offset, limit: $limit) { total items { id } } }",
      base: { search: "zz", archived: false, sort: "CODE", direction: "ASC", offset: 0, limit: 25 },
      fields: ["", "search", "archived", "sort", "direction", "offset", "limit"],
      allowed: "read",
      searchFields: ["search"],
    },
    {
      name: "graphql adminDefenses",
      api: "graphql",
      as: "admin",
      path: "/graphql",
      query:
        "query($search: String, $boardId: ID, $from: String, $to: String, $offset: Int, $limit: Int) { adminDefenses(search: $search, boardId: $boardId, from: $from, to: $to, offset: $offset, limit: $limit) { total items { id } } }",
      base: { search: "zz", boardId: null, from: null, to: null, offset: 0, limit: 25 },
      fields: ["search", "boardId", "from", "to"],
      allowed: "read",
      searchFields: ["search"],
    },
    {
      name: "graphql createBoard",
      api: "graphql",
      as: "admin",
      path: "/graphql",
      query: "mutation($input: BoardInput!) { createBoard(input: $input) { id } }",
      // The code is taken: a valid input is refused with CONFLICT.
      base: {
        input: {
          code: board.code,
          name: "Диссертационный совет по тестам",
          organization: "Тестовый университет",
          specialties: [{ code: "1.2.2", name: "Математическое моделирование" }],
          ruleSetCode: null,
        },
      },
      fields: [
        "",
        "input",
        "input.code",
        "input.name",
        "input.organization",
        "input.specialties",
        "input.specialties.0",
        "input.specialties.0.code",
        "input.specialties.0.name",
        "input.ruleSetCode",
      ],
      baseRefusal: "CONFLICT",
    },
    {
      name: "graphql addMember",
      api: "graphql",
      as: "admin",
      path: "/graphql",
      query: "mutation($b: ID!, $input: MemberInput!) { addMember(boardId: $b, input: $input) { id } }",
      // The email is already on the council's list: CONFLICT.
      base: {
        b: String(board.id),
        input: {
          fio: "Иванов Иван Иванович",
          email: members[2]!.email,
          degree: "DOCTOR",
          degreeTitle: "доктор технических наук",
          academicTitle: "профессор",
          specialtyCode: "1.2.2",
          position: "MEMBER",
        },
      },
      fields: [
        "",
        "b",
        "input",
        "input.fio",
        "input.email",
        "input.degree",
        "input.degreeTitle",
        "input.academicTitle",
        "input.specialtyCode",
        "input.position",
      ],
      baseRefusal: "CONFLICT",
    },
    {
      name: "graphql createDefense",
      api: "graphql",
      as: "secretary",
      path: "/graphql",
      query: "mutation($input: DefenseInput!) { createDefense(input: $input) { id } }",
      // A sitting in the past: refused.
      base: {
        input: {
          boardId: String(board.id),
          candidate: "Петров Петр Петрович",
          thesisTitle: "Численные методы для проверки ввода",
          degree: "CANDIDATE",
          scienceBranch: "технических наук",
          specialtyCode: "1.2.2",
          specialtyName: "Математическое моделирование",
          defenseAt: pastDate,
          place: "Ауд. 1",
          opponents: ["Сидоров Сидор Сидорович"],
          leadingOrganization: "Ведущий институт",
          candidateMemberId: null,
        },
      },
      fields: [
        "",
        "input",
        "input.boardId",
        "input.candidate",
        "input.thesisTitle",
        "input.degree",
        "input.scienceBranch",
        "input.specialtyCode",
        "input.specialtyName",
        "input.defenseAt",
        "input.place",
        "input.opponents",
        "input.opponents.0",
        "input.leadingOrganization",
        "input.candidateMemberId",
      ],
      baseRefusal: "BAD_USER_INPUT",
    },
    {
      name: "graphql importMembers",
      api: "graphql",
      as: "secretary",
      path: "/graphql",
      query: "mutation($b: ID!, $f: String!) { importMembers(boardId: $b, file: $f) { id } }",
      // One good row and one bad: nothing is imported.
      base: { b: String(board.id), f: csv([validCsvRow]) },
      fields: ["", "b", "f"],
      baseRefusal: "BAD_USER_INPUT",
    },
  );

  // Files for importMembers: unreadable, hostile, huge, odd encodings (each with a bad row).
  const row = (fio: string, email = "row@test.local") => [fio, email, "д", "доктор наук", "", "1.2.2", ""];
  const files: [string, string][] = [
    ["notBase64", "this is not base64 at all!"],
    [
      "base64Garbage",
      Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256)).toString("base64"),
    ],
    ["headerOnly", fileBase64("ФИО;Email;Степень")],
    ["noColumns", fileBase64("a;b;c\r\n1;2;3")],
    ["unbalancedQuotes", fileBase64('ФИО;Email;Ученая степень;Специальность\r\n"Иванов;"a@b.c;доктор;1.2.2')],
    ["sqlInjectionRow", csv([row("Robert'); DROP TABLE board_members;--")])],
    ["htmlRow", csv([row("<script>alert(1)</script>")])],
    ["formulaRow", csv([row('=HYPERLINK("http://evil.example","x")')])],
    ["nulEmail", csv([row("Нулев Нуль Нулевич", "nul\u0000@test.local")])],
    ["nulName", csv([row("Нулев\u0000Нуль")])],
    ["hugeCell", csv([row("Я".repeat(30_000))])],
    ["501rows", csv(Array.from({ length: 501 }, (_, i) => row("Многов Много Многович", `m${i}@test.local`)))],
    ["win1251", fileBase64(membersCsv([validCsvRow, badCsvRow]), "win1251")],
    ["utf16", Buffer.from(`\ufeff${membersCsv([validCsvRow, badCsvRow])}`, "utf16le").toString("base64")],
    ["manyColumns", fileBase64(`${Array.from({ length: 5000 }, (_, i) => `c${i}`).join(";")}\r\n1;2`)],
  ];
  for (const [name, file] of files) {
    urlCases.push({
      name: `rest importMembers: file=${name}`,
      api: "rest",
      as: "secretary",
      method: "POST",
      path: `/api/v1/boards/${board.id}/members/import`,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ file }),
      allowed: "refusal",
    });
    urlCases.push({
      name: `graphql importMembers: file=${name}`,
      api: "graphql",
      as: "secretary",
      method: "POST",
      path: "/graphql",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "mutation($b: ID!, $f: String!) { importMembers(boardId: $b, file: $f) { id } }",
        variables: { b: String(board.id), f: file },
      }),
      allowed: "refusal",
    });
  }

  // A U+0000 in a free-text field of an otherwise valid input (PostgreSQL text cannot hold it).
  const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const nulInputs: [string, string, Json][] = [
    [
      "createBoard name",
      "mutation($input: BoardInput!) { createBoard(input: $input) { id } }",
      {
        input: {
          code: "99.9.999.98",
          name: "Совет\u0000с нулем",
          organization: "Тестовый университет",
          specialties: [{ code: "1.2.2", name: "Математическое моделирование" }],
        },
      },
    ],
    [
      "addMember degreeTitle",
      "mutation($b: ID!, $input: MemberInput!) { addMember(boardId: $b, input: $input) { id } }",
      {
        b: String(board.id),
        input: {
          fio: "Нулев Нуль Нулевич",
          email: "nulev@test.local",
          degree: "DOCTOR",
          degreeTitle: "доктор\u0000наук",
          specialtyCode: "1.2.2",
          position: "MEMBER",
        },
      },
    ],
    [
      "createDefense thesisTitle",
      "mutation($input: DefenseInput!) { createDefense(input: $input) { id } }",
      {
        input: {
          boardId: String(board.id),
          candidate: "Нулев Нуль Нулевич",
          thesisTitle: "Тема\u0000с нулевым символом",
          degree: "CANDIDATE",
          scienceBranch: "технических наук",
          specialtyCode: "1.2.2",
          specialtyName: "Математическое моделирование",
          defenseAt: future,
        },
      },
    ],
  ];
  for (const [name, query, variables] of nulInputs) {
    urlCases.push({
      name: `graphql nulInValidInput: ${name}`,
      api: "graphql",
      as: name.startsWith("createDefense") ? "secretary" : "admin",
      method: "POST",
      path: "/graphql",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
      allowed: "refusal",
    });
  }

  // Ids in URL paths, on every route that has one.
  for (const { method, as, route, body } of rest.idRoutes) {
    for (const id of BAD_PATH_IDS) {
      urlCases.push({
        name: `rest ${method} ${route}: id=${id}`,
        api: "rest",
        as,
        method,
        path: route.replace(":id", id),
        ...(body ? { body, headers: { "content-type": "application/json" } } : {}),
        allowed: "refusal",
      });
    }
  }
  // Tokens in the member's link.
  for (const { method, as, route, body } of rest.tokenRoutes) {
    for (const token of [...BAD_TOKENS, ...BAD_PATH_IDS.filter((id) => id.includes("%"))]) {
      const encoded = token.includes("%") ? token : urlEncode(token);
      urlCases.push({
        name: `rest ${method} ${route}: token=${token.slice(0, 50)}`,
        api: "rest",
        as,
        method,
        path: route.replace(":token", encoded),
        ...(body ? { body, headers: { "content-type": "application/json" } } : {}),
        allowed: "refusal",
      });
    }
  }
  // Query parameters of the admin lists.
  const lists: [string, Record<string, "string" | "search" | "int" | "bool" | "enum">][] = [
    [
      "/api/v1/admin/boards",
      { search: "search", archived: "bool", sort: "enum", direction: "enum", offset: "int", limit: "int" },
    ],
    [
      "/api/v1/admin/defenses",
      {
        search: "search",
        boardId: "string",
        from: "string",
        to: "string",
        archived: "bool",
        sort: "enum",
        offset: "int",
        limit: "int",
      },
    ],
    ["/api/v1/admin/secretars", { search: "search", offset: "int", limit: "int" }],
  ];
  for (const [path] of lists) expect(hasRoute("GET", path), `${path} is not in the route table`).toBe(true);
  for (const [path, params] of lists) {
    for (const [param, kind] of Object.entries(params)) {
      const values: [string, string][] = [
        ...HOSTILE_STRINGS.map(([label, v]): [string, string] => [label, urlEncode(String(v))]),
        ["huge5k", "x".repeat(5_000)],
        ...BAD_ENCODINGS.map((v): [string, string] => [v, v]),
        ["repeated", `1&${param}=2`],
        ["bracketArray", `x&${param}[]=y`],
        ["bracketObject", `x&${param}[a]=y`],
        ...(kind === "int" ? BAD_INTS.map((v): [string, string] => [v, encodeURIComponent(v)]) : []),
        ...(kind === "bool" || kind === "enum"
          ? ["yes", "1", "TRUE ", "code;drop", "ASC--", "null"].map((v): [string, string] => [
              v,
              encodeURIComponent(v),
            ])
          : []),
      ];
      for (const [label, raw] of values) {
        urlCases.push({
          name: `rest GET ${path}: ${param}=${label}`,
          api: "rest",
          as: "admin",
          method: "GET",
          path: `${path}?${param}=${raw}`,
          allowed: kind === "search" && !["huge5k"].includes(label) ? "emptyRead" : "read",
        });
      }
    }
  }
  // Bad credentials: forged cookies and bearers.
  const forged: Record<string, string>[] = [
    { cookie: "dissovet_session=' OR 1=1 --" },
    { cookie: `dissovet_session=${"A".repeat(43)}` },
    { cookie: `dissovet_session=${"x".repeat(4000)}` },
    { cookie: "__Host-dissovet_session=%00" },
    { authorization: "Bearer ' OR 1=1 --" },
    { authorization: `Bearer dsv_${"A".repeat(43)}` },
    { authorization: "Bearer dsv_' OR 1=1 --" },
    { authorization: `Bearer ${"x".repeat(6000)}` },
    { authorization: "Basic YWRtaW46YWRtaW4=" },
    { authorization: "Bearer" },
  ];
  for (const headers of forged) {
    const label = JSON.stringify(headers).slice(0, 60);
    urlCases.push(
      {
        name: `rest forged ${label}`,
        api: "rest",
        as: "guest",
        method: "GET",
        path: "/api/v1/admin/boards",
        headers,
        allowed: "refusal",
      },
      {
        name: `graphql forged ${label}`,
        api: "graphql",
        as: "guest",
        method: "POST",
        path: "/graphql",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({
          query: "mutation($input: BoardInput!) { createBoard(input: $input) { id } }",
          variables: {
            input: {
              code: "99.9.999.99",
              name: "Подложный совет",
              organization: "Нигде",
              specialties: [{ code: "1.2.2", name: "Математика" }],
            },
          },
        }),
        allowed: "refusal",
      },
    );
  }
  // GraphQL documents that are themselves bad.
  const gqlBodies: [string, Json][] = [
    ["noQuery", { variables: {} }],
    ["queryNumber", { query: 42 }],
    ["queryEmpty", { query: "" }],
    ["syntaxError", { query: "mutation { login(email: " }],
    ["unknownField", { query: "{ secretPasswords }" }],
    ["variablesString", { query: "query($t: String!) { poll(token: $t) { status } }", variables: "{}" }],
    ["variablesArray", { query: "query($t: String!) { poll(token: $t) { status } }", variables: ["x"] }],
    ["twoOperationsNoName", { query: "query A { me { id } } query B { me { id } }" }],
    ["wrongOperationName", { query: "query A { me { id } }", operationName: "B" }],
    ["operationNameInjection", { query: "query A { me { id } }", operationName: "' OR 1=1 --" }],
    ["inlineSqlLiteral", { query: 'mutation { login(email: "\' OR 1=1 --", password: "x") { id } }' }],
    ["inlineHtmlLiteral", { query: 'query { poll(token: "<script>alert(1)</script>") { status } }' }],
    ["inlineNul", { query: 'query { poll(token: "a\\u0000b") { status } }' }],
    [
      "badEnumLiteral",
      {
        query: `mutation { submitBallot(token: "${closedToken}", answers: [{ questionId: "award", ballot: { alpha: MAYBE, beta: "", proof: [] } }]) { accepted } }`,
      },
    ],
    [
      "extensionsGarbage",
      { query: "{ me { id } }", extensions: { persistedQuery: { version: 1, sha256Hash: "' OR 1=1" } } },
    ],
    [
      "fragmentCycle",
      { query: "query { me { ...A } } fragment A on User { ...B } fragment B on User { ...A }" },
    ],
    ["directiveFlood", { query: `{ me ${"@include(if: true) ".repeat(100)}{ id } }` }],
    ["tokenFlood", { query: `{ me { ${"id ".repeat(5000)} } }` }],
    ["subscription", { query: "subscription { me { id } }" }],
    ["introspectionInMutation", { query: "mutation { __schema { types { name } } }" }],
  ];
  for (const [name, body] of gqlBodies) {
    urlCases.push({
      name: `graphql document: ${name}`,
      api: "graphql",
      as: "admin",
      method: "POST",
      path: "/graphql",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      allowed: "refusal",
    });
  }
  urlCases.push(
    {
      name: "graphql GET mutation",
      api: "graphql",
      as: "admin",
      method: "GET",
      path: `/graphql?query=${encodeURIComponent("mutation { logout }")}`,
      headers: { "apollo-require-preflight": "true" },
      allowed: "refusal",
    },
    {
      name: "graphql GET without CSRF proof",
      api: "graphql",
      as: "admin",
      method: "GET",
      path: `/graphql?query=${encodeURIComponent("{ me { id } }")}`,
      headers: { accept: "application/json" },
      allowed: "refusal",
    },
    {
      name: "graphql PUT",
      api: "graphql",
      as: "admin",
      method: "PUT",
      path: "/graphql",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ me { id } }" }),
      allowed: "refusal",
    },
  );
});
afterAll(() => server?.close());

/** Builds the corpus: each JSON endpoint × each field × each bad value, plus the transport variants. */
function corpus(): Case[] {
  const cases: Case[] = [];
  for (const ep of endpoints) {
    const base = (name: string, payload: Json, allowed: Allowed = ep.allowed ?? "refusal"): Case => ({
      name: `${ep.name}: ${name}`,
      api: ep.api,
      as: ep.as,
      method: "POST",
      path: ep.path,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(bodyOf(ep, payload)),
      allowed,
    });
    for (const field of ep.fields) {
      for (const [label, value] of [...BAD_VALUES, ["missing", MISSING] as [string, typeof MISSING]]) {
        const hostile = HOSTILE_STRINGS.some(([l]) => l === label);
        const allowed = ep.searchFields?.includes(field) && hostile ? "emptyRead" : (ep.allowed ?? "refusal");
        const sent = hostile && typeof value === "string" ? value : undefined;
        cases.push({
          ...base(`${field || "(whole)"}=${label}`, withValue(ep.base, field, value), allowed),
          ...(sent ? { sent } : {}),
        });
      }
    }
    for (const field of ep.emailFields ?? []) {
      for (const [label, email] of LONG_EMAILS)
        cases.push(base(`${field}=${label}`, withValue(ep.base, field, email)));
    }
    for (const v of transportVariants(ep)) {
      cases.push({
        name: `${ep.name}: ${v.name}`,
        api: ep.api,
        as: ep.as,
        method: "POST",
        path: ep.path,
        headers: v.headers,
        ...(v.body ? { body: v.body } : {}),
        allowed: ep.allowed ?? "refusal",
      });
    }
  }
  return [...cases, ...urlCases];
}

/** An error as REST (`{ message, code }`) or GraphQL (`{ message, extensions: { code } }`) writes it. */
interface ErrorBody {
  message?: unknown;
  code?: unknown;
  extensions?: { code?: unknown };
}

/** What graphql-js says of a variable (`Variable "$input"`, `"String!"`, `cannot represent`, …). */
const GRAPHQL_TERMS =
  /\$[A-Za-z_]|[A-Za-z]!"|Variable "|cannot represent|Expected (type|non-nullable|value)|of required type|is not defined by type/;

/** What is wrong with an answer to a bad request; undefined when it is a clear refusal. */
function problemWith(c: Case, a: RawAnswer): string | undefined {
  if (a.error) return `no complete answer (${a.error})`;
  if (a.status >= 500) return `${a.status} ${a.text.slice(0, 300)}`;
  const json = a.json as
    | {
        data?: Record<string, unknown> | null;
        meta?: { total?: number };
        errors?: ErrorBody | ErrorBody[];
      }
    | undefined;
  const first = Array.isArray(json?.errors) ? json?.errors[0] : json?.errors;
  const message = first?.message;
  const code = first?.extensions?.code;
  if (code === "INTERNAL_SERVER_ERROR")
    return `internal error behind HTTP ${a.status}: ${a.text.slice(0, 200)}`;
  // No error repeats a hostile value it was sent, in either API.
  if (c.sent && json?.errors && a.text.includes(JSON.stringify(c.sent).slice(1, -1)))
    return `the error repeats the value sent: ${a.text.slice(0, 200)}`;
  // REST speaks its own terms: no GraphQL variable, type or graphql-js sentence.
  if (c.api === "rest" && typeof message === "string" && GRAPHQL_TERMS.test(message))
    return `GraphQL terms in a REST error: ${message.slice(0, 200)}`;
  const clear = typeof message === "string" && message.trim().length > 0;
  if (a.status === 200 && c.allowed !== "refusal" && json?.data && !json.errors) {
    if (c.allowed === "read" || c.allowed === "accepted") return undefined;
    const total =
      c.api === "rest"
        ? json.meta?.total
        : (Object.values(json.data)[0] as { total?: number } | undefined)?.total;
    return total === 0 ? undefined : `a hostile search found ${total} rows`;
  }
  if (c.api === "rest") {
    if (a.status < 400) return `accepted: ${a.status} ${a.text.slice(0, 200)}`;
    return clear ? undefined : `no clear error: ${a.status} ${a.text.slice(0, 200)}`;
  }
  if (Array.isArray(json?.errors))
    return clear ? undefined : `no clear error: ${a.status} ${a.text.slice(0, 200)}`;
  if (a.status === 400 || a.status === 413) return a.text.trim() ? undefined : `empty ${a.status}`;
  return `no GraphQL error: ${a.status} ${a.text.slice(0, 200)}`;
}

it("a corpus of 500+ bad requests is refused clearly, with no 5xx, and writes nothing", async () => {
  // The unmodified bases are refused for the reason chosen (so the mutations are refused for their own).
  for (const ep of endpoints.filter((e) => e.baseRefusal !== undefined)) {
    const answer = await send(`${server.url}${ep.path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": "192.0.2.1",
        ...(cookies[ep.as] ? { cookie: cookies[ep.as]! } : {}),
      },
      body: JSON.stringify(bodyOf(ep, ep.base)),
    });
    const got =
      ep.api === "rest"
        ? answer.status
        : (answer.json as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
    expect(got, `${ep.name}: ${answer.text.slice(0, 300)}`).toBe(ep.baseRefusal);
  }

  const before = await rowCounts();
  const cases = corpus();
  const answers: RawAnswer[] = new Array(cases.length);
  let next = 0;
  const started = performance.now();
  // Eight at a time, each from its own client address.
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = next++; i < cases.length; i = next++) {
        const c = cases[i]!;
        const ip = clientAddress(i);
        const cookie = cookies[c.as];
        answers[i] = await send(`${server.url}${c.path}`, {
          method: c.method,
          headers: { "x-forwarded-for": ip, ...(cookie ? { cookie } : {}), ...c.headers },
          ...(c.body !== undefined ? { body: c.body } : {}),
          timeoutMs: 30_000,
        });
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  const after = await rowCounts();

  const histogram: Record<string, Record<string, number>> = { rest: {}, graphql: {} };
  const problems: string[] = [];
  const known = new Map<string, string[]>(KNOWN_DEFECTS.map((d) => [d.id, []]));
  // GraphQL requests refused before GraphQL (body parser, Apollo's CSRF and body checks).
  const transportRefusals = { json: 0, text: 0 };
  let acceptedReads = 0;
  let slowest = { ms: 0, name: "" };
  for (const [i, c] of cases.entries()) {
    const a = answers[i]!;
    const key = a.error ? `error:${a.error}` : String(a.status);
    histogram[c.api]![key] = (histogram[c.api]![key] ?? 0) + 1;
    const body = a.json as { data?: unknown; errors?: unknown } | undefined;
    if (c.api === "graphql" && (a.status === 400 || a.status === 413) && !Array.isArray(body?.errors)) {
      if (body === undefined) transportRefusals.text++;
      else transportRefusals.json++;
    }
    if (a.status === 200 && body?.data && !body.errors) acceptedReads++;
    if (a.ms > slowest.ms) slowest = { ms: a.ms, name: c.name };
    const problem = problemWith(c, a);
    if (problem) {
      const line = `${c.name} [${c.method} ${c.path.slice(0, 120)}] → ${problem}`;
      const defect = KNOWN_DEFECTS.find((d) => d.matches(c));
      if (defect) known.get(defect.id)?.push(line);
      else problems.push(line);
    }
    // A time-based injection would sleep 5 s.
    if (c.name.includes("sqlSleep") && a.ms > 4_000) problems.push(`${c.name} took ${Math.round(a.ms)} ms`);
  }
  reportFigure("badInputCorpus", {
    requests: cases.length,
    statusHistogram: histogram,
    fiveXx: Object.values(histogram).reduce(
      (n, h) => n + Object.entries(h).reduce((m, [s, k]) => m + (Number(s) >= 500 ? k : 0), 0),
      0,
    ),
    graphqlTransportRefusals: transportRefusals,
    acceptedReads,
    problems: problems.length,
    knownDefects: Object.fromEntries([...known].map(([id, lines]) => [id, lines.length])),
    slowestMs: Math.round(slowest.ms),
    elapsedMs: Math.round(elapsedMs),
    rowsWritten: Object.fromEntries(Object.entries(after).map(([t, n]) => [t, n - (before[t] ?? 0)])),
  });
  for (const [id, lines] of known) {
    if (lines.length)
      console.warn(`known server defect ${id} (${lines.length} requests), e.g.\n  ${lines[0]}`);
  }
  if (problems.length) console.log(`problems:\n${problems.join("\n")}`);

  expect(cases.length).toBeGreaterThanOrEqual(500);
  expect(problems).toEqual([]);
  const fixed = [...known].filter(([, lines]) => lines.length === 0).map(([id]) => id);
  expect(fixed, "these known defects no longer reproduce: delete their KNOWN_DEFECTS entries").toEqual([]);
  expect(after).toEqual(before);
  expect(boardCode).toBeTruthy();
  // The server is still well.
  expect((await send(`${server.url}/healthz`)).status).toBe(200);
});

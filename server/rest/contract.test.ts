import { Ajv2020 } from "ajv/dist/2020.js";
import type { Request } from "express";
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CeremonyView,
  type ElectionRecord,
  type MemberConfirmations,
  type PollStage,
  type TrusteeSecrets,
  trusteeStep,
  verifyRecord,
} from "../../shared/ballot/index.ts";
import { buildSchema } from "../graphql/schema.ts";
import { ballotFor, commissionTokenFromMail } from "../test/ceremony.ts";
import { ApiClient } from "../test/client.ts";
import {
  collectTokens,
  inviteAndCollectTokens,
  secretaryWithDefense,
  serverWithAdmin,
  vote,
} from "../test/flow.ts";
import type { TestServer } from "../test/server.ts";
import { linkTokenFromMail } from "../test/smtp.ts";
import { routeDataSchema } from "./openapi.ts";
import type { RestRoute } from "./route.types.ts";
import { routes } from "./routes.ts";
import { lowercaseRoles, parseQuery, present } from "./shape.ts";

let server: TestServer;
let admin: ApiClient;
let scene: Awaited<ReturnType<typeof secretaryWithDefense>>;
let tokens: Map<number, string>;
const schema = buildSchema();
const ajv = new Ajv2020({ strict: false, allErrors: true });

beforeAll(async () => {
  ({ server, admin } = await serverWithAdmin());
  scene = await secretaryWithDefense(server, 4);
  tokens = await inviteAndCollectTokens(server, scene.api, scene.defense.id, scene.members.slice(0, 3));
});
afterAll(() => server.close());

const route = (method: string, path: string) => {
  const r = routes.find((x) => x.method === method && x.path === path);
  if (!r) throw new Error(`no route ${method} ${path}`);
  return r;
};

/** Checks a REST answer's status, envelope and data against the OpenAPI schema of its route. */
function expectContract(r: RestRoute, res: { status: number; body: unknown }) {
  expect(res.status, `${r.method} ${r.path}: ${JSON.stringify(res.body)}`).toBe(200);
  const body = res.body as { data: unknown; meta?: { total: number } };
  expect(Object.keys(body).sort()).toEqual("items" in r.shape ? ["data", "meta"] : ["data"]);
  const validate = ajv.compile(routeDataSchema(schema, r));
  expect(validate(body.data), `${r.path}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

/** The same route's operation over /graphql, shaped as the route shapes it. */
async function viaGraphql(
  api: ApiClient,
  r: RestRoute,
  req: { params?: object; query?: object; body?: unknown },
) {
  const fake = {
    params: req.params ?? {},
    query: req.query ?? {},
    body: req.body ?? {},
  } as unknown as Request;
  const variables = r.variables?.(fake, parseQuery(fake, r.query)) ?? {};
  const res = await api.gql(print(r.operation), variables);
  expect(res.body.errors).toBeUndefined();
  const shaped = present(r.shape, (res.body.data ?? {}) as Record<string, unknown>);
  return r.lowercaseRoles ? lowercaseRoles(shaped) : shaped;
}

describe("every read of the call table answers its documented contract, and what GraphQL answers", () => {
  const reads: [
    string,
    () => ApiClient,
    () => { params?: Record<string, string>; query?: Record<string, string> },
  ][] = [
    ["/auth/me", () => scene.api, () => ({})],
    [
      "/admin/boards",
      () => admin,
      () => ({ query: { search: scene.board.code, sort: "name", direction: "desc", limit: "5" } }),
    ],
    ["/admin/boards/:id", () => admin, () => ({ params: { id: String(scene.board.id) } })],
    ["/admin/defenses", () => admin, () => ({ query: { boardId: String(scene.board.id) } })],
    ["/admin/defenses/:id", () => admin, () => ({ params: { id: String(scene.defense.id) } })],
    ["/admin/secretars", () => admin, () => ({ query: { limit: "3" } })],
    [
      "/member/polls/:token",
      () => new ApiClient(server.url),
      () => ({ params: { token: [...tokens.values()][0] ?? "" } }),
    ],
    ["/secretar/boards", () => scene.api, () => ({})],
    ["/secretar/boards/:id", () => scene.api, () => ({ params: { id: String(scene.board.id) } })],
    ["/secretar/defenses", () => scene.api, () => ({})],
    ["/secretar/defenses/:id", () => scene.api, () => ({ params: { id: String(scene.defense.id) } })],
  ];
  for (const [path, client, request] of reads) {
    it(`GET ${path}`, async () => {
      const r = route("get", path);
      const req = request();
      let url = path;
      for (const [k, v] of Object.entries(req.params ?? {})) url = url.replace(`:${k}`, v);
      const qs = new URLSearchParams(req.query ?? {}).toString();
      const res = await client().rest("GET", `${url}${qs ? `?${qs}` : ""}`);
      expectContract(r, res);
      expect((res.body as { data: unknown }).data).toEqual(await viaGraphql(client(), r, req));
    });
  }

  it("GET /admin/secretars/:id", async () => {
    const secretaries = await admin.rest<{ data: { id: string }[] }>("GET", "/admin/secretars");
    const id = secretaries.body.data[0]?.id ?? "";
    const r = route("get", "/admin/secretars/:id");
    const res = await admin.rest("GET", `/admin/secretars/${id}`);
    expectContract(r, res);
    expect((res.body as { data: unknown }).data).toEqual(await viaGraphql(admin, r, { params: { id } }));
  });
});

describe("every write of the call table answers its documented contract", () => {
  it("the vote's writes, in the order a secretary makes them, then the protocol", async () => {
    const sitting = await secretaryWithDefense(server, 4);
    const D = sitting.defense.id;
    const m = sitting.members;
    const post = async (path: string, body: unknown, api = sitting.api) =>
      expectContract(route("post", path), await api.rest("POST", path.replace(":id", String(D)), body));
    // The member added for this defense makes the list 5: four present are the quorum.
    const roll = m.map((x) => String(x.id));
    await post("/defenses/:id/addedMembers", {
      fio: "Введенов Игорь Петрович",
      email: "introduced@contract.test",
      degree: "DOCTOR",
      degreeTitle: "доктор физико-математических наук",
      specialtyCode: "1.2.2",
      position: "MEMBER",
    });
    await post("/secretar/defenses/:id/roll", { memberIds: roll });
    const elected = server.smtp.mails.length;
    await post("/secretar/defenses/:id/commission", { memberIds: roll.slice(0, 3) });

    // The commission's devices run the key ceremony through the REST routes of their links.
    const links = await server.smtp.waitForMailTo(
      m.slice(0, 3).map((x) => x.email),
      elected,
      30_000,
      /\/commission\//,
    );
    const device = new ApiClient(server.url);
    /** One device step through the REST routes of its link (the same device code as the page). */
    const stepViaRest = async (
      x: { token: string; secrets: TrusteeSecrets | null },
      confirmed: MemberConfirmations = {},
    ) => {
      const taskRoute = route("get", "/member/commission/:token");
      const res = await device.rest("GET", `/member/commission/${x.token}`);
      expectContract(taskRoute, res);
      const t = (
        res.body as { data: { seat: number; status: PollStage; electionId: string; ceremony: CeremonyView } }
      ).data;
      let record: ElectionRecord | null = null;
      if (t.status === "CLOSED") {
        const file = await device.request("GET", `/api/v1/elections/${t.electionId}/record`);
        expect(file.status).toBe(200);
        record = (typeof file.body === "string" ? JSON.parse(file.body) : file.body) as ElectionRecord;
      }
      const step = trusteeStep(
        { seat: t.seat, status: t.status, ceremony: t.ceremony, record },
        x.secrets,
        confirmed,
      );
      if (step.kind === "erase") x.secrets = step.secrets;
      else if ("secrets" in step && step.secrets) x.secrets = step.secrets;
      const { token } = x;
      if (step.kind === "register") {
        const { deviceKey, nonceCommitment, proof } = step.post;
        await post(
          "/member/commission/device",
          { token, publicKey: deviceKey, nonceCommitment, proof },
          device,
        );
      }
      if (step.kind === "deal")
        await post("/member/commission/dealing", { token, dealing: step.post }, device);
      if (step.kind === "confirm") await post("/member/commission/confirm", { token, ...step.post }, device);
      if (step.kind === "sign")
        await post("/member/commission/signature", { token, signature: step.post }, device);
      if (step.kind === "decrypt")
        await post(
          "/member/commission/decryption",
          { token, factor: step.post.factor, proof: step.post.proof },
          device,
        );
      return step;
    };
    const seats = m.slice(0, 3).map((x) => ({
      token: commissionTokenFromMail(links.get(x.email)!),
      secrets: null as TrusteeSecrets | null,
    }));
    let readOut: string | undefined;
    for (let round = 0; round < 8; round++) {
      const steps = [];
      for (const x of seats) steps.push(await stepViaRest(x, readOut ? { fingerprint: readOut } : {}));
      const first = steps[0];
      if (first?.kind === "ask-code") readOut = first.fingerprint;
      if (steps.every((s) => s.kind === "ready")) break;
    }
    // Each member said aloud that the code matched; the secretary records it.
    for (const x of m.slice(0, 3))
      await post("/secretar/defenses/:id/commission/spoken", { memberId: String(x.id) });

    const since = server.smtp.mails.length;
    await post("/secretar/defenses/:id/sendInvites", {
      members: m.map((x) => ({ id: String(x.id), selected: true })),
    });
    const tokens = await collectTokens(server, sitting.api, D, m, since);
    await post("/secretar/defenses/:id/resendInvites", { memberIds: [String(m[2]!.id)] });
    const member = new ApiClient(server.url);
    const poll = await member.rest<{ data: { election: { manifest: { electionId: string } } } }>(
      "GET",
      `/member/polls/${tokens.get(m[0]!.id)}`,
    );
    expectContract(route("get", "/member/polls/:token"), poll);
    await post(
      "/member/polls",
      {
        token: tokens.get(m[0]!.id),
        answers: [{ questionId: "award", ballot: await ballotFor(member, tokens.get(m[0]!.id), "FOR") }],
      },
      member,
    );
    await vote(new ApiClient(server.url), tokens.get(m[1]!.id), "AGAINST");
    await post("/secretar/defenses/:id/close", undefined);

    // Two of the three open the urn, each after its member confirmed the urn read out.
    const electionId = poll.body.data.election.manifest.electionId;
    const closed = await device.request("GET", `/api/v1/elections/${electionId}/record`);
    const urn = (typeof closed.body === "string" ? JSON.parse(closed.body) : closed.body) as ElectionRecord;
    const confirmed = { urn: { head: urn.head, ballots: urn.ballots.length } };
    for (const x of seats.slice(0, 2)) expect((await stepViaRest(x, confirmed)).kind).toBe("decrypt");
    const file = await member.request("GET", `/api/v1/elections/${electionId}/record`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/^application\/json/);
    const record = (typeof file.body === "string" ? JSON.parse(file.body) : file.body) as ElectionRecord;
    expect(verifyRecord(record)).toEqual({ ok: true, errors: [] });
    expect(record.result).toEqual({ for: 1, against: 1 });

    const protocol = route("get", "/secretar/defenses/:id/protocol");
    const res = await sitting.api.rest("GET", `/secretar/defenses/${D}/protocol`);
    expectContract(protocol, res);
    expect(res.body).toMatchObject({ data: { votesFor: 1, votesAgainst: 1 } });
    expect((res.body as { data: unknown }).data).toEqual(
      await viaGraphql(sitting.api, protocol, { params: { id: String(D) } }),
    );
    await post("/secretar/defenses/:id/annul", { reason: "Проверка контракта" });
  });

  it("registration, sign-in and sign-out", async () => {
    const guest = new ApiClient(server.url);
    const body = {
      email: "contract@example.org",
      fio: "Контрактов Кирилл Кириллович",
      password: "пароль контракта",
    };
    const since = server.smtp.mails.length;
    expectContract(route("post", "/users/register"), await guest.rest("POST", "/users/register", body));
    const token = linkTokenFromMail((await server.smtp.waitForMailTo([body.email], since)).get(body.email)!);
    expectContract(route("post", "/users/confirm"), await guest.rest("POST", "/users/confirm", { token }));
    expectContract(route("post", "/auth/login"), await guest.rest("POST", "/auth/login", body));
    expectContract(route("post", "/auth/logout"), await guest.rest("POST", "/auth/logout"));
    const before = server.smtp.mails.length;
    expectContract(
      route("post", "/users/password/forgot"),
      await guest.rest("POST", "/users/password/forgot", { email: body.email }),
    );
    const reset = linkTokenFromMail((await server.smtp.waitForMailTo([body.email], before)).get(body.email)!);
    expectContract(
      route("post", "/users/password/reset"),
      await guest.rest("POST", "/users/password/reset", { token: reset, password: "новый пароль контракта" }),
    );
  });

  it("malformed input is refused in Russian, naming the field as REST names it, never repeating the value", async () => {
    const D = scene.defense.id;
    const token = [...tokens.values()][0] ?? "";
    // A value to spot: no answer may repeat it.
    const sent = "Вернись-ко-мне <b>42</b>";
    const cases: [ApiClient, string, string, unknown, string, RegExp][] = [
      [new ApiClient(server.url), "POST", "/auth/login", { email: 12345, password: sent }, "email", /строка/],
      [
        new ApiClient(server.url),
        "POST",
        "/auth/login",
        { email: "a@b.ru", password: [sent] },
        "password",
        /строка/,
      ],
      [new ApiClient(server.url), "POST", "/auth/login", { password: sent }, "email", /обязательно/],
      [
        new ApiClient(server.url),
        "POST",
        "/users/register",
        { email: "a@b.ru", fio: { name: sent }, password: "a sturdy passphrase" },
        "fio",
        /строка/,
      ],
      [
        new ApiClient(server.url),
        "POST",
        "/member/polls",
        { token, answers: [{ questionId: "award", ballot: sent }] },
        "answers.0.ballot",
        /объект/,
      ],
      [new ApiClient(server.url), "POST", "/member/polls", { token, answers: sent }, "answers", /массив/],
      [
        scene.api,
        "POST",
        `/secretar/defenses/${D}/roll`,
        { memberIds: [{ id: sent }] },
        "memberIds.0",
        /идентификатор/,
      ],
      [scene.api, "POST", `/secretar/defenses/${D}/annul`, { reason: 5 }, "reason", /строка/],
      [
        scene.api,
        "POST",
        `/defenses/${D}/addedMembers`,
        {
          fio: "Введенов Игорь Петрович",
          email: "x@contract.test",
          degree: sent,
          degreeTitle: "доктор наук",
          specialtyCode: "1.2.2",
          position: "MEMBER",
        },
        "degree",
        /одно из DOCTOR, CANDIDATE/,
      ],
      [scene.api, "POST", `/boards/${scene.board.id}/members/preview`, { file: { sent } }, "file", /строка/],
      [admin, "GET", `/admin/defenses?from=${encodeURIComponent(sent)}`, undefined, "from", /дату/],
      [admin, "GET", `/admin/audit.csv?to=${encodeURIComponent(sent)}`, undefined, "to", /дату/],
      [admin, "GET", "/admin/boards?limit=1.5", undefined, "limit", /целое/],
    ];
    for (const [api, method, path, body, field, says] of cases) {
      const res = await api.rest(method, path, body);
      const label = `${method} ${path} ${JSON.stringify(body)} → ${JSON.stringify(res.body)}`;
      expect(res.status, label).toBe(422);
      const error = (
        res.body as { errors: { message: string; code: string; fields?: Record<string, string> } }
      ).errors;
      expect(error.code, label).toBe("BAD_USER_INPUT");
      expect(error.message, label).toMatch(says);
      expect(error.fields?.[field], label).toBe(error.message);
      // The field by its REST name (the message's own spelling of a path: answers[0].ballot).
      const shown = field.replace(/\.(\d+)/g, "[$1]");
      expect(error.message, label).toContain(shown);
      const text = JSON.stringify(res.body);
      expect(text, label).not.toContain("Вернись");
      expect(text, label).not.toMatch(/\$|!|Variable|cannot|Expected|invalid|String|Int\b|ID\b|Input\b/);
    }
  });

  it("errors have the envelope `{ errors: { message, code } }` and the code's status", async () => {
    const cases: [ApiClient, string, string, number, string][] = [
      [new ApiClient(server.url), "GET", "/auth/me", 401, "UNAUTHENTICATED"],
      [scene.api, "GET", "/admin/boards", 403, "FORBIDDEN"],
      [scene.api, "GET", "/secretar/boards/999999", 404, "NOT_FOUND"],
      [scene.api, "GET", "/nothing/here", 404, "NOT_FOUND"],
      [admin, "GET", "/admin/boards?limit=1000", 422, "BAD_USER_INPUT"],
    ];
    for (const [api, method, path, status, code] of cases) {
      const res = await api.rest(method, path);
      expect(res.status, path).toBe(status);
      expect(res.body).toEqual({
        errors: {
          message: expect.any(String),
          code,
          ...(code === "BAD_USER_INPUT" ? { fields: expect.any(Object) } : {}),
        },
      });
    }
  });
});

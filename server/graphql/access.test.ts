import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "../rest/routes.ts";
import { ApiClient, type GqlBody } from "../test/client.ts";
import { buildBoard, buildDefense, buildUser, TEST_PASSWORD } from "../test/factories.ts";
import { fileBase64, membersCsv } from "../test/fixtures.ts";
import { inviteAndCollectTokens } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";
import { type Actor, actors, expected, type Outcome } from "./access.matrix.ts";
import { buildSchema } from "./schema.ts";

let server: TestServer;
const headers = {} as Record<Actor, Record<string, string>>;
let s: Awaited<ReturnType<typeof scene>>;

/** Council A (secretary's, with defense D and an open vote), council B (another secretary's), and throwaway objects. */
async function scene() {
  const admin = await buildUser(server.db, ["ADMIN"]);
  const plain = await buildUser(server.db);
  const secretary = await buildUser(server.db, ["SECRETAR"]);
  const other = await buildUser(server.db, ["SECRETAR"]);
  const { board, members } = await buildBoard(server.db, { memberCount: 6, secretaryId: secretary.id });
  const defense = await buildDefense(server.db, board.id);
  const boardB = await buildBoard(server.db, { memberCount: 2, secretaryId: other.id });
  const spare = await buildBoard(server.db, { memberCount: 1 });
  const throwaway = await buildUser(server.db);

  const session = async (u: { email: string; password: string }) => {
    const api = new ApiClient(server.url);
    await api.login(u.email, u.password);
    return api;
  };
  const secApi = await session(secretary);
  const tokens = await inviteAndCollectTokens(server, secApi, defense.id, members.slice(0, 4));
  const sealed = await secApi.gql(
    "query($id: ID!) { secretarDefense(id: $id) { encryption { electionId } } }",
    {
      id: String(defense.id),
    },
  );
  const adminApi = await session(admin);
  const created = await adminApi.gql(
    'mutation($u: ID!) { createApiToken(userId: $u, name: "matrix") { token } }',
    {
      u: String(secretary.id),
    },
  );
  const spareToken = await adminApi.gql(
    'mutation($u: ID!) { createApiToken(userId: $u, name: "spare") { apiToken { id } } }',
    {
      u: String(throwaway.id),
    },
  );
  for (const [actor, user] of [
    ["plain", plain],
    ["secretary", secretary],
    ["otherSecretary", other],
    ["admin", admin],
  ] as const) {
    headers[actor] = { cookie: (await session(user)).sessionCookie ?? "" };
  }
  headers.guest = {};
  headers.token = { authorization: `Bearer ${created.body.data?.createApiToken.token}` };
  return {
    board,
    members,
    defense,
    boardB,
    spare,
    throwaway,
    secretary,
    ballotTokens: [...tokens.values()],
    electionId: sealed.body.data?.secretarDefense.encryption.electionId as string,
    spareTokenId: spareToken.body.data?.createApiToken.apiToken.id as string,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  s = await scene();
}, 60_000);
afterAll(() => server.close());

let registered = 0;
const member = (email: string) => ({
  fio: "Проверкин Петр Петрович",
  email,
  degree: "DOCTOR",
  degreeTitle: "доктор технических наук",
  specialtyCode: "1.2.2",
  position: "MEMBER",
});
const defenseInput = () => ({
  boardId: String(s.board.id),
  candidate: "Соискателев Семен Семенович",
  thesisTitle: "Тема диссертации для проверки доступа",
  degree: "CANDIDATE",
  scienceBranch: "технических наук",
  specialtyCode: "1.2.2",
  specialtyName: "Математическое моделирование",
  defenseAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
});

/** A well-formed token (43 base64url characters) of no link: no registration, password, ballot or commission link has it. */
const C = "C".repeat(43);
/** A well-formed ballot that no poll's proof accepts (access passes; the input is refused). */
const strayBallot = {
  alpha: "1".repeat(64),
  beta: "2".repeat(64),
  proof: [
    { challenge: "3".repeat(64), response: "4".repeat(64) },
    { challenge: "5".repeat(64), response: "6".repeat(64) },
  ],
  credential: "7".repeat(64),
  signature: { challenge: "8".repeat(64), response: "9".repeat(64) },
};

/** The generator's encoding: a well-formed credential. */
const G_HEX = "e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8db6a65945e08d2d76";
/** A well-formed audited ballot of no election. */
const straySpoiled = {
  format: "dissovet-spoiled/2",
  fingerprint: "0".repeat(64),
  code: "2222-2222-2222-2222",
  publicKey: G_HEX,
  ballot: { alpha: strayBallot.alpha, beta: strayBallot.beta, proof: strayBallot.proof },
  vote: 1,
  randomness: "1".repeat(64),
};

/** A call of each root field, on council A / defense D. */
function gqlCall(field: string): { query: string; variables?: Record<string, unknown> } {
  const D = String(s.defense.id);
  const A = String(s.board.id);
  const M = String(s.members[4]!.id);
  /** A call by a token of no link (`$t`, besides `more`): access passes and the object is absent, so NOT_FOUND for everyone. */
  const noLink = (query: string, more: Record<string, unknown> = {}) => ({
    query,
    variables: { t: C, ...more },
  });
  /** A call whose `$id` is the throwaway user's: the account the admin's acts may change for good. */
  const onThrowaway = (query: string) => ({ query, variables: { id: String(s.throwaway.id) } });
  const calls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
    me: { query: "{ me { id } }" },
    poll: { query: "query($t: String!) { poll(token: $t) { status } }", variables: { t: s.ballotTokens[0] } },
    login: {
      query: "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }",
      variables: { e: s.throwaway.email, p: TEST_PASSWORD },
    },
    register: {
      query: "mutation($i: RegisterInput!) { register(input: $i) { message } }",
      variables: {
        i: {
          email: `reg${++registered}@matrix.test`,
          fio: "Новичков Николай Николаевич",
          password: "достаточно длинный",
        },
      },
    },
    logout: { query: "mutation { logout }" },
    // The account's links, by a token of no link.
    confirmRegistration: noLink("mutation($t: String!) { confirmRegistration(token: $t) { id } }"),
    requestPasswordReset: {
      query: "mutation($e: String!) { requestPasswordReset(email: $e) }",
      variables: { e: "nobody@matrix.test" },
    },
    resetPassword: noLink(
      'mutation($t: String!) { resetPassword(token: $t, password: "достаточно длинный") }',
    ),
    submitBallot: {
      query:
        'mutation($t: String!, $b: EncryptedBallotInput!) { submitBallot(token: $t, answers: [{ questionId: "award", ballot: $b }]) { accepted } }',
      variables: { t: s.ballotTokens[1], b: strayBallot },
    },
    // The member's device's acts, by a token of no link.
    registerVotingCredential: noLink(
      "mutation($t: String!, $c: String!) { registerVotingCredential(token: $t, credential: $c) { status } }",
      { c: G_HEX },
    ),
    confirmBallotFound: noLink(
      "mutation($t: String!, $p: ProofInput!) { confirmBallotFound(token: $t, signature: $p) { confirmed } }",
      { p: strayBallot.proof[0] },
    ),
    publishSpoiledBallot: noLink(
      "mutation($t: String!, $b: SpoiledBallotInput!) { publishSpoiledBallot(token: $t, ballot: $b) }",
      { b: straySpoiled },
    ),
    // The commission's devices' acts, by a token of no link.
    commissionTask: noLink("query($t: String!) { commissionTask(token: $t) { seat } }"),
    commissionTaskChanged: noLink("subscription($t: String!) { commissionTaskChanged(token: $t) { seat } }"),
    pollChanged: {
      query: "subscription($t: String!) { pollChanged(token: $t) { status } }",
      variables: { t: s.ballotTokens[0] },
    },
    registerCommissionDevice: noLink(
      "mutation($t: String!, $p: ProofInput!) { registerCommissionDevice(token: $t, publicKey: $t, nonceCommitment: $t, proof: $p) { seat } }",
      { p: strayBallot.proof[0] },
    ),
    submitDealing: noLink(
      "mutation($t: String!, $d: DealingInput!) { submitDealing(token: $t, dealing: $d) { seat } }",
      { d: { commitments: [], proof: strayBallot.proof[0], shares: [], signature: strayBallot.proof[0] } },
    ),
    confirmKeyShare: noLink(
      "mutation($t: String!) { confirmKeyShare(token: $t, verificationKey: $t, nonce: $t) { seat } }",
    ),
    fileComplaint: noLink(
      "mutation($t: String!, $p: ProofInput!) { fileComplaint(token: $t, dealer: 1, signature: $p) { seat } }",
      { p: strayBallot.proof[0] },
    ),
    answerComplaints: noLink(
      "mutation($t: String!, $r: [ShareRevealInput!]!) { answerComplaints(token: $t, reveals: $r) { seat } }",
      { r: [] },
    ),
    signElection: noLink(
      "mutation($t: String!, $p: ProofInput!) { signElection(token: $t, signature: $p) { seat } }",
      { p: strayBallot.proof[0] },
    ),
    // The public record: anyone may read it (an unknown election answers null).
    electionRecord: {
      query: "query($e: ID!) { electionRecord(electionId: $e) { format } }",
      variables: { e: "00000000-0000-4000-8000-000000000000" },
    },
    submitPartialDecryption: noLink(
      "mutation($t: String!, $p: ProofInput!) { submitPartialDecryption(token: $t, factor: $t, proof: $p) { seat } }",
      { p: strayBallot.proof[0] },
    ),
    adminBoards: { query: "{ adminBoards { total } }" },
    adminBoard: { query: "query($id: ID!) { adminBoard(id: $id) { id } }", variables: { id: A } },
    adminDefenses: { query: "{ adminDefenses { total } }" },
    adminDefense: { query: "query($id: ID!) { adminDefense(id: $id) { id } }", variables: { id: D } },
    adminDefenseChanged: {
      query: "subscription($id: ID!) { adminDefenseChanged(id: $id) { id } }",
      variables: { id: D },
    },
    adminSecretars: { query: "{ adminSecretars { total } }" },
    adminSecretar: {
      query: "query($id: ID!) { adminSecretar(id: $id) { id } }",
      variables: { id: String(s.secretary.id) },
    },
    adminUsers: { query: "{ adminUsers { total } }" },
    adminUser: onThrowaway("query($id: ID!) { adminUser(id: $id) { id } }"),
    auditLog: { query: "{ auditLog { total } }" },
    auditLogCsv: { query: '{ auditLogCsv(entity: "nothing") }' },
    createBoard: {
      query: "mutation($i: BoardInput!) { createBoard(input: $i) { id } }",
      variables: {
        i: {
          code: "24.2.777.01",
          name: "Совет проверки",
          organization: "Орг",
          specialties: [{ code: "1.2.2", name: "Спец" }],
        },
      },
    },
    updateBoard: {
      query: "mutation($id: ID!, $i: BoardInput!) { updateBoard(id: $id, input: $i) { id } }",
      variables: {
        id: String(s.spare.board.id),
        i: {
          code: s.spare.board.code,
          name: "Совет запасной",
          organization: "Орг",
          specialties: [{ code: "1.2.2", name: "Спец" }],
        },
      },
    },
    archiveBoard: {
      query: "mutation($id: ID!) { archiveBoard(id: $id) { id } }",
      variables: { id: String(s.spare.board.id) },
    },
    createUser: {
      query: "mutation($i: UserInput!) { createUser(input: $i) { id } }",
      variables: {
        i: {
          email: `created${++registered}@matrix.test`,
          fio: "Созданов Сергей Сергеевич",
          password: "пароль для проверки",
        },
      },
    },
    setUserRoles: onThrowaway("mutation($id: ID!) { setUserRoles(id: $id, roles: []) { id } }"),
    setSecretarBoards: onThrowaway("mutation($id: ID!) { setSecretarBoards(id: $id, boardIds: []) { id } }"),
    setUserDisabled: onThrowaway("mutation($id: ID!) { setUserDisabled(id: $id, disabled: false) { id } }"),
    endUserSessions: onThrowaway("mutation($id: ID!) { endUserSessions(id: $id) { id } }"),
    createApiToken: onThrowaway('mutation($id: ID!) { createApiToken(userId: $id, name: "x") { token } }'),
    revokeApiToken: {
      query: "mutation($id: ID!) { revokeApiToken(id: $id) { id } }",
      variables: { id: s.spareTokenId },
    },
    ruleSets: { query: "{ ruleSets { code } }" },
    demoMailbox: { query: "{ demoMailbox { enabled } }" },
    secretarBoards: { query: "{ secretarBoards { id } }" },
    secretarDefenses: { query: "{ secretarDefenses { id } }" },
    secretarBoard: { query: "query($id: ID!) { secretarBoard(id: $id) { id } }", variables: { id: A } },
    secretarDefense: { query: "query($id: ID!) { secretarDefense(id: $id) { id } }", variables: { id: D } },
    secretarDefenseChanged: {
      query: "subscription($id: ID!) { secretarDefenseChanged(id: $id) { id } }",
      variables: { id: D },
    },
    sendInvites: {
      query: "mutation($d: ID!, $m: [ID!]!) { sendInvites(defenseId: $d, memberIds: $m) { id } }",
      variables: { d: D, m: [String(s.members[3]!.id)] },
    },
    resendInvites: {
      query: "mutation($d: ID!, $m: [ID!]) { resendInvites(defenseId: $d, memberIds: $m) { id } }",
      variables: { d: D, m: [String(s.members[2]!.id)] },
    },
    resendCommissionLinks: {
      query: "mutation($d: ID!, $m: [ID!]) { resendCommissionLinks(defenseId: $d, memberIds: $m) { id } }",
      variables: { d: D, m: [String(s.members[0]!.id)] },
    },
    // The vote is open: the secretary passes access and is refused by state (CONFLICT).
    recordCodeConfirmation: {
      query: "mutation($d: ID!, $m: ID!) { recordCodeConfirmation(defenseId: $d, memberId: $m) { id } }",
      variables: { d: D, m: String(s.members[0]!.id) },
    },
    replaceCommissionMember: {
      query:
        "mutation($d: ID!, $m: ID!, $r: ID!) { replaceCommissionMember(defenseId: $d, memberId: $m, replacementId: $r) { id } }",
      variables: { d: D, m: String(s.members[0]!.id), r: String(s.members[3]!.id) },
    },
    setCountingCommission: {
      query: "mutation($d: ID!, $m: [ID!]!) { setCountingCommission(defenseId: $d, memberIds: $m) { id } }",
      variables: { d: D, m: s.members.slice(0, 3).map((m) => String(m.id)) },
    },
    setRoll: {
      query: "mutation($d: ID!, $m: [ID!]!) { setRoll(defenseId: $d, memberIds: $m) { id } }",
      variables: { d: D, m: s.members.slice(0, 3).map((m) => String(m.id)) },
    },
    addDefenseMember: {
      query: "mutation($d: ID!, $i: MemberInput!) { addDefenseMember(defenseId: $d, input: $i) { id } }",
      variables: { d: D, i: member(`introduced${++registered}@matrix.test`) },
    },
    closePoll: { query: "mutation($d: ID!) { closePoll(defenseId: $d) { id } }", variables: { d: D } },
    restartKeyCeremony: {
      query: 'mutation($d: ID!) { restartKeyCeremony(defenseId: $d, reason: "Проверка доступа") { id } }',
      variables: { d: D },
    },
    annulPoll: {
      query: 'mutation($d: ID!) { annulPoll(defenseId: $d, reason: "Проверка доступа") { id } }',
      variables: { d: D },
    },
    addMember: {
      query: "mutation($b: ID!, $i: MemberInput!) { addMember(boardId: $b, input: $i) { id } }",
      variables: { b: A, i: member(`added${++registered}@matrix.test`) },
    },
    updateMember: {
      query: "mutation($id: ID!, $i: MemberInput!) { updateMember(id: $id, input: $i) { id } }",
      variables: { id: M, i: member(s.members[4]!.email) },
    },
    archiveMember: {
      query: "mutation($id: ID!) { archiveMember(id: $id, archived: false) { id } }",
      variables: { id: M },
    },
    previewMemberImport: {
      query: "mutation($b: ID!, $f: String!) { previewMemberImport(boardId: $b, file: $f) { errorCount } }",
      variables: {
        b: A,
        f: fileBase64(
          membersCsv([
            ["Импортов Иван Иванович", "imp@matrix.test", "доктор", "доктор наук", "", "1.2.2", ""],
          ]),
        ),
      },
    },
    importMembers: {
      query: "mutation($b: ID!, $f: String!) { importMembers(boardId: $b, file: $f) { id } }",
      variables: {
        b: A,
        f: fileBase64(
          membersCsv([
            [
              "Импортов Иван Иванович",
              `imp${++registered}@matrix.test`,
              "доктор",
              "доктор наук",
              "",
              "1.2.2",
              "",
            ],
          ]),
        ),
      },
    },
    createDefense: {
      query: "mutation($i: DefenseInput!) { createDefense(input: $i) { id } }",
      variables: { i: defenseInput() },
    },
    updateDefense: {
      query: "mutation($id: ID!, $i: DefenseInput!) { updateDefense(id: $id, input: $i) { id } }",
      variables: { id: D, i: { ...defenseInput(), defenseAt: s.defense.defense_at.toISOString() } },
    },
    archiveDefense: {
      query: "mutation($id: ID!) { archiveDefense(id: $id, archived: false) { id } }",
      variables: { id: D },
    },
  };
  const call = calls[field];
  if (!call) throw new Error(`no matrix call for ${field}`);
  return call;
}

/**
 * Forgets the token-guessing limits (unknown poll and commission tokens per address and
 * prefix): the matrix sends the same well-formed token of no link from one address far more
 * often than they allow, and a 429 would hide the access decision it checks.
 */
async function spareTokenLimits(): Promise<void> {
  await sql`delete from rate_limits where key like 'poll\_token\_%'`.execute(server.db);
}

/** The first answer of a subscription, the stream then closed. */
async function firstLiveAnswer(
  api: ApiClient,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GqlBody> {
  const stream = api.subscribe(query, variables);
  try {
    const answer = await stream.next();
    if (!answer) throw new Error(`${query}: the stream ended without an answer`);
    return answer;
  } finally {
    await stream.close();
  }
}

function classify(code: unknown): Outcome {
  if (code === "UNAUTHENTICATED") return "unauth";
  if (code === "FORBIDDEN") return "forbidden";
  if (code === "NOT_FOUND") return "hidden";
  return "ok";
}

// Fields that end the caller's session run last.
// Signing in replaces the caller's session and signing out ends it: checked last, on their own.
const sessionFields = ["login", "logout"];

describe("the access matrix", () => {
  it("lists every root field of the schema, and no other", () => {
    const schema = buildSchema();
    const fields = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(
      (t) => Object.keys(t?.getFields() ?? {}),
    );
    expect(Object.keys(expected).sort()).toEqual(fields.sort());
  });

  it("every GraphQL root field × caller gives the expected decision", async () => {
    const wrong: string[] = [];
    for (const field of Object.keys(expected).filter((f) => !sessionFields.includes(f))) {
      for (const actor of actors) {
        const { query, variables } = gqlCall(field);
        await spareTokenLimits();
        const api = new ApiClient(server.url, headers[actor]);
        // A subscription is asked for on its stream (/graphql/stream): its first answer decides.
        const body = query.startsWith("subscription")
          ? await firstLiveAnswer(api, query, variables)
          : (await api.gql(query, variables)).body;
        const got = classify(body.errors?.[0]?.extensions?.code);
        if (got !== expected[field]?.[actor])
          wrong.push(`${field} as ${actor}: ${got} (${body.errors?.[0]?.message ?? "ok"})`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("every REST route × caller gives the decision of the GraphQL field it runs", async () => {
    const wrong: string[] = [];
    const D = s.defense.id;
    for (const route of routes) {
      const shape = route.shape;
      const field =
        ("field" in shape
          ? shape.field
          : "items" in shape
            ? shape.items
            : "split" in shape
              ? shape.split
              : Object.values(shape.merge)[0]
        )?.split(".")[0] ?? "";
      if (sessionFields.includes(field)) continue;
      for (const actor of actors) {
        const path = route.path
          .replace(
            ":id",
            String(
              field.startsWith("adminSecretar")
                ? s.secretary.id
                : field.includes("Board") || route.path.startsWith("/boards/")
                  ? s.board.id
                  : D,
            ),
          )
          .replace(":token", s.ballotTokens[0] ?? "")
          .replace(":electionId", s.electionId);
        const { variables } = gqlCall(field);
        const bodies: Record<string, unknown> = {
          "/auth/login": { email: s.throwaway.email, password: TEST_PASSWORD },
          "/users/register": {
            email: `rest${++registered}@matrix.test`,
            fio: "Рестов Роман Романович",
            password: "достаточно длинный",
          },
          "/member/polls": {
            token: s.ballotTokens[1],
            answers: [{ questionId: "award", ballot: strayBallot }],
          },
          "/member/polls/credential": { token: C, credential: G_HEX },
          "/member/polls/confirmation": { token: C, signature: strayBallot.proof[0] },
          "/member/polls/spoiled": { token: C, ballot: straySpoiled },
          "/member/commission/device": {
            token: C,
            publicKey: "0".repeat(64),
            nonceCommitment: "0".repeat(64),
            proof: strayBallot.proof[0],
          },
          "/member/commission/dealing": {
            token: C,
            dealing: {
              commitments: [],
              proof: strayBallot.proof[0],
              shares: [],
              signature: strayBallot.proof[0],
            },
          },
          "/member/commission/confirm": { token: C, verificationKey: "0".repeat(64), nonce: "0".repeat(64) },
          "/member/commission/complaint": { token: C, dealer: 1, signature: strayBallot.proof[0] },
          "/member/commission/answers": { token: C, reveals: [] },
          "/member/commission/signature": { token: C, signature: strayBallot.proof[0] },
          "/secretar/defenses/:id/commission/restart": { reason: "Проверка доступа" },
          "/member/commission/decryption": { token: C, factor: "0".repeat(64), proof: strayBallot.proof[0] },
          "/secretar/defenses/:id/commission/resend": { memberIds: [String(s.members[0]!.id)] },
          "/secretar/defenses/:id/commission/spoken": { memberId: String(s.members[0]!.id) },
          "/secretar/defenses/:id/commission/replace": {
            memberId: String(s.members[0]!.id),
            replacementId: String(s.members[3]!.id),
          },
          "/users/confirm": { token: C },
          "/users/password/forgot": { email: "nobody@matrix.test" },
          "/users/password/reset": { token: C, password: "достаточно длинный" },
          "/secretar/defenses/:id/sendInvites": [{ id: String(s.members[3]!.id), selected: true }],
          "/secretar/defenses/:id/resendInvites": { memberIds: variables?.m },
          "/secretar/defenses/:id/annul": { reason: "Проверка доступа" },
          "/secretar/defenses/:id/commission": { memberIds: variables?.m },
          "/secretar/defenses/:id/roll": { memberIds: variables?.m },
          "/defenses/:id/addedMembers": variables?.i,
          "/boards/:id/members/preview": { file: variables?.f },
          "/boards/:id/members/import": { file: variables?.f },
        };
        await spareTokenLimits();
        const res = await new ApiClient(server.url, headers[actor]).request(
          route.method.toUpperCase(),
          `/api/v1${path}`,
          route.method === "post" ? (bodies[route.path] ?? {}) : undefined,
        );
        const got: Outcome =
          res.status === 401
            ? "unauth"
            : res.status === 403
              ? "forbidden"
              : res.status === 404
                ? "hidden"
                : "ok";
        // A guest's /auth/me is 401 by the spec, though GraphQL answers `me: null`.
        const want = route.path === "/auth/me" && actor === "guest" ? "unauth" : expected[field]?.[actor];
        if (res.status >= 500 || got !== want)
          wrong.push(`${route.method} ${route.path} as ${actor}: ${res.status} (${want})`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("logout ends each caller's session (the old cookie is refused everywhere); anyone may sign in", async () => {
    for (const actor of ["plain", "secretary", "otherSecretary", "admin"] as const) {
      const api = new ApiClient(server.url, headers[actor]);
      expect((await api.rest("POST", "/auth/logout")).status).toBe(200);
      expect((await new ApiClient(server.url, headers[actor]).rest("GET", "/auth/me")).status).toBe(401);
      const gql = await new ApiClient(server.url, headers[actor]).gql("{ secretarBoards { id } }");
      expect(gql.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
    for (const actor of actors) {
      const { query, variables } = gqlCall("login");
      expect(
        classify(
          (await new ApiClient(server.url, headers[actor]).gql(query, variables)).body.errors?.[0]?.extensions
            ?.code,
        ),
      ).toBe(expected.login?.[actor]);
      const rest = await new ApiClient(server.url, headers[actor]).rest("POST", "/auth/login", {
        email: s.throwaway.email,
        password: TEST_PASSWORD,
      });
      expect(rest.status).toBe(200);
    }
  });
});

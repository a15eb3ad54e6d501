import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBoard } from "../test/factories.ts";
import { inviteAndCollectTokens, secretaryWithDefense, signedIn } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DEFENSE =
  "id candidate thesisTitle degree specialty { code name } defenseAt place opponents leadingOrganization archived board { id }";
const CREATE = `mutation($i: DefenseInput!) { createDefense(input: $i) { ${DEFENSE} } }`;
const UPDATE = `mutation($id: ID!, $i: DefenseInput!) { updateDefense(id: $id, input: $i) { ${DEFENSE} } }`;
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const input = (boardId: number, over: Record<string, unknown> = {}) => ({
  boardId: String(boardId),
  candidate: "Петрова Анна Викторовна",
  thesisTitle: "Методы численного моделирования тепловых процессов",
  degree: "CANDIDATE",
  scienceBranch: "физико-математических наук",
  specialtyCode: "1.2.2",
  defenseAt: inAWeek(),
  place: "Ауд. 101",
  opponents: ["Сидоров С. С., д.ф.-м.н., МГУ", "Кузьмин К. К., к.ф.-м.н., СПбГУ"],
  leadingOrganization: "Институт прикладной математики",
  ...over,
});

describe("defenses", () => {
  it("a secretary schedules and edits a defense of their council; it shows in their list", async () => {
    const { user, api } = await signedIn(server, ["SECRETAR"]);
    const { board } = await buildBoard(server.db, { secretaryId: user.id });
    const created = await api.gql(CREATE, { i: input(board.id) });
    expect(created.body.errors).toBeUndefined();
    const defense = created.body.data?.createDefense;
    expect(defense.specialty).toEqual({ code: "1.2.2", name: "Математическое моделирование" });
    expect(defense).toMatchObject({
      candidate: "Петрова Анна Викторовна",
      opponents: expect.arrayContaining([expect.stringContaining("Сидоров")]),
    });
    const edited = await api.gql(UPDATE, { id: defense.id, i: input(board.id, { place: "Конференц-зал" }) });
    expect(edited.body.data?.updateDefense.place).toBe("Конференц-зал");
    const list = await api.rest<{ data: { defenses: { id: string }[] } }>("GET", "/secretar/defenses");
    expect(list.body.data.defenses.map((d) => d.id)).toContain(defense.id);
    const log = await server.db
      .selectFrom("audit_log")
      .select(["action", "actor"])
      .where("entity", "=", "defense")
      .where("entity_id", "=", defense.id)
      .execute();
    expect(log).toEqual([
      { action: "defense.create", actor: user.email },
      { action: "defense.update", actor: user.email },
    ]);
  });

  it("refuses a date in the past, a specialty the council does not hold, and another council's defense", async () => {
    const { user, api } = await signedIn(server, ["SECRETAR"]);
    const { board } = await buildBoard(server.db, { secretaryId: user.id });
    const past = await api.gql(CREATE, { i: input(board.id, { defenseAt: "2020-05-01T10:00:00Z" }) });
    expect(past.body.errors?.[0]?.extensions?.fields).toEqual({
      defenseAt: "Дата защиты должна быть в будущем.",
    });
    const specialty = await api.gql(CREATE, { i: input(board.id, { specialtyCode: "2.3.5" }) });
    expect(specialty.body.errors?.[0]?.extensions?.fields).toEqual({
      specialtyCode: `Совет ${board.code} не принимает защиты по специальности 2.3.5.`,
    });
    const misnamed = await api.gql(CREATE, { i: input(board.id, { specialtyName: "Другое название" }) });
    expect(misnamed.body.errors?.[0]?.extensions?.fields).toEqual({
      specialtyName: "Специальность 1.2.2 называется в совете «Математическое моделирование».",
    });
    const other = await buildBoard(server.db);
    const foreign = await api.gql(CREATE, { i: input(other.board.id) });
    expect(foreign.body.errors?.[0]?.extensions?.fields).toEqual({ boardId: "Совет не найден." });
    const empty = await api.gql(CREATE, { i: input(board.id, { candidate: "", thesisTitle: "коротко" }) });
    expect(Object.keys(empty.body.errors?.[0]?.extensions?.fields as object).sort()).toEqual([
      "candidate",
      "thesisTitle",
    ]);
    const rows = await server.db
      .selectFrom("defenses")
      .select("id")
      .where("board_id", "in", [board.id, other.board.id])
      .execute();
    expect(rows).toEqual([]);
  });

  it("a defense whose vote has ended cannot be edited; an open vote blocks archiving", async () => {
    const scene = await secretaryWithDefense(server, 3);
    await inviteAndCollectTokens(server, scene.api, scene.defense.id, scene.members);
    const archive = await scene.api.gql("mutation($id: ID!) { archiveDefense(id: $id) { archived } }", {
      id: String(scene.defense.id),
    });
    expect(archive.body.errors?.[0]).toMatchObject({
      extensions: { code: "CONFLICT" },
      message: "Идет голосование: сначала закройте или аннулируйте его.",
    });
    await scene.api.gql("mutation($d: ID!) { closePoll(defenseId: $d) { id } }", {
      d: String(scene.defense.id),
    });
    const edit = await scene.api.gql(UPDATE, {
      id: String(scene.defense.id),
      i: input(scene.board.id, { specialtyCode: "1.2.2" }),
    });
    expect(edit.body.errors?.[0]?.message).toBe(
      "Голосование по защите закрыто: ее данные изменить нельзя. Чтобы исправить, аннулируйте голосование с указанием причины, затем исправьте данные и проведите голосование заново.",
    );
    const archived = await scene.api.gql("mutation($id: ID!) { archiveDefense(id: $id) { archived } }", {
      id: String(scene.defense.id),
    });
    expect(archived.body.data?.archiveDefense.archived).toBe(true);
  });

  it("the admin lists defenses with filters and paging", async () => {
    const { api } = await signedIn(server, ["ADMIN"]);
    const { board } = await buildBoard(server.db);
    for (const name of ["Алексеев Алексей Алексеевич", "Борисов Борис Борисович"]) {
      const r = await api.gql(CREATE, { i: input(board.id, { candidate: name }) });
      expect(r.body.errors).toBeUndefined();
    }
    const page = await api.gql(
      `query($b: ID!) { adminDefenses(boardId: $b, sort: CANDIDATE, direction: ASC, limit: 1) { items { candidate } total } }`,
      { b: String(board.id) },
    );
    expect(page.body.data?.adminDefenses).toEqual({
      items: [{ candidate: "Алексеев Алексей Алексеевич" }],
      total: 2,
    });
    const rest = await api.rest<{ data: { candidate: string }[]; meta: { total: number } }>(
      "GET",
      `/admin/defenses?search=${encodeURIComponent("борисов")}`,
    );
    expect(rest.body.data.map((d) => d.candidate)).toEqual(["Борисов Борис Борисович"]);
  });

  it("a broad search counts to the next thousand past the page and says so; the council code matches too", async () => {
    const { api } = await signedIn(server, ["ADMIN"]);
    const { board } = await buildBoard(server.db);
    await sql`
      insert into defenses (board_id, candidate, thesis_title, degree, science_branch, specialty_code,
        specialty_name, defense_at)
      select ${board.id}, 'Широковещанов ' || lpad(g::text, 4, '0'), 'Тема ' || g, 'CANDIDATE',
        'технических наук', '1.2.2', 'Математическое моделирование', now() + interval '7 days'
      from generate_series(1, 1030) g
    `.execute(server.db);
    const LIST = `query($s: String, $o: Int) {
      adminDefenses(search: $s, sort: CANDIDATE, direction: ASC, offset: $o, limit: 25) {
        items { candidate } total totalExact
      }
    }`;
    const first = await api.gql(LIST, { s: "ШИРОКОВЕЩАНОВ", o: 0 });
    expect(first.body.data?.adminDefenses).toMatchObject({ total: 1000, totalExact: false });
    expect(first.body.data?.adminDefenses.items[0]).toEqual({ candidate: "Широковещанов 0001" });
    const last = await api.gql(LIST, { s: "широковещанов", o: 1025 });
    expect(last.body.data?.adminDefenses).toEqual({
      items: [1026, 1027, 1028, 1029, 1030].map((n) => ({ candidate: `Широковещанов ${n}` })),
      total: 1030,
      totalExact: true,
    });
    const byCode = await api.rest<{ data: unknown[]; meta: { total: number; totalExact: boolean } }>(
      "GET",
      `/admin/defenses?search=${encodeURIComponent(board.code)}&limit=5`,
    );
    expect(byCode.status).toBe(200);
    expect(byCode.body.meta).toEqual({ total: 1000, totalExact: false });
    expect(byCode.body.data).toHaveLength(5);

    // A council that changes its code is found by the new one, not the old.
    const renamed = await api.gql(
      `mutation($id: ID!, $input: BoardInput!) { updateBoard(id: $id, input: $input) { code } }`,
      {
        id: String(board.id),
        input: {
          code: "99.9.999.99",
          name: board.name,
          organization: board.organization,
          specialties: [{ code: "1.2.2", name: "Математическое моделирование" }],
        },
      },
    );
    expect(renamed.body.errors).toBeUndefined();
    const count = async (search: string) =>
      (await api.gql(LIST, { s: search, o: 0 })).body.data?.adminDefenses.total as number;
    expect(await count("99.9.999.99")).toBe(1000);
    expect(await count(board.code)).toBe(0);
  });
});

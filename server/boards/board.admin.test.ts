import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../test/client.ts";
import { buildBoard, buildUser } from "../test/factories.ts";
import { fileBase64, membersCsv } from "../test/fixtures.ts";
import { serverWithAdmin } from "../test/flow.ts";
import type { TestServer } from "../test/server.ts";

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  ({ server, admin } = await serverWithAdmin());
});
afterAll(() => server.close());

const BOARD = `id code name organization specialties { code name } ruleSet { code } archived memberCount`;
const CREATE = `mutation($input: BoardInput!) { createBoard(input: $input) { ${BOARD} } }`;
const boardInput = (code: string) => ({
  code,
  name: `Диссертационный совет ${code}`,
  organization: "Университет",
  specialties: [{ code: "2.3.5.", name: "Математическое и программное обеспечение" }],
});

async function audits(entity: string, entityId: string) {
  return server.db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity", "=", entity)
    .where("entity_id", "=", entityId)
    .orderBy("id")
    .execute();
}

describe("councils (admin)", () => {
  it("creates, edits and archives a council; each change is audited with before and after", async () => {
    const created = await admin.gql(CREATE, { input: boardInput("24.2.900.01") });
    expect(created.body.errors).toBeUndefined();
    const board = created.body.data?.createBoard;
    expect(board).toMatchObject({
      code: "24.2.900.01",
      specialties: [{ code: "2.3.5" }],
      ruleSet: { code: "1093" },
      archived: false,
    });

    const edited = await admin.gql(
      `mutation($id: ID!, $input: BoardInput!) { updateBoard(id: $id, input: $input) { ${BOARD} } }`,
      {
        id: board.id,
        input: { ...boardInput("24.2.900.01"), name: "Новое название" },
      },
    );
    expect(edited.body.data?.updateBoard.name).toBe("Новое название");

    const archived = await admin.gql("mutation($id: ID!) { archiveBoard(id: $id) { archived } }", {
      id: board.id,
    });
    expect(archived.body.data?.archiveBoard.archived).toBe(true);
    const current = await admin.rest<{ data: { id: string }[] }>("GET", "/admin/boards?search=24.2.900");
    expect(current.body.data.map((b) => b.id)).not.toContain(board.id);
    const inArchive = await admin.rest<{ data: { id: string }[] }>(
      "GET",
      "/admin/boards?search=24.2.900&archived=true",
    );
    expect(inArchive.body.data.map((b) => b.id)).toEqual([board.id]);

    const log = await audits("board", board.id);
    expect(log.map((e) => e.action)).toEqual(["board.create", "board.update", "board.archive"]);
    expect(log[1]?.before).toMatchObject({ name: "Диссертационный совет 24.2.900.01" });
    expect(log[1]?.after).toMatchObject({ name: "Новое название" });
    expect(log.every((e) => e.actor.endsWith("@test.local"))).toBe(true);
  });

  it("refuses a taken code, a malformed code and a specialty in an old format, with field messages", async () => {
    await admin.gql(CREATE, { input: boardInput("24.2.901.01") });
    const taken = await admin.gql(CREATE, { input: boardInput("24.2.901.01") });
    expect(taken.body.errors?.[0]).toMatchObject({
      message: "Совет с шифром 24.2.901.01 уже есть.",
      extensions: { code: "CONFLICT", fields: { code: "Совет с шифром 24.2.901.01 уже есть." } },
    });
    const bad = await admin.gql(CREATE, {
      input: { ...boardInput("24-2-901"), specialties: [{ code: "05.13.18", name: "Старый шифр" }] },
    });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: {
        code: "Шифр совета, например 24.2.327.01.",
        "specialties.0.code": "Шифр специальности в действующей номенклатуре, например 1.2.2.",
      },
    });
    const count = await server.db
      .selectFrom("boards")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("code", "=", "24-2-901")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("lists with search, sort and paging, and a total", async () => {
    for (const n of [11, 12, 13])
      await admin.gql(CREATE, {
        input: { ...boardInput(`24.2.95${n - 10}.01`), organization: `Институт ${n}` },
      });
    const page = await admin.gql(
      `{ adminBoards(search: "институт 1", sort: CODE, direction: DESC, offset: 1, limit: 1) { items { code } total } }`,
    );
    expect(page.body.data?.adminBoards).toEqual({ items: [{ code: "24.2.952.01" }], total: 3 });
    const tooFar = await admin.rest("GET", "/admin/boards?offset=20000");
    expect(tooFar.status).toBe(422);
    const badSort = await admin.rest("GET", "/admin/boards?sort=nonsense");
    expect(badSort.body).toMatchObject({ errors: { code: "BAD_USER_INPUT" } });
    const rest = await admin.rest<{ data: unknown[]; meta: { total: number } }>(
      "GET",
      "/admin/boards?search=институт%201&limit=2",
    );
    expect(rest.body.meta.total).toBe(3);
    expect(rest.body.data).toHaveLength(2);
  });
});

describe("members", () => {
  const MEMBER = "id fio email degree position archived";
  const memberInput = (email: string) => ({
    fio: "Иванов Иван Иванович",
    email,
    degree: "DOCTOR",
    degreeTitle: "доктор технических наук",
    academicTitle: "профессор",
    specialtyCode: "1.2.2",
    position: "MEMBER",
  });

  it("a secretary keeps their council's list: add, edit, archive; another council is out of reach", async () => {
    const secretary = await buildUser(server.db, ["SECRETAR"]);
    const { board } = await buildBoard(server.db, { memberCount: 2, secretaryId: secretary.id });
    const other = await buildBoard(server.db, { memberCount: 2 });
    const api = new ApiClient(server.url);
    await api.login(secretary.email, secretary.password);

    const added = await api.gql(
      `mutation($b: ID!, $i: MemberInput!) { addMember(boardId: $b, input: $i) { ${MEMBER} } }`,
      {
        b: String(board.id),
        i: memberInput("Ivanov@Example.org"),
      },
    );
    expect(added.body.data?.addMember).toMatchObject({ email: "ivanov@example.org", archived: false });
    const twin = await api.gql(
      `mutation($b: ID!, $i: MemberInput!) { addMember(boardId: $b, input: $i) { id } }`,
      {
        b: String(board.id),
        i: memberInput("IVANOV@example.org"),
      },
    );
    expect(twin.body.errors?.[0]).toMatchObject({
      extensions: { code: "CONFLICT", fields: { email: expect.any(String) } },
    });

    const id = added.body.data?.addMember.id;
    const edited = await api.gql(
      `mutation($id: ID!, $i: MemberInput!) { updateMember(id: $id, input: $i) { ${MEMBER} } }`,
      {
        id,
        i: { ...memberInput("ivanov@example.org"), position: "DEPUTY_CHAIRMAN" },
      },
    );
    expect(edited.body.data?.updateMember.position).toBe("DEPUTY_CHAIRMAN");
    const archived = await api.gql("mutation($id: ID!) { archiveMember(id: $id) { archived } }", { id });
    expect(archived.body.data?.archiveMember.archived).toBe(true);
    const view = await api.gql(
      "query($id: ID!) { secretarBoard(id: $id) { members { id } archivedMembers { id } } }",
      { id: String(board.id) },
    );
    expect(view.body.data?.secretarBoard.archivedMembers).toEqual([{ id }]);
    expect(view.body.data?.secretarBoard.members).toHaveLength(2);

    const foreign = await api.gql(
      `mutation($b: ID!, $i: MemberInput!) { addMember(boardId: $b, input: $i) { id } }`,
      {
        b: String(other.board.id),
        i: memberInput("x@example.org"),
      },
    );
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const foreignEdit = await api.gql("mutation($id: ID!) { archiveMember(id: $id) { id } }", {
      id: String(other.members[0]!.id),
    });
    expect(foreignEdit.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(
      (
        await server.db
          .selectFrom("board_members")
          .select("archived_at")
          .where("id", "=", other.members[0]!.id)
          .executeTakeFirstOrThrow()
      ).archived_at,
    ).toBeNull();
  });

  it("refuses a bad member with a message per field", async () => {
    const { board } = await buildBoard(server.db, { memberCount: 1 });
    const res = await admin.gql(
      `mutation($b: ID!, $i: MemberInput!) { addMember(boardId: $b, input: $i) { id } }`,
      {
        b: String(board.id),
        i: { ...memberInput("not-an-email"), fio: "Ив", specialtyCode: "05.13.18" },
      },
    );
    expect(res.body.errors?.[0]?.extensions?.fields).toEqual({
      fio: "Укажите ФИО полностью.",
      email: "Неверный адрес электронной почты.",
      specialtyCode: "Шифр специальности в действующей номенклатуре, например 1.2.2.",
    });
  });
});

describe("importing members from CSV", () => {
  const PREVIEW =
    "mutation($b: ID!, $f: String!) { previewMemberImport(boardId: $b, file: $f) { encoding delimiter errorCount rows { line fio email error } } }";
  const IMPORT =
    "mutation($b: ID!, $f: String!) { importMembers(boardId: $b, file: $f) { fio email degree position } }";
  const good = [
    [
      "Смирнов Петр Алексеевич",
      "smirnov@example.org",
      "доктор",
      "доктор физико-математических наук",
      "профессор",
      "1.2.2",
      "председатель",
    ],
    [
      "Кузнецова Мария Игоревна",
      "kuznetsova@example.org",
      "кандидат",
      "кандидат технических наук",
      "доцент",
      "1.2.2.",
      "ученый секретарь",
    ],
    ["Орлов Денис Сергеевич", "orlov@example.org", "д", "доктор технических наук", "", "1.2.2", ""],
  ];

  it("previews a good UTF-8 file without writing, then imports all rows in one go", async () => {
    const { board } = await buildBoard(server.db, { memberCount: 0 });
    const file = fileBase64(membersCsv(good));
    const preview = await admin.gql(PREVIEW, { b: String(board.id), f: file });
    expect(preview.body.data?.previewMemberImport).toMatchObject({
      encoding: "UTF-8",
      delimiter: ";",
      errorCount: 0,
    });
    expect(
      await server.db.selectFrom("board_members").select("id").where("board_id", "=", board.id).execute(),
    ).toEqual([]);

    const imported = await admin.gql(IMPORT, { b: String(board.id), f: file });
    expect(imported.body.data?.importMembers).toEqual([
      {
        fio: "Смирнов Петр Алексеевич",
        email: "smirnov@example.org",
        degree: "DOCTOR",
        position: "CHAIRMAN",
      },
      {
        fio: "Кузнецова Мария Игоревна",
        email: "kuznetsova@example.org",
        degree: "CANDIDATE",
        position: "SECRETARY",
      },
      { fio: "Орлов Денис Сергеевич", email: "orlov@example.org", degree: "DOCTOR", position: "MEMBER" },
    ]);
    const log = await audits("board", String(board.id));
    expect(log.at(-1)).toMatchObject({ action: "member.import", after: { imported: 3 } });
  });

  it("reads a Windows-1251 file with commas", async () => {
    const { board } = await buildBoard(server.db, { memberCount: 0 });
    const file = fileBase64(membersCsv(good, ","), "win1251");
    const preview = await admin.gql(PREVIEW, { b: String(board.id), f: file });
    expect(preview.body.data?.previewMemberImport).toMatchObject({
      encoding: "Windows-1251",
      delimiter: ",",
      errorCount: 0,
    });
    expect(preview.body.data?.previewMemberImport.rows[0].fio).toBe("Смирнов Петр Алексеевич");
  });

  it("reports each bad row in Russian and imports nothing from a file with bad rows", async () => {
    const { board, members } = await buildBoard(server.db, { memberCount: 1 });
    const rows = [
      ...good,
      ["Без Почты Человек", "", "доктор", "доктор наук", "", "1.2.2", ""],
      ["Повтор Повторович Повторов", "smirnov@example.org", "доктор", "доктор наук", "", "1.2.2", ""],
      ["Уже Есть В Составе", members[0]!.email, "кандидат", "кандидат наук", "", "1.2.2", ""],
      ["Старый Шифр Специальности", "old@example.org", "кандидат", "кандидат наук", "", "05.13.18", ""],
    ];
    const file = fileBase64(membersCsv(rows));
    const preview = await admin.gql(PREVIEW, { b: String(board.id), f: file });
    const p = preview.body.data?.previewMemberImport;
    expect(p.errorCount).toBe(4);
    expect(p.rows.filter((r: { error: string | null }) => r.error)).toEqual([
      { line: 5, fio: "Без Почты Человек", email: "", error: "Неверный адрес электронной почты." },
      {
        line: 6,
        fio: "Повтор Повторович Повторов",
        email: "smirnov@example.org",
        error: "Email повторяет строку 2.",
      },
      {
        line: 7,
        fio: "Уже Есть В Составе",
        email: members[0]!.email,
        error: "Член совета с таким email уже есть в составе.",
      },
      {
        line: 8,
        fio: "Старый Шифр Специальности",
        email: "old@example.org",
        error: "Шифр специальности в действующей номенклатуре, например 1.2.2.",
      },
    ]);
    const imported = await admin.gql(IMPORT, { b: String(board.id), f: file });
    expect(imported.body.errors?.[0]).toMatchObject({
      message: "Исправьте ошибки в файле: строк с ошибками — 4. Ничего не загружено.",
      extensions: {
        code: "BAD_USER_INPUT",
        rows: expect.arrayContaining([{ line: 5, error: "Неверный адрес электронной почты." }]),
      },
    });
    const after = await server.db
      .selectFrom("board_members")
      .select("id")
      .where("board_id", "=", board.id)
      .execute();
    expect(after).toHaveLength(1);

    const noColumns = await admin.gql(PREVIEW, { b: String(board.id), f: fileBase64("Имя;Телефон\nА;б") });
    expect(noColumns.body.errors?.[0]?.message).toBe(
      "В файле нет столбцов: фио, email, ученая степень, специальность.",
    );
  });
});

describe("importing a large file through REST", () => {
  it("takes a 500-row file (over the 100 kB body limit once base64) and answers the same preview as GraphQL", async () => {
    const { board } = await buildBoard(server.db, { memberCount: 0 });
    const rows = Array.from({ length: 500 }, (_, i) => [
      `Длиннофамильный-Составной Константин Вячеславович ${String.fromCharCode(1040 + (i % 32))}`,
      `member${i}.with.a.rather.long.address@university-example.org`,
      "доктор",
      "доктор физико-математических наук",
      "профессор",
      "1.2.2",
      "член совета",
    ]);
    const file = fileBase64(membersCsv(rows));
    expect(file.length).toBeGreaterThan(100_000);
    const preview = await admin.rest<{ data: { errorCount: number; rows: unknown[] } }>(
      "POST",
      `/boards/${board.id}/members/preview`,
      { file },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ errorCount: 0 });
    expect(preview.body.data.rows).toHaveLength(500);
    const imported = await admin.rest<{ data: unknown[] }>("POST", `/boards/${board.id}/members/import`, {
      file,
    });
    expect(imported.body.data).toHaveLength(500);
    const tooBig = await admin.request("POST", `/api/v1/boards/${board.id}/members/preview`, {
      file: "A".repeat(1_200_000),
    });
    expect(tooBig.status).toBe(413);
  });
});

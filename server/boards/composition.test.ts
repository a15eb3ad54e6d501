import { afterAll, beforeAll, expect, it } from "vitest";
import { buildBoard } from "../test/factories.ts";
import { signedIn } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const WARNINGS = "query($id: ID!) { adminBoard(id: $id) { compositionWarnings { message source } } }";

it("the council's page warns of a composition below the regulation, each with its source, and stops once it is mended", async () => {
  const { api: admin } = await signedIn(server, ["ADMIN"]);
  const { board } = await buildBoard(server.db, { memberCount: 9, doctors: 4 });
  const read = async () =>
    (await admin.gql(WARNINGS, { id: String(board.id) })).body.data?.adminBoard.compositionWarnings as {
      message: string;
      source: string;
    }[];

  const before = await read();
  expect(before.map((w) => w.message)).toEqual([
    "В списочном составе 9 членов совета, требуется не менее 11.",
    "По специальности 1.2.2 в составе 4 доктора наук, требуется не менее 5.",
    "Утвержденный состав совета не указан: кворум считается от числа членов в списке (9). Укажите количество и приказ об утверждении состава.",
  ]);
  for (const w of before) expect(w.source).toMatch(/Положение|№ 1093/);

  await server.db.updateTable("boards").set({ approved_size: 21 }).where("id", "=", board.id).execute();
  expect((await read()).map((w) => w.message)).toContain(
    "Состав утвержден в количестве 21 человека, а в списке 9: кворум считается от утвержденного состава. Проверьте список или приказ.",
  );

  const { board: sound } = await buildBoard(server.db, { memberCount: 11, doctors: 5 });
  await server.db.updateTable("boards").set({ approved_size: 11 }).where("id", "=", sound.id).execute();
  const ok = await admin.gql(WARNINGS, { id: String(sound.id) });
  expect(ok.body.data?.adminBoard.compositionWarnings).toEqual([]);
});

import { afterAll, beforeAll, expect, it } from "vitest";
import { ApiClient } from "../test/client.ts";
import { inviteAndCollectTokens, openUrn, secretaryWithDefense, signedIn, vote } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const UPDATE = "mutation($id: ID!, $input: BoardInput!) { updateBoard(id: $id, input: $input) { code } }";

it("renaming the council while its vote is open or after it closed changes neither the ballot nor the protocol nor the record", async () => {
  const { api, board, members, defense } = await secretaryWithDefense(server, 5);
  await server.db
    .updateTable("boards")
    .set({
      approved_size: 5,
      approved_order: "приказ Минобрнауки России № 105/нк",
      approved_on: "2025-02-01",
    })
    .where("id", "=", board.id)
    .execute();
  const tokens = await inviteAndCollectTokens(server, api, defense.id, members);
  const { api: admin } = await signedIn(server, ["ADMIN"]);
  const rename = (code: string) =>
    admin.gql(UPDATE, {
      id: String(board.id),
      input: {
        code,
        name: `Совет ${code}`,
        organization: "Другая организация",
        specialties: [{ code: defense.specialty_code, name: defense.specialty_name }],
      },
    });

  expect((await rename("99.9.999.01")).body.errors).toBeUndefined();
  const guest = new ApiClient(server.url);
  const ballot = await guest.gql(
    "query($t: String!) { poll(token: $t) { defense { boardCode boardName } } }",
    {
      t: tokens.get(members[0]!.id),
    },
  );
  expect(ballot.body.data?.poll.defense).toEqual({ boardCode: board.code, boardName: board.name });

  for (const m of members) await vote(guest, tokens.get(m.id), "FOR");
  await openUrn(guest, defense.id);
  expect((await rename("99.9.999.02")).body.errors).toBeUndefined();
  await server.db
    .updateTable("boards")
    .set({ approved_order: "другой приказ" })
    .where("id", "=", board.id)
    .execute();
  const protocol = await api.gql(
    "query($id: ID!) { secretarDefense(id: $id) { protocol { boardCode boardName organization document { heading rows { label value } } } encryption { electionId } } }",
    { id: String(defense.id) },
  );
  const d = protocol.body.data?.secretarDefense;
  expect(d.protocol).toMatchObject({
    boardCode: board.code,
    boardName: board.name,
    organization: board.organization,
  });
  expect(d.protocol.document.heading.join(" ")).toContain(board.code);
  expect(d.protocol.document.heading.join(" ")).not.toContain("99.9.999");
  // The public record's manifest names the council as it was when the commission was seated.
  const record = await guest.gql(
    "query($e: ID!) { electionRecord(electionId: $e) { manifest { council { code } } } }",
    {
      e: d.encryption.electionId,
    },
  );
  expect(record.body.data?.electionRecord.manifest.council.code).toBe(board.code);
  expect(d.protocol.document.rows[0]).toEqual({
    label:
      "Состав диссертационного совета утвержден (приказ Минобрнауки России № 105/нк от 01.02.2025) в количестве",
    value: "5 человек",
  });
});

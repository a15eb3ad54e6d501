import { expect } from "vitest";
import { COMMISSION_MIN } from "../../shared/council.ts";
import { dayIn } from "../../shared/sitting-date.ts";
import type { RoleName } from "../auth/user.table.ts";
import type { BoardRow, MemberRow } from "../boards/board.table.ts";
import type { DefenseRow } from "../defenses/defense.table.ts";
import { commissionTokenFromMail, credentialFor, runKeyCeremonyWithTokens } from "./ceremony.ts";
import { ApiClient } from "./client.ts";
import { type BuiltUser, buildBoard, buildDefense, buildUser } from "./factories.ts";
import { startTestServer, type TestServer, type TestServerOptions } from "./server.ts";

export { openUrn, vote } from "./ceremony.ts";

import { type ReceivedMail, tokenFromMail } from "./smtp.ts";

/** A signed-in secretary running a fresh council, with one of its defenses. */
export interface SecretaryScene {
  api: ApiClient;
  board: BoardRow;
  members: MemberRow[];
  defense: DefenseRow;
}

/**
 * A new user holding `roles` (none: a plain user), signed in through REST as a browser is.
 * @returns the session's client and the user (id, email, password)
 * @throws when the sign-in is refused
 */
export async function signedIn(
  server: TestServer,
  roles: RoleName[] = [],
): Promise<{ api: ApiClient; user: BuiltUser }> {
  const user = await buildUser(server.db, roles);
  const api = new ApiClient(server.url);
  await api.login(user.email, user.password);
  return { api, user };
}

/**
 * A test server (options as {@link startTestServer}'s) with an admin signed in: the start of the
 * tests of the admin's desk.
 * @returns the server, the admin's client and the admin (id, email, password)
 */
export async function serverWithAdmin(
  opts: TestServerOptions = {},
): Promise<{ server: TestServer; admin: ApiClient; adminUser: BuiltUser }> {
  const server = await startTestServer(opts);
  const { api, user } = await signedIn(server, ["ADMIN"]);
  return { server, admin: api, adminUser: user };
}

/** A secretary signed in, running a fresh council and one defense (options as in buildBoard/buildDefense). */
export async function secretaryWithDefense(
  server: TestServer,
  memberCount = 5,
  opts: Parameters<typeof buildBoard>[1] & Parameters<typeof buildDefense>[2] = {},
): Promise<SecretaryScene> {
  const { api, user: secretary } = await signedIn(server, ["SECRETAR"]);
  const { board, members } = await buildBoard(server.db, { ...opts, memberCount, secretaryId: secretary.id });
  const defense = await buildDefense(server.db, board.id, opts);
  return { api, board, members, defense };
}

/** Polls until the given members' invites are all delivered (the mail worker is asynchronous). */
export async function waitUntilDelivered(
  api: ApiClient,
  defenseId: number,
  memberIds: number[],
): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const r = await api.gql(
      "query($id: ID!) { secretarDefense(id: $id) { invites { member { id } delivery } } }",
      {
        id: String(defenseId),
      },
    );
    const invites: { member: { id: string }; delivery: string }[] =
      r.body.data?.secretarDefense.invites ?? [];
    if (memberIds.every((id) => invites.some((x) => x.member.id === String(id) && x.delivery === "SENT")))
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("invites were not delivered");
}

/** The ballot links the roll's letters brought, by defense and member, for sittings prepared with `keys`. */
const rollTokens = new Map<number, Map<number, string>>();

/**
 * Prepares the sitting as a secretary does before the ballot opens: the roll (явочный лист)
 * is `members`, the счетная комиссия is the first {@link COMMISSION_MIN} of them (or `commission`), and its
 * members' devices run the key ceremony (test/ceremony.ts) unless `ceremony` is false. With
 * `keys`, every member of the roll opens the link the roll's letter brought before the commission
 * is seated, as the sitting's script asks (docs/RECORD.md §5.3): their devices' voting credentials
 * are in the manifest. Without it they open their links only once the ballot is open (late keys).
 * @returns the GraphQL errors of the first step that failed, or undefined
 */
export async function prepareSitting(
  server: Pick<TestServer, "smtp">,
  api: ApiClient,
  defenseId: number,
  members: readonly { id: number; email: string }[],
  commission: readonly { id: number; email: string }[] = members.slice(0, COMMISSION_MIN),
  opts: { ceremony?: boolean; keys?: boolean } = {},
): Promise<unknown> {
  const rolled = server.smtp.mails.length;
  const roll = await api.gql(
    "mutation($d: ID!, $m: [ID!]!) { setRoll(defenseId: $d, memberIds: $m) { id } }",
    {
      d: String(defenseId),
      m: members.map((m) => String(m.id)),
    },
  );
  if (roll.body.errors) return roll.body.errors;
  // The roll's letters (each member's link, issue 36) are out before anything else is sent, so
  // that a test reading the opening's letters never takes them for these.
  await waitUntilDelivered(
    api,
    defenseId,
    members.map((m) => m.id),
  );
  if (opts.keys) {
    const tokens = await collectTokens(server, api, defenseId, [...members], rolled);
    for (const token of tokens.values()) expect(await credentialFor(api, token)).not.toBeNull();
    rollTokens.set(defenseId, tokens);
  }
  // Members who keep their seat keep their link (no new letter); a new member gets one.
  const before = await api.gql(
    "query($d: ID!) { secretarDefense(id: $d) { encryption { seats { member { id } } } } }",
    { d: String(defenseId) },
  );
  const seated = new Set<string>(
    (before.body.data?.secretarDefense?.encryption?.seats ?? []).map(
      (x: { member: { id: string } }) => x.member.id,
    ),
  );
  const since = server.smtp.mails.length;
  const chosen = await api.gql(
    "mutation($d: ID!, $m: [ID!]!) { setCountingCommission(defenseId: $d, memberIds: $m) { id } }",
    { d: String(defenseId), m: commission.map((m) => String(m.id)) },
  );
  if (chosen.body.errors) return chosen.body.errors;
  if (opts.ceremony === false) return undefined;
  const kept = commission.filter((m) => seated.has(String(m.id)));
  const fresh = commission.filter((m) => !seated.has(String(m.id)));
  const link = /\/commission\//;
  const mails = new Map([
    ...(kept.length
      ? await server.smtp.waitForMailTo(
          kept.map((m) => m.email),
          0,
          30_000,
          link,
        )
      : []),
    ...(fresh.length
      ? await server.smtp.waitForMailTo(
          fresh.map((m) => m.email),
          since,
          30_000,
          link,
        )
      : []),
  ]);
  await runKeyCeremonyWithTokens(
    api,
    defenseId,
    commission.map((m) => commissionTokenFromMail(mails.get(m.email) as ReceivedMail)),
    api,
  );
  return undefined;
}

/**
 * Opens the ballot for `members` as the roll (preparing the sitting first unless `prepared`)
 * and returns each member's newest token, read from the emails the test SMTP server received.
 * With `keys` (see {@link prepareSitting}) the members' devices hold their keys from the roll's
 * letters, whose links are returned (the opening mails them nothing new).
 */
export async function inviteAndCollectTokens(
  server: Pick<TestServer, "smtp"> & { config: Pick<TestServer["config"], "timeZone"> },
  api: ApiClient,
  defenseId: number,
  members: { id: number; email: string }[],
  extra: { deadline?: string; prepared?: boolean; keys?: boolean } = {},
): Promise<Map<number, string>> {
  if (!extra.prepared)
    expect(
      await prepareSitting(server, api, defenseId, members, undefined, { keys: extra.keys }),
    ).toBeUndefined();
  const before = server.smtp.mails.length;
  // Today confirmed as the sitting's day, as the desk does when asked: a run that crosses
  // midnight in the council's zone between the defense's creation and this call opens anyway.
  const res = await api.gql(
    "mutation($d: ID!, $m: [ID!]!, $deadline: String, $s: String) { sendInvites(defenseId: $d, memberIds: $m, deadline: $deadline, sittingDate: $s) { id } }",
    {
      d: String(defenseId),
      m: members.map((m) => String(m.id)),
      deadline: extra.deadline ?? null,
      s: dayIn(new Date(), server.config.timeZone),
    },
  );
  expect(res.body.errors).toBeUndefined();
  const keyed = rollTokens.get(defenseId);
  if (extra.keys && keyed) return new Map(members.map((m) => [m.id, keyed.get(m.id) ?? ""]));
  return collectTokens(server, api, defenseId, members, before);
}

/** Waits for a mail to each member after the first `since` mails and for delivery; returns their tokens. */
export async function collectTokens(
  server: Pick<TestServer, "smtp">,
  api: ApiClient,
  defenseId: number,
  members: { id: number; email: string }[],
  since: number,
): Promise<Map<number, string>> {
  const mails = await server.smtp.waitForMailTo(
    members.map((m) => m.email),
    since,
    30_000,
    /\/polls\//,
  );
  await waitUntilDelivered(
    api,
    defenseId,
    members.map((m) => m.id),
  );
  return new Map(members.map((m) => [m.id, tokenFromMail(mails.get(m.email)!)]));
}

// The benchmark's floor: a bare `node:http` + `pg` server that answers the benchmarked
// requests with the SQL statements the app issues for them (as Kysely compiles them), in the
// same order and with the same parallelism (DataLoader batches become Promise.all waves), on a
// pool of the app's default size (DEFAULT_POOL_SIZE), including the session lookup, the
// rate-limit reads and writes and the transactions; and
// answers JSON of the same content, with the same work besides SQL where the app does it
// (argon2id at sign-in, the encrypted ballot's proof checked with the shared library's
// verifyBallot). What the app spends beyond this is the cost of its framework: Express,
// Apollo Server, GraphQL execution, Kysely, DataLoader, the REST layer.
//
// Run as a child of run.ts: `node --import tsx bench/floor.ts` with DATABASE_URL,
// PORT and HOST. Routes: POST /graphql (the secretary's defense page query only),
// GET /api/v1/secretar/defenses/:id, GET /api/v1/admin/boards, GET /api/v1/admin/defenses,
// POST /api/v1/member/polls, POST /api/v1/auth/login, GET /healthz; and the pages the app renders
// on the server (GET /desk/…, /polls/…), answered with the built web/dist/index.html as a static
// file: what a server of a single-page app does, the floor of the app's server rendering.

import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { pathToFileURL } from "node:url";
import argon2 from "argon2";
import pg from "pg";
import { DEFAULT_POOL_SIZE } from "../server/lib/database.ts";
import { countCap } from "../server/lib/paging.ts";
import { fromRoot } from "../server/lib/paths.ts";
import { genderOf } from "../server/lib/russian.ts";
import { type PollCounts, type PollResult, toPollResult } from "../server/polls/tally.ts";
import {
  ballotTracker,
  type CastBallot,
  shortCode,
  urnNext,
  urnStart,
  verifyBallot,
  verifyBallotSignature,
} from "../shared/ballot/index.ts";

type Row = Record<string, unknown>;
interface SessionUser {
  id: number;
  email: string;
  fio: string;
  roles: string[];
}

const SESSION_IDLE_SECONDS = 120 * 60;
const SESSION_TTL_MS = 12 * 3600_000;
const DEVICE_LIFETIME_MS = 180 * 24 * 3600_000;
const SESSION_COOKIE = "dissovet_session";
const DEVICE_COOKIE = "dissovet_device";
const argonOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");
const list = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `$${i + from}`).join(", ");

/** The statements, as Kysely compiles the app's repository calls (run.ts checks them for drift). */
export const SQL = {
  session: `select "s"."id" as "session_id", "s"."last_seen_at", "s"."expires_at", "u"."id", "u"."email", "u"."fio", coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = "u"."id"), '{}') as "roles" from "sessions" as "s" inner join "users" as "u" on "u"."id" = "s"."user_id" where "s"."token_hash" = $1 and "s"."expires_at" > now() and "s"."last_seen_at" > now() - make_interval(secs => $2) and "u"."disabled_at" is null`,
  touch: `update "sessions" set "last_seen_at" = now() where "id" = $1`,
  defense: `select * from "defenses" where "id" = $1`,
  secretaryBoards: `select "bs"."user_id", "bs"."board_id" from "board_secretaries" as "bs" inner join "boards" as "b" on "b"."id" = "bs"."board_id" where "bs"."user_id" = any($1::int[]) and "b"."archived_at" is null order by "b"."code"`,
  boards: `select * from "boards" where "id" = any($1::int[])`,
  expired: (n: number) =>
    `select "id" from "polls" where "status" = $1 and "deadline" <= now() and "defense_id" in (${list(n, 2)})`,
  invites: `select "i".*, "p"."defense_id", "m"."board_id" as "member_board_id", "m"."fio" as "member_fio", "m"."email" as "member_email", "m"."degree" as "member_degree", "m"."degree_title" as "member_degree_title", "m"."academic_title" as "member_academic_title", "m"."specialty_code" as "member_specialty_code", "m"."position" as "member_position", "m"."created_at" as "member_created_at", "m"."archived_at" as "member_archived_at", "m"."added_for_defense_id" as "member_added_for_defense_id" from "poll_invites" as "i" inner join "polls" as "p" on "p"."id" = "i"."poll_id" inner join "board_members" as "m" on "m"."id" = "i"."member_id" where "p"."defense_id" = any($1::int[]) and p.round = (select max(q.round) from polls q where q.defense_id = p.defense_id) order by "i"."id"`,
  commission: `select "m".*, "p"."defense_id" from "poll_commission" as "c" inner join "polls" as "p" on "p"."id" = "c"."poll_id" inner join "board_members" as "m" on "m"."id" = "c"."member_id" where "p"."defense_id" = any($1::int[]) and p.round = (select max(q.round) from polls q where q.defense_id = p.defense_id) order by "c"."seat"`,
  polls: `select * from "polls" where "defense_id" = any($1::int[]) order by "defense_id", "round"`,
  roll: `select "r".*, "p"."defense_id", "m"."board_id" as "member_board_id", "m"."fio" as "member_fio", "m"."email" as "member_email", "m"."degree" as "member_degree", "m"."degree_title" as "member_degree_title", "m"."academic_title" as "member_academic_title", "m"."specialty_code" as "member_specialty_code", "m"."position" as "member_position", "m"."created_at" as "member_created_at", "m"."archived_at" as "member_archived_at", "m"."added_for_defense_id" as "member_added_for_defense_id" from "poll_participants" as "r" inner join "polls" as "p" on "p"."id" = "r"."poll_id" inner join "board_members" as "m" on "m"."id" = "r"."member_id" where "p"."defense_id" = any($1::int[]) and p.round = (select max(q.round) from polls q where q.defense_id = p.defense_id) order by array_position(array['CHAIRMAN','DEPUTY_CHAIRMAN','SECRETARY','MEMBER'], r.position), "r"."fio"`,
  added: `select * from "board_members" where "added_for_defense_id" = any($1::int[]) and "archived_at" is null order by "fio"`,
  trustees: `select "t".*, "p"."defense_id", "p"."election_id", "p"."manifest", "p"."fingerprint", "p"."public_key", "p"."tallied_at", "m"."board_id" as "member_board_id", "m"."fio" as "member_fio", "m"."email" as "member_email", "m"."degree" as "member_degree", "m"."degree_title" as "member_degree_title", "m"."academic_title" as "member_academic_title", "m"."specialty_code" as "member_specialty_code", "m"."position" as "member_position", "m"."created_at" as "member_created_at", "m"."archived_at" as "member_archived_at", "m"."added_for_defense_id" as "member_added_for_defense_id" from "poll_trustees" as "t" inner join "polls" as "p" on "p"."id" = "t"."poll_id" inner join "board_members" as "m" on "m"."id" = "t"."member_id" where "p"."defense_id" = any($1::int[]) and p.round = (select max(q.round) from polls q where q.defense_id = p.defense_id) order by "p"."defense_id", "t"."seat"`,
  countPolls: `select "d"."id" as "defense_id", "d"."degree", "d"."specialty_code", "r"."list_quorum_num", "r"."list_quorum_den", "r"."specialty_doctors_candidate", "r"."specialty_doctors_doctoral", "r"."decision_num", "r"."decision_den", "p"."round", "p"."status", "p"."deadline", "p"."closed_at", "p"."annul_reason", coalesce(p.approved_size, coalesce(b.approved_size, (select count(*)::int from board_members m
    where m.board_id = d.board_id and m.archived_at is null and m.added_for_defense_id is null))) as "approved_size", coalesce(p.added_count, (select count(*)::int from board_members a where a.added_for_defense_id = d.id and a.archived_at is null)) as "added_count", (select count(*)::int from poll_participants pp where pp.poll_id = p.id) as "participants", (select count(*)::int from poll_invites i where i.poll_id = p.id and i.delivery = 'SENT') as "invited", (select count(*)::int from poll_invites i where i.poll_id = p.id and i.delivery = 'FAILED' and i.used_at is null) as "failed", (select count(*)::int from poll_invites i where i.poll_id = p.id and i.used_at is not null) as "voted", coalesce(p.specialty_doctors, (select count(*)::int from poll_participants pp
        left join board_members m on m.id = pp.member_id and p.status = 'DRAFT'
        where pp.poll_id = p.id and coalesce(m.degree, pp.degree) = 'DOCTOR'
          and coalesce(m.specialty_code, pp.specialty_code) = d.specialty_code)) as "specialty_doctors", case when p.status = 'CLOSED' then "p"."votes_for" end as "votes_for", case when p.status = 'CLOSED' then "p"."votes_against" end as "votes_against" from "defenses" as "d" inner join "boards" as "b" on "b"."id" = "d"."board_id" left join "polls" as "p" on "p"."defense_id" = "d"."id" and p.round = (select max(q.round) from polls q where q.defense_id = p.defense_id) inner join "rule_sets" as "r" on r.code = coalesce(p.rule_set_code, b.rule_set_code) where "d"."id" = any($1::int[])`,
  membersOfBoards: `select * from "board_members" where "board_id" = any($1::int[]) and "archived_at" is null and "added_for_defense_id" is null order by "board_id", array_position(array['CHAIRMAN','DEPUTY_CHAIRMAN','SECRETARY','MEMBER'], position), "fio"`,
  memberCounts: `select "board_id", count(*)::int as "n" from "board_members" where "added_for_defense_id" is null and "board_id" = any($1::int[]) and "archived_at" is null group by "board_id"`,
  ruleSets: `select "r".*, "b"."id" as "board_id" from "boards" as "b" inner join "rule_sets" as "r" on "r"."code" = "b"."rule_set_code" where "b"."id" = any($1::int[])`,
  boardsPage: (sort: string, dir: string) =>
    `select * from "boards" where "archived_at" is null and "search_text" like $1 order by "${sort}" ${dir}, "id" ${dir} limit $2 offset $3`,
  boardsTotal: `select count(*)::int as "n" from (select 1 as "one" from "boards" where "archived_at" is null and "search_text" like $1 limit $2) as "matches"`,
  defensesPage: (sort: string, dir: string) =>
    `select "d".* from "defenses" as "d" where "d"."archived_at" is null and "d"."search_text" like $1 order by ${sort} ${dir}, "d"."id" ${dir} limit $2 offset $3`,
  defensesTotal: `select count(*)::int as "n" from (select 1 as "one" from "defenses" as "d" where "d"."archived_at" is null and "d"."search_text" like $1 limit $2) as "matches"`,
  limitGet: `
            SELECT points, expire FROM rate_limits WHERE key = $1 AND (expire > $2 OR expire IS NULL);`,
  limitUpsert: `
            INSERT INTO rate_limits VALUES ($1, $2, $3)
              ON CONFLICT(key) DO UPDATE SET
                points = CASE
                          WHEN (rate_limits.expire <= $4 OR 1=0) THEN $2
                          ELSE rate_limits.points + ($2)
                         END,
                expire =  CASE
             WHEN rate_limits.expire <= $4 THEN $3
             ELSE rate_limits.expire
            END 
            RETURNING points, expire;`,
  limitDelete: "DELETE FROM rate_limits WHERE key = $1",
  lockInvite: `select "i"."id", "i"."used_at", "p"."id" as "poll_id", "p"."defense_id", "p"."status", "p"."fingerprint", "p"."public_key", p.deadline <= now() as "expired" from "poll_invite_links" as "l" inner join "poll_invites" as "i" on "i"."id" = "l"."invite_id" inner join "polls" as "p" on "p"."id" = "i"."poll_id" where "l"."token_hash" = $1 and "l"."revoked_at" is null for update of "p"`,
  lastEntry: `select "position", "head" from "ballots" where "poll_id" = $1 order by "position" desc limit $2`,
  markUsed: `update "poll_invites" set "used_at" = now() where "id" = $1 and "used_at" is null`,
  ballot: `insert into "ballots" ("poll_id", "position", "alpha", "beta", "proof", "credential", "signature", "head") values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
  credential: `select "credential" from "poll_credentials" where "invite_id" = $1 and "revoked_at" is null`,
  lockPoll: `select * from "polls" where "id" = $1 for update`,
  allUsed: `select (select count(*) from poll_participants where poll_id = $1)
        = (select count(*) from poll_invites where poll_id = $2 and used_at is not null) as "done"`,
  userByEmail: `select * from "users" where lower(email) = lower($1) and "disabled_at" is null`,
  insertSession: `insert into "sessions" ("token_hash", "user_id", "expires_at") values ($1, $2, $3)`,
  insertDevice: `insert into "trusted_devices" ("token_hash", "user_id", "expires_at") values ($1, $2, $3)`,
  usersByIds: `select "id", "email", "fio", coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = "users"."id"), '{}') as "roles" from "users" where "id" = any($1::int[])`,
};

/** A list's `meta` from a count the app's way (lib/paging.ts: up to the next thousand past the page). */
const listMeta = (n: number, offset: number, limit: number) => {
  const cap = countCap({ offset, limit });
  return n > cap ? { total: cap, totalExact: false } : { total: n, totalExact: true };
};

/** A member's grammatical gender from the ФИО, as the app's BoardMember.gender resolves it. */
const genderEnum = (fio: string) => {
  const g = genderOf(fio);
  return g === "male" ? "MALE" : g === "female" ? "FEMALE" : null;
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The floor's request handling over one pool. */
export function createFloor(pool: pg.Pool) {
  /** The built index.html, read at the first page asked for. */
  let page: Buffer | undefined;
  const q = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as Row[];

  async function sessionUser(req: IncomingMessage): Promise<SessionUser | null> {
    const token = /(?:^|;\s*)dissovet_session=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
    if (!token || token.length > 128) return null;
    const [row] = await q(SQL.session, [sha256(token), SESSION_IDLE_SECONDS]);
    if (!row) return null;
    if (Date.now() - (row.last_seen_at as Date).getTime() > 60_000) await q(SQL.touch, [row.session_id]);
    return {
      id: row.id as number,
      email: row.email as string,
      fio: row.fio as string,
      roles: row.roles as string[],
    };
  }

  async function requireRole(req: IncomingMessage, role: string): Promise<SessionUser> {
    const user = await sessionUser(req);
    if (!user) throw new HttpError(401, "Войдите в систему.");
    if (!user.roles.includes(role)) throw new HttpError(403, "Недостаточно прав.");
    return user;
  }

  function counts(r: Row): PollCounts {
    return {
      degree: r.degree as PollCounts["degree"],
      specialtyCode: r.specialty_code as string,
      rules: {
        listQuorum: { num: r.list_quorum_num as number, den: r.list_quorum_den as number },
        specialtyDoctors: {
          CANDIDATE: r.specialty_doctors_candidate as number,
          DOCTOR: r.specialty_doctors_doctoral as number,
        },
        decisionThreshold: { num: r.decision_num as number, den: r.decision_den as number },
      },
      poll: r.status
        ? {
            round: r.round as number,
            status: r.status as "DRAFT" | "OPEN" | "CLOSED" | "ANNULLED",
            deadline: r.deadline as Date | null,
            closedAt: r.closed_at as Date | null,
            annulReason: r.annul_reason as string | null,
          }
        : null,
      approvedSize: r.approved_size as number,
      addedForDefense: r.added_count as number,
      participants: (r.participants as number | null) ?? 0,
      invited: (r.invited as number | null) ?? 0,
      failed: (r.failed as number | null) ?? 0,
      voted: (r.voted as number | null) ?? 0,
      specialtyDoctors: (r.specialty_doctors as number | null) ?? 0,
      votesFor: r.votes_for as number | null,
      votesAgainst: r.votes_against as number | null,
    };
  }

  /** The app's resultOfDefense loader: the tally (reads close nothing; the scheduled job does). */
  async function results(defenseIds: number[]): Promise<Map<number, PollResult>> {
    const rows = await q(SQL.countPolls, [defenseIds]);
    return new Map(rows.map((r) => [r.defense_id as number, toPollResult(counts(r))]));
  }

  const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : null);
  const resultJson = (r: PollResult | undefined) =>
    r && { ...r, deadline: iso(r.deadline), closedAt: iso(r.closedAt) };
  const member = (m: Row) => ({
    id: String(m.id),
    fio: m.fio,
    email: m.email,
    degree: m.degree,
    degreeTitle: m.degree_title,
    academicTitle: m.academic_title,
    specialtyCode: m.specialty_code,
    position: m.position,
  });
  const boardJson = (b: Row) => ({ id: String(b.id), code: b.code, name: b.name });
  const defenseJson = (d: Row, board: Row | undefined) => ({
    id: String(d.id),
    candidate: d.candidate,
    thesisTitle: d.thesis_title,
    degree: d.degree,
    scienceBranch: d.science_branch,
    specialty: { code: d.specialty_code, name: d.specialty_name },
    defenseAt: iso(d.defense_at),
    place: d.place,
    board: board && boardJson(board),
  });

  /**
   * The secretary's defense page: REST (`gql` false) or the web app's GraphQL query, with every
   * statement the app runs for it (the GraphQL page also reads the rounds, the rule set and the
   * key ceremony; REST the council's member count) and the same content.
   */
  async function defensePage(req: IncomingMessage, id: number, gql: boolean) {
    const user = await requireRole(req, "SECRETAR");
    const own = (await q(SQL.secretaryBoards, [[user.id]])).map((r) => r.board_id as number);
    const [d] = await q(SQL.defense, [id]);
    if (!d || !own.includes(d.board_id as number)) throw new HttpError(404, "Защита не найдена.");
    const none = Promise.resolve([] as Row[]);
    const [[board], invites, commission, countRows, members, roll, added, rules, rounds, trustees, count] =
      await Promise.all([
        q(SQL.boards, [[d.board_id]]),
        q(SQL.invites, [[id]]),
        q(SQL.commission, [[id]]),
        q(SQL.countPolls, [[id]]),
        q(SQL.membersOfBoards, [[d.board_id]]),
        q(SQL.roll, [[id]]),
        q(SQL.added, [[id]]),
        gql ? q(SQL.ruleSets, [[d.board_id]]) : none,
        gql ? q(SQL.polls, [[id]]) : none,
        gql ? q(SQL.trustees, [[id]]) : none,
        gql ? none : q(SQL.memberCounts, [[d.board_id]]),
      ]);
    if (!board) throw new HttpError(404, "Совет не найден.");
    const [c] = countRows;
    if (!c) throw new HttpError(404, "Защита не найдена.");
    const result = toPollResult(counts(c));
    // The members the invites, the roll and the seats name came joined (member_* columns).
    const inviteJson = invites.map((i) => {
      return {
        member: { id: String(i.member_id), fio: i.member_fio },
        delivery: i.delivery,
        attempts: i.attempts,
        sentAt: iso(i.sent_at),
        sendError: i.send_error,
        voted: i.used_at !== null,
      };
    });
    const commissionJson = commission.map((m) => ({ id: String(m.id), fio: m.fio }));
    const rollJson = roll.map((r) => ({
      member: { id: String(r.member_id) },
      fio: r.fio,
      degree: r.degree,
      specialtyCode: r.specialty_code,
      added: r.added,
      ...(gql ? {} : { degreeTitle: r.degree_title, position: r.position }),
    }));
    const facts = defenseJson(d, undefined);
    if (!gql) {
      return {
        data: {
          defense: {
            ...facts,
            resultPolls: resultJson(result),
            invites: inviteJson,
            commission: commissionJson,
            roll: rollJson,
            addedMembers: added.map(member),
          },
          board: {
            ...boardJson(board),
            organization: board.organization,
            specialties: board.specialties,
            memberCount: (count[0]?.n as number | undefined) ?? 0,
            members: members.map(member),
          },
        },
      };
    }
    const closed = result.status === "CLOSED" && result.decision !== null && commission.length > 0;
    const pageMember = ({ email: _email, ...m }: Row) => ({
      ...member(m),
      gender: genderEnum(m.fio as string),
      addedForDefense: m.added_for_defense_id !== null,
    });
    const [first] = trustees;
    return {
      data: {
        secretarDefense: {
          ...facts,
          opponents: d.opponents,
          leadingOrganization: d.leading_organization,
          archived: d.archived_at !== null,
          board: {
            ...boardJson(board),
            specialties: board.specialties,
            ruleSet: {
              secretaryVotes: rules[0]?.secretary_votes,
              addedMembersMax: rules[0]?.added_members_max,
            },
            members: members.map(pageMember),
          },
          candidateMember: null,
          resultPolls: resultJson(result),
          pollHistory: rounds.map((r) => ({
            round: r.round,
            status: r.status,
            closedAt: iso(r.closed_at),
            annulReason: r.annul_reason,
          })),
          invites: inviteJson,
          roll: rollJson,
          addedMembers: added.map(pageMember),
          commission: commissionJson,
          protocol: closed ? { pdfPath: `/api/v1/secretar/defenses/${id}/protocol.pdf` } : null,
          encryption: first
            ? {
                electionId: first.election_id,
                trustees: trustees.length,
                publicKey: first.public_key,
                decryptions: trustees.filter((t) => t.factor !== null).length,
                tallied: first.tallied_at !== null,
                seats: trustees.map((t) => ({
                  seat: t.seat,
                  member: { id: String(t.member_id), fio: t.member_fio },
                  delivery: t.delivery,
                  sendError: t.send_error,
                  decrypted: t.factor !== null,
                })),
              }
            : null,
        },
      },
    };
  }

  const sortOf = (v: string | null, allowed: Record<string, string>, fallback: string) =>
    allowed[(v ?? "").toUpperCase()] ?? fallback;
  const pageOf = (url: URL) => {
    const search = (url.searchParams.get("search") ?? "").trim().toLowerCase();
    const pattern = `%${search.replace(/[%_\\]/g, "\\$&")}%`;
    const limit = Math.min(100, Math.max(1, Number(url.searchParams.get("limit") ?? 25)));
    const offset = Math.min(10_000, Math.max(0, Number(url.searchParams.get("offset") ?? 0)));
    return { pattern, limit, offset };
  };

  async function adminBoards(req: IncomingMessage, url: URL) {
    await requireRole(req, "ADMIN");
    const { pattern, limit, offset } = pageOf(url);
    const sort = sortOf(
      url.searchParams.get("sort"),
      { CODE: "code", NAME: "name", ORGANIZATION: "organization", CREATED_AT: "created_at" },
      "code",
    );
    const dir = url.searchParams.get("direction")?.toUpperCase() === "DESC" ? "desc" : "asc";
    const [items, [total]] = await Promise.all([
      q(SQL.boardsPage(sort, dir), [pattern, limit, offset]),
      q(SQL.boardsTotal, [pattern, countCap({ offset, limit }) + 1]),
    ]);
    const ids = items.map((b) => b.id);
    const counts = ids.length ? await q(SQL.memberCounts, [ids]) : [];
    const memberCount = new Map(counts.map((c) => [c.board_id, c.n as number]));
    return {
      data: items.map((b) => ({
        ...boardJson(b),
        organization: b.organization,
        specialties: b.specialties,
        memberCount: memberCount.get(b.id) ?? 0,
      })),
      meta: listMeta(total?.n as number, offset, limit),
    };
  }

  async function adminDefenses(req: IncomingMessage, url: URL) {
    await requireRole(req, "ADMIN");
    const { pattern, limit, offset } = pageOf(url);
    const sort = sortOf(
      url.searchParams.get("sort"),
      {
        DEFENSE_AT: '"d"."defense_at"',
        CANDIDATE: '"d"."candidate"',
        BOARD_CODE: "(select b.code from boards b where b.id = d.board_id)",
        CREATED_AT: '"d"."created_at"',
      },
      '"d"."defense_at"',
    );
    const dir = (url.searchParams.get("direction")?.toUpperCase() ?? "DESC") === "DESC" ? "desc" : "asc";
    const [items, [total]] = await Promise.all([
      q(SQL.defensesPage(sort, dir), [pattern, limit, offset]),
      q(SQL.defensesTotal, [pattern, countCap({ offset, limit }) + 1]),
    ]);
    const ids = items.map((d) => d.id as number);
    const boardIds = [...new Set(items.map((d) => d.board_id))];
    const [boards, tallies] = ids.length
      ? await Promise.all([q(SQL.boards, [boardIds]), results(ids)])
      : [[], new Map<number, PollResult>()];
    const boardsById = new Map(boards.map((b) => [b.id, b]));
    return {
      data: items.map((d) => ({
        ...defenseJson(d, boardsById.get(d.board_id)),
        resultPolls: resultJson(tallies.get(d.id as number)),
      })),
      meta: listMeta(total?.n as number, offset, limit),
    };
  }

  const ipOf = (req: IncomingMessage) =>
    (req.headers["x-forwarded-for"] as string | undefined)?.split(",")[0]?.trim() ??
    req.socket.remoteAddress ??
    "unknown";

  /**
   * A secret ballot, as ballot.service.ts casts it (both transactions): the encrypted ballot's
   * shape checked, its 0/1 proof verified against the poll's fingerprint and public key with
   * the app's library call (verifyBallot, under the poll's row lock as in the app), the invite
   * marked used, the ciphertext and proof appended to the urn with the chain's next head
   * (urnNext), the receipt answered.
   */
  async function submitBallot(req: IncomingMessage, body: Row) {
    const token = String(body.token ?? "");
    const answers = body.answers as { questionId?: unknown; ballot?: unknown }[] | undefined;
    const limit = await q(SQL.limitGet, [`poll_token_ip:${ipOf(req)}`, Date.now()]);
    if (((limit[0]?.points as number | undefined) ?? 0) >= 30)
      throw new HttpError(429, "Слишком много попыток.");
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new HttpError(404, "Ссылка недействительна.");
    const ballot = answers?.[0]?.ballot as Row | undefined;
    if (
      !Array.isArray(answers) ||
      answers.length !== 1 ||
      answers[0]?.questionId !== "award" ||
      typeof ballot !== "object" ||
      ballot === null ||
      typeof ballot.alpha !== "string" ||
      ballot.alpha.length > 64 ||
      typeof ballot.beta !== "string" ||
      ballot.beta.length > 64 ||
      !Array.isArray(ballot.proof) ||
      ballot.proof.length > 2 ||
      typeof ballot.credential !== "string" ||
      typeof ballot.signature !== "object"
    )
      throw new HttpError(400, "Неверный бюллетень.");
    const sealed = { alpha: ballot.alpha, beta: ballot.beta, proof: ballot.proof };
    const cast = { ...sealed, credential: ballot.credential, signature: ballot.signature } as CastBallot;
    const client = await pool.connect();
    let pollId: number;
    let position: number;
    let head: string;
    try {
      await client.query("begin");
      const [invite] = (await client.query(SQL.lockInvite, [sha256(token)])).rows as Row[];
      if (!invite) throw new HttpError(404, "Ссылка недействительна.");
      if (invite.status !== "OPEN" || invite.expired) throw new HttpError(409, "Голосование закрыто.");
      const ctx = {
        fingerprint: String(invite.fingerprint ?? ""),
        publicKey: String(invite.public_key ?? ""),
      };
      if (!invite.public_key || !invite.fingerprint || !verifyBallot(ctx, sealed))
        throw new HttpError(400, "Бюллетень не прошел проверку.");
      const [key] = (await client.query(SQL.credential, [invite.id])).rows as Row[];
      if (!key || key.credential !== cast.credential || !verifyBallotSignature(ctx.fingerprint, cast))
        throw new HttpError(400, "Бюллетень подписан не тем ключом.");
      const marked = await client.query(SQL.markUsed, [invite.id]);
      if (marked.rowCount !== 1) throw new HttpError(409, "Вы уже проголосовали.");
      const [last] = (await client.query(SQL.lastEntry, [invite.poll_id, 1])).rows as Row[];
      position = ((last?.position as number | undefined) ?? 0) + 1;
      head = urnNext((last?.head as string | undefined) ?? urnStart(ctx.fingerprint), cast);
      const stored = await client.query(SQL.ballot, [
        invite.poll_id,
        position,
        cast.alpha,
        cast.beta,
        JSON.stringify(cast.proof),
        cast.credential,
        JSON.stringify(cast.signature),
        head,
      ]);
      if (stored.rowCount !== 1) throw new HttpError(409, "Такой бюллетень уже подан.");
      await client.query("commit");
      pollId = invite.poll_id as number;
    } catch (err) {
      await client.query("rollback");
      throw err;
    } finally {
      client.release();
    }
    const closer = await pool.connect();
    try {
      await closer.query("begin");
      const [poll] = (await closer.query(SQL.lockPoll, [pollId])).rows as Row[];
      if (poll?.status === "OPEN") {
        const [whole] = (await closer.query(SQL.allUsed, [pollId, pollId])).rows as Row[];
        if (whole?.done === true) throw new HttpError(500, "the floor does not close polls");
      }
      await closer.query("commit");
    } catch (err) {
      await closer.query("rollback");
      throw err;
    } finally {
      closer.release();
    }
    return {
      data: { accepted: true, tracker: ballotTracker(cast), position, head, headCode: shortCode(head) },
    };
  }

  /** Sign-in, as auth.service.ts does it: limits, argon2id, a device cookie, a new session. */
  async function login(req: IncomingMessage, res: ServerResponse, body: Row) {
    const email = String(body.email ?? "").trim();
    const password = String(body.password ?? "");
    if (!email.includes("@") || !password || password.length > 128)
      throw new HttpError(400, "Неверные данные.");
    const account = email.toLowerCase();
    const now = Date.now();
    const [ip] = await q(SQL.limitUpsert, [`login_ip:${ipOf(req)}`, 1, now + 15 * 60_000, now]);
    if ((ip?.points as number) > 100) throw new HttpError(429, "Слишком много попыток.");
    const [blocked] = await q(SQL.limitGet, [`login_account:${account}`, Date.now()]);
    if (blocked && (blocked.points as number) >= 10) throw new HttpError(429, "Слишком много попыток.");
    const [record] = await q(SQL.userByEmail, [email]);
    const ok = record ? await argon2.verify(record.password_hash as string, password) : false;
    if (!record || !ok) throw new HttpError(401, "Неверный email или пароль.");
    // The account's failure count and its wait, as the app clears both.
    await Promise.all([
      q(SQL.limitDelete, [`login_account:${account}`]),
      q(SQL.limitDelete, [`login_wait:${account}`]),
    ]);
    if (argon2.needsRehash(record.password_hash as string, argonOptions))
      throw new HttpError(500, "the floor does not re-hash");
    // A browser without a device cookie gets one (auth.service.ts: OWASP's device cookies).
    const device = randomBytes(32).toString("base64url");
    const deviceExpires = new Date(Date.now() + DEVICE_LIFETIME_MS);
    await q(SQL.insertDevice, [sha256(device), record.id, deviceExpires]);
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await q(SQL.insertSession, [sha256(token), record.id, expiresAt]);
    const [user] = await q(SQL.usersByIds, [[record.id]]);
    if (!user) throw new HttpError(401, "Неверный email или пароль.");
    res.setHeader("Set-Cookie", [
      `${SESSION_COOKIE}=${token}; Path=/; Expires=${expiresAt.toUTCString()}; HttpOnly; SameSite=Lax`,
      `${DEVICE_COOKIE}=${device}; Path=/; Expires=${deviceExpires.toUTCString()}; HttpOnly; SameSite=Lax`,
    ]);
    return {
      data: {
        id: String(user.id),
        email: user.email,
        fio: user.fio,
        roles: (user.roles as string[]).map((role) => ({ role: role.toLowerCase() })),
      },
    };
  }

  async function readJson(req: IncomingMessage): Promise<Row> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > 100_000) throw new HttpError(413, "Слишком большой запрос.");
      chunks.push(chunk as Buffer);
    }
    try {
      return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Row;
    } catch {
      throw new HttpError(400, "Некорректный JSON в теле запроса.");
    }
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
    const url = new URL(req.url ?? "/", "http://floor");
    const path = url.pathname;
    if (req.method === "GET") {
      if (path === "/healthz") {
        await q("select 1");
        return { status: "ok" };
      }
      const defense = /^\/api\/v1\/secretar\/defenses\/([1-9]\d{0,9})$/.exec(path);
      if (defense) return defensePage(req, Number(defense[1]), false);
      if (path === "/api/v1/admin/boards") return adminBoards(req, url);
      if (path === "/api/v1/admin/defenses") return adminDefenses(req, url);
    } else if (req.method === "POST") {
      if (path === "/graphql") {
        const body = await readJson(req);
        const id = Number((body.variables as Row | undefined)?.id);
        if (!String(body.query ?? "").includes("secretarDefense") || !Number.isSafeInteger(id))
          throw new HttpError(400, "the floor answers the defense page query only");
        return defensePage(req, id, true);
      }
      if (path === "/api/v1/member/polls") return submitBallot(req, await readJson(req));
      if (path === "/api/v1/auth/login") return login(req, res, await readJson(req));
    }
    throw new HttpError(404, "Такого метода API нет.");
  }

  return createServer((req, res) => {
    if (req.method === "GET" && /^\/(desk|polls)\//.test(req.url ?? "")) {
      page ??= readFileSync(fromRoot("web/dist/index.html"));
      res.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": page.length,
        "Cache-Control": "no-store",
      });
      res.end(page);
      return;
    }
    route(req, res).then(
      (body) => send(res, 200, body),
      (err: unknown) => {
        if (err instanceof HttpError) return send(res, err.status, { errors: { message: err.message } });
        console.error(err);
        send(res, 500, { errors: { message: "Внутренняя ошибка сервера." } });
      },
    );
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(json),
    "Cache-Control": "no-store",
  });
  res.end(json);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: DEFAULT_POOL_SIZE });
  pool.on("error", (err) => console.error("floor: idle connection dropped:", err.message));
  const server = createFloor(pool);
  const port = Number(process.env.PORT ?? 3001);
  server.listen(port, process.env.HOST ?? "127.0.0.1", () => console.log(`floor listening on ${port}`));
  const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

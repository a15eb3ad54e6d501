// The benchmark's national-scale dataset, seeded with set-based SQL (insert … select
// generate_series(…)) on either engine. At scale 1: 2,500 councils, 60,000 members (24 per
// council), 30,000 defenses (12 per council: 9 past with closed polls, 2 today with open
// polls, 1 to come), 27,500 polls with 660,000 invites and as many rows of the явочный лист
// (every member registered for the sitting), 500,000 ballots (closed polls),
// 67,500 counting-commission seats, 5,000 users (5 admins, a secretary per council and a
// second secretary for every other council, the rest without a role) sharing one argon2id
// hash, and a session for every admin and secretary.
//
// Ballots are encrypted (issue 13, ballots.ts): every poll has its election id and fingerprint
// (electionIdOf, fingerprintOf), the one benchmark key (BENCH_KEY) and the current threshold
// rule's threshold for the smallest commission, but no manifest or ceremony (nothing benchmarked reads them);
// a closed poll has its count as the commission would have decrypted it (votes_for,
// votes_against, tallied_at). Encrypting 500,000 ballots would take about an hour, so a pool of
// BALLOT_POOL.for + BALLOT_POOL.against ballots is encrypted once per seeding with the library's
// encryptVote and reused across the closed polls: within a poll every ballot is a different
// pool entry (the unique (poll_id, alpha)), and each poll's ballots decrypt to exactly its
// votes_for and votes_against, in urn order (position g) without the chain's heads. Their
// proofs are bound to the pool's fingerprint (fingerprintOf(0)), not to the poll's: a closed
// poll's election record would not verify,
// which nothing benchmarked reads. poll_trustees stays empty: the defense page reads it (one
// statement, app and floor alike) and finds no key ceremony to show.
//
// Ids are laid out arithmetically (inserted with OVERRIDING SYSTEM VALUE, sequences moved
// past them afterwards), so the benchmark derives everything it needs (session tokens,
// ballot tokens, which secretary runs which council) without reading them back:
// - council b (1…B); member (b-1)*24 + s (seat s = 1…24: chairman, deputy, secretary, members);
// - defense (b-1)*12 + k (k = 1…12); poll (b-1)*11 + k for k ≤ 11 (closed for k ≤ 9);
// - user 1…5 admins, 5 + b the secretary of council b, 5 + B + j also of council 2j.
// Open polls take ballots through tokens `ballotToken(t)`, t = 1…openTokens; each open
// poll keeps one invite (seat 24) unused, so the benchmark's ballots never close a poll.

import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";
import { type Kysely, sql } from "kysely";
import type { Database } from "../server/lib/database.ts";
import { migrateToLatest } from "../server/lib/migrate.ts";
import { hashPassword } from "../server/lib/password.ts";
import { type EncryptedBallot, encryptVote } from "../shared/ballot/index.ts";
import { COMMISSION_MIN, CURRENT_THRESHOLD_RULE } from "../shared/council.ts";
import {
  BENCH_KEY,
  ballotToken,
  fingerprintOf,
  seatCredential,
  sqlElectionId,
  sqlFingerprint,
} from "./ballots.ts";

export { ballotToken };

/** Password of every seeded user. */
export const BENCH_PASSWORD = "bench-password-2026";

/** Suffix of every seeded email address; marks a database as seeded by the benchmark. */
export const BENCH_DOMAIN = "bench.dissovet.local";

const ADMINS = 5;
const MEMBERS_PER_BOARD = 24;
const DEFENSES_PER_BOARD = 12;
const CLOSED_PER_BOARD = 9;
const OPEN_PER_BOARD = 2;
/** The commission of every poll (poll_commission's seats): the smallest, and its threshold. */
const TRUSTEES = COMMISSION_MIN;
/**
 * Encrypted ballots reused across the closed polls: «за» and «против» (each at least the
 * ballots of one poll, so that a poll never takes an entry twice).
 */
const BALLOT_POOL = { for: 200, against: 50 } as const;

/** The ids of a dataset of `scale` (1 = national). */
export interface BenchLayout {
  scale: number;
  boards: number;
  users: number;
  /** Ids 1…admins are admins. */
  admins: number;
  /** Users 6…5+boards run council (id − 5); 6+boards…5+boards+coSecretaries run council 2j. */
  coSecretaries: number;
  /** Users with a session: admins and secretaries, ids 1…sessionUsers. */
  sessionUsers: number;
  /** Ballot tokens t = 1…openTokens open a vote each (one per unused invite of an open poll). */
  openTokens: number;
}

/** The layout of a dataset of `scale` (1 = national: 2,500 councils). */
export function benchLayout(scale = 1): BenchLayout {
  const boards = Math.max(2, Math.round(2500 * scale));
  const coSecretaries = Math.floor(boards / 2);
  const sessionUsers = ADMINS + boards + coSecretaries;
  return {
    scale,
    boards,
    users: Math.max(sessionUsers + 10, Math.round(5000 * scale)),
    admins: ADMINS,
    coSecretaries,
    sessionUsers,
    openTokens: (MEMBERS_PER_BOARD - 1) * OPEN_PER_BOARD * boards,
  };
}

/** The seeded user who is the (first) secretary of council `boardId`. */
export const secretaryOf = (boardId: number) => ADMINS + boardId;
/** Defense k (1…12) of council b: k ≤ 9 past (closed vote), 10–11 today (open vote), 12 to come. */
export const defenseId = (boardId: number, k: number) => (boardId - 1) * DEFENSES_PER_BOARD + k;
/** Email of seeded user `id` (admins: admin1…admin5). */
export const userEmail = (id: number) =>
  id <= ADMINS ? `admin${id}@${BENCH_DOMAIN}` : `user${id}@${BENCH_DOMAIN}`;

const b64url = (s: string) => createHash("sha256").update(s, "utf8").digest("base64url");
/** The session token of seeded user `id` (43 characters, as the app's tokens). */
export const sessionToken = (id: number) => b64url(`bench-session-${id}`);

// The same tokens in SQL: base64url of SHA-256 of a label, and the stored form, SHA-256 hex.
const sqlToken = (label: string) =>
  `rtrim(translate(encode(sha256(convert_to(${label}, 'UTF8')), 'base64'), '+/', '-_'), '=')`;
const sqlHash = (text: string) => `encode(sha256(convert_to(${text}, 'UTF8')), 'hex')`;

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
const arr = (xs: readonly string[]) => `(array[${xs.map(lit).join(",")}])`;
const pick = (xs: readonly string[], index: string) => `${arr(xs)}[1 + ((${index}) % ${xs.length})]`;

const SURNAMES = [
  "Иванов",
  "Смирнов",
  "Кузнецов",
  "Попов",
  "Васильев",
  "Петров",
  "Соколов",
  "Михайлов",
  "Новиков",
  "Федоров",
  "Морозов",
  "Волков",
  "Алексеев",
  "Лебедев",
  "Семенов",
  "Егоров",
  "Павлов",
  "Козлов",
  "Степанов",
  "Николаев",
  "Орлов",
  "Андреев",
  "Макаров",
  "Никитин",
  "Захаров",
  "Зайцев",
  "Соловьев",
  "Борисов",
  "Яковлев",
  "Григорьев",
  "Романов",
  "Воробьев",
];
const NAMES_M = [
  "Александр",
  "Алексей",
  "Андрей",
  "Сергей",
  "Дмитрий",
  "Михаил",
  "Николай",
  "Владимир",
  "Игорь",
  "Павел",
  "Евгений",
  "Виктор",
];
const PATRONYMICS_M = [
  "Александрович",
  "Сергеевич",
  "Иванович",
  "Петрович",
  "Николаевич",
  "Владимирович",
  "Андреевич",
  "Михайлович",
  "Викторович",
  "Юрьевич",
  "Олегович",
];
const NAMES_F = [
  "Анна",
  "Елена",
  "Ольга",
  "Татьяна",
  "Наталья",
  "Ирина",
  "Марина",
  "Светлана",
  "Мария",
  "Екатерина",
  "Юлия",
];
const PATRONYMICS_F = [
  "Александровна",
  "Сергеевна",
  "Ивановна",
  "Петровна",
  "Николаевна",
  "Владимировна",
  "Андреевна",
  "Михайловна",
  "Викторовна",
  "Юрьевна",
];
const CITIES = [
  "Московский",
  "Санкт-Петербургский",
  "Новосибирский",
  "Казанский",
  "Томский",
  "Уральский",
  "Самарский",
  "Нижегородский",
  "Воронежский",
  "Ростовский",
  "Саратовский",
  "Пермский",
  "Омский",
  "Иркутский",
  "Тюменский",
  "Красноярский",
  "Южно-Уральский",
  "Дальневосточный",
  "Башкирский",
  "Кубанский",
];
const KINDS = [
  "государственный университет",
  "государственный технический университет",
  "государственный медицинский университет",
  "государственный педагогический университет",
  "политехнический университет",
  "государственный аграрный университет",
];
// [code, name, branch (genitive, as in «доктор … наук»)]
const SPECIALTIES: readonly (readonly [string, string, string])[] = [
  [
    "1.2.2",
    "Математическое моделирование, численные методы и комплексы программ",
    "физико-математических наук",
  ],
  [
    "2.3.5",
    "Математическое и программное обеспечение вычислительных систем, комплексов и компьютерных сетей",
    "технических наук",
  ],
  ["1.1.1", "Вещественный, комплексный и функциональный анализ", "физико-математических наук"],
  ["1.4.4", "Физическая химия", "химических наук"],
  ["3.1.18", "Внутренние болезни", "медицинских наук"],
  ["5.2.3", "Региональная и отраслевая экономика", "экономических наук"],
  ["5.1.2", "Публично-правовые (государственно-правовые) науки", "юридических наук"],
  ["5.6.1", "Отечественная история", "исторических наук"],
  ["2.4.2", "Электротехнические комплексы и системы", "технических наук"],
  ["1.5.7", "Генетика", "биологических наук"],
  ["4.1.1", "Общее земледелие и растениеводство", "сельскохозяйственных наук"],
  ["5.8.7", "Методология и технология профессионального образования", "педагогических наук"],
];
const METHODS = [
  "методов численного моделирования",
  "моделей оптимального управления",
  "методов статистического анализа",
  "алгоритмов машинного обучения",
  "методов адаптивной фильтрации",
  "моделей многокритериальной оптимизации",
  "методов диагностики и прогнозирования",
];
const OBJECTS = [
  "многослойных сред",
  "распределенных вычислительных систем",
  "биологических тканей",
  "региональных рынков труда",
  "электроэнергетических сетей",
  "транспортных потоков",
  "агроценозов Нечерноземья",
  "образовательных программ вузов",
];

const spec = (i: number) => arr(SPECIALTIES.map((s) => s[i] ?? ""));
const specCode = (index: string) => `${spec(0)}[1 + (${index})]`;
const specName = (index: string) => `${spec(1)}[1 + (${index})]`;
const specBranch = (index: string) => `${spec(2)}[1 + (${index})]`;
// A council's two specialties; odd seats and odd-numbered defenses take the first.
const spec1 = (b: string) => `((${b}) % ${SPECIALTIES.length})`;
const spec2 = (b: string) => `((${b} + 5) % ${SPECIALTIES.length})`;

/** A Russian-like ФИО from a number: every third one female. */
function fio(n: string): string {
  return `(case when (${n}) % 3 = 0
    then ${pick(SURNAMES, n)} || 'а ' || ${pick(NAMES_F, `(${n}) * 7 + (${n}) / 32`)} || ' ' || ${pick(PATRONYMICS_F, `(${n}) * 13 + (${n}) / 352`)}
    else ${pick(SURNAMES, n)} || ' ' || ${pick(NAMES_M, `(${n}) * 7 + (${n}) / 32`)} || ' ' || ${pick(PATRONYMICS_M, `(${n}) * 13 + (${n}) / 384`)} end)`;
}
/** Surname with initials, for opponents. */
function shortFio(n: string): string {
  return `(${pick(SURNAMES, n)} || ' ' || left(${pick(NAMES_M, `(${n}) * 7 + (${n}) / 32`)}, 1) || '. ' || left(${pick(PATRONYMICS_M, `(${n}) * 13 + (${n}) / 384`)}, 1) || '.')`;
}

/** Whether ballot g (1…) of seeded poll `pid` is «против» (SQL). */
const against = (pid: string, g: string) =>
  `(((${pid}) * 7 + (${g})) % 10 = 0 or ((${pid}) % 23 = 0 and (${g}) % 2 = 0))`;

/** A ballot of the pool: its vote, its index among the pool's ballots of that vote. */
interface PoolBallot {
  vote: 0 | 1;
  idx: number;
  ballot: EncryptedBallot;
}

/** Encrypts the pool with the shared library, as a member's browser encrypts a ballot. */
function encryptPool(): PoolBallot[] {
  const ctx = { fingerprint: fingerprintOf(0), publicKey: BENCH_KEY.publicKey };
  const pool: PoolBallot[] = [];
  for (const [vote, n] of [
    [1, BALLOT_POOL.for],
    [0, BALLOT_POOL.against],
  ] as const) {
    for (let idx = 0; idx < n; idx++) pool.push({ vote, idx, ballot: encryptVote(ctx, vote) });
  }
  return pool;
}

function statements(layout: BenchLayout, passwordHash: string, pool: PoolBallot[]): [string, string][] {
  const B = layout.boards;
  const perOrg = Math.max(3, Math.ceil(B / 999));
  const org = (b: string) => `((${b} - 1) / ${perOrg} + 1)`;
  const orgName = (o: string) =>
    `'ФГБОУ ВО «' || ${pick(CITIES, o)} || ' ' || ${pick(KINDS, `(${o}) / 20`)} || '»'`;
  const code = (b: string) =>
    `format('24.2.%s.%s', lpad(${org(b)}::text, 3, '0'), lpad(((${b} - 1) % ${perOrg} + 1)::text, 2, '0'))`;
  const lastSecretary = ADMINS + B + layout.coSecretaries;
  const voted = (k: string) =>
    `(case when ${k} <= 2 then ${MEMBERS_PER_BOARD - 1} else ${MEMBERS_PER_BOARD - 2} end)`;
  const P = CLOSED_PER_BOARD + OPEN_PER_BOARD;
  // Every member of every council invited to each of its polls: b the council, k its poll, s the member.
  const invitesOfPolls = `from (
         select b, k, (b - 1) * ${P} + k as pid, d.defense_at as opened
         from generate_series(1, ${B}) b cross join generate_series(1, ${P}) k
         join defenses d on d.id = (b - 1) * ${DEFENSES_PER_BOARD} + k
       ) x cross join generate_series(1, ${MEMBERS_PER_BOARD}) s`;
  return [
    [
      "users",
      `insert into users (id, email, fio, password_hash, created_at) overriding system value
       select g, case when g <= ${ADMINS} then 'admin' || g else 'user' || g end || '@${BENCH_DOMAIN}',
         ${fio("g")}, ${lit(passwordHash)}, now() - make_interval(days => g % 900)
       from generate_series(1, ${layout.users}) g`,
    ],
    [
      "user_roles",
      `insert into user_roles (user_id, role)
       select g, case when g <= ${ADMINS} then 'ADMIN' else 'SECRETAR' end from generate_series(1, ${lastSecretary}) g`,
    ],
    [
      "boards",
      `insert into boards (id, code, name, organization, specialties, created_at) overriding system value
       select b, ${code("b")}, 'Диссертационный совет ' || ${code("b")}, ${orgName(org("b"))},
         jsonb_build_array(
           jsonb_build_object('code', ${specCode(spec1("b"))}, 'name', ${specName(spec1("b"))}),
           jsonb_build_object('code', ${specCode(spec2("b"))}, 'name', ${specName(spec2("b"))})),
         now() - make_interval(days => 1000 + b % 500)
       from generate_series(1, ${B}) b`,
    ],
    [
      "board_members",
      `insert into board_members (id, board_id, fio, email, degree, degree_title, academic_title, specialty_code, position, created_at)
       overriding system value
       select (b - 1) * ${MEMBERS_PER_BOARD} + s, b, ${fio(`(b - 1) * ${MEMBERS_PER_BOARD} + s + 11`)},
         'member' || s || '.b' || b || '@${BENCH_DOMAIN}',
         case when s % 3 <> 0 then 'DOCTOR' else 'CANDIDATE' end,
         case when s % 3 <> 0 then 'доктор ' else 'кандидат ' end || ${specBranch(`case when s % 2 = 1 then ${spec1("b")} else ${spec2("b")} end`)},
         case when s % 3 <> 0 then 'профессор' when s % 2 = 0 then 'доцент' end,
         ${specCode(`case when s % 2 = 1 then ${spec1("b")} else ${spec2("b")} end`)},
         case s when 1 then 'CHAIRMAN' when 2 then 'DEPUTY_CHAIRMAN' when 3 then 'SECRETARY' else 'MEMBER' end,
         now() - make_interval(days => 900 + b % 100)
       from generate_series(1, ${B}) b cross join generate_series(1, ${MEMBERS_PER_BOARD}) s`,
    ],
    [
      "board_secretaries",
      `insert into board_secretaries (board_id, user_id)
       select b, ${ADMINS} + b from generate_series(1, ${B}) b
       union all select 2 * j, ${ADMINS + B} + j from generate_series(1, ${layout.coSecretaries}) j`,
    ],
    [
      "defenses",
      `insert into defenses (id, board_id, candidate, thesis_title, degree, science_branch, specialty_code, specialty_name,
         defense_at, place, opponents, leading_organization, created_at) overriding system value
       select id, b, ${fio("100000 + id")},
         'Разработка и исследование ' || ${pick(METHODS, "id")} || ' ' || ${pick(OBJECTS, "id / 7")},
         case when (b + k) % 6 = 0 then 'DOCTOR' else 'CANDIDATE' end,
         ${specBranch("sp")}, ${specCode("sp")}, ${specName("sp")}, at,
         'Ауд. ' || (100 + (b * 7 + k) % 400) || ', главный корпус',
         jsonb_build_array(${shortFio("id * 3 + 1")} || ', д-р наук, профессор', ${shortFio("id * 5 + 2")} || ', канд. наук, доцент'),
         ${orgName(org(`(b + 36) % ${B} + 1`))},
         at - interval '60 days'
       from (
         select (b - 1) * ${DEFENSES_PER_BOARD} + k as id, b, k,
           case when k % 2 = 1 then ${spec1("b")} else ${spec2("b")} end as sp,
           case when k <= ${CLOSED_PER_BOARD} then now() - make_interval(days => (${CLOSED_PER_BOARD + 1} - k) * 30 + b % 20, hours => b % 5)
                when k <= ${P} then now() - make_interval(hours => k - ${CLOSED_PER_BOARD})
                else now() + make_interval(days => 14 + b % 30) end as at
         from generate_series(1, ${B}) b cross join generate_series(1, ${DEFENSES_PER_BOARD}) k
       ) x`,
    ],
    [
      "polls",
      // Frozen at close: the list (24) and the specialty's doctors among participants (8 by
      // construction); the key ceremony done (one key for all), a closed poll's count decrypted.
      `insert into polls (id, defense_id, status, opened_at, closed_at, list_size, specialty_doctors, rule_set_code,
         election_id, fingerprint, public_key, threshold, votes_for, votes_against, tallied_at)
       overriding system value
       select pid, d.id, case when k <= ${CLOSED_PER_BOARD} then 'CLOSED' else 'OPEN' end, d.defense_at,
         case when k <= ${CLOSED_PER_BOARD} then d.defense_at + interval '1 hour' end,
         case when k <= ${CLOSED_PER_BOARD} then ${MEMBERS_PER_BOARD} end,
         case when k <= ${CLOSED_PER_BOARD} then 8 end,
         case when k <= ${CLOSED_PER_BOARD} then '1093' end,
         ${sqlElectionId("pid")}, ${sqlFingerprint("pid")}, ${lit(BENCH_KEY.publicKey)}, ${CURRENT_THRESHOLD_RULE.threshold(TRUSTEES)},
         case when k <= ${CLOSED_PER_BOARD} then
           (select count(*)::int from generate_series(1, ${voted("k")}) g where not (${against("pid", "g")})) end,
         case when k <= ${CLOSED_PER_BOARD} then
           (select count(*)::int from generate_series(1, ${voted("k")}) g where ${against("pid", "g")}) end,
         case when k <= ${CLOSED_PER_BOARD} then d.defense_at + interval '90 minutes' end
       from (
         select b, k, (b - 1) * ${P} + k as pid
         from generate_series(1, ${B}) b cross join generate_series(1, ${P}) k
       ) x join defenses d on d.id = (b - 1) * ${DEFENSES_PER_BOARD} + k`,
    ],
    [
      "poll_invites",
      `insert into poll_invites (id, poll_id, member_id, created_at, sent_at, used_at, delivery, attempts)
       overriding system value
       select (pid - 1) * ${MEMBERS_PER_BOARD} + s, pid, (b - 1) * ${MEMBERS_PER_BOARD} + s,
         opened - interval '5 minutes', opened - interval '4 minutes',
         case when k <= ${CLOSED_PER_BOARD} and s <= ${voted("k")} then opened + make_interval(mins => s) end,
         'SENT', 1
       ${invitesOfPolls}`,
    ],
    [
      // One link per invite, as mailed once: a member of an open poll votes by it (bench/ballots.ts).
      "poll_invite_links",
      `insert into poll_invite_links (token_hash, invite_id, created_at, sent_at)
       select
         case when k <= ${CLOSED_PER_BOARD} or s = ${MEMBERS_PER_BOARD}
           then ${sqlHash(`'bench-spent-' || ((pid - 1) * ${MEMBERS_PER_BOARD} + s)`)}
           else ${sqlHash(sqlToken(`'bench-ballot-' || ((s - 1) * ${OPEN_PER_BOARD * B} + (b - 1) * ${OPEN_PER_BOARD} + (k - ${CLOSED_PER_BOARD}))`))} end,
         (pid - 1) * ${MEMBERS_PER_BOARD} + s, opened - interval '5 minutes', opened - interval '4 minutes'
       ${invitesOfPolls}`,
    ],
    [
      // The open polls' members' voting keys (issue 36): the write scenario signs with them.
      "poll_credentials",
      `insert into poll_credentials (poll_id, invite_id, credential)
       select i.poll_id, i.id, c.credential
       from poll_invites i join polls p on p.id = i.poll_id and p.status = 'OPEN'
       join (values ${Array.from(
         { length: MEMBERS_PER_BOARD },
         (_, i) => `(${i + 1}, ${lit(seatCredential(i + 1).publicKey)})`,
       ).join(", ")}) c(s, credential) on c.s = (i.id - 1) % ${MEMBERS_PER_BOARD} + 1`,
    ],
    [
      // The явочный лист of every opened poll: the council's members, as registered when
      // the ballot opened (the invites went to the roll).
      "poll_participants",
      `insert into poll_participants (poll_id, member_id, fio, degree, degree_title, academic_title, specialty_code, position)
       select i.poll_id, m.id, m.fio, m.degree, m.degree_title, m.academic_title, m.specialty_code, m.position
       from poll_invites i join board_members m on m.id = i.member_id`,
    ],
    // Two statements: PGlite runs one statement per call.
    [
      "ballot pool table",
      `create temporary table bench_ballot_pool (vote int not null, idx int not null, alpha text not null,
         beta text not null, proof jsonb not null, primary key (vote, idx))`,
    ],
    [
      "ballot pool",
      `insert into bench_ballot_pool (vote, idx, alpha, beta, proof) values ${pool
        .map(
          (e) =>
            `(${e.vote}, ${e.idx}, ${lit(e.ballot.alpha)}, ${lit(e.ballot.beta)}, ${lit(JSON.stringify(e.ballot.proof))})`,
        )
        .join(", ")}`,
    ],
    [
      "ballots",
      // Ballot g of poll pid: the pool entry of its vote at (pid·7 + g) mod the pool's size, so
      // a poll's (at most 23) ballots are distinct entries.
      `insert into ballots (poll_id, position, alpha, beta, proof)
       select pid, g, e.alpha, e.beta, e.proof
       from (
         select pid, g, case when ${against("pid", "g")} then 0 else 1 end as vote
         from (
           select (b - 1) * ${P} + k as pid, ${voted("k")} as n
           from generate_series(1, ${B}) b cross join generate_series(1, ${CLOSED_PER_BOARD}) k
         ) x cross join lateral generate_series(1, x.n) g
       ) y join bench_ballot_pool e on e.vote = y.vote
         and e.idx = (y.pid * 7 + y.g) % (case when y.vote = 1 then ${BALLOT_POOL.for} else ${BALLOT_POOL.against} end)`,
    ],
    ["drop ballot pool", "drop table bench_ballot_pool"],
    [
      "poll_commission",
      `insert into poll_commission (poll_id, member_id, seat)
       select (b - 1) * ${P} + k, (b - 1) * ${MEMBERS_PER_BOARD} + 4 + c, c
       from generate_series(1, ${B}) b cross join generate_series(1, ${CLOSED_PER_BOARD}) k cross join generate_series(0, ${TRUSTEES - 1}) c`,
    ],
    ["sessions", sessionsStatement(layout)],
    [
      "sequences",
      `select ${["users", "boards", "board_members", "defenses", "polls", "poll_invites"]
        .map((t) => `setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`)
        .join(", ")}`,
    ],
  ];
}

// Sessions of every admin and secretary, live for a week, last seen now.
function sessionsStatement(layout: BenchLayout): string {
  return `insert into sessions (token_hash, user_id, expires_at, last_seen_at)
    select ${sqlHash(sqlToken("'bench-session-' || u"))}, u, now() + interval '7 days', now()
    from generate_series(1, ${layout.sessionUsers}) u`;
}

/** What seeding did, with the counts found afterwards. */
export interface SeedReport {
  layout: BenchLayout;
  /** "seeded": fresh data; "reset": an existing benchmark dataset made ready again. */
  action: "seeded" | "reset";
  seconds: number;
  steps: Record<string, number>;
  counts: Record<string, number>;
}

/** Rows of the seeded tables. */
export async function countRows(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables = [
    "boards",
    "board_members",
    "defenses",
    "polls",
    "poll_invites",
    "ballots",
    "users",
    "sessions",
  ] as const;
  const { rows } = await sql
    .raw<Record<string, number>>(
      `select ${tables.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(", ")}`,
    )
    .execute(db);
  return rows[0] ?? {};
}

/**
 * Migrates `db` and seeds the dataset of `scale` into it, on one connection. An empty
 * database is seeded; one already seeded by the benchmark at the same scale is reset (its
 * open polls' ballots and used invites removed, rate limits and sign-in sessions cleared,
 * bench sessions renewed); anything else is refused.
 * @throws Error for a database that holds other data
 */
export async function seedBench(
  db: Kysely<Database>,
  opts: { scale?: number; log?: (line: string) => void } = {},
): Promise<SeedReport> {
  const layout = benchLayout(opts.scale ?? 1);
  const log = opts.log ?? (() => {});
  const started = performance.now();
  await migrateToLatest(db);
  const steps: Record<string, number> = {};
  const existing = await countRows(db);
  let action: SeedReport["action"] = "seeded";
  await db.connection().execute(async (conn) => {
    const run = async (name: string, text: string) => {
      const t0 = performance.now();
      await sql.raw(text).execute(conn);
      steps[name] = Math.round(performance.now() - t0);
      log(`  ${name}: ${steps[name]} ms`);
    };
    if ((existing.boards ?? 0) > 0) {
      const marker = await sql<{
        n: number;
      }>`select count(*)::int as n from users where email = ${userEmail(1)}`.execute(conn);
      if (marker.rows[0]?.n !== 1 || existing.boards !== layout.boards) {
        throw new Error(
          `the database already holds data that the benchmark did not seed at this scale (${existing.boards} councils); use an empty one`,
        );
      }
      const keyed = await sql<{ n: number }>`select count(*)::int as n from polls
        where status = 'OPEN' and public_key = ${BENCH_KEY.publicKey}`.execute(conn);
      if (keyed.rows[0]?.n !== OPEN_PER_BOARD * layout.boards) {
        throw new Error(
          "the benchmark's dataset in this database was seeded before encrypted ballots (its open polls have no key); use an empty one",
        );
      }
      action = "reset";
      await run(
        "reopen polls",
        "delete from ballots where poll_id in (select id from polls where status = 'OPEN')",
      );
      await run(
        "unuse invites",
        "update poll_invites set used_at = null where used_at is not null and poll_id in (select id from polls where status = 'OPEN')",
      );
      await run("rate limits", "delete from rate_limits");
      await run("sessions", "delete from sessions");
      await run("bench sessions", sessionsStatement(layout));
      await run("analyze", "analyze");
      return;
    }
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const t0 = performance.now();
    const pool = encryptPool();
    steps["encrypt ballot pool"] = Math.round(performance.now() - t0);
    log(`  encrypt ballot pool (${pool.length} ballots): ${steps["encrypt ballot pool"]} ms`);
    for (const [name, text] of statements(layout, passwordHash, pool)) await run(name, text);
    await run("vacuum analyze", "vacuum analyze");
  });
  const counts = await countRows(db);
  return { layout, action, seconds: (performance.now() - started) / 1000, steps, counts };
}

// `node --import tsx bench/seed.ts [scale]`: seeds BENCH_DATABASE_URL (PostgreSQL) or,
// without it, the embedded database under DATA_DIR.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { openDatabase } = await import("../server/lib/database.ts");
  const scale = Number(process.argv[2] ?? 1);
  const handle = openDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? "./data",
  });
  try {
    const report = await seedBench(handle.db, { scale, log: (l) => console.log(l) });
    console.log(JSON.stringify({ action: report.action, seconds: report.seconds, counts: report.counts }));
  } finally {
    await handle.db.destroy();
  }
}

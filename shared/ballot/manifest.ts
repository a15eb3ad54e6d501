/**
 * The election manifest, its digest H_B, the election fingerprint H_E and its short code.
 *
 * The manifest says what is voted on and by whom, fixed when the счетная комиссия is seated: the
 * council, the defense and the exact question, the round, the frozen roll (явочный лист), the
 * commission's seats, n and t. Its digest H_B (ElectionGuard 2.0's "election base hash": Benaloh,
 * Naehrig, ElectionGuard Design Specification v2.0.0, 2023, §3.1) starts every proof of the key
 * ceremony. Once the ceremony is done, the fingerprint H_E (ElectionGuard's "extended base hash",
 * §3.2) hashes H_B with every device key, nonce, dealing and proof and the election key; every
 * ballot, board head and decryption proof starts with it, so nothing made for another manifest or
 * another ceremony verifies here. Its first 80 bits, written as 16 symbols a person can read aloud,
 * are the code the commission compares at the sitting (a short authenticated string: Vaudenay,
 * "Secure communications over insecure channels based on short authenticated strings", CRYPTO
 * 2005; the commitments to the devices' nonces, revealed only once every dealing is in, keep the
 * server from searching for two ceremonies with one code — ZRTP's hash commitment, RFC 6189
 * §4.4.1.1). Hashing: RFC 8785 canonical JSON (docs/RECORD.md §4, §6).
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import canonicalize from "canonicalize";
import { THRESHOLD_RULES } from "../council.ts";
import { count, MEMBERS_GENITIVE } from "../plural.ts";
import { isElectionId, isHex64, TAG } from "./group.ts";
import { hasExactKeys } from "./proofs.ts";

/** The degree a thesis is defended for. */
export type Degree = "CANDIDATE" | "DOCTOR";

/**
 * What is voted on and by whom (docs/RECORD.md §5): fixed when the commission is seated; a new
 * roll, commission or question is a new manifest with a new election id and a new ceremony.
 */
export type Manifest = {
  /** A fresh lowercase UUID per ceremony. */
  electionId: string;
  group: "ristretto255";
  /** The council: code (шифр), name, hosting organisation. */
  council: { code: string; name: string; organization: string };
  /** The defense: its id (a decimal string), соискатель, thesis, degree, отрасль науки, specialty. */
  defense: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: Degree;
    scienceBranch: string;
    specialty: { code: string; name: string };
  };
  /** The ballot's question, exactly as every ballot shows it. */
  question: string;
  /** 1, 2, …: the defense's vote after annulled ones. */
  round: number;
  /** The явочный лист: members' full names (ФИО) in roll order; each may cast one ballot. */
  roll: string[];
  /** The счетная комиссия, seat 1 (the chair) first: full names, each on the roll. */
  commission: string[];
  /** The threshold rule's `name/version` (shared/council.ts), e.g. `majority/1`. */
  thresholdRule: string;
  /** t: what the rule gives for n = commission.length. */
  threshold: number;
};

const MANIFEST_KEYS = [
  "electionId",
  "group",
  "council",
  "defense",
  "question",
  "round",
  "roll",
  "commission",
  "thresholdRule",
  "threshold",
];
const DEFENSE_KEYS = ["id", "candidate", "thesisTitle", "degree", "scienceBranch", "specialty"];

const isText = (u: unknown): u is string => typeof u === "string" && u.trim().length > 0;

/**
 * The threshold rule named `id`, or undefined. An own property only: `THRESHOLD_RULES` is a plain
 * object, so `THRESHOLD_RULES["constructor"]` would otherwise be `Object` and make the checks throw.
 */
const ruleOf = (id: unknown) =>
  typeof id === "string" && Object.hasOwn(THRESHOLD_RULES, id) ? THRESHOLD_RULES[id] : undefined;
const isCount = (u: unknown, min: number): u is number =>
  typeof u === "number" && Number.isSafeInteger(u) && u >= min;

/**
 * `hex(SHA-256(utf8(tag + "|" + JCS(value))))`: the digest of a JSON value in its RFC 8785
 * canonical form (keys sorted by UTF-16 code units, no whitespace, numbers as ECMAScript writes
 * them, so 1.0 and 1 are the same integer). The JSON is the last part, so a "|" inside it is
 * unambiguous. @throws Error for a value JSON cannot hold (NaN, a lone surrogate)
 */
export function digestJson(tag: string, value: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(`${tag}|${canonicalize(value)}`)));
}

/**
 * Checks a manifest's shape and rules (docs/RECORD.md §11 step 1): exact keys at every level,
 * a lowercase UUID, non-empty texts, round ≥ 1, a roll of ≥ 1 names, a commission of distinct
 * names all on the roll, a known threshold rule, at least that rule's `minSeats` seats, and a
 * threshold equal to what that rule gives for n. Never throws.
 * @returns the problems found, in Russian (empty when the manifest is sound)
 */
export function manifestProblems(m: unknown): string[] {
  if (!hasExactKeys(m, MANIFEST_KEYS)) return [`манифест: ожидаются ровно поля ${MANIFEST_KEYS.join(", ")}`];
  const problems: string[] = [];
  const bad = (what: string) => problems.push(`манифест: ${what}`);
  if (!isElectionId(m.electionId)) bad("идентификатор голосования должен быть UUID в нижнем регистре");
  if (m.group !== "ristretto255") bad("группа должна быть ristretto255");
  const c = m.council;
  if (!hasExactKeys(c, ["code", "name", "organization"]) || ![c.code, c.name, c.organization].every(isText))
    bad("совет: нужны шифр, название и организация");
  const d = m.defense;
  if (
    !hasExactKeys(d, DEFENSE_KEYS) ||
    ![d.id, d.candidate, d.thesisTitle, d.scienceBranch].every(isText) ||
    (d.degree !== "CANDIDATE" && d.degree !== "DOCTOR") ||
    !hasExactKeys(d.specialty, ["code", "name"]) ||
    !isText(d.specialty.code) ||
    !isText(d.specialty.name)
  )
    bad("защита: нужны номер, соискатель, тема, степень, отрасль науки и специальность");
  if (!isText(m.question)) bad("нет вопроса бюллетеня");
  if (!isCount(m.round, 1)) bad("номер голосования должен быть целым числом от 1");
  const roll = Array.isArray(m.roll) && m.roll.every(isText) ? (m.roll as string[]) : null;
  if (!roll || roll.length === 0) bad("явочный лист должен быть непустым списком ФИО");
  const seats = Array.isArray(m.commission) && m.commission.every(isText) ? (m.commission as string[]) : null;
  if (!seats) bad("счетная комиссия должна быть списком ФИО");
  else {
    if (new Set(seats).size !== seats.length) bad("член счетной комиссии назван дважды");
    if (roll && seats.some((name) => !roll.includes(name))) bad("член счетной комиссии не в явочном листе");
  }
  // The rule the manifest names decides both the smallest commission and t: a record is checked
  // by the rule it was held under, whatever rules came after it.
  const rule = ruleOf(m.thresholdRule);
  if (!rule) bad(`неизвестное правило порога: ${String(m.thresholdRule)}`);
  else if (seats && seats.length < rule.minSeats)
    bad(
      `в счетной комиссии должно быть не менее ${count(rule.minSeats, MEMBERS_GENITIVE)} по правилу ${rule.id}`,
    );
  else if (seats && m.threshold !== rule.threshold(seats.length))
    bad(
      `порог должен быть ${rule.threshold(seats.length)} по правилу ${rule.id} для ${count(seats.length, MEMBERS_GENITIVE)} комиссии`,
    );
  return problems;
}

/** n and t of a sound manifest: t computed by its rule from n, never taken from the manifest's field. */
export function trusteesOf(m: Manifest): { n: number; t: number } {
  const rule = ruleOf(m.thresholdRule);
  if (!rule) throw new Error(`unknown threshold rule ${m.thresholdRule}`);
  const n = m.commission.length;
  return { n, t: rule.threshold(n) };
}

/** H_B = digestJson("dissovet/2/manifest", manifest): the manifest's digest, 64 lowercase hex. */
export function manifestDigest(m: Manifest): string {
  return digestJson(TAG.manifest, m);
}

/**
 * The 32 symbols of a short code, each read aloud in Russian without confusion: the digits 2–9
 * and 24 capital Cyrillic letters (no З, О, Й, Ё, Щ, Ъ, Ы, Ь, which look like digits or other
 * letters, nor Э, which sounds like Е). Symbol k stands for the 5-bit value k.
 */
export const CODE_ALPHABET = "23456789АБВГДЕЖИКЛМНПРСТУФХЦЧШЮЯ";

/**
 * The short code of a digest (64 hex): its first 80 bits, 5 bits a symbol from
 * {@link CODE_ALPHABET}, most significant first, as 4 groups of 4 joined by "-"
 * («7К2М-…»). @throws Error unless `hex` is 64 lowercase hex characters
 */
export function shortCode(hex: string): string {
  if (!isHex64(hex)) throw new Error("short code: a digest of 64 lowercase hex characters expected");
  let bits = BigInt(`0x${hex.slice(0, 20)}`); // 80 bits
  const symbols: string[] = [];
  for (let i = 0; i < 16; i++) {
    symbols.unshift(CODE_ALPHABET[Number(bits & 31n)] as string);
    bits >>= 5n;
  }
  return [0, 4, 8, 12].map((k) => symbols.slice(k, k + 4).join("")).join("-");
}

/** Letters a person may type for a code's symbol: Latin look-alikes and the Cyrillic letters left out. */
const TYPED_AS: Record<string, string> = {
  A: "А",
  B: "В",
  E: "Е",
  K: "К",
  M: "М",
  H: "Н",
  P: "Р",
  C: "С",
  T: "Т",
  X: "Х",
  Y: "У",
  З: "3",
  Й: "И",
  Ё: "Е",
};

/**
 * A short code (§3 of docs/RECORD.md) as a person typed it, in its written form
 * («П8МИ-УНЖ2-СКЮЖ-КУ8Ф»): case, white space and any dashes are ignored, Latin letters that look
 * like the alphabet's Cyrillic ones are read as those, and З, Й, Ё as 3, И, Е. Null unless exactly
 * 16 symbols of the alphabet remain. The one reading for every code a person types.
 */
export function readShortCode(typed: string): string | null {
  const symbols = [...typed.toUpperCase().replace(/[\s\-‐‑‒–—―_.]/gu, "")].map((c) => TYPED_AS[c] ?? c);
  if (symbols.length !== 16 || symbols.some((c) => !CODE_ALPHABET.includes(c))) return null;
  return [0, 4, 8, 12].map((k) => symbols.slice(k, k + 4).join("")).join("-");
}

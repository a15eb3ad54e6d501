/**
 * The election manifest, its digest H_B, the election fingerprint H_E and its short code.
 *
 * The manifest says what is voted on and by whom, fixed when the счетная комиссия is seated: the
 * council, the defense and the exact question, the round, the frozen roll (явочный лист), the
 * commission's seats, n and t. Its digest H_B (ElectionGuard 2.0's "election base hash": Benaloh,
 * Naehrig, ElectionGuard Design Specification v2.0.0, 2023, §3.1) starts every proof of the key
 * ceremony. Once the ceremony is done, the fingerprint H_E (ElectionGuard's "extended base hash",
 * §3.2) hashes H_B with every device key, nonce, dealing and proof and the election key; every
 * ballot, urn head and decryption proof starts with it, so nothing made for another manifest or
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
import { decodePoint, isElectionId, isHex64, TAG } from "./group.ts";
import { hasExactKeys } from "./proofs.ts";

/** The degree a thesis is defended for. */
export type Degree = "CANDIDATE" | "DOCTOR";

/** The manifest's format tag (docs/RECORD.md §5.1): the version of what follows. */
export const MANIFEST_FORMAT = "dissovet-manifest/3";

/**
 * What is voted on and by whom (docs/RECORD.md §5): fixed when the commission is seated; a new
 * roll, commission or question is a new manifest with a new election id and a new ceremony.
 */
export type Manifest = {
  format: typeof MANIFEST_FORMAT;
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
  /** The явочный лист: members' full names (ФИО) in roll order, no name twice; each may cast one ballot. */
  roll: string[];
  /**
   * The public voting credentials registered by the members' own devices before the commission
   * was seated (credential.ts), ascending, at most one a roll line and not tied to any line:
   * every ballot is signed with one of them. Their number is read aloud with the code.
   */
  credentials: string[];
  /** The счетная комиссия, seat 1 (the chair) first: full names, each on the roll. */
  commission: string[];
  /** The threshold rule's `name/version` (shared/council.ts), e.g. `majority/1`. */
  thresholdRule: string;
  /** t: what the rule gives for n = commission.length. */
  threshold: number;
};

const MANIFEST_KEYS = [
  "format",
  "electionId",
  "group",
  "council",
  "defense",
  "question",
  "round",
  "roll",
  "credentials",
  "commission",
  "thresholdRule",
  "threshold",
];
const DEFENSE_KEYS = ["id", "candidate", "thesisTitle", "degree", "scienceBranch", "specialty"];

/**
 * The white space of a «blank» text (docs/RECORD.md §3, «Texts»), by code point: Unicode's
 * White_Space property (U+0009–U+000D, U+0020, U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028,
 * U+2029, U+202F, U+205F, U+3000) and U+FEFF. Written out, not `\s` nor `trim()`: JavaScript's
 * set lacks U+0085 and Python's `isspace` lacks U+FEFF and adds U+001C–U+001F, so an outside
 * verifier could not agree with either.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0009–U+000D are white space here on purpose
const BLANK = /^[\u0009-\u000d\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*$/;

/** Whether `u` is a text (docs/RECORD.md §3): a string with a code point outside {@link BLANK}. */
export const isText = (u: unknown): u is string => typeof u === "string" && !BLANK.test(u);

/** A defense id: a decimal string without leading zeros (docs/RECORD.md §5.1). */
const DECIMAL = /^(0|[1-9][0-9]*)$/;

/** Whether `list` holds canonical non-identity points in strictly ascending order (so none twice). */
export function isAscendingPoints(list: unknown): list is string[] {
  return (
    Array.isArray(list) &&
    list.every((p, i) => decodePoint(p) !== null && (i === 0 || (list[i - 1] as string) < (p as string)))
  );
}

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
 * Checks a manifest's shape and rules (docs/RECORD.md §11 step 2): exact keys at every level,
 * the format, a lowercase UUID, texts that are not blank, a decimal defense id, round ≥ 1, a
 * roll of ≥ 1 distinct names, at most as many credentials as roll lines (canonical points,
 * ascending), a commission of distinct names all on the roll, a known threshold rule, at least
 * that rule's `minSeats` seats, and a threshold equal to what that rule gives for n. Never throws.
 * @returns the problems found, in Russian (empty when the manifest is sound)
 */
export function manifestProblems(m: unknown): string[] {
  if (!hasExactKeys(m, MANIFEST_KEYS)) return [`манифест: ожидаются ровно поля ${MANIFEST_KEYS.join(", ")}`];
  const problems: string[] = [];
  const bad = (what: string) => problems.push(`манифест: ${what}`);
  if (m.format !== MANIFEST_FORMAT) bad(`формат должен быть «${MANIFEST_FORMAT}»`);
  if (!isElectionId(m.electionId)) bad("идентификатор голосования должен быть UUID в нижнем регистре");
  if (m.group !== "ristretto255") bad("группа должна быть ristretto255");
  const c = m.council;
  if (!hasExactKeys(c, ["code", "name", "organization"]) || ![c.code, c.name, c.organization].every(isText))
    bad("совет: нужны шифр, название и организация");
  const d = m.defense;
  if (
    !hasExactKeys(d, DEFENSE_KEYS) ||
    typeof d.id !== "string" ||
    !DECIMAL.test(d.id) ||
    ![d.candidate, d.thesisTitle, d.scienceBranch].every(isText) ||
    (d.degree !== "CANDIDATE" && d.degree !== "DOCTOR") ||
    !hasExactKeys(d.specialty, ["code", "name"]) ||
    !isText(d.specialty.code) ||
    !isText(d.specialty.name)
  )
    bad("защита: нужны номер (десятичная запись), соискатель, тема, степень, отрасль науки и специальность");
  if (!isText(m.question)) bad("нет вопроса бюллетеня");
  if (!isCount(m.round, 1)) bad("номер голосования должен быть целым числом от 1");
  const roll = Array.isArray(m.roll) && m.roll.every(isText) ? (m.roll as string[]) : null;
  if (!roll || roll.length === 0) bad("явочный лист должен быть непустым списком ФИО");
  else if (new Set(roll).size !== roll.length) bad("в явочном листе ФИО повторяется");
  if (!isAscendingPoints(m.credentials))
    bad("ключи голосующих: ожидается список точек по возрастанию, без повторов");
  else if (roll && m.credentials.length > roll.length)
    bad(`ключей голосующих ${m.credentials.length}, а строк явочного листа ${roll.length}`);
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

/**
 * Letters a person may type for the code's symbols they look like: the Latin capitals that are
 * Cyrillic ones on screen, З (left out of the alphabet: it is read as 3), and Й, Ё (read as И, Е).
 */
const LOOKALIKES: Readonly<Record<string, string>> = {
  A: "А",
  B: "В",
  C: "С",
  E: "Е",
  H: "Н",
  K: "К",
  M: "М",
  P: "Р",
  T: "Т",
  X: "Х",
  Y: "У",
  З: "3",
  Й: "И",
  Ё: "Е",
};

/**
 * A short code as a person typed it, read as {@link shortCode} writes it (docs/RECORD.md §3,
 * «Short code»): upper case, every character that is neither a letter nor a digit dropped
 * (spaces, hyphens, dashes, dots), each look-alike read as the symbol it looks like (Й, Ё as И, Е), then
 * exactly 16 symbols of {@link CODE_ALPHABET} regrouped 4-4-4-4. The one reading of a typed code
 * wherever a person types one, so a code typed as the screen shows it is never a false alarm.
 * @returns the code, or null when what was typed is not 16 symbols of the alphabet
 */
export function readShortCode(typed: string): string | null {
  const symbols = [...typed.toUpperCase().replace(/[^\p{L}\p{N}]/gu, "")].map((c) => LOOKALIKES[c] ?? c);
  if (symbols.length !== 16 || !symbols.every((c) => CODE_ALPHABET.includes(c))) return null;
  return [0, 4, 8, 12].map((k) => symbols.slice(k, k + 4).join("")).join("-");
}

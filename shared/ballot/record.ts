/**
 * The public election record and its universal verifier (Adida 2008, §3 "open-audit": anyone can
 * re-check every proof and recompute the tally; Belenios specification, section "Election result":
 * the data to publish after the election; ElectionGuard 2.0, §5 "Verification"). One record per
 * election, the same for everyone at one public address: the manifest, the whole key ceremony
 * with the commission's signatures on the fingerprint, the voters' credentials registered late
 * or revoked, the urn (each ballot signed with a credential) in the order the ballots
 * were accepted, who on the roll cast a ballot (never how), the audited ballots voters chose to
 * publish, and after the close the tally, the voters' signed confirmations that their ballot is
 * in the urn, the partial decryptions and the result. The format is specified in
 * docs/RECORD.md.
 */

import { assessCeremony, type CeremonyView } from "./ceremony.ts";
import {
  CAST_KEYS,
  type CastBallot,
  type FoundConfirmation,
  verifyBallotSignature,
  verifyFound,
} from "./credential.ts";
import { combinePartials, type PartialDecryption, verifyPartial } from "./decrypt.ts";
import type { Dealing } from "./dkg.ts";
import { verificationKey } from "./dkg.ts";
import { ballotVerifier, type Ciphertext, parseTally } from "./elgamal.ts";
import { decodePoint, encodePoint, IDENTITY, isSeat, type ProofPair } from "./group.ts";
import { isAscendingPoints, type Manifest, manifestProblems, shortCode } from "./manifest.ts";
import { hasExactKeys } from "./proofs.ts";
import { checkSpoiled, type SpoiledBallot } from "./spoiled.ts";
import { urnHeads } from "./urn.ts";

/** The format tag of {@link ElectionRecord}. */
export const RECORD_FORMAT = "dissovet-record/3";

/** One seat of the ceremony as the record keeps it: what the seat posted, its signature last. */
export type RecordSeat = {
  seat: number;
  deviceKey: string;
  nonceCommitment: string;
  deviceProof: ProofPair;
  dealing: Dealing;
  verificationKey: string;
  nonce: string;
  signature: ProofPair;
};

/** The record of one election (docs/RECORD.md §5). */
export type ElectionRecord = {
  format: typeof RECORD_FORMAT;
  manifest: Manifest;
  ceremony: RecordSeat[];
  publicKey: string;
  /** H_E, and its short code read out at the sitting. */
  fingerprint: string;
  code: string;
  /** Credentials registered after the manifest was fixed, ascending (credential.ts). */
  lateCredentials: string[];
  /** Credentials of the manifest replaced from another device since, ascending: none may sign. */
  revokedCredentials: string[];
  /** The urn, in the order the ballots were accepted, each signed with a credential. */
  ballots: CastBallot[];
  /** The urn's head after the last ballot, and its short code. */
  head: string;
  headCode: string;
  /** `voted[i]`: whether `manifest.roll[i]` cast a ballot. */
  voted: boolean[];
  /** Audited ballots the voters published (spoiled.ts): never cast. */
  spoiled: SpoiledBallot[];
  /** Null while the election is open. */
  tally: Ciphertext | null;
  /** After the close: voters' signed word that their ballot is in this urn, ascending by credential. */
  confirmations: FoundConfirmation[];
  partialDecryptions: PartialDecryption[];
  result: { for: number; against: number } | null;
};

const RECORD_KEYS = [
  "format",
  "manifest",
  "ceremony",
  "publicKey",
  "fingerprint",
  "code",
  "lateCredentials",
  "revokedCredentials",
  "ballots",
  "head",
  "headCode",
  "voted",
  "spoiled",
  "tally",
  "confirmations",
  "partialDecryptions",
  "result",
];
const SEAT_KEYS = [
  "seat",
  "deviceKey",
  "nonceCommitment",
  "deviceProof",
  "dealing",
  "verificationKey",
  "nonce",
  "signature",
];

const isCount = (u: unknown, min: number): u is number =>
  typeof u === "number" && Number.isSafeInteger(u) && u >= min;

/** The ceremony of a record as {@link assessCeremony} reads it (no complaints: a record has none). */
export function recordCeremony(
  record: Pick<ElectionRecord, "manifest" | "ceremony" | "publicKey">,
): CeremonyView {
  return {
    manifest: record.manifest,
    publicKey: record.publicKey,
    seats: record.ceremony.map((s) => ({ ...s, complaint: null, reveals: [] })),
  };
}

/**
 * Verifies a whole election record, in the order of docs/RECORD.md §11: shape and format; the
 * manifest (its format, n and t by its named rule, the sealed credentials); the ceremony (every
 * proof, every confirmation and nonce, every signature on the fingerprint, the key = Σ C_{i,0});
 * the fingerprint and its code; the late and revoked credentials, never more usable than roll
 * lines; every ballot's proof under (H_E, Y), its signature by a usable credential, no ballot and
 * no credential twice; the urn's chain, its head and code; the roll's marks, as many as
 * ballots; the published audited ballots; the tally = Σ ballots; the voters' confirmations on
 * this head; every partial decryption (each must verify against its seat's verification key,
 * bound to H_E and the head); and the result from the t lowest seats. Returns every error found,
 * one Russian line each naming the item («бюллетень № 3: доказательство не сходится»; ballots by
 * their 1-based place in the urn, seats by number); `ok` is true iff there are none. Never
 * throws.
 */
export function verifyRecord(record: unknown): { ok: boolean; errors: string[] } {
  const errors: string[] = [];
  try {
    check(record, errors);
  } catch (e) {
    errors.push(`запись: проверка прервалась: ${e instanceof Error ? e.message : String(e)}`);
  }
  return { ok: errors.length === 0, errors };
}

function check(record: unknown, errors: string[]): void {
  const err = (line: string) => errors.push(line);
  // 1. Shape and format.
  if (!hasExactKeys(record, RECORD_KEYS))
    return void err(`запись: ожидаются ровно поля ${RECORD_KEYS.join(", ")}`);
  if (record.format !== RECORD_FORMAT) return void err(`формат: ожидается «${RECORD_FORMAT}»`);

  // 2. The manifest: nothing else can be checked without it.
  const manifestErrors = manifestProblems(record.manifest);
  if (manifestErrors.length > 0) return void errors.push(...manifestErrors);
  const manifest = record.manifest as Manifest;

  // 3. The ceremony, the fingerprint and its code.
  const seats = record.ceremony;
  if (!Array.isArray(seats) || !seats.every((s) => hasExactKeys(s, SEAT_KEYS)))
    return void err(`церемония: ожидается список мест с полями ${SEAT_KEYS.join(", ")}`);
  const state = assessCeremony(
    recordCeremony({ manifest, ceremony: seats as RecordSeat[], publicKey: record.publicKey as string }),
  );
  errors.push(...state.problems.map((p) => `церемония: ${p}`));
  if (state.problems.length === 0 && !state.complete)
    err(
      state.signed.length < state.n
        ? `церемония: подписи под кодом голосования есть не у всех членов комиссии (${state.signed.length} из ${state.n})`
        : "ключ голосования: не указан",
    );
  const fingerprint = state.complete ? state.fingerprint : null;
  const publicKey = state.complete ? state.publicKey : null;
  if (fingerprint && record.fingerprint !== fingerprint)
    err("отпечаток: не тот, что дает манифест с церемонией");
  if (fingerprint && record.code !== shortCode(fingerprint))
    err("код голосования: не тот, что дает отпечаток");
  if (!fingerprint || !publicKey) return void err("бюллетени не проверены: церемония не сходится");

  // 4. The credentials: the manifest's, those registered late, those revoked (docs/RECORD.md §5.3).
  const usable = usableCredentials(manifest, record.lateCredentials, record.revokedCredentials, err);

  // 5. Ballots: shape, proof, signature by a usable credential, no credential and no ballot twice.
  const ballots: unknown[] = Array.isArray(record.ballots) ? record.ballots : [];
  if (!Array.isArray(record.ballots)) err("бюллетени: ожидается список");
  let wellFormed = true;
  const seenAlpha = new Map<string, number>();
  const seenCredential = new Map<string, number>();
  const checkBallot = ballotVerifier({ fingerprint, publicKey });
  let sum = { alpha: IDENTITY, beta: IDENTITY }; // Σ of the ballots as decoded once, for the tally
  for (const [i, b] of ballots.entries()) {
    const place = i + 1;
    const checked = hasExactKeys(b, CAST_KEYS)
      ? checkBallot({ alpha: b.alpha, beta: b.beta, proof: b.proof })
      : null;
    if (!checked || decodePoint((b as CastBallot).credential) === null) {
      err(`бюллетень № ${place}: неверный формат`);
      wellFormed = false;
      continue;
    }
    const ballot = b as CastBallot;
    if (!checked.valid) err(`бюллетень № ${place}: доказательство не сходится`);
    if (!usable.has(ballot.credential)) err(`бюллетень № ${place}: ключ голосующего не из списка`);
    if (!verifyBallotSignature(fingerprint, ballot))
      err(`бюллетень № ${place}: подпись ключом голосующего не сходится`);
    sum = { alpha: sum.alpha.add(checked.alpha), beta: sum.beta.add(checked.beta) };
    const first = seenAlpha.get(ballot.alpha);
    if (first !== undefined) err(`бюллетень № ${place}: повтор бюллетеня № ${first}`);
    else seenAlpha.set(ballot.alpha, place);
    const same = seenCredential.get(ballot.credential);
    if (same !== undefined) err(`бюллетень № ${place}: второй бюллетень ключа бюллетеня № ${same}`);
    else seenCredential.set(ballot.credential, place);
  }
  const valid = ballots as CastBallot[];

  // 6. The urn's chain, head and code.
  let chained = false;
  if (!wellFormed) err("урна: цепочка не проверена, есть бюллетени неверного формата");
  else {
    const head = urnHeads(fingerprint, valid).at(-1) as string;
    chained = record.head === head;
    if (!chained) err("урна: головной хэш не тот, что дает цепочка бюллетеней");
    if (record.headCode !== shortCode(head)) err("код урны: не тот, что дает головной хэш");
  }

  // 7. Who voted: a mark per roll entry, as many as ballots.
  const voted = record.voted;
  if (
    !Array.isArray(voted) ||
    voted.length !== manifest.roll.length ||
    !voted.every((v) => typeof v === "boolean")
  )
    err(
      `отметки о голосовании: ожидается ${manifest.roll.length} значений да/нет, по одному на строку явочного листа`,
    );
  else {
    const marks = voted.filter(Boolean).length;
    if (marks !== ballots.length)
      err(`отметки о голосовании: проголосовавших ${marks}, а бюллетеней ${ballots.length}`);
  }

  // 8. The audited ballots the voters published: each checks out for this election, none in the urn.
  if (!Array.isArray(record.spoiled)) err("проверочные бюллетени: ожидается список");
  else
    for (const [i, file] of record.spoiled.entries())
      for (const line of checkSpoiled(file, record as ElectionRecord).errors)
        err(`проверочный бюллетень № ${i + 1}: ${line.replace(/^проверочный бюллетень:? ?/, "")}`);

  // 9. The tally.
  const tally =
    record.tally === null ? null : parseTally(record.tally) ? (record.tally as Ciphertext) : undefined;
  if (tally === undefined) err("сумма: ожидается null или {alpha, beta} с каноническими точками");
  else if (tally && wellFormed) {
    if (encodePoint(sum.alpha) !== tally.alpha || encodePoint(sum.beta) !== tally.beta)
      err("сумма: не равна сумме бюллетеней");
  } else if (tally) err("сумма: не проверена, есть бюллетени неверного формата");

  // 10. The voters' confirmations: only after the close, each by a credential in the urn, for this head.
  const head = typeof record.head === "string" ? record.head : "";
  if (!Array.isArray(record.confirmations)) err("подтверждения голосующих: ожидается список");
  else if (record.confirmations.length > 0 && tally === null)
    err("подтверждения голосующих: есть, а голосование не закрыто");
  else if (record.confirmations.length > 0 && !chained)
    err("подтверждения голосующих не проверены: цепочка урны не сходится");
  else {
    const inUrn = new Set(valid.map((b) => b.credential));
    for (const [i, c] of record.confirmations.entries()) {
      const at = `подтверждение голосующего № ${i + 1}`;
      const previous = record.confirmations[i - 1] as Partial<FoundConfirmation> | undefined;
      if (!verifyFound(fingerprint, head, c)) err(`${at}: подпись не сходится с кодом этой урны`);
      else if (!inUrn.has(c.credential)) err(`${at}: ключа нет среди бюллетеней урны`);
      else if (previous && !(String(previous.credential) < c.credential))
        err(`${at}: подтверждения должны идти по возрастанию ключа, без повторов`);
    }
  }

  // 11. Partial decryptions: every one listed must verify.
  const partials: unknown[] = Array.isArray(record.partialDecryptions) ? record.partialDecryptions : [];
  if (!Array.isArray(record.partialDecryptions)) err("частичные расшифровки: ожидается список");
  if (!tally && partials.length > 0) err("частичные расшифровки: есть, а суммы нет");
  const table = seats.map((s) => (s as RecordSeat).dealing.commitments);
  const checked: PartialDecryption[] = [];
  const seenSeat = new Set<number>();
  for (const [i, p] of partials.entries()) {
    if (!tally) break;
    const seat = hasExactKeys(p, ["seat", "factor", "proof"]) ? p.seat : undefined;
    if (!isSeat(seat) || seat > state.n) {
      err(`частичная расшифровка № ${i + 1}: неверный формат или место вне 1–${state.n}`);
      continue;
    }
    if (seenSeat.has(seat)) {
      err(`частичная расшифровка № ${i + 1}: место ${seat} повторяется`);
      continue;
    }
    seenSeat.add(seat);
    const key = verificationKey(table, seat);
    if (decodePoint(key) === null) {
      err(`частичная расшифровка места ${seat}: проверочный ключ места — нейтральный элемент`);
      continue;
    }
    if (!verifyPartial({ fingerprint, head }, key, tally, p))
      err(`частичная расшифровка места ${seat}: доказательство не сходится`);
    else checked.push(p as PartialDecryption);
  }

  // 12. The result, from the t lowest seats.
  const r = record.result;
  if (r === null) return;
  if (!hasExactKeys(r, ["for", "against"]) || !isCount(r.for, 0) || !isCount(r.against, 0))
    return void err("итог: ожидается null или {for, against} с целыми числами от 0");
  if (!tally) return void err("итог: есть, а суммы нет");
  if (checked.length < state.t)
    return void err(`итог: верных частичных расшифровок ${checked.length}, нужно ${state.t}`);
  let count: number;
  try {
    count = combinePartials(tally, checked, state.t, ballots.length);
  } catch {
    return void err(`итог: расшифрованная сумма не является числом голосов от 0 до ${ballots.length}`);
  }
  if (r.for !== count) err(`итог: «за» записано ${r.for}, а сумма расшифровывается в ${count}`);
  if (r.against !== ballots.length - count) err(`итог: «против» должно быть ${ballots.length - count}`);
}

/**
 * The credentials that may sign a ballot (docs/RECORD.md §5.3): the manifest's, less those
 * revoked, and those registered late. Reports, through `err`, lists that are not ascending
 * canonical points, a late credential that is already the manifest's, a revoked one that is
 * not, and more usable credentials than the roll has lines (a malformed list counts as empty).
 */
function usableCredentials(
  manifest: Manifest,
  late: unknown,
  revoked: unknown,
  err: (line: string) => void,
): Set<string> {
  const sealed = new Set(manifest.credentials);
  const list = (u: unknown, what: string): string[] => {
    if (isAscendingPoints(u)) return u;
    err(`${what}: ожидается список точек по возрастанию, без повторов`);
    return [];
  };
  const lateList = list(late, "поздние ключи голосующих");
  const revokedList = list(revoked, "отозванные ключи голосующих");
  for (const c of lateList) if (sealed.has(c)) err("поздние ключи голосующих: ключ уже есть в манифесте");
  for (const c of revokedList) if (!sealed.has(c)) err("отозванные ключи голосующих: ключа нет в манифесте");
  const usable = new Set([...manifest.credentials.filter((c) => !revokedList.includes(c)), ...lateList]);
  if (usable.size > manifest.roll.length)
    err(
      `ключей голосующих ${usable.size} (в манифесте ${sealed.size}, поздних ${lateList.length}, отозвано ${revokedList.length}), а строк явочного листа ${manifest.roll.length}`,
    );
  return usable;
}

/**
 * How many voters said their ballot is in the record's urn (docs/RECORD.md §8.4): the
 * confirmations whose signature verifies on this record's fingerprint and head and whose
 * credential signed a ballot of the urn, each credential once. The commission's devices show
 * it before decrypting («подтвердили 19 из 21 проголосовавших»); it never blocks the decryption:
 * a voter whose phone died must not be able to stop the count, the sitting decides. Pure; never
 * throws (a malformed record counts 0 of its ballots).
 * @returns `confirmed` of `ballots`
 */
export function voterConfirmations(record: ElectionRecord): { confirmed: number; ballots: number } {
  const ballots = Array.isArray(record?.ballots) ? record.ballots : [];
  const inUrn = new Set(ballots.map((b) => b?.credential));
  const confirmed = new Set<string>();
  for (const c of Array.isArray(record?.confirmations) ? record.confirmations : [])
    if (inUrn.has(c?.credential) && verifyFound(record.fingerprint, record.head, c))
      confirmed.add(c.credential);
  return { confirmed: confirmed.size, ballots: ballots.length };
}

/**
 * The record's voting credentials as the sitting reads them out: `sealed` in the manifest (read
 * with the code), `late` (registered after the commission was seated) and `revoked` (replaced
 * from another device): at the close the hall hears how many keys came late. Never throws.
 */
export function credentialCounts(
  record: Pick<ElectionRecord, "manifest" | "lateCredentials" | "revokedCredentials">,
): {
  sealed: number;
  late: number;
  revoked: number;
} {
  const size = (u: unknown) => (Array.isArray(u) ? u.length : 0);
  return {
    sealed: size(record?.manifest?.credentials),
    late: size(record?.lateCredentials),
    revoked: size(record?.revokedCredentials),
  };
}

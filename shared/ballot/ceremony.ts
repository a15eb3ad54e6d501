/**
 * The key ceremony as everyone sees it, and what anyone can check of it: the commission's
 * devices, the voters' browsers, the server and the record's verifier all run {@link assessCeremony}
 * on the view they were given (docs/RECORD.md §6, §7).
 *
 * Steps of seat j, each posted through the server, each bound to the manifest's digest H_B:
 * 1. its device key D_j with a proof of possession and a commitment to a nonce N_j;
 * 2. once all n keys are in, its dealing: Feldman commitments, a proof, n encrypted shares;
 * 3. once all n dealings are in, it opens its shares; it either confirms (its verification key
 *    and N_j revealed) or complains, with a signature, about the first dealer whose share fails;
 * 4. once all n nonces are revealed, the fingerprint H_E and its short code exist; the member
 *    compares the code with the one read out at the sitting and the device signs H_E.
 * The election key is complete when all n signatures verify on the H_E every device computed
 * from its own view. A complaint stops the ceremony until the secretary restarts it; the
 * accused dealer answers with the share and its nonce, and anyone can tell who was at fault
 * (dkg.ts `judgeComplaint`).
 */

import {
  answerSigned,
  type Dealing,
  dealingSigned,
  electionPublicKey,
  judgeComplaint,
  nonceCommitment,
  type ShareReveal,
  verificationKey,
  verifyDealing,
  verifyDeviceKey,
} from "./dkg.ts";
import {
  decodePoint,
  decodeScalar,
  isHex64,
  isSeat,
  type ProofPair,
  type Rand,
  randomScalar,
  TAG,
} from "./group.ts";
import {
  digestJson,
  type Manifest,
  manifestDigest,
  manifestProblems,
  shortCode,
  trusteesOf,
} from "./manifest.ts";
import { memo } from "./memo.ts";
import { proveSchnorr, verifySchnorr } from "./proofs.ts";

// The checks of public entries, remembered per exact input (memo.ts): a view is assessed at
// every look, and its entries seldom change between looks.
const checkDeviceKey = memo(verifyDeviceKey);
const checkDealing = memo(verifyDealing);
const checkDealingSigned = memo(dealingSigned);
const seatKey = memo(verificationKey);
const checkSignature = memo((parts: string[], key: string, proof: unknown) => {
  const X = decodePoint(key);
  return X !== null && verifySchnorr(TAG.sign, parts, X, proof);
});

/** A complaint by a seat that the share dealt to it by `dealer` fails: signed with its device key. */
export type Complaint = { dealer: number; signature: ProofPair };

/** Everything one seat has posted, as the server relays it; null where not posted yet. */
export type SeatPost = {
  seat: number;
  deviceKey: string | null;
  nonceCommitment: string | null;
  deviceProof: ProofPair | null;
  dealing: Dealing | null;
  /** g^(its share): its confirmation that every share it received opened and passed. */
  verificationKey: string | null;
  /** Its nonce, revealed with the confirmation. */
  nonce: string | null;
  /** Its signature on the fingerprint, once the member confirmed the code. */
  signature: ProofPair | null;
  complaint: Complaint | null;
  /** Its answers, as a dealer, to complaints about its shares. */
  reveals: ShareReveal[];
};

/** The ceremony of one manifest: the seats 1..n in order, and the election key the server states. */
export type CeremonyView = { manifest: Manifest; seats: SeatPost[]; publicKey: string | null };

/** A complaint and who was at fault, as this view shows it. */
export type Dispute = { complainer: number; dealer: number; verdict: "pending" | "dealer" | "complainer" };

/** What a view shows, and what in it does not verify. */
export type CeremonyState = {
  /** H_B; null when the manifest is unsound. */
  base: string | null;
  /** n and t from the manifest (t by its rule); 0 when unsound. */
  n: number;
  t: number;
  /** The voters' credentials the manifest fixes: read aloud with the code (credential.ts); 0 when unsound. */
  credentials: number;
  /** What does not verify, in Russian: any entry here means the view must not be trusted. */
  problems: string[];
  /** Seats whose device key verified. */
  registered: number[];
  /** Seats whose dealing verified. */
  dealt: number[];
  /** Seats that confirmed with the right verification key and a nonce matching its commitment. */
  confirmed: number[];
  disputes: Dispute[];
  /** Σ C_{i,0}, once every dealing verified. */
  publicKey: string | null;
  /** H_E, once every seat confirmed and there is no dispute. */
  fingerprint: string | null;
  /** H_E's short code, to compare aloud. */
  code: string | null;
  /** Seats whose signature verifies on {@link fingerprint}. */
  signed: number[];
  /** No problem, no dispute, every seat signed, and the stated key is the computed one. */
  complete: boolean;
};

/** The statement a device signs to confirm the code: `[H_E, "fingerprint", seat, D]`. */
const fingerprintParts = (fingerprint: string, seat: number, deviceKey: string) => [
  fingerprint,
  "fingerprint",
  String(seat),
  deviceKey,
];

/** The statement a device signs to complain: `[H_B, "complaint", seat, dealer, digest of the dealing, D]`. */
const complaintParts = (base: string, seat: number, dealer: number, dealing: Dealing, deviceKey: string) => [
  base,
  "complaint",
  String(seat),
  String(dealer),
  digestJson(TAG.dealing, dealing),
  deviceKey,
];

/** The device secret d as a scalar. @throws Error unless it is a nonzero canonical scalar */
function secretScalar(deviceSecret: string): bigint {
  const d = decodeScalar(deviceSecret);
  if (d === null || d === 0n) throw new Error("device secret must be a nonzero canonical scalar");
  return d;
}

/**
 * Seat `seat`'s Schnorr signature on the fingerprint with its device secret d (scalar hex;
 * TAG.sign over `[H_E, "fingerprint", seat, D]`): made only after the member confirmed the code.
 * @throws Error on a malformed secret
 */
export function signFingerprint(
  fingerprint: string,
  seat: number,
  deviceSecret: string,
  deviceKey: string,
  rand: Rand = randomScalar,
): ProofPair {
  return proveSchnorr(
    TAG.sign,
    fingerprintParts(fingerprint, seat, deviceKey),
    secretScalar(deviceSecret),
    rand,
  );
}

/**
 * Seat `seat`'s signed complaint about `dealer`'s dealing, naming the dealing by its digest so
 * that the complaint cannot be moved to another dealing.
 */
export function signComplaint(
  base: string,
  seat: number,
  dealer: number,
  dealing: Dealing,
  deviceSecret: string,
  deviceKey: string,
  rand: Rand = randomScalar,
): Complaint {
  const d = secretScalar(deviceSecret);
  return {
    dealer,
    signature: proveSchnorr(TAG.sign, complaintParts(base, seat, dealer, dealing, deviceKey), d, rand),
  };
}

/**
 * The fingerprint H_E of a ceremony (docs/RECORD.md §7): digestJson("dissovet/2/election",
 * {manifest: H_B, publicKey: Y, seats: [{seat, deviceKey, nonceCommitment, deviceProof,
 * dealing, nonce}]}) over every seat in order. The caller has checked every entry.
 */
export function electionFingerprint(base: string, publicKey: string, seats: readonly SeatPost[]): string {
  return digestJson(TAG.election, {
    manifest: base,
    publicKey,
    seats: seats.map((s) => ({
      seat: s.seat,
      deviceKey: s.deviceKey,
      nonceCommitment: s.nonceCommitment,
      deviceProof: s.deviceProof,
      dealing: s.dealing,
      nonce: s.nonce,
    })),
  });
}

/**
 * Checks a view of the ceremony, every entry that is there, the way a device, a voter's browser,
 * the server and the verifier all must (docs/RECORD.md §11 steps 1–3): the manifest (n and t by
 * its rule); seats numbered 1..n; each device key's proof (bound to H_B and the nonce
 * commitment); each dealing's signature by its dealer's device key (a dealing altered in transit
 * names the relay) and its public checks (t commitments, proof, n shares) once all n keys are in;
 * each complaint answer's signature by the dealer; each confirmation's verification key against the commitments and its nonce against its
 * commitment; each complaint's signature (and the dispute's verdict); each fingerprint signature;
 * and the stated election key against Σ C_{i,0}. Never throws.
 */
export function assessCeremony(view: CeremonyView): CeremonyState {
  const state: CeremonyState = {
    base: null,
    n: 0,
    t: 0,
    credentials: 0,
    problems: [],
    registered: [],
    dealt: [],
    confirmed: [],
    disputes: [],
    publicKey: null,
    fingerprint: null,
    code: null,
    signed: [],
    complete: false,
  };
  const problem = (line: string) => state.problems.push(line);
  const manifestErrors = manifestProblems(view?.manifest);
  if (manifestErrors.length > 0) {
    state.problems.push(...manifestErrors);
    return state;
  }
  const { n, t } = trusteesOf(view.manifest);
  const base = manifestDigest(view.manifest);
  Object.assign(state, { base, n, t, credentials: view.manifest.credentials.length });
  const seats = Array.isArray(view.seats) ? view.seats : [];
  if (seats.length !== n || seats.some((s, i) => s?.seat !== i + 1)) {
    problem(`места комиссии: ожидаются места 1–${n} по порядку`);
    return state;
  }

  // 1. Device keys.
  for (const s of seats) {
    if (s.deviceKey === null) continue;
    if (checkDeviceKey(base, s.seat, s.deviceKey, s.nonceCommitment, s.deviceProof))
      state.registered.push(s.seat);
    else problem(`место ${s.seat}: ключ устройства не прошел проверку`);
  }
  const keysIn = state.registered.length === n;

  // 2. Dealings (only once every key is in: shares are encrypted to them). The dealer's signature
  // first: a dealing that is not as its dealer signed it was altered on its way, and the relay
  // (the server) is named, never the dealer (docs/RECORD.md §6.2).
  for (const s of seats) {
    if (s.dealing === null) continue;
    if (!keysIn) problem(`место ${s.seat}: доли ключа разосланы раньше, чем подключились все устройства`);
    else if (!checkDealingSigned(base, s.seat, s.dealing, s.deviceKey))
      problem(
        `место ${s.seat}: доли ключа не те, что подписало устройство этого места — их подменил сервер при пересылке`,
      );
    else if (checkDealing(base, s.seat, t, n, s.dealing)) state.dealt.push(s.seat);
    else problem(`место ${s.seat}: доли ключа не прошли проверку`);
  }
  const dealtAll = state.dealt.length === n;
  const table = dealtAll ? seats.map((s) => (s.dealing as Dealing).commitments) : null;
  if (table) {
    try {
      state.publicKey = electionPublicKey(table);
    } catch {
      problem("ключ голосования: сумма обязательств — нейтральный элемент");
    }
  }

  // 3. Complaints and answers.
  for (const s of seats) {
    if (s.complaint === null || s.complaint === undefined) continue; // a relay may leave the key out
    const dealer = seats[(s.complaint?.dealer ?? 0) - 1];
    if (!dealtAll || !isSeat(s.complaint.dealer) || !dealer?.dealing || dealer.seat === s.seat) {
      problem(`место ${s.seat}: жалоба без долей ключа, о которых она`);
      continue;
    }
    const D = decodePoint(s.deviceKey);
    const parts = complaintParts(base, s.seat, dealer.seat, dealer.dealing, s.deviceKey as string);
    if (!D || !verifySchnorr(TAG.sign, parts, D, s.complaint.signature)) {
      problem(`место ${s.seat}: подпись под жалобой не прошла проверку`);
      continue;
    }
    const reveal =
      (Array.isArray(dealer.reveals) ? dealer.reveals : []).find((r) => r?.to === s.seat) ?? null;
    // An answer the dealer did not sign is no answer of the dealer's: the relay made it, and it is
    // named; the dispute stays pending rather than blaming an honest dealer.
    if (reveal && !answerSigned(base, dealer.seat, reveal, dealer.deviceKey)) {
      problem(
        `место ${dealer.seat}: ответ на жалобу места ${s.seat} не подписан устройством места ${dealer.seat} — его подделал сервер`,
      );
      state.disputes.push({ complainer: s.seat, dealer: dealer.seat, verdict: "pending" });
      continue;
    }
    const verdict = judgeComplaint(base, dealer.seat, s.seat, s.deviceKey as string, dealer.dealing, reveal);
    state.disputes.push({ complainer: s.seat, dealer: dealer.seat, verdict });
  }

  // 4. Confirmations: the verification key the commitments give, and the committed nonce.
  for (const s of seats) {
    if (s.verificationKey === null && s.nonce === null) continue;
    if (!table) {
      problem(`место ${s.seat}: подтверждение раньше, чем разосланы все доли ключа`);
      continue;
    }
    if (s.complaint !== null && s.complaint !== undefined) {
      problem(`место ${s.seat}: и жалоба, и подтверждение`);
      continue;
    }
    let expected: string | null = null;
    try {
      expected = seatKey(table, s.seat);
    } catch {
      expected = null;
    }
    if (!expected || decodePoint(expected) === null || s.verificationKey !== expected)
      problem(`место ${s.seat}: проверочный ключ не совпадает с обязательствами`);
    else if (!isHex64(s.nonce) || nonceCommitment(base, s.seat, s.nonce) !== s.nonceCommitment)
      problem(`место ${s.seat}: раскрытое случайное число не совпадает с обязательством`);
    else state.confirmed.push(s.seat);
  }

  // 5. The fingerprint and the signatures on it.
  if (state.confirmed.length === n && state.disputes.length === 0 && state.publicKey) {
    state.fingerprint = electionFingerprint(base, state.publicKey, seats);
    state.code = shortCode(state.fingerprint);
    for (const s of seats) {
      if (s.signature === null) continue;
      if (
        checkSignature(
          fingerprintParts(state.fingerprint, s.seat, s.deviceKey as string),
          s.deviceKey as string,
          s.signature,
        )
      )
        state.signed.push(s.seat);
      else problem(`место ${s.seat}: подпись под кодом голосования не прошла проверку`);
    }
  } else {
    for (const s of seats)
      if (s.signature !== null) problem(`место ${s.seat}: подпись раньше, чем готов код голосования`);
  }
  if (view.publicKey !== null && view.publicKey !== undefined && view.publicKey !== state.publicKey)
    problem("ключ голосования не равен сумме первых обязательств комиссии");
  state.complete =
    state.problems.length === 0 && state.signed.length === n && view.publicKey === state.publicKey;
  return state;
}

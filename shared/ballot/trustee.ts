/**
 * A commission member's device: what it does next, decided from the view the server gave it,
 * the secrets it keeps and what its member confirmed. A pure function: the web page
 * (web/src/commission/device.ts) keeps the secrets in the browser and posts what it returns; the
 * tests run the same function against servers that lie.
 *
 * The device trusts nothing the server relays (docs/SECURITY.md «Trust model»):
 * - every entry of the ceremony is checked (ceremony.ts); n and t come from the manifest's rule;
 * - the view it revealed its nonce on is frozen: a view changed afterwards is an alarm;
 * - it signs the fingerprint only after its member confirmed that the code on the screen is
 *   the one read out at the sitting, and then never signs another;
 * - a member who says the code differs stops the device for good (for this election): it keeps
 *   that in its own storage, signs nothing and erases its key, whatever the server shows next;
 * - after the close it decrypts only a record that verifies in full, whose fingerprint is the
 *   one it signed, after its member confirmed both the urn's code read aloud at the sitting (from
 *   a commission device) and the turnout announced; the first urn it shows is the only one it
 *   will ever open: another urn afterwards, or another after decrypting, is an alarm;
 * - a device without its own memory of the election (its key restored from the backup file: a
 *   new browser, cleared storage) shows no urn code: its member types the code heard at the
 *   sitting or printed in the protocol, so a made-up urn's code cannot match;
 * - once its part of the count is accepted, it forgets its key (key hygiene).
 */
import {
  assessCeremony,
  type CeremonyState,
  type CeremonyView,
  signComplaint,
  signFingerprint,
} from "./ceremony.ts";
import { type PartialDecryption, partialDecrypt } from "./decrypt.ts";
import {
  type Dealing,
  deal,
  newDeviceKey,
  openShare,
  revealShare,
  type ShareReveal,
  secretShare,
  verificationKey,
} from "./dkg.ts";
import type { Ciphertext } from "./elgamal.ts";
import { decodeScalar, encodePoint, G, type ProofPair, TAG } from "./group.ts";
import { digestJson, readShortCode } from "./manifest.ts";
import { memo } from "./memo.ts";
import { credentialCounts, type ElectionRecord, verifyRecord, voterConfirmations } from "./record.ts";

/**
 * The record's full check, remembered for the last few records seen (memo.ts): after the close
 * the device looks at the same record at every step and every poll; it is verified once.
 */
const checkRecord = memo(verifyRecord, 4);

/** The state of the poll as the device's link shows it. */
export type PollStage = "DRAFT" | "OPEN" | "CLOSED" | "ANNULLED";

/** What the device is given: its seat, the poll's state, the ceremony, and after the close the record. */
export type TrusteeView = {
  seat: number;
  status: PollStage;
  ceremony: CeremonyView;
  /** The public record, once the poll is closed (null before, or not fetched). */
  record: ElectionRecord | null;
};

/** What the device keeps for one seat of one manifest (in the browser's storage). */
export type TrusteeSecrets = {
  /** H_B of the manifest these secrets belong to. */
  base: string;
  seat: number;
  /** d (scalar hex); null once erased. */
  deviceSecret: string | null;
  deviceKey: string;
  /** N (revealed with the confirmation); null once erased. */
  nonce: string | null;
  nonceCommitment: string;
  deviceProof: ProofPair;
  /** The dealing this device posted, and the nonces e_1..e_n that encrypted its shares (to answer a complaint). */
  dealing: Dealing | null;
  dealingNonces: string[] | null;
  /** x_j, this seat's share of the election key (scalar hex), once its shares opened. */
  share: string | null;
  /** The digest of the keys and dealings it saw when it revealed its nonce. */
  frozen: string | null;
  /** The fingerprint H_E it signed. */
  fingerprint: string | null;
  /** The one urn it decrypted: its head, its ballots and the tally. */
  opened: { head: string; ballots: number; tally: Ciphertext } | null;
  /**
   * The first urn this device showed its member after the close (its head): the only one it will
   * open. Absent in secrets kept before it existed (read as null).
   */
  urn?: string | null;
  /**
   * Set when the member said at the sitting that the election code (`code`) or the urn (`urn`)
   * differs: the device is stopped for this election, for good. Absent: null.
   */
  stopped?: "code" | "urn" | null;
  /**
   * True once the secrets came from the backup file rather than from this browser's own work:
   * the device has no memory of what it showed, so its member types the urn's code.
   */
  restored?: boolean;
};

/**
 * The urn as the member vouched for it at the close: its code read aloud from a commission
 * device, and the turnout announced, which the member confirmed equals the number of ballots.
 */
export type UrnConfirmation = {
  /** The head whose code this device showed and the member confirmed is the one read aloud. */
  head?: string;
  /** The code the member typed (a restored device shows none), as heard or printed in the protocol. */
  code?: string;
  /** The number of ballots the member confirmed equals the turnout announced. */
  ballots: number;
};

/** What the member has confirmed on the device, each for the exact value shown. */
export type MemberConfirmations = {
  /** The fingerprint whose short code the member confirmed equals the one read out. */
  fingerprint?: string | null;
  /** The urn the member vouched for at the close. */
  urn?: UrnConfirmation | null;
};

/** Where a ceremony that is not finished waits. */
export type Waiting = "keys" | "dealings" | "confirmations" | "signatures" | "dispute" | "record" | "count";

/** The device's next step. `secrets`, where given, must be kept before `post` is sent. */
export type TrusteeStep =
  | {
      kind: "register";
      secrets: TrusteeSecrets;
      post: { deviceKey: string; nonceCommitment: string; proof: ProofPair };
    }
  | { kind: "deal"; secrets: TrusteeSecrets; post: Dealing }
  | { kind: "confirm"; secrets: TrusteeSecrets; post: { verificationKey: string; nonce: string } }
  | { kind: "complain"; dealer: number; post: { dealer: number; signature: ProofPair } }
  | { kind: "answer"; post: ShareReveal[] }
  /** `credentials`: the voters' keys the manifest fixes, read aloud with the code (credential.ts). */
  | { kind: "ask-code"; code: string; fingerprint: string; credentials: number }
  | { kind: "sign"; secrets: TrusteeSecrets; post: ProofPair }
  | {
      kind: "ask-urn";
      /** The urn's head, and its code unless the member must type it (`typed`: a restored device). */
      head: string;
      headCode: string | null;
      typed: boolean;
      /** The member typed a code that is not this urn's. */
      mistyped: boolean;
      ballots: number;
      marks: number;
      /** How many voters signed that they found their ballot in this urn (record.ts `voterConfirmations`). */
      found: number;
      /**
       * The voters' keys as the chair reads them out with the urn's code (record.ts
       * `credentialCounts`): sealed in the code, registered late, revoked (replaced).
       */
      keys: { sealed: number; late: number; revoked: number };
      /** Present the first time: the device now remembers this urn as the one it showed. */
      secrets?: TrusteeSecrets;
    }
  | { kind: "stopped"; reason: "code" | "urn" }
  | { kind: "decrypt"; secrets: TrusteeSecrets; post: PartialDecryption }
  | { kind: "erase"; secrets: TrusteeSecrets | null }
  | { kind: "wait"; for: Waiting }
  | { kind: "ready" }
  | { kind: "done" }
  | { kind: "no-key" }
  | { kind: "alarm"; problems: string[] };

/** The digest of what a device froze before revealing its nonce: the manifest, every key and dealing. */
function frozenDigest(state: CeremonyState, view: CeremonyView): string {
  return digestJson("dissovet/2/frozen-view", {
    manifest: state.base,
    seats: view.seats.map((s) => [s.deviceKey, s.nonceCommitment, s.deviceProof, s.dealing]),
  });
}

/** x_j from every dealing, or the first dealer whose share fails. */
function openAll(
  base: string,
  view: CeremonyView,
  seat: number,
  deviceSecret: string,
): string | { bad: number } {
  const values: bigint[] = [];
  for (const s of view.seats) {
    const value = openShare(base, s.seat, seat, deviceSecret, s.dealing as Dealing);
    if (value === null) return { bad: s.seat };
    values.push(value);
  }
  return secretShare(values);
}

/** g^x for a scalar hex, or null. */
function publicOf(secret: string): string | null {
  const x = decodeScalar(secret);
  return x === null || x === 0n ? null : encodePoint(G.multiply(x));
}

const alarm = (...problems: string[]): TrusteeStep => ({ kind: "alarm", problems });

/** The secrets without the key material: what a device keeps once its part is done. */
export function erased(secrets: TrusteeSecrets): TrusteeSecrets {
  return { ...secrets, deviceSecret: null, nonce: null, dealingNonces: null, share: null };
}

/**
 * The secrets of a device whose member said at the sitting that the election code (`code`) or the
 * urn (`urn`) differs: stopped for this election, for good, its key erased. The device keeps them
 * (its own storage); nothing the server shows undoes it, nor does a restore of the backup
 * ({@link restoredSecrets}).
 */
export function stopDevice(secrets: TrusteeSecrets, reason: "code" | "urn"): TrusteeSecrets {
  return { ...erased(secrets), stopped: reason };
}

/**
 * What a device keeps after its member restores the backup file: the file's key, marked as
 * restored (the device then asks its member to type the urn's code), and whatever this browser
 * remembers of the election already (the urn it showed, the urn it decrypted, a stop), which the
 * older file cannot undo.
 * @param kept this browser's secrets for the seat, if any
 */
export function restoredSecrets(file: TrusteeSecrets, kept: TrusteeSecrets | null): TrusteeSecrets {
  const same = kept && kept.base === file.base && kept.seat === file.seat;
  return {
    ...file,
    restored: true,
    urn: (same ? kept.urn : null) ?? file.urn ?? null,
    opened: (same ? kept.opened : null) ?? file.opened,
    stopped: (same ? kept.stopped : null) ?? file.stopped ?? null,
  };
}

/**
 * The device's next step (see the module's comment for the rules). Deterministic but for the
 * fresh randomness of the key, the dealing and the proofs. Never throws: a view that cannot be
 * trusted is an `alarm` with Russian reasons for the member.
 * @param secrets what this browser keeps for this seat of this election, or null
 * @param confirmed what the member confirmed on the screen
 */
export function trusteeStep(
  view: TrusteeView,
  secrets: TrusteeSecrets | null,
  confirmed: MemberConfirmations = {},
): TrusteeStep {
  try {
    return decide(view, secrets, confirmed);
  } catch (e) {
    return alarm(`Устройство не смогло выполнить шаг: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function decide(
  view: TrusteeView,
  secrets: TrusteeSecrets | null,
  confirmed: MemberConfirmations,
): TrusteeStep {
  const { seat, status } = view;
  const hasKeyMaterial = (s: TrusteeSecrets | null) => !!s && (s.deviceSecret !== null || s.share !== null);
  if (status === "ANNULLED")
    return hasKeyMaterial(secrets) ? { kind: "erase", secrets: null } : { kind: "done" };

  const state = assessCeremony(view.ceremony);
  if (state.problems.length > 0) return alarm(...state.problems);
  const base = state.base as string;
  if (seat < 1 || seat > state.n) return alarm(`В комиссии нет места ${seat}.`);
  if (secrets && (secrets.base !== base || secrets.seat !== seat))
    return alarm(
      "Сервер изменил манифест голосования после того, как это устройство вступило в формирование ключа.",
    );
  const mine = view.ceremony.seats[seat - 1] as CeremonyView["seats"][number];

  // 1. The device key.
  if (mine.deviceKey === null) {
    if (status !== "DRAFT") return alarm("Голосование уже открыто, а ключ этого устройства не подключен.");
    if (secrets)
      return {
        kind: "register",
        secrets,
        post: {
          deviceKey: secrets.deviceKey,
          nonceCommitment: secrets.nonceCommitment,
          proof: secrets.deviceProof,
        },
      };
    const key = newDeviceKey(base, seat);
    const fresh: TrusteeSecrets = {
      base,
      seat,
      deviceSecret: key.secret,
      deviceKey: key.publicKey,
      nonce: key.nonce,
      nonceCommitment: key.nonceCommitment,
      deviceProof: key.proof,
      dealing: null,
      dealingNonces: null,
      share: null,
      frozen: null,
      fingerprint: null,
      opened: null,
    };
    return {
      kind: "register",
      secrets: fresh,
      post: { deviceKey: key.publicKey, nonceCommitment: key.nonceCommitment, proof: key.proof },
    };
  }
  if (!secrets || secrets.deviceKey !== mine.deviceKey || mine.nonceCommitment !== secrets.nonceCommitment)
    return { kind: "no-key" };
  // The member said the code or the urn differs: nothing the server shows next undoes it.
  if (secrets.stopped) return { kind: "stopped", reason: secrets.stopped };
  if (state.registered.length < state.n) return { kind: "wait", for: "keys" };

  // 2. This seat's dealing.
  if (mine.dealing === null) {
    if (status !== "DRAFT")
      return alarm("Голосование уже открыто, а доли ключа этого устройства не разосланы.");
    if (secrets.dealing) return { kind: "deal", secrets, post: secrets.dealing };
    if (secrets.deviceSecret === null) return alarm("Ключ этого устройства уже стерт.");
    const keys = view.ceremony.seats.map((s) => s.deviceKey as string);
    const { dealing, nonces } = deal(base, seat, state.t, keys, {
      secret: secrets.deviceSecret,
      publicKey: secrets.deviceKey,
    });
    return { kind: "deal", secrets: { ...secrets, dealing, dealingNonces: nonces }, post: dealing };
  }
  if (secrets.dealing && digestJson(TAG.dealing, secrets.dealing) !== digestJson(TAG.dealing, mine.dealing))
    return alarm("Сервер показывает от этого места не те доли ключа, что разослало устройство.");

  // 3. Complaints about this seat's shares are answered with the share and its nonce, signed
  // (an answer in this seat's name that it did not sign is caught by every device's check of the
  // view: ceremony.ts names the relay). An answer it would not give is an alarm here too.
  if (secrets.dealing && secrets.dealingNonces) {
    for (const r of mine.reveals) {
      const to = view.ceremony.seats[(r?.to ?? 0) - 1];
      const nonce = secrets.dealingNonces[(r?.to ?? 0) - 1];
      const own =
        to?.deviceKey && nonce && secrets.deviceSecret
          ? revealShare(base, seat, to.seat, to.deviceKey, secrets.dealing, nonce, {
              secret: secrets.deviceSecret,
              publicKey: secrets.deviceKey,
            })
          : null;
      if (!own || r.share !== own.share || r.nonce !== own.nonce)
        return alarm("Сервер показывает от этого места ответ на жалобу, которого устройство не давало.");
    }
  }
  const unanswered = view.ceremony.seats.filter(
    (s) => s.complaint?.dealer === seat && !mine.reveals.some((r) => r.to === s.seat),
  );
  if (unanswered.length > 0 && secrets.dealingNonces && secrets.dealing && secrets.deviceSecret) {
    const signer = { secret: secrets.deviceSecret, publicKey: secrets.deviceKey };
    const answers = unanswered.map((s) =>
      revealShare(
        base,
        seat,
        s.seat,
        s.deviceKey as string,
        secrets.dealing as Dealing,
        secrets.dealingNonces?.[s.seat - 1] as string,
        signer,
      ),
    );
    return { kind: "answer", post: answers };
  }
  if (state.disputes.length > 0) return { kind: "wait", for: "dispute" };
  if (state.dealt.length < state.n) return { kind: "wait", for: "dealings" };

  // 4. Open the shares: confirm, or complain about the first dealer whose share fails.
  // Checked before confirming too: a relay that drops this seat's confirmation and shows other
  // keys or dealings must not get a second confirmation on a view of its choosing (it knows N
  // by then, and could search for a view whose code matches another seat's).
  const frozen = frozenDigest(state, view.ceremony);
  if (secrets.frozen !== null && secrets.frozen !== frozen)
    return alarm("Сервер показал этому устройству другие ключи или доли ключа, чем до подтверждения.");
  if (mine.verificationKey === null) {
    if (status !== "DRAFT")
      return alarm("Голосование уже открыто, а это устройство не проверило свою часть ключа.");
    if (secrets.deviceSecret === null || secrets.nonce === null)
      return alarm("Ключ этого устройства уже стерт.");
    const opened = openAll(base, view.ceremony, seat, secrets.deviceSecret);
    if (typeof opened !== "string") {
      const dealer = view.ceremony.seats[opened.bad - 1]?.dealing as Dealing;
      return {
        kind: "complain",
        dealer: opened.bad,
        post: signComplaint(base, seat, opened.bad, dealer, secrets.deviceSecret, secrets.deviceKey),
      };
    }
    const table = view.ceremony.seats.map((s) => (s.dealing as Dealing).commitments);
    const vk = verificationKey(table, seat);
    if (publicOf(opened) !== vk) return alarm("Часть ключа не сходится с обязательствами комиссии.");
    return {
      kind: "confirm",
      secrets: { ...secrets, share: opened, frozen },
      post: { verificationKey: vk, nonce: secrets.nonce },
    };
  }
  if (state.confirmed.length < state.n) return { kind: "wait", for: "confirmations" };

  // 5. The code: signed once the member confirmed it, and never another.
  const fingerprint = state.fingerprint as string;
  if (secrets.fingerprint !== null && secrets.fingerprint !== fingerprint)
    return alarm("Код голосования изменился после того, как член комиссии его подтвердил.");
  if (mine.signature === null) {
    if (status !== "DRAFT") return alarm("Голосование уже открыто без подписи этого устройства.");
    if (confirmed.fingerprint !== fingerprint)
      return { kind: "ask-code", code: state.code as string, fingerprint, credentials: state.credentials };
    if (secrets.deviceSecret === null) return alarm("Ключ этого устройства уже стерт.");
    return {
      kind: "sign",
      secrets: { ...secrets, fingerprint },
      post: signFingerprint(fingerprint, seat, secrets.deviceSecret, secrets.deviceKey),
    };
  }
  if (!state.complete) return { kind: "wait", for: "signatures" };
  if (status !== "CLOSED") return { kind: "ready" };

  // 6. After the close. The server's flags (`decrypted`, `tallied`) are only hints: the device
  // forgets its key once the verified record itself holds this seat's partial decryption or
  // the count, so a lying server cannot make it erase a key that is still needed.
  const record = view.record;
  if (!record) return { kind: "wait", for: "record" };
  const verified = checkRecord(record);
  if (!verified.ok) return alarm(...verified.errors);
  if (record.fingerprint !== fingerprint)
    return alarm(
      "Запись голосования относится к другому ключу или другому манифесту, чем подтвердило устройство.",
    );
  if (record.tally === null) return { kind: "wait", for: "record" };
  const mineIn = record.partialDecryptions.some((p) => p.seat === seat);
  if ((mineIn || record.result !== null) && (secrets.opened === null || secrets.opened.head === record.head))
    return hasKeyMaterial(secrets) ? { kind: "erase", secrets: erased(secrets) } : { kind: "done" };
  if (secrets.opened !== null && secrets.opened.head !== record.head)
    return alarm(
      "Устройство уже расшифровало свою часть суммы для другой урны. Вторую, другую урну оно не расшифрует: сообщите об этом на заседании.",
    );
  const shown = secrets.urn ?? null;
  if (shown !== null && shown !== record.head)
    return alarm(
      "Сервер показывает другую урну, чем та, код которой устройство показало вам после закрытия: урна изменилась. Ничего не расшифровано. Скажите на заседании: «Урна на моем устройстве изменилась после закрытия, расшифровывать нельзя».",
    );
  if (secrets.opened === null) {
    // A device restored from its backup has no memory of the urn it showed: its member types the
    // code heard at the sitting (or printed in the protocol), so a made-up urn cannot match.
    const typed = secrets.restored === true;
    const urn = confirmed.urn ?? null;
    const ballots = record.ballots.length;
    const codeOk = typed
      ? typeof urn?.code === "string" && readShortCode(urn.code) === record.headCode
      : urn?.head === record.head;
    if (!codeOk || urn?.ballots !== ballots)
      return {
        kind: "ask-urn",
        head: record.head,
        headCode: typed ? null : record.headCode,
        typed,
        mistyped: typed && typeof urn?.code === "string" && !codeOk,
        ballots,
        marks: record.voted.filter(Boolean).length,
        found: voterConfirmations(record).confirmed,
        keys: credentialCounts(record),
        ...(typed || shown !== null ? {} : { secrets: { ...secrets, urn: record.head } }),
      };
  }
  let share = secrets.share;
  if (share === null) {
    if (secrets.deviceSecret === null) return alarm("Ключ этого устройства уже стерт: расшифровать нечем.");
    const opened = openAll(base, view.ceremony, seat, secrets.deviceSecret);
    if (typeof opened !== "string") return alarm("Часть ключа этого места не удалось восстановить.");
    share = opened;
  }
  const opened = secrets.opened ?? { head: record.head, ballots: record.ballots.length, tally: record.tally };
  return {
    kind: "decrypt",
    secrets: { ...secrets, share, opened, urn: shown ?? record.head },
    post: partialDecrypt({ fingerprint, head: record.head }, seat, share, record.tally),
  };
}

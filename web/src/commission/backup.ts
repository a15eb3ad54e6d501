import { xchacha20poly1305 } from "@noble/ciphers/chacha.js";
import { bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { argon2id } from "hash-wasm";
import type { TrusteeSecrets } from "../../../shared/ballot/index.ts";

/**
 * The commission member's backup of their device: the device's secrets (shared/ballot
 * `TrusteeSecrets`: its key, its share of the election key, what it signed and decrypted)
 * encrypted under a passphrase the member chooses, so that another device can take the seat's
 * place if this browser is lost. The file may be copied anywhere and attacked offline, so the
 * key is derived with a memory-hard KDF at a cost for that (argon2id, RFC 9106 §4, its second
 * recommended option: m = 64 MiB, t = 3, p = 4), computed by hash-wasm (WebAssembly: about
 * a second on a phone, where JavaScript took seconds for a third of the memory); the secrets are
 * sealed with XChaCha20-Poly1305 (@noble/ciphers; RFC 8439 with the extended nonce of
 * draft-irtf-cfrg-xchacha), the file's header authenticated as associated data so that it
 * cannot be moved to another election or seat. The file names its KDF and parameters: files of
 * the earlier format (`dissovet-commission-key/2`, argon2id m = 19 MiB, t = 2, p = 1) still open.
 * Loaded only when the member saves or restores a backup.
 */

/** The backup file's format tag (version 3: the KDF at the cost above). */
export const BACKUP_FORMAT = "dissovet-commission-key/3";

/** The earlier format, still read: its header is bound under its own tag. */
const FORMATS = ["dissovet-commission-key/2", BACKUP_FORMAT] as const;

/** The shortest passphrase accepted, in characters. */
export const PASSPHRASE_MIN = 10;

/** argon2id's parameters for new files (version 0x13): memory in KiB, passes, lanes. */
export const KDF = { m: 65_536, t: 3, p: 4 } as const;

/** What a file's parameters may be: at least the earlier format's, at most what a phone can hold. */
const KDF_BOUNDS = { m: [19_456, 262_144], t: [1, 10], p: [1, 8] } as const;

/** A backup file as saved: the header in the clear, the secrets sealed; bytes as lowercase hex. */
interface BackupFile {
  format: (typeof FORMATS)[number];
  electionId: string;
  seat: number;
  kdf: { name: "argon2id"; m: number; t: number; p: number; salt: string };
  cipher: "xchacha20-poly1305";
  nonce: string;
  ciphertext: string;
}

/** The associated data: the header's format, election and seat, so a sealed file stays theirs. */
const header = (format: string, electionId: string, seat: number) =>
  utf8ToBytes(`${format}|${electionId}|${seat}`);

/**
 * The file's key: argon2id of the passphrase (NFC) with the file's salt and parameters, 32 bytes.
 * Timed as the User Timing measure `dissovet:backup:kdf` (the browser test reports it).
 */
async function derive(passphrase: string, salt: Uint8Array, kdf: { m: number; t: number; p: number }) {
  const start = performance.now();
  try {
    return await kdfOf(passphrase, salt, kdf);
  } finally {
    performance.measure("dissovet:backup:kdf", { start, end: performance.now() });
  }
}

function kdfOf(passphrase: string, salt: Uint8Array, kdf: { m: number; t: number; p: number }) {
  return argon2id({
    password: utf8ToBytes(passphrase.normalize("NFC")),
    salt,
    memorySize: kdf.m,
    iterations: kdf.t,
    parallelism: kdf.p,
    hashLength: 32,
    outputType: "binary",
  });
}

/** Whether `n` is an integer within `[min, max]`. */
const within = (n: unknown, [min, max]: readonly [number, number]) =>
  typeof n === "number" && Number.isInteger(n) && n >= min && n <= max;

/**
 * Seals the device's secrets for `electionId` under `passphrase` (argon2id at {@link KDF}).
 * @throws Error when the passphrase is shorter than {@link PASSPHRASE_MIN}
 */
export async function sealBackup(
  secrets: TrusteeSecrets,
  electionId: string,
  passphrase: string,
): Promise<BackupFile> {
  if ([...passphrase].length < PASSPHRASE_MIN) throw new Error("passphrase too short");
  const salt = randomBytes(16);
  const nonce = randomBytes(24);
  const key = await derive(passphrase, salt, KDF);
  const sealed = xchacha20poly1305(key, nonce, header(BACKUP_FORMAT, electionId, secrets.seat)).encrypt(
    utf8ToBytes(JSON.stringify(secrets)),
  );
  return {
    format: BACKUP_FORMAT,
    electionId,
    seat: secrets.seat,
    kdf: { name: "argon2id", ...KDF, salt: bytesToHex(salt) },
    cipher: "xchacha20-poly1305",
    nonce: bytesToHex(nonce),
    ciphertext: bytesToHex(sealed),
  };
}

/**
 * Opens a backup file for the member's seat of the election: the header must name them, the KDF
 * must be argon2id with parameters in bounds (so that a crafted file cannot ask the phone for
 * gigabytes), the passphrase must open it, and the secrets must be that seat's.
 * @returns the secrets, or a Russian reason the file was refused
 */
export async function openBackup(
  text: string,
  passphrase: string,
  expected: { electionId: string; seat: number },
): Promise<TrusteeSecrets | string> {
  let file: BackupFile;
  try {
    file = JSON.parse(text) as BackupFile;
  } catch {
    return "Это не файл резервной копии ключа: его не удалось прочитать.";
  }
  const kdf = file?.kdf;
  if (
    !FORMATS.includes(file?.format) ||
    kdf?.name !== "argon2id" ||
    !within(kdf.m, KDF_BOUNDS.m) ||
    !within(kdf.t, KDF_BOUNDS.t) ||
    !within(kdf.p, KDF_BOUNDS.p) ||
    file.cipher !== "xchacha20-poly1305"
  )
    return "Это не файл резервной копии ключа Диссовета.";
  if (file.electionId !== expected.electionId)
    return "Эта резервная копия относится к другому голосованию или к прежней попытке сформировать ключ.";
  if (file.seat !== expected.seat)
    return `Эта резервная копия относится к другому месту в комиссии (место ${String(file.seat)}, а ваше — ${expected.seat}).`;
  try {
    const key = await derive(passphrase, hexToBytes(kdf.salt), kdf);
    const plain = xchacha20poly1305(
      key,
      hexToBytes(file.nonce),
      header(file.format, file.electionId, file.seat),
    ).decrypt(hexToBytes(file.ciphertext));
    const secrets = JSON.parse(new TextDecoder().decode(plain)) as TrusteeSecrets;
    return secrets.seat === expected.seat ? secrets : "Ключ в файле относится к другому месту в комиссии.";
  } catch {
    return "Файл не открылся этой фразой-паролем: проверьте ее (регистр букв и раскладку) и попробуйте еще раз.";
  }
}

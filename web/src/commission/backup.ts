import { xchacha20poly1305 } from "@noble/ciphers/chacha.js";
import { argon2idAsync } from "@noble/hashes/argon2.js";
import { bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import type { TrusteeSecrets } from "../../../shared/ballot/index.ts";

/**
 * The commission member's backup of their device: the device's secrets (shared/ballot
 * `TrusteeSecrets`: its key, its share of the election key, what it signed and decrypted)
 * encrypted under a passphrase the member chooses, so that another device can take the seat's
 * place if this browser is lost. The key is derived with argon2id (RFC 9106) at OWASP's minimum
 * for argon2id (m = 19 MiB, t = 2, p = 1; OWASP Password Storage Cheat Sheet), from the
 * audited @noble/hashes, and the secrets are sealed with XChaCha20-Poly1305 (@noble/ciphers;
 * RFC 8439 with the extended nonce of draft-irtf-cfrg-xchacha), the file's header authenticated
 * as associated data so that it cannot be moved to another election or seat. Loaded only when
 * the member saves or restores a backup.
 */

/** The backup file's format tag. */
export const BACKUP_FORMAT = "dissovet-commission-key/2";

/** The shortest passphrase accepted, in characters. */
export const PASSPHRASE_MIN = 10;

/** argon2id's parameters (version 0x13): memory in KiB, passes, lanes. */
const KDF = { m: 19_456, t: 2, p: 1 } as const;

/** A backup file as saved: the header in the clear, the secrets sealed; bytes as lowercase hex. */
export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  electionId: string;
  seat: number;
  kdf: { name: "argon2id"; m: number; t: number; p: number; salt: string };
  cipher: "xchacha20-poly1305";
  nonce: string;
  ciphertext: string;
}

/** The associated data: the header's format, election and seat, so a sealed file stays theirs. */
const header = (electionId: string, seat: number) => utf8ToBytes(`${BACKUP_FORMAT}|${electionId}|${seat}`);

async function derive(passphrase: string, salt: Uint8Array, onProgress?: (share: number) => void) {
  return argon2idAsync(utf8ToBytes(passphrase.normalize("NFC")), salt, {
    ...KDF,
    dkLen: 32,
    asyncTick: 20,
    onProgress,
  });
}

/**
 * Seals the device's secrets for `electionId` under `passphrase`.
 * @param onProgress called with the key derivation's progress, 0–1 (it takes seconds on a phone)
 * @throws Error when the passphrase is shorter than {@link PASSPHRASE_MIN}
 */
export async function sealBackup(
  secrets: TrusteeSecrets,
  electionId: string,
  passphrase: string,
  onProgress?: (share: number) => void,
): Promise<BackupFile> {
  if ([...passphrase].length < PASSPHRASE_MIN) throw new Error("passphrase too short");
  const salt = randomBytes(16);
  const nonce = randomBytes(24);
  const key = await derive(passphrase, salt, onProgress);
  const sealed = xchacha20poly1305(key, nonce, header(electionId, secrets.seat)).encrypt(
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
 * Opens a backup file for the member's seat of the election: the header must name them, the
 * passphrase must open it, and the secrets must be that seat's.
 * @returns the secrets, or a Russian reason the file was refused
 */
export async function openBackup(
  text: string,
  passphrase: string,
  expected: { electionId: string; seat: number },
  onProgress?: (share: number) => void,
): Promise<TrusteeSecrets | string> {
  let file: BackupFile;
  try {
    file = JSON.parse(text) as BackupFile;
  } catch {
    return "Это не файл резервной копии ключа: его не удалось прочитать.";
  }
  if (file?.format !== BACKUP_FORMAT || file.kdf?.name !== "argon2id" || file.cipher !== "xchacha20-poly1305")
    return "Это не файл резервной копии ключа Диссовета.";
  if (file.electionId !== expected.electionId)
    return "Эта резервная копия относится к другому голосованию или к прежней попытке сформировать ключ.";
  if (file.seat !== expected.seat)
    return `Эта резервная копия относится к другому месту в комиссии (место ${String(file.seat)}, а ваше — ${expected.seat}).`;
  try {
    const key = await derive(passphrase, hexToBytes(file.kdf.salt), onProgress);
    const plain = xchacha20poly1305(key, hexToBytes(file.nonce), header(file.electionId, file.seat)).decrypt(
      hexToBytes(file.ciphertext),
    );
    const secrets = JSON.parse(new TextDecoder().decode(plain)) as TrusteeSecrets;
    return secrets.seat === expected.seat ? secrets : "Ключ в файле относится к другому месту в комиссии.";
  } catch {
    return "Файл не открылся этой фразой-паролем: проверьте ее (регистр букв и раскладку) и попробуйте еще раз.";
  }
}

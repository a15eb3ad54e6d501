import { xchacha20poly1305 } from "@noble/ciphers/chacha.js";
import { argon2idAsync } from "@noble/hashes/argon2.js";
import { bytesToHex, randomBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { describe, expect, it } from "vitest";
import type { TrusteeSecrets } from "../../../shared/ballot/index.ts";
import { BACKUP_FORMAT, KDF, openBackup, sealBackup } from "./backup.ts";
import { passphraseProblem } from "./passphrase.ts";

const electionId = "0b5d6a52-3c1e-4f7a-9b2d-8e4f1a6c7d90";
const secrets = {
  base: "a".repeat(64),
  seat: 2,
  deviceSecret: "1".repeat(64),
  deviceKey: "2".repeat(64),
  share: "3".repeat(64),
} as TrusteeSecrets;
const phrase = "липа цветет в июне";

describe("the recovery file", () => {
  it("is sealed under argon2id at 64 MiB, 3 passes, 4 lanes, says so, and opens with its passphrase only", async () => {
    const file = await sealBackup(secrets, electionId, phrase);
    expect(file).toMatchObject({ format: BACKUP_FORMAT, kdf: { name: "argon2id", m: 65_536, t: 3, p: 4 } });
    expect(KDF.m * 1024).toBeGreaterThanOrEqual(64 * 1024 * 1024);
    expect(JSON.stringify(file)).not.toContain(secrets.share as string);
    const text = JSON.stringify(file);
    expect(await openBackup(text, phrase, { electionId, seat: 2 })).toEqual(secrets);
    expect(await openBackup(text, "липа цветет в июле", { electionId, seat: 2 })).toMatch(
      /^Файл не открылся/,
    );
    expect(await openBackup(text, phrase, { electionId, seat: 3 })).toMatch(/другому месту/);
    // Moved to another election in its header: the associated data no longer fits.
    const moved = JSON.stringify({ ...file, electionId: "00000000-0000-4000-8000-000000000000" });
    expect(
      await openBackup(moved, phrase, { electionId: "00000000-0000-4000-8000-000000000000", seat: 2 }),
    ).toMatch(/^Файл не открылся/);
  }, 60_000);

  it("a file of the earlier format (argon2id 19 MiB, 2 passes, in JavaScript) still restores", async () => {
    // Made as the earlier code made it: @noble/hashes' argon2id, the header under the /2 tag.
    const format = "dissovet-commission-key/2";
    const salt = randomBytes(16);
    const nonce = randomBytes(24);
    const key = await argon2idAsync(utf8ToBytes(phrase.normalize("NFC")), salt, {
      m: 19_456,
      t: 2,
      p: 1,
      dkLen: 32,
    });
    const sealed = xchacha20poly1305(key, nonce, utf8ToBytes(`${format}|${electionId}|2`)).encrypt(
      utf8ToBytes(JSON.stringify(secrets)),
    );
    const old = {
      format,
      electionId,
      seat: 2,
      kdf: { name: "argon2id", m: 19_456, t: 2, p: 1, salt: bytesToHex(salt) },
      cipher: "xchacha20-poly1305",
      nonce: bytesToHex(nonce),
      ciphertext: bytesToHex(sealed),
    };
    expect(await openBackup(JSON.stringify(old), phrase, { electionId, seat: 2 })).toEqual(secrets);
  }, 60_000);

  it("refuses a file that asks the phone for more memory or passes than any file of ours, before deriving", async () => {
    const file = await sealBackup(secrets, electionId, phrase);
    for (const kdf of [{ m: 4_194_304 }, { t: 1000 }, { p: 64 }, { m: 8 }, { name: "scrypt" }])
      expect(
        await openBackup(JSON.stringify({ ...file, kdf: { ...file.kdf, ...kdf } }), phrase, {
          electionId,
          seat: 2,
        }),
      ).toBe("Это не файл резервной копии ключа Диссовета.");
  }, 60_000);
});

describe("the passphrase", () => {
  it("a common or keyboard-walk passphrase is refused, on either layout; four words pass", () => {
    for (const weak of ["1234567890", "qwertyuiop", "password123", "йцукенгшщз", "gfhjkm123456"])
      expect(passphraseProblem(weak), weak).toMatch(/^Эту фразу-пароль легко подобрать/);
    expect(passphraseProblem("короткая")).toBe("Фраза-пароль должна быть не короче 10 символов.");
    expect(passphraseProblem(phrase)).toBeNull();
    expect(passphraseProblem("correct horse battery staple")).toBeNull();
  });
});

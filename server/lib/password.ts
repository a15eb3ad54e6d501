import os from "node:os";
import argon2 from "argon2";
import pLimit from "p-limit";

/**
 * argon2id parameters: OWASP's minimum for argon2id (m = 19 MiB, t = 2, p = 1).
 * Hashes made with other parameters verify as before.
 */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one argon2id computation per core at a time, the rest wait in line (FIFO). Each is
 * CPU-bound on one thread and holds its 19 MiB block: more at once would only share the same
 * cores, hold more memory, and take all of libuv's four threads from file reads and DNS.
 */
const oneHashPerCore = pLimit(os.availableParallelism());

/** Hashes a password as an argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
export function hashPassword(password: string): Promise<string> {
  return oneHashPerCore(() => argon2.hash(password, options));
}

// A hash of a random string, verified against when the email is unknown, so that an unknown
// email and a wrong password take the same time.
let decoy: Promise<string> | undefined;

/**
 * Checks `password` against a stored argon2id hash; with `hash` null (unknown user) it
 * spends the same work on a decoy hash and answers false.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  decoy ??= hashPassword(crypto.randomUUID());
  try {
    const stored = hash ?? (await decoy);
    const ok = await oneHashPerCore(() => argon2.verify(stored, password));
    return hash !== null && ok;
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with weaker parameters than today's (then it is re-hashed at sign-in). */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, options);
  } catch {
    return false;
  }
}

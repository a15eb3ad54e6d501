import { createRequire } from "node:module";
import { z } from "zod";
import { PASSWORD } from "../../shared/limits.ts";
import { CHARS, count } from "../../shared/plural.ts";

// The ~49 000 most common passwords (zxcvbn's list), plus common Russian ones typed on
// either keyboard layout.
const russian = [
  "пароль",
  "пароль123",
  "йцукен",
  "йцукенгш",
  "йцукенгшщз",
  "qwertyui",
  "привет123",
  "gfhjkm",
  "gfhjkm123",
];
let common: Set<string> | undefined;

/**
 * Whether a password is on the list of common passwords (case-insensitive). The list (2.6 MB
 * of heap) is loaded at the first check, not at start: a running server rarely sets a password.
 */
export function isCommonPassword(password: string): boolean {
  common ??= loadCommon();
  return common.has(password.toLowerCase());
}

function loadCommon(): Set<string> {
  const { dictionary } = createRequire(import.meta.url)(
    "@zxcvbn-ts/language-common",
  ) as typeof import("@zxcvbn-ts/language-common");
  return new Set([...(dictionary["passwords-common"] as string[]), ...russian].map((p) => p.toLowerCase()));
}

/**
 * A new password: 8 to 128 characters, no composition rules, not a common password
 * (OWASP ASVS 5.0, V6.2).
 */
export const newPassword = z
  .string()
  .min(PASSWORD.min, `Пароль должен быть не короче ${count(PASSWORD.min, CHARS)}.`)
  .max(PASSWORD.max, `Пароль должен быть не длиннее ${count(PASSWORD.max, CHARS)}.`)
  .refine((p) => !isCommonPassword(p), "Этот пароль слишком распространен: придумайте другой.");

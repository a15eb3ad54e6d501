import { dictionary } from "@zxcvbn-ts/language-common";
import { z } from "zod";
import { PASSWORD } from "../../shared/limits.ts";
import { CHARS, count } from "../lib/russian.ts";

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

/** Whether a password is on the list of common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    [...(dictionary["passwords-common"] as string[]), ...russian].map((p) => p.toLowerCase()),
  );
  return common.has(password.toLowerCase());
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

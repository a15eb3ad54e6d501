import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { PASSPHRASE_MIN } from "./backup.ts";

// The recovery file's passphrase judged for an attack on a stolen file (commission/backup.ts):
// Dropbox's zxcvbn estimator (@zxcvbn-ts) with the common passwords and keyboard layouts the
// server's password check uses too (server/auth/password.validation.ts). Its word lists are
// large: this module is loaded only when a member saves a backup, never to restore one.

/**
 * zxcvbn's score (0–4) a passphrase needs: 3, «safely unguessable» at under 10^10 guesses, which
 * with argon2id at backup.ts's `KDF` costs an attacker with the file years of one machine's time.
 */
const PASSPHRASE_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

const RU_KEYS = "йцукенгшщзхъфывапролджэячсмитьбюё";
const EN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";

/** The keys a text typed on the Russian layout presses, as the Latin layout reads them. */
function onLatinKeys(text: string): string {
  return [...text.toLowerCase()].map((c) => EN_KEYS[RU_KEYS.indexOf(c)] ?? c).join("");
}

/**
 * Why a passphrase is too easy to guess for a file attacked offline, in Russian; null when it is
 * strong enough (zxcvbn-ts score ≥ {@link PASSPHRASE_SCORE}, at least {@link PASSPHRASE_MIN}
 * characters). `related`: words an attacker would try first (the member's name, the council).
 */
export function passphraseProblem(passphrase: string, related: readonly string[] = []): string | null {
  if ([...passphrase].length < PASSPHRASE_MIN)
    return `Фраза-пароль должна быть не короче ${PASSPHRASE_MIN} символов.`;
  estimator ??= new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary });
  const zxcvbn = estimator;
  const inputs = related.flatMap((r) => r.split(/\s+/));
  // Typed on the Russian layout, a keyboard walk or a common password is the same keys as on
  // the Latin one («йцукен» is «qwerty», «пароль» is «gfhjkm»): judged both ways, the weaker wins.
  const score = Math.min(
    zxcvbn.check(passphrase, inputs).score,
    zxcvbn.check(onLatinKeys(passphrase), inputs).score,
  );
  return score >= PASSPHRASE_SCORE
    ? null
    : "Эту фразу-пароль легко подобрать: файл могут пытаться открыть где угодно и сколько угодно. Возьмите четыре-пять не связанных между собой слов, например «липа цветет в июне».";
}

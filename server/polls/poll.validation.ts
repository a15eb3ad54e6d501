import { z } from "zod";
import { ANNUL_REASON } from "../../shared/limits.ts";
import { CHARS, count } from "../../shared/plural.ts";

/**
 * The inputs of the vote and of the commission's links, one schema each, shared by the
 * services that validate them and by the REST route table that documents them (OpenAPI
 * bodies through `z.toJSONSchema`). Encodings: docs/RECORD.md, «Encodings».
 */

/** The id of the ballot's one question: whether to award the degree. */
export const AWARD_QUESTION_ID = "award";

/** A ristretto255 point or a scalar as the record encodes it: 64 lowercase hex characters. */
export const cryptoHex = z.string().regex(/^[0-9a-f]{64}$/, "Ожидается 64 шестнадцатеричных символа.");

/** A proof of one statement: a Fiat–Shamir challenge and a response. */
export const proofInput = z.object({ challenge: cryptoHex, response: cryptoHex });

/**
 * An encrypted ballot as cast: the ciphertext (alpha, beta), its two-branch 0/1 proof, the
 * voter's public credential and its signature over the ballot (docs/RECORD.md §8.1).
 */
export const encryptedBallotInput = z.object({
  alpha: cryptoHex,
  beta: cryptoHex,
  proof: z.array(proofInput).length(2),
  credential: cryptoHex,
  signature: proofInput,
});

/** An audited ballot as the voter's device reveals it (docs/RECORD.md §13); `checkSpoiled` checks the rest. */
export const spoiledBallotInput = z.object({
  format: z.string().max(40),
  fingerprint: cryptoHex,
  code: z.string().max(40),
  publicKey: cryptoHex,
  ballot: z.object({ alpha: cryptoHex, beta: cryptoHex, proof: z.array(proofInput).length(2) }),
  vote: z.number().int(),
  randomness: cryptoHex,
});

/** The answers of a ballot: exactly one, to the award question, encrypted. */
export const answersInput = z
  .array(z.object({ questionId: z.string().max(100), ballot: encryptedBallotInput }), {
    error: "Бюллетень не прошел проверку: обновите страницу и проголосуйте еще раз.",
  })
  .length(1, "Бюллетень содержит один вопрос: выберите «За» или «Против».")
  .refine((a) => a[0]?.questionId === AWARD_QUESTION_ID, "Неизвестный вопрос бюллетеня.");

/** Why a vote is annulled (docs/DOMAIN.md, «Annulment and a new vote»: kept with its reason). */
export const reasonInput = z
  .string()
  .trim()
  .min(ANNUL_REASON.min, `Укажите причину аннулирования (не короче ${count(ANNUL_REASON.min, CHARS)}).`)
  .max(ANNUL_REASON.max, `Причина длиннее ${count(ANNUL_REASON.max, CHARS)}.`);

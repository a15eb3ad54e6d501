import { ID_SOURCE } from "../../shared/limits.ts";
import { fail } from "./errors.ts";

/** A decimal id as a whole string (`ID_SOURCE`). */
export const ID_PATTERN = new RegExp(`^${ID_SOURCE}$`);

/**
 * Parses a GraphQL/REST id (a positive integer in decimal).
 * @throws AppError NOT_FOUND with `message` for anything else, as no such object exists.
 */
export function parseId(id: string | number, message = "Не найдено."): number {
  const n = typeof id === "number" ? id : ID_PATTERN.test(id) ? Number(id) : Number.NaN;
  if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) throw fail.notFound(message);
  return n;
}

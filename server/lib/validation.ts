import type { z } from "zod";
import { AppError } from "./errors.ts";

/**
 * Validates input against a schema shared by GraphQL and REST.
 * @returns the parsed value
 * @throws AppError BAD_USER_INPUT whose message is the first problem and whose
 *   `extensions.fields` maps each invalid field (dotted path) to its Russian message
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  const first = parsed.error.issues[0]?.message ?? "Проверьте введенные данные.";
  throw new AppError("BAD_USER_INPUT", first, { fields });
}

/** A field error for a rule checked against the database (e.g. uniqueness). */
export function fieldError(
  field: string,
  message: string,
  code: "BAD_USER_INPUT" | "CONFLICT" = "BAD_USER_INPUT",
): AppError {
  return new AppError(code, message, { fields: { [field]: message } });
}

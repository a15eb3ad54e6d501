import { page } from "./fields.ts";
import { parseInput } from "./validation.ts";

/** Validated paging arguments. @throws AppError BAD_USER_INPUT past the bounds */
export function pageArgs(args: { offset?: number | null; limit?: number | null }): {
  offset: number;
  limit: number;
} {
  return parseInput(page, { offset: args.offset ?? undefined, limit: args.limit ?? undefined });
}

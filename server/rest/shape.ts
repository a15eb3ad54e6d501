import type { Request } from "express";
import { z } from "zod";
import { fail } from "../lib/errors.ts";
import type { JsonSchema, QueryParam, Shape } from "./route.types.ts";

type Json = Record<string, unknown>;

const at = (data: Json, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>((v, key) => (v && typeof v === "object" ? (v as Json)[key] : undefined), data);

/** The route's `data` from the operation's `data`, per its {@link Shape}. */
export function present(shape: Shape, data: Json): unknown {
  if ("field" in shape) return at(data, shape.field) ?? null;
  if ("items" in shape) return (at(data, shape.items) as { items?: unknown[] } | null)?.items ?? [];
  if ("merge" in shape)
    return Object.fromEntries(Object.entries(shape.merge).map(([key, field]) => [key, at(data, field)]));
  const value = at(data, shape.split);
  if (!value || typeof value !== "object") return value ?? null;
  const { board, ...defense } = value as Json;
  return { defense, board };
}

/** `meta` of a list answer: the total of all matches, and whether it is exact when the list says. */
export function metaOf(shape: Shape, data: Json): Json | undefined {
  if (!("items" in shape)) return undefined;
  const list = at(data, shape.items) as { total?: number; totalExact?: boolean } | null;
  return {
    total: list?.total ?? 0,
    ...(typeof list?.totalExact === "boolean" ? { totalExact: list.totalExact } : {}),
  };
}

/** Users in REST carry the spec's lowercase role strings ("admin", "secretar"). */
export function lowercaseRoles(user: unknown): unknown {
  if (!user || typeof user !== "object" || !Array.isArray((user as Json).roles)) return user;
  const u = user as { roles: { role: string }[] };
  return { ...u, roles: u.roles.map((r) => ({ role: r.role.toLowerCase() })) };
}

/**
 * Parses the declared query parameters: integers, `true`/`false`, and enum values
 * (case-insensitive, passed uppercased); absent or empty ones are null.
 * @throws AppError BAD_USER_INPUT naming the parameter
 */
export function parseQuery(
  req: Request,
  params: readonly QueryParam[] = [],
): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  for (const p of params) {
    const raw = req.query[p.name];
    if (raw === undefined || raw === "") {
      out[p.name] = null;
      continue;
    }
    if (typeof raw !== "string") throw fail.badInput(`Параметр ${p.name} указан несколько раз.`, p.name);
    if (p.type === "integer") {
      if (!/^-?\d{1,9}$/.test(raw)) throw fail.badInput(`Параметр ${p.name}: нужно целое число.`, p.name);
      out[p.name] = Number(raw);
    } else if (p.type === "boolean") {
      if (raw !== "true" && raw !== "false")
        throw fail.badInput(`Параметр ${p.name}: true или false.`, p.name);
      out[p.name] = raw === "true";
    } else if (p.enum) {
      const v = raw.toUpperCase();
      if (!p.enum.includes(v))
        throw fail.badInput(`Параметр ${p.name}: одно из ${p.enum.join(", ")}.`, p.name);
      out[p.name] = v;
    } else {
      if (raw.length > 500) throw fail.badInput(`Параметр ${p.name} слишком длинный.`, p.name);
      out[p.name] = raw;
    }
  }
  return out;
}

/**
 * The JSON Schema (2020-12) of what a zod schema accepts as input, for a route's request body
 * in the OpenAPI document: the schema GraphQL validates with is the one REST documents.
 * Rules JSON Schema cannot state (a refinement, e.g. «not a common password») are left out.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return rest;
}

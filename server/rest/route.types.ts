import type { Request, Response } from "express";
import type { DocumentNode } from "graphql";
import type { Context } from "../graphql/context.ts";

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it). */
export type JsonSchema = Record<string, unknown>;

/** A declared query-string parameter; parsed and checked before the operation runs. */
export interface QueryParam {
  name: string;
  type: "string" | "integer" | "boolean";
  /** Allowed values (case-insensitive on input; passed uppercased). */
  enum?: readonly string[];
  description: string;
}

/**
 * How the operation's `data` becomes the route's `data` (the OpenAPI document derives each
 * route's response schema from the same declaration):
 * - `field`: one root field (dotted path allowed), e.g. `adminBoard`;
 * - `items`: a page's `items`, with `meta.total`;
 * - `split`: a defense with its council, as `{ defense, board }`;
 * - `merge`: several root fields under new names.
 */
export type Shape =
  | { field: string }
  | { items: string }
  | { split: string }
  | { merge: Record<string, string> };

/** One REST route of `/api/v1`: the GraphQL operation it runs and how its answer is shaped. */
export interface RestRoute {
  method: "get" | "post";
  /** Express 5 path relative to `/api/v1`, e.g. `/secretar/boards/:id`. */
  path: string;
  summary: string;
  /** The typed GraphQL document it executes (server/rest/operations/*.graphql, via codegen). */
  operation: DocumentNode;
  query?: QueryParam[];
  /** JSON Schema of the request body, for the OpenAPI document. */
  body?: JsonSchema;
  /** A larger body limit than the default 100 kB (file uploads only), e.g. "1mb". */
  bodyLimit?: string;
  /**
   * The operation's variables from the path, the parsed query parameters and the body.
   * @throws AppError BAD_USER_INPUT for a malformed body
   */
  variables?: (
    req: Request,
    query: Record<string, string | number | boolean | null>,
  ) => Record<string, unknown>;
  shape: Shape;
  /**
   * The body's name of an operation variable it calls otherwise, for error messages and
   * `fields` (e.g. `{ memberIds: "members" }`: the ids come from the body's `members`).
   */
  fieldNames?: Record<string, string>;
  /** Answer with this error when the shaped value is null (e.g. `me` for a guest → 401). */
  whenNull?: () => Error;
  /** Users in REST carry the spec's lowercase role strings. */
  lowercaseRoles?: boolean;
  /** A non-JSON answer: its content type and how to write it from the shaped data. */
  file?: { contentType: string; write: (res: Response, data: unknown, ctx: Context) => Promise<void> };
}

import { getDirective, MapperKind, mapSchema } from "@graphql-tools/utils";
import { type DocumentNode, defaultFieldResolver, type GraphQLSchema } from "graphql";
import type { RoleName } from "../auth/user.table.ts";
import { fail } from "../lib/errors.ts";
import type { Context } from "./context.ts";

/**
 * The one place where `@auth(requires: [...])` is enforced: wraps every field that carries
 * it so the resolver runs only for a signed-in user holding one of the roles; a subscription's
 * `subscribe` is wrapped too, so a live update is refused before it starts.
 * @throws AppError UNAUTHENTICATED for a guest, FORBIDDEN for a user without the role.
 */
export function applyAuthDirective(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const auth = getDirective(schema, field, "auth")?.[0] as { requires: RoleName[] } | undefined;
      if (!auth) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      const subscribe = field.subscribe;
      return {
        ...field,
        resolve(source, args, ctx: Context, info) {
          requireRole(ctx, auth.requires);
          return resolve(source, args, ctx, info);
        },
        ...(subscribe && {
          subscribe(source, args, ctx: Context, info) {
            requireRole(ctx, auth.requires);
            return subscribe(source, args, ctx, info);
          },
        }),
      };
    },
  });
}

/** Throws unless the context's user is signed in and holds one of `roles` (any role when empty). */
export function requireRole(ctx: Pick<Context, "user">, roles: readonly RoleName[]): void {
  if (!ctx.user) throw fail.unauthenticated();
  if (roles.length > 0 && !roles.some((r) => ctx.user?.roles.includes(r))) throw fail.forbidden();
}

/**
 * The access decision of an operation, from its root fields' directives: the roles its
 * `@auth` fields require (empty: any signed-in user), or null when every field is public.
 */
export function requiredRoles(schema: GraphQLSchema, operation: DocumentNode): RoleName[] | null {
  const op = operation.definitions.find((d) => d.kind === "OperationDefinition");
  if (op?.kind !== "OperationDefinition") return null;
  const root = op.operation === "mutation" ? schema.getMutationType() : schema.getQueryType();
  let roles: RoleName[] | null = null;
  for (const sel of op.selectionSet.selections) {
    if (sel.kind !== "Field") continue;
    const field = root?.getFields()[sel.name.value];
    const auth = field && (getDirective(schema, field, "auth")?.[0] as { requires: RoleName[] } | undefined);
    if (auth) roles = [...new Set([...(roles ?? []), ...auth.requires])];
  }
  return roles;
}

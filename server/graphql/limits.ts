import { ApolloArmor } from "@escape.tech/graphql-armor";

/** The most tokens a GraphQL document may have, on `/graphql` and on the live stream alike (graphql-js's parser counts them). */
export const MAX_TOKENS = 3000;

/**
 * A validation message without graphql-js's field and value suggestions («Did you mean
 * "status"?»), which would let a caller map the schema where introspection is off; the
 * same rule as graphql-armor's `blockFieldSuggestion` on `/graphql`.
 */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, "").trim();
}

/**
 * The API's limits on a GraphQL document (graphql-armor), the same on `/graphql`, on the live
 * stream (`/graphql/stream`) and for the web's own documents (`limits.test.ts`): depth 10,
 * 15 aliases, 20 directives, a cost of 5000 (armor's estimate: objects 2, scalars 1, ×1.5 per
 * level). Fragments count as if written in place, for the depth and for the cost alike: a page
 * that names its selection in a fragment costs what the same fields cost inline (the election
 * record's fragments, a proof in a dealing in a seat, would count twice otherwise). Batching is
 * off; field suggestions only where the schema is explorable. Tokens are counted by graphql-js's
 * parser (`parseOptions` in app.ts): armor's plugin answered a syntax error with 500.
 * @param explorable whether introspection and the Sandbox are on (suggestions then allowed)
 * @returns Apollo Server's options and plugins, and the validation rules alone (`validationRules`)
 */
export function apiLimits(explorable: boolean) {
  return new ApolloArmor({
    maxDepth: { n: 10, flattenFragments: true },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    maxTokens: { enabled: false },
    costLimit: { maxCost: 5000, flattenFragments: true },
    blockFieldSuggestion: { enabled: !explorable },
  }).protect();
}

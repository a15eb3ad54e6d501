/**
 * Settings the page needs before any request. Hard-coded defaults for now; they are meant to
 * come from the server's runtime configuration later, so read them only through this module.
 */
export const appConfig = {
  /** Brand shown in the navbar and the document title. */
  appName: "Диссовет",
  /** Shown in the footer's copyright line. */
  universityName: "Московский государственный технический университет",
  /** Years of the footer's copyright line (spec §1: 2023–2025). */
  copyrightYears: "2023–2025",
  /** GraphQL endpoint, same origin so the session cookie is sent. */
  graphqlUri: "/graphql",
} as const;

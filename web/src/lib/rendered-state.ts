import type { SessionUser } from "./session.ts";

/**
 * What the server's render hands the browser beside the HTML, in a JSON data block
 * (`<script type="application/json" id="dissovet-state">`, never run as a script): the user the
 * page was rendered for (spec §4), the desk's Apollo cache as the render filled it (so that
 * hydration asks nothing again) and the standalone page's own data (the ballot's answer, the
 * commission page's task).
 */
export interface RenderedState {
  me: SessionUser | null;
  /** `ApolloClient.extract()` of the request's client, for a desk page. */
  apollo?: unknown;
  /**
   * A standalone page's data, as its shell reads it (poll/poll.api.ts `RenderedPoll`,
   * commission/commission.api.ts `RenderedTask`).
   */
  page?: unknown;
}

/** What the browser logs first when its hydration of a rendered page recovered from an error (main.tsx). */
export const HYDRATION_PROBLEM = "Гидратация страницы сервера:";

/** The id of the data block. */
export const RENDERED_STATE_ID = "dissovet-state";

let state: RenderedState | null | undefined;

/** The server's {@link RenderedState} of this page, read once; null for a page the browser renders alone. */
export function renderedState(): RenderedState | null {
  if (state === undefined) {
    const text =
      typeof document === "undefined" ? null : document.getElementById(RENDERED_STATE_ID)?.textContent;
    state = text ? (JSON.parse(text) as RenderedState) : null;
  }
  return state;
}

/**
 * The data block of `value` for the page's HTML: JSON with `<`, U+2028 and U+2029 escaped, so no
 * text in it can close the element or start another (OWASP's cheat sheet on cross-site
 * scripting, rule 3.1: JSON in a data block).
 */
export function renderedStateTag(value: RenderedState, nonce: string): string {
  const json = JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${RENDERED_STATE_ID}" nonce="${nonce}">${json}</script>`;
}

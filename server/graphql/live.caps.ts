import { GraphQLError } from "graphql";

/** How many live streams one party may hold open at once, on one instance (config.ts `liveCaps`). */
export interface LiveCaps {
  /** Per session or API token (a signed-in desk: a page needs one or two, a few tabs). */
  perSession: number;
  /** Per link token (a ballot or a commission member's page needs one; a phone and a laptop, a second tab). */
  perLink: number;
  /**
   * Per client address, counting only streams without a signed-in session: far above a
   * sitting's pages behind one NAT address (25), so that no party in the hall can lock it out
   * (see {@link streamCaps}).
   */
  perAddress: number;
}

/** What a stream is counted under: its signed-in principal, or its address; and its link token, if any. */
export interface StreamParty {
  /** A key of the session or API token (e.g. its hash), undefined for a guest. */
  principal: string | undefined;
  /** The client's address as the rate limits count it (`limitAddress`). */
  address: string;
  /** A key of the link token the stream's field is given (e.g. its hash), if any. */
  link: string | undefined;
}

/**
 * The caps on concurrent live streams (issue 35): a signed-in stream counts against its
 * session, a guest's against its address, and a stream by link token also against its link.
 * No party can lock another out: a session's and a link's counts are theirs alone (an attacker
 * holding a forwarded letter fills that link's few places, not the hall's), and the address
 * cap counts guests only and is far above a sitting's pages: to fill it from a hall's NAT
 * address an attacker would need `perAddress / perLink` valid links, more than any sitting has
 * members. Counted in this instance's memory: each instance of a scaled-out server has its own.
 * @returns `admit`: the party's release, or the GraphQL error refusing it (RATE_LIMITED, Russian)
 */
export function streamCaps(caps: LiveCaps) {
  const open = new Map<string, number>();
  const keysOf = (p: StreamParty): [string, number, string][] => [
    p.principal === undefined
      ? [`address:${p.address}`, caps.perAddress, PER_ADDRESS]
      : [`principal:${p.principal}`, caps.perSession, PER_SESSION],
    ...(p.link === undefined ? [] : [[`link:${p.link}`, caps.perLink, PER_LINK] as [string, number, string]]),
  ];
  return {
    admit(party: StreamParty): (() => void) | GraphQLError {
      const keys = keysOf(party);
      const full = keys.find(([key, cap]) => (open.get(key) ?? 0) >= cap);
      if (full) {
        return new GraphQLError(full[2], { extensions: { code: "RATE_LIMITED", limit: full[1] } });
      }
      for (const [key] of keys) open.set(key, (open.get(key) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const [key] of keys) {
          const n = (open.get(key) ?? 1) - 1;
          if (n > 0) open.set(key, n);
          else open.delete(key);
        }
      };
    },
    /** Streams counted now, all parties together (for the tests' and the benchmark's figures). */
    counted: () => [...open].reduce((n, [key, count]) => (key.startsWith("link:") ? n : n + count), 0),
  };
}

const PER_SESSION =
  "Слишком много открытых обновлений в этой сессии: закройте лишние вкладки Диссовета, и страница продолжит обновляться сама.";
const PER_LINK =
  "Эта ссылка уже открыта на слишком многих страницах: закройте лишние вкладки с ней, и страница продолжит обновляться сама.";
const PER_ADDRESS =
  "С этого адреса открыто слишком много страниц без входа в систему: закройте лишние вкладки, и страница продолжит обновляться сама.";

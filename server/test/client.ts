import { createClient } from "graphql-sse";
/** An HTTP answer, its body parsed as JSON when it is JSON. */
export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A subscription in progress ({@link ApiClient.subscribe}). */
export interface LiveStream<D> {
  /** The next answer; null when the stream ended; rejects after `timeoutMs` (default 15 s) without one. */
  next(timeoutMs?: number): Promise<GqlBody<D> | null>;
  /** Ends the subscription (the server lets it go). */
  close(): Promise<void>;
}

/** A GraphQL answer body. */
export interface GqlBody<D = Record<string, unknown>> {
  data?: D | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
}

/**
 * A browser-like API client with its own cookie jar: `rest` calls `/api/v1`, `gql` posts to
 * `/graphql`; the session cookie set by a login is sent with later requests.
 */
export class ApiClient {
  /** The cookie jar: name → "name=value" (the session first, then e.g. the device cookie). */
  private readonly cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        // A browser names the page's origin on every request that changes something.
        ...(method === "GET" || method === "HEAD" ? {} : { origin: this.baseUrl }),
        ...(this.cookies.size ? { cookie: [...this.cookies.values()].join("; ") } : {}),
        ...this.extraHeaders,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(";")[0] ?? "";
      this.cookies.set(pair.split("=")[0] ?? "", pair);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  rest<T = { data?: unknown; errors?: { message: string; code: string } }>(
    method: string,
    path: string,
    body?: unknown,
  ) {
    return this.request<T>(method, `/api/v1${path}`, body);
  }

  // biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON, checked field by field by the tests' assertions
  gql<D = Record<string, any>>(query: string, variables: Record<string, unknown> = {}) {
    return this.request<GqlBody<D>>("POST", "/graphql", { query, variables });
  }

  /**
   * Starts a subscription on `/graphql/stream` (graphql-sse's client, as the pages use it) with
   * this client's cookies, as a browser page would.
   */
  // biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON, checked field by field by the tests' assertions
  subscribe<D = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): LiveStream<D> {
    const client = createClient({
      url: `${this.baseUrl}/graphql/stream`,
      headers: () => ({
        origin: this.baseUrl,
        ...(this.cookies.size ? { cookie: [...this.cookies.values()].join("; ") } : {}),
        ...this.extraHeaders,
      }),
      retryAttempts: 0,
    });
    const answers = client.iterate<D>({ query, variables });
    return {
      next(timeoutMs = 15_000) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no live answer in ${timeoutMs} ms`)), timeoutMs);
        });
        return Promise.race([
          answers.next().then((r) => (r.done ? null : (r.value as GqlBody<D>))),
          late,
        ]).finally(() => clearTimeout(timer));
      },
      async close() {
        await answers.return?.();
        client.dispose();
      },
    };
  }

  /** Signs in through REST; throws unless it succeeds. */
  async login(email: string, password: string): Promise<void> {
    const r = await this.rest("POST", "/auth/login", { email, password });
    if (r.status !== 200) throw new Error(`login failed: ${r.status} ${JSON.stringify(r.body)}`);
  }

  /** The same browser (its cookies copied, the session among them) talking to another instance at `baseUrl`. */
  at(baseUrl: string): ApiClient {
    const other = new ApiClient(baseUrl, this.extraHeaders);
    for (const [name, pair] of this.cookies) other.cookies.set(name, pair);
    return other;
  }

  /** The session cookie as `name=value`, if any. */
  get sessionCookie(): string | undefined {
    return [...this.cookies.entries()].find(([name]) => name.endsWith("dissovet_session"))?.[1];
  }

  /** Forgets a cookie (e.g. `dissovet_device`), as clearing it in a browser would. */
  forgetCookie(name: string): void {
    this.cookies.delete(name);
  }
}

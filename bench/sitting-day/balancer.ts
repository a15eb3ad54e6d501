// The sitting day's clients spread over the app's instances as behind a round-robin load
// balancer: each participant has a home instance (participant k of the day goes to instance
// k mod n), and a request goes there unless the instance is down, when it goes to the next
// one up. An instance is marked down by a failed connection (refused, reset, a stream cut off)
// and up again once its /healthz answers (checked at most every `probeMs`), as a balancer's
// health check would do.

/** One app instance behind the balancer. */
export interface Backend {
  name: string;
  /** Its base URL, e.g. http://127.0.0.1:41234. */
  url: string;
}

/** Round robin with failover over the instances (see the module's comment). */
export class Balancer {
  private readonly down = new Map<number, number>();
  private readonly probing = new Set<number>();

  /**
   * @param backends the instances, in the order participants are spread over them
   * @param probe answers whether an instance is up again (its /healthz); called in the background
   * @param probeMs the least time between two probes of an instance that is down, ms
   * @param now the clock, ms
   */
  constructor(
    readonly backends: readonly Backend[],
    private readonly probe: (backend: Backend) => Promise<boolean> = async () => false,
    private readonly probeMs = 2_000,
    private readonly now: () => number = () => performance.now(),
  ) {
    if (backends.length === 0) throw new Error("balancer: no backends");
  }

  /** The home instance of participant number `k` (0, 1, 2, … over the whole day). */
  home(k: number): number {
    return k % this.backends.length;
  }

  /** The instance a request of a participant at home on `home` goes to now: home, else the next one up. */
  pick(home: number): number {
    const n = this.backends.length;
    for (let i = 0; i < n; i++) {
      const b = (home + i) % n;
      if (this.isUp(b)) return b;
    }
    // Everything is down: try home (its refusal is the request's error).
    return home % n;
  }

  /** The base URL of {@link pick}. */
  urlFor(home: number): string {
    return (this.backends[this.pick(home)] as Backend).url;
  }

  /** Whether instance `b` is taken for up (not marked down). Starts a probe when it is down and one is due. */
  isUp(b: number): boolean {
    const since = this.down.get(b);
    if (since === undefined) return true;
    if (!this.probing.has(b) && this.now() - since >= this.probeMs) {
      this.probing.add(b);
      void this.probe(this.backends[b] as Backend)
        .catch(() => false)
        .then((up) => {
          this.probing.delete(b);
          if (up) this.down.delete(b);
          else this.down.set(b, this.now());
        });
    }
    return false;
  }

  /** A connection to the instance at `url` failed: it is down until a probe finds it up. */
  failed(url: string): void {
    const b = this.backends.findIndex((x) => url.startsWith(x.url));
    if (b >= 0 && !this.down.has(b)) this.down.set(b, this.now());
  }

  /** The instance a URL belongs to (its index), or -1. */
  indexOf(url: string): number {
    return this.backends.findIndex((x) => url.startsWith(x.url));
  }
}

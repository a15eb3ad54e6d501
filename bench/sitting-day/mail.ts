// The sitting day's mailbox: an SMTP server on loopback (the instances' SMTP_URL) that takes
// the letters the app sends — each commission member's link, each member's ballot link — and
// hands each link to the participant waiting for it, as a member opens the letter. Nothing
// polls: a waiter is answered when its letter arrives (or at once if it came first).

import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

/** Which letter: the commission's link (`/commission/<token>`) or the ballot's (`/polls/<token>`). */
export type LetterKind = "commission" | "polls";

/** A link's token from a letter's text, by kind; null when the letter has none. */
export function linkToken(text: string, kind: LetterKind): string | null {
  return new RegExp(`/${kind}/([A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? null;
}

/** The loopback mailbox (see the module's comment). */
export interface Mailbox {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** The token of the next letter of `kind` to `address` (its arrival time, performance.now() ms). */
  next(address: string, kind: LetterKind): Promise<{ token: string; at: number }>;
  /** Letters received, those no waiter took (yet), and connections that broke (an instance killed while sending). */
  stats(): { received: number; unclaimed: number; broken: number };
  close(): Promise<void>;
}

/** Starts the mailbox on a free loopback port. */
export async function startMailbox(): Promise<Mailbox> {
  const key = (address: string, kind: LetterKind) => `${kind} ${address.toLowerCase()}`;
  const arrived = new Map<string, { token: string; at: number }[]>();
  const waiters = new Map<string, ((letter: { token: string; at: number }) => void)[]>();
  let received = 0;
  let broken = 0;
  const deliver = (address: string, kind: LetterKind, letter: { token: string; at: number }) => {
    const k = key(address, kind);
    const waiting = waiters.get(k);
    const resolve = waiting?.shift();
    if (waiting && waiting.length === 0) waiters.delete(k);
    if (resolve) resolve(letter);
    else arrived.set(k, [...(arrived.get(k) ?? []), letter]);
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // Hundreds of sittings send at once: no limit on the app's connections.
    maxClients: 100_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const at = performance.now();
        PostalMime.parse(Buffer.concat(chunks))
          .then((m) => {
            received++;
            const text = m.text ?? "";
            for (const kind of ["commission", "polls"] as const) {
              const token = linkToken(text, kind);
              if (!token) continue;
              for (const r of session.envelope.rcptTo) deliver(r.address, kind, { token, at });
            }
            callback();
          })
          .catch(callback);
      });
    },
  });
  // A connection reset by an instance killed mid-letter: that letter is sent again by the queue.
  server.on("error", () => broken++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    next(address, kind) {
      const k = key(address, kind);
      const ready = arrived.get(k);
      const first = ready?.shift();
      if (ready && ready.length === 0) arrived.delete(k);
      if (first) return Promise.resolve(first);
      return new Promise((resolve) => waiters.set(k, [...(waiters.get(k) ?? []), resolve]));
    },
    stats: () => ({
      received,
      unclaimed: [...arrived.values()].reduce((n, l) => n + l.length, 0),
      broken,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

/** A received email, parsed. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /** Resolves once `count` mails have arrived in total (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /**
   * Resolves once each address has received a mail after the first `since` mails (whose text
   * matches `match`, if given), with the latest such mail per address (rejects after `timeoutMs`).
   */
  waitForMailTo(
    addresses: string[],
    since: number,
    timeoutMs?: number,
    match?: RegExp,
  ): Promise<Map<string, ReceivedMail>>;
  /**
   * Holds the letters to `addresses`: the mail server accepts their data but answers only once
   * the returned function is called, so their delivery stays under way (an invite «в очереди»).
   */
  hold(addresses: readonly string[]): () => void;
  close(): Promise<void>;
}

/** Starts an SMTP server (smtp-server) on 127.0.0.1 at `port` (default: a free one). */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const held = new Set<string>();
  // Letters waiting for their addresses to be released, each rechecked on every release.
  const waiting: (() => void)[] = [];
  const heldFor = (to: string[]) => to.some((a) => held.has(a));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        while (heldFor(to)) await new Promise<void>((resolve) => waiting.push(resolve));
        PostalMime.parse(Buffer.concat(chunks))
          .then((m) => {
            mails.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: m.subject ?? "",
              text: m.text ?? "",
              html: m.html ?? "",
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, got ${mails.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return mails;
    },
    async waitForMailTo(addresses, since, timeoutMs = 10_000, match) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const latest = new Map<string, ReceivedMail>();
        for (const mail of mails.slice(since)) {
          if (match && !match.test(mail.text)) continue;
          for (const to of mail.to) latest.set(to, mail);
        }
        if (addresses.every((a) => latest.has(a))) return latest;
        if (Date.now() > until)
          throw new Error(`no mail to ${addresses.filter((a) => !latest.has(a)).join(", ")}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    hold(addresses) {
      for (const a of addresses) held.add(a);
      return () => {
        for (const a of addresses) held.delete(a);
        for (const resolve of waiting.splice(0)) resolve();
      };
    },
    close: () => {
      held.clear();
      for (const resolve of waiting.splice(0)) resolve();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The poll token from an invite email's text (the last segment of its `/polls/` link). */
export function tokenFromMail(mail: ReceivedMail): string {
  const m = /\/polls\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!m?.[1]) throw new Error(`no poll link in mail: ${mail.text}`);
  return m[1];
}

/** The token of an account letter's link (registration or password reset: `…#<token>`). */
export function linkTokenFromMail(mail: ReceivedMail): string {
  const m = /#([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!m?.[1]) throw new Error(`no account link in mail: ${mail.text}`);
  return m[1];
}

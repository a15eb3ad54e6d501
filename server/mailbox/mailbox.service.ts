import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type Actor, hasRole } from "../lib/actor.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { fail } from "../lib/errors.ts";
import { BOARD_HEADER } from "../lib/mail.ts";

/** One letter the app wrote to its mail directory (demo mode: no SMTP server configured). */
export interface MailboxLetter {
  /** The file's name, which sorts by time. */
  id: string;
  to: string;
  subject: string;
  /** When it was written (from the file name's timestamp). */
  sentAt: Date;
  text: string;
  /** The links in the letter (the voting link, a confirmation link…). */
  links: string[];
}

/** Where the demo mailbox reads: the file mailer's directory, never in production (`config.production`). */
export type MailboxDeps = Pick<ServiceDeps, "mailer" | "config">;

/** Letters shown at most, newest first. */
const LIMIT = 200;

/** Files read at most per request (newest first), so a secretary's filtered view stays bounded. */
const SCAN_LIMIT = 2000;

/** Whether the demo mailbox has anything to show: mail goes to files, and not in production. */
export function mailboxEnabled(deps: MailboxDeps, _actor: Actor | null): boolean {
  return !deps.config.production && deps.mailer.kind === "file" && deps.mailer.dropDir !== null;
}

/**
 * The demo mailbox, like letter_opener or MailHog serve developers: when no SMTP server is
 * configured (never in production), the letters the app wrote as `.eml` files under
 * `DATA_DIR/mail`, newest first, so that the whole flow can be walked in one browser without
 * reading the server's log (which holds no link). An admin reads every letter; a secretary
 * only the letters about the councils they run (invites, commission links) and those
 * addressed to themselves, never another account's registration or password link, which
 * would let them take the account over.
 * @returns no letters when the mailbox is not enabled
 * @throws AppError UNAUTHENTICATED for a guest
 */
export async function mailboxLetters(deps: MailboxDeps, actor: Actor | null): Promise<MailboxLetter[]> {
  if (!actor) throw fail.unauthenticated();
  const dir = deps.mailer.dropDir;
  if (!mailboxEnabled(deps, actor) || !dir) return [];
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .reverse()
    .slice(0, SCAN_LIMIT);
  const admin = hasRole(actor, "ADMIN");
  const letters: MailboxLetter[] = [];
  // postal-mime is loaded when the mailbox is first opened, not at start.
  const { default: PostalMime } = await import("postal-mime");
  for (const id of files) {
    if (letters.length >= LIMIT) break;
    const mail = await PostalMime.parse(await readFile(path.join(dir, id)));
    const to = (mail.to ?? []).map((a) => a.address ?? a.name);
    const board = Number(mail.headers.find((h) => h.key === BOARD_HEADER.toLowerCase())?.value);
    const mine = to.some((a) => a.toLowerCase() === actor.user.email.toLowerCase());
    if (!admin && !mine && !actor.ownBoardIds.includes(board)) continue;
    const text = mail.text ?? "";
    const stamp = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(id);
    letters.push({
      id,
      to: to.join(", "),
      subject: mail.subject ?? "",
      sentAt: stamp ? new Date(`${stamp[1]}T${stamp[2]}:${stamp[3]}:${stamp[4]}.${stamp[5]}Z`) : new Date(0),
      text,
      links: [...new Set(text.match(/https?:\/\/\S+/g) ?? [])],
    });
  }
  return letters;
}

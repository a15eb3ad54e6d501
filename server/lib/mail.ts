import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Logger } from "./log.ts";

/** An outgoing email: Russian text with a plain-text part and an HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The council a letter is about (an invite, a commission link); the demo mailbox shows a
   * secretary only their councils' letters. Written as a header in file mode only.
   */
  boardId?: number;
}

/** Escapes text for the HTML part of a letter (`& < > " '`). */
export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/** The header of a `.eml` file naming the council its letter is about (see MailMessage.boardId). */
export const BOARD_HEADER = "X-Dissovet-Board";

/** Sends mail. `kind` says where it goes: an SMTP server, or `.eml` files in `dropDir`. */
export interface Mailer {
  kind: "smtp" | "file";
  /** Directory of the `.eml` files (file mode only). */
  dropDir: string | null;
  /** Resolves once the SMTP server accepted the message (or the file is written). @throws on failure. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Creates the mailer: SMTP through nodemailer when `smtpUrl` is set, otherwise each message
 * is rendered by nodemailer and written as an `.eml` file under `dataDir/mail/`.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: Logger;
}): Mailer {
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      kind: "smtp",
      dropDir: null,
      async send({ boardId: _board, ...m }) {
        await (await transport.get()).sendMail({ from: opts.from, ...m });
      },
      close: transport.close,
    };
  }
  const dropDir = path.join(opts.dataDir, "mail");
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return {
    kind: "file",
    dropDir,
    async send({ boardId, ...m }) {
      const headers = boardId === undefined ? {} : { [BOARD_HEADER]: String(boardId) };
      const info = await (await transport.get()).sendMail({ from: opts.from, ...m, headers });
      await mkdir(dropDir, { recursive: true });
      const file = path.join(
        dropDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[<>@]/g, "")}.eml`,
      );
      await writeFile(file, info.message as Buffer);
    },
    close: transport.close,
  };
}

type Nodemailer = typeof import("nodemailer")["default"];

/**
 * A nodemailer transport made at the first letter: nodemailer (about 3 MB of heap) is loaded
 * then, not at start, so a server that sends nothing does not hold it. `close` closes it if made.
 */
function lazyTransport(make: (nodemailer: Nodemailer) => Transporter): {
  get(): Promise<Transporter>;
  close(): void;
} {
  let made: Promise<Transporter> | undefined;
  return {
    get: () => {
      made ??= import("nodemailer").then((m) => make(m.default));
      return made;
    },
    close: () => void made?.then((t) => t.close()),
  };
}

import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string; subject: string; text: string; raw: string };

function decodeBody(body: string, encoding: string) {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
  }
  return body;
}

/** Header value (unfolded, encoded-words decoded) of a header block. */
function header(block: string, name: string) {
  const match = block.replace(/\r?\n[ \t]+/g, " ").match(new RegExp(`^${name}:\\s*(.*)$`, "im"));
  return (match?.[1] ?? "").replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : decodeBody(text.replace(/_/g, " "), "quoted-printable"),
  );
}

/** The recipient, subject and plain text of a raw RFC 822 message (as nodemailer builds them). */
export function parseMail(raw: string): ReceivedMail {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const type = header(head, "Content-Type");
  const boundary = type.match(/boundary="?([^";]+)"?/)?.[1];
  let text = decodeBody(body, header(head, "Content-Transfer-Encoding").toLowerCase());
  if (boundary) {
    const part = body.split(`--${boundary}`).find((p) => /content-type:\s*text\/plain/i.test(p)) ?? "";
    const [partHead = "", ...partBody] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    text = decodeBody(partBody.join("\n\n").trim(), header(partHead, "Content-Transfer-Encoding").toLowerCase());
  }
  return { to: header(head, "To").replace(/.*</, "").replace(/>.*/, "").trim().toLowerCase(), subject: header(head, "Subject"), text, raw };
}

/** The first http(s) link of a mail's text. */
export function linkIn(mail: ReceivedMail): string {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}

type Waiter = { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void };

/** Waits for the first mail (already there or still to come) that `match` accepts. */
export class Mailbox {
  readonly mails: ReceivedMail[] = [];
  private waiters: Waiter[] = [];

  add(mail: ReceivedMail) {
    this.mails.push(mail);
    for (const waiter of [...this.waiters]) {
      if (waiter.match(mail)) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(mail);
      }
    }
  }

  /** The first mail to `to` that `match` accepts, skipping the first `after` mails to `to` (see `to(...).length`). */
  next(to: string, match: (mail: ReceivedMail) => boolean = () => true, after = 0): Promise<ReceivedMail> {
    const accepts = (mail: ReceivedMail) => mail.to === to.toLowerCase() && match(mail);
    const found = this.to(to).slice(after).find(accepts);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => this.waiters.push({ match: accepts, resolve }));
  }

  /** Mails to `to` so far. */
  to(to: string) {
    return this.mails.filter((mail) => mail.to === to.toLowerCase());
  }
}

/** A real SMTP server in the test process: the app sends to it through SMTP_URL. */
export async function startMailCatcher(): Promise<Mailbox & { port: number; stop(): Promise<void> }> {
  const mailbox = new Mailbox();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mailbox.add(parseMail(Buffer.concat(chunks).toString("utf8")));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as { port: number }).port;
  return Object.assign(mailbox, { port, stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())) });
}

/** Mails a server without SMTP_URL wrote to `<dataDir>/outbox`, as they arrive. */
export function watchOutbox(dataDir: string): Mailbox & { stop(): void } {
  const dir = path.join(dataDir, "outbox");
  fs.mkdirSync(dir, { recursive: true });
  const mailbox = new Mailbox();
  const seen = new Set<string>();
  const scan = () => {
    for (const name of fs.readdirSync(dir).sort()) {
      if (!name.endsWith(".eml") || seen.has(name)) continue;
      const raw = fs.readFileSync(path.join(dir, name), "utf8");
      seen.add(name);
      mailbox.add(parseMail(raw));
    }
  };
  const watcher = fs.watch(dir, scan);
  watcher.unref();
  scan();
  return Object.assign(mailbox, { stop: () => watcher.close() });
}

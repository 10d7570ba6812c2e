import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";

/** A file sent with a mail (a booking's calendar file: `text/calendar; method=REQUEST`). */
export type MailAttachment = { filename: string; content: string; contentType: string };

/** One mail; `replyTo` is where a reply goes (a visitor's message: the visitor's address). */
export type Mail = { to: string; subject: string; text: string; html?: string; from?: string; replyTo?: string; attachments?: MailAttachment[] };

/** The sender when SMTP_FROM is not set. */
export const DEFAULT_FROM = "Onsite <no-reply@localhost>";

type Transport = { sendMail(message: Record<string, unknown>): Promise<{ message?: Buffer | string }> };

const g = globalThis as unknown as { __onsiteMailer?: { url: string; transport: Transport } };

function smtpTransport(url: string): Transport {
  if (g.__onsiteMailer?.url !== url) g.__onsiteMailer = { url, transport: nodemailer.createTransport(url) as unknown as Transport };
  return g.__onsiteMailer.transport;
}

function outboxDir(env: Record<string, string | undefined>) {
  return path.join(path.resolve(env.ONSITE_DATA_DIR ?? "data"), "outbox");
}

/**
 * Sends one mail: through nodemailer over `SMTP_URL` (`smtp://user:pass@host:587`,
 * `smtps://...`); without it, the mail goes to the server log and to a file
 * `<data folder>/outbox/<time>-<random>.eml` (RFC 822, opens in any mail client).
 * The sender is `SMTP_FROM`, else DEFAULT_FROM. Returns where it went.
 */
export async function sendMail(mail: Mail, env: Record<string, string | undefined> = process.env): Promise<{ via: "smtp" } | { via: "outbox"; file: string }> {
  const message = {
    from: mail.from ?? env.SMTP_FROM ?? DEFAULT_FROM,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
  };
  if (env.SMTP_URL) {
    await smtpTransport(env.SMTP_URL).sendMail(message);
    return { via: "smtp" };
  }
  const built = await (nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }) as unknown as Transport).sendMail(message);
  const dir = outboxDir(env);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
  // Written whole, then renamed: whoever watches the folder never reads half a mail.
  await fs.writeFile(`${file}.part`, built.message ?? "", { mode: 0o600 });
  await fs.rename(`${file}.part`, file);
  console.log(`[mail] No SMTP_URL: mail to ${mail.to} written to ${file}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
  return { via: "outbox", file };
}

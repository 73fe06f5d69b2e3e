import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type TMailAttachment = { filename: string; content: string; contentType: string };
/**
 * A calendar message (iTIP): nodemailer sends it as a `text/calendar; method=…` alternative of the
 * text and HTML, which mail clients read as an invitation (accept, decline), and once more as a file.
 */
export type TMailCalendar = { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
export type TMail = { to: string; subject: string; text: string; html: string; attachments?: TMailAttachment[]; icalEvent?: TMailCalendar };

export type TMailer = {
  send(mail: TMail): Promise<void>;
  /** Ends the open connection to the mail server, if any. */
  close(): Promise<void>;
};

export const MAIL_DOMAIN = 'sakina-workers.ae';
export const FROM_ADDRESS = `no-reply@${MAIL_DOMAIN}`;
const FROM = `"Sakina Domestic Workers" <${FROM_ADDRESS}>`;
// Quoted-printable keeps codes and links readable in the raw message (and in the outbox files).
const defaults = { from: FROM, textEncoding: 'quoted-printable' as const };

// One connection kept open and reused: a new one per message costs a handshake (over 100 ms even
// on this machine), and the job runner sends one message after the other. A mail server that stops
// answering fails the send well within a job's lease, so the job is retried rather than held
// (nodemailer waits up to 10 minutes by default).
const SMTP_SETTINGS = { pool: true, maxConnections: 1, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Real SMTP when SMTP_URL is set; otherwise each message is written to the outbox folder as an
 * .eml file (and logged), so a reset code can be read on a machine without a mail server.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; log: FastifyBaseLogger }): TMailer {
  // nodemailer is loaded with the first message, not when the server starts.
  const settings = options.smtpUrl ? { url: options.smtpUrl, ...SMTP_SETTINGS } : { streamTransport: true, buffer: true, newline: 'unix' };
  let loaded: Promise<Transporter> | undefined;
  const transport = () => (loaded ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(settings)));
  const close = async () => (await loaded)?.close();
  if (options.smtpUrl) {
    return {
      async send(mail) {
        await (await transport()).sendMail({ ...defaults, ...mail });
      },
      close,
    };
  }
  return {
    close,
    async send(mail) {
      const { message } = await (await transport()).sendMail({ ...defaults, ...mail });
      const file = await writeAtomically(options.outboxDir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`, message as Buffer);
      options.log.info({ to: mail.to, subject: mail.subject, file }, 'e-mail written to the outbox');
    },
  };
}

/**
 * The file appears whole or not at all: written under a temporary name, flushed to disk, then
 * renamed. A full disk fails the write (and the e-mail's job is retried), never leaving a 0-byte .eml.
 */
async function writeAtomically(folder: string, name: string, content: Buffer): Promise<string> {
  await fs.mkdir(folder, { recursive: true });
  const file = path.join(folder, name);
  const partial = `${file}.partial`;
  try {
    const handle = await fs.open(partial, 'w');
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
  return file;
}

import fs from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type TMailAttachment = { filename: string; content: string; contentType: string };
export type TMail = { to: string; subject: string; text: string; html: string; attachments?: TMailAttachment[] };

export type TMailer = { send(mail: TMail): Promise<void> };

export const MAIL_DOMAIN = 'sakina-workers.ae';
export const FROM_ADDRESS = `no-reply@${MAIL_DOMAIN}`;
const FROM = `"Sakina Domestic Workers" <${FROM_ADDRESS}>`;
// Quoted-printable keeps codes and links readable in the raw message (and in the outbox files).
const defaults = { from: FROM, textEncoding: 'quoted-printable' as const };

/**
 * Real SMTP when SMTP_URL is set; otherwise each message is written to the outbox folder as an
 * .eml file (and logged), so a reset code can be read on a machine without a mail server.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; log: FastifyBaseLogger }): TMailer {
  // nodemailer is loaded with the first message, not when the server starts.
  const settings = options.smtpUrl ?? { streamTransport: true, buffer: true, newline: 'unix' };
  let loaded: Promise<Transporter> | undefined;
  const transport = () => (loaded ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(settings)));
  if (options.smtpUrl) {
    return {
      async send(mail) {
        await (await transport()).sendMail({ ...defaults, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      const { message } = await (await transport()).sendMail({ ...defaults, ...mail });
      fs.mkdirSync(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
      fs.writeFileSync(file, message as Buffer);
      options.log.info({ to: mail.to, subject: mail.subject, file }, 'e-mail written to the outbox');
    },
  };
}

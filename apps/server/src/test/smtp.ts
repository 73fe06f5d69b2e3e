import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type TReceivedMail = { to: string[]; raw: string; text: string };

/** Undoes quoted-printable: soft line breaks, then =XX bytes, read as UTF-8. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A real SMTP server on a free local port (or the one given, to come back where it was) that keeps what it receives. */
export async function startSmtpServer(port = 0) {
  const received: TReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    async waitForMail(to: string, count = 1, timeoutMs = 5000): Promise<TReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = received.filter((mail) => mail.to.includes(to));
        if (mails.length >= count) return mails[count - 1]!;
        if (Date.now() > deadline) throw new Error(`no mail ${count} for ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    /** The first received mail that matches, waiting for it to arrive. */
    async waitFor(matches: (mail: TReceivedMail) => boolean, timeoutMs = 5000): Promise<TReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find(matches);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error('no matching mail arrived');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TMimePart = { contentType: string; headers: Record<string, string>; body: string };

/** The leaf parts of a MIME message (multiparts walked through), each body decoded from base64 or quoted-printable. */
export function mimeParts(raw: string): TMimePart[] {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1); // before the first boundary: the preamble
    return sections.filter((section) => !section.startsWith('--')).flatMap((section) => mimeParts(section.replace(/^\r?\n/, '')));
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const content = body.replace(/\r?\n$/, '');
  const decoded =
    encoding === 'base64'
      ? Buffer.from(content.replace(/\s/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(content)
        : content;
  return [{ contentType, headers, body: decoded }];
}

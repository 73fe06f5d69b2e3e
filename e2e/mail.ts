import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

// ---- The e-mails the server writes to $E2E_DATA_DIR/outbox (no SMTP_URL): codes read as a person would ----

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded text of every MIME part of a raw message. */
function mailText(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  return parts
    .map((part) => {
      const [headers = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/Content-Transfer-Encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
      return body;
    })
    .join('\n');
}

/** The code in the newest e-mail to this address, or undefined while none has arrived. */
function newestMailCode(email: string): string | undefined {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!fs.existsSync(outbox)) return undefined;
  const files = fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(outbox, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const file of files) {
    const raw = fs.readFileSync(file, 'utf8');
    const headers = raw.split(/\r?\n\r?\n/)[0] ?? '';
    const to = /^To:(.*(?:\r?\n[ \t].*)*)/im.exec(headers)?.[1] ?? '';
    if (!to.toLowerCase().includes(email.toLowerCase())) continue;
    return /\b(\d{6})\b/.exec(mailText(raw))?.[1];
  }
  return undefined;
}

/**
 * The code of the next e-mail to this address (a reset, a new e-mail's, the sign-up's): not
 * `previous`, the code of a mail before it.
 */
export async function mailCodeFor(email: string, previous?: string): Promise<string> {
  // The server sends the e-mail without waiting for it, so it may land a moment after the answer.
  await expect.poll(() => newestMailCode(email), { timeout: 10_000 }).toMatch(/^\d{6}$/);
  if (previous) await expect.poll(() => newestMailCode(email), { timeout: 10_000 }).not.toBe(previous);
  return newestMailCode(email)!;
}

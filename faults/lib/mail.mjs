// The codes the server e-mails (the sign-up's confirmation code): read from the outbox folder it
// writes to without SMTP_URL, or from the suite's SMTP sink. Each server's mailbox is known by its
// URL (lib/server.mjs registers it when the server starts).
import fs from 'node:fs';
import path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** url -> { folder } or { codeFor(email) } */
const mailboxes = new Map();
/** folder -> { seen: Set of file names, codes: Map email -> newest code } */
const folders = new Map();

export function registerMailbox(url, mailbox) {
  mailboxes.set(url, mailbox);
}

function decodeQuotedPrintable(text) {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded text of every MIME part of a raw message. */
export function mailText(raw) {
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

/** The recipients and the six-digit code of a raw message. */
export function codeOfMessage(raw) {
  const headers = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const to = (/^To:(.*(?:\r?\n[ \t].*)*)/im.exec(headers)?.[1] ?? '').toLowerCase();
  return { to, code: /\b(\d{6})\b/.exec(mailText(raw))?.[1] };
}

/** Reads the outbox's new files only (a load run writes thousands). */
function scanFolder(folder) {
  let state = folders.get(folder);
  if (!state) folders.set(folder, (state = { seen: new Set(), codes: new Map() }));
  if (!fs.existsSync(folder)) return state;
  const fresh = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.eml') && !state.seen.has(name))
    .sort();
  for (const name of fresh) {
    state.seen.add(name);
    try {
      const { to, code } = codeOfMessage(fs.readFileSync(path.join(folder, name), 'utf8'));
      if (code) for (const address of to.match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? []) state.codes.set(address, code);
    } catch {
      // a file the sweep removed meanwhile
    }
  }
  return state;
}

/** The code of the newest e-mail to `email` on the server at `url`, waiting up to `timeoutMs`; undefined if none came. */
export async function mailCode(url, email, timeoutMs = 15_000) {
  const mailbox = mailboxes.get(url);
  if (!mailbox) throw new Error(`no mailbox known for ${url}`);
  const key = email.toLowerCase();
  for (const deadline = Date.now() + timeoutMs; ; await sleep(100)) {
    const code = mailbox.codeFor ? mailbox.codeFor(key) : scanFolder(mailbox.folder).codes.get(key);
    if (code || Date.now() > deadline) return code;
  }
}

import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane): OWASP's recommended minimum. */
export const hashPassword = (password: string) => hash(password);

// Checked when no account matches, so a wrong user name takes as long as a wrong password.
const decoyHash = hash('decoy password that matches nothing');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await decoyHash), password);
  } catch {
    return false;
  }
}

/** 256 random bits, URL-safe. Only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const newResetCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function sameHash(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}

/** User names and e-mails compare after Unicode normalisation and case folding. */
export const identityKey = (value: string) => value.normalize('NFKC').trim().toLowerCase();

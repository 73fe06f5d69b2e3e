import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing takes a core and 19 MiB for a moment: no more run at once than there are cores.
 * More would not finish sooner, would hold memory (the allocator keeps it) and would take the
 * thread pool that file reads share.
 */
const hashing = limitConcurrency(Math.min(os.availableParallelism(), 4));

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane): OWASP's recommended minimum. */
export const hashPassword = (password: string) => hashing(() => hash(password));

// Checked when no account matches, so a wrong user name takes as long as a wrong password.
const decoyHash = hash('decoy password that matches nothing');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const storedHash = passwordHash ?? (await decoyHash);
  try {
    return await hashing(() => verify(storedHash, password));
  } catch {
    return false;
  }
}

/** Runs the given tasks at most `limit` at a time, the others waiting their turn in order. */
export function limitConcurrency(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
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

/** A user's name, e-mail and phone as the users table stores them: the names with their identity keys beside them. */
export const identityColumns = (input: { userName: string; email: string; phoneNumber: string }) => ({
  userName: input.userName,
  userNameKey: identityKey(input.userName),
  email: input.email,
  emailKey: identityKey(input.email),
  phoneNumber: input.phoneNumber,
});

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LANGUAGE_ID } from '@app/shared';
import type { TDb } from '../client.js';
import { users } from '../schema/index.js';
import { hashPassword, identityKey } from '../../modules/auth/credentials.js';

type TAccountSeed = { userName: string; email: string; phoneNumber: string; languageId: number };

/** Demo clients share one password so the client area can be tried at once (README: demo accounts). */
export const DEMO_CLIENT_PASSWORD = 'demo-client-2026';

const demoClients: TAccountSeed[] = [
  { userName: 'fatima.alhashimi', email: 'fatima.alhashimi@example.ae', phoneNumber: '501234567', languageId: LANGUAGE_ID.arabic },
  { userName: 'james.carter', email: 'james.carter@example.com', phoneNumber: '552345678', languageId: LANGUAGE_ID.english },
  { userName: 'mariam.khan', email: 'mariam.khan@example.ae', phoneNumber: '563456789', languageId: LANGUAGE_ID.english },
  { userName: 'omar.saeed', email: 'omar.saeed@example.ae', phoneNumber: '504567890', languageId: LANGUAGE_ID.arabic },
];

const withKeys = (seed: TAccountSeed) => ({ ...seed, userNameKey: identityKey(seed.userName), emailKey: identityKey(seed.email) });

/**
 * Creates the first admin when there is none: from ADMIN_USERNAME / ADMIN_PASSWORD, or with a
 * generated password that the caller shows once. Either is temporary: the first sign-in must
 * replace it (and, a manager, set up two-step sign-in) before anything else.
 */
export async function ensureFirstAdmin(db: TDb, admin: { userName?: string; password?: string }) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing) return { generatedPassword: undefined };
  const userName = admin.userName ?? 'admin';
  const password = admin.password ?? randomBytes(12).toString('base64url');
  await db
    .insert(users)
    .values({
      role: 'admin',
      staffRole: 'manager',
      ...withKeys({ userName, email: `${identityKey(userName)}@sakina-workers.ae`, phoneNumber: '042635500', languageId: LANGUAGE_ID.english }),
      passwordHash: await hashPassword(password),
      mustChangePassword: true,
    })
    .onConflictDoNothing();
  return { generatedPassword: admin.password ? undefined : password };
}

export async function seedDemoClients(db: TDb) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'client')).limit(1);
  if (existing) return;
  const passwordHash = await hashPassword(DEMO_CLIENT_PASSWORD);
  await db
    .insert(users)
    .values(demoClients.map((client) => ({ role: 'client' as const, ...withKeys(client), passwordHash, emailVerifiedAt: new Date() })))
    .onConflictDoNothing();
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type TApp, type TAppDependencies } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type TDatabase } from '../db/client.js';
import { LANGUAGE_ID, needsSecondStep, type TStaffRole, authApi } from '@app/shared';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { TDb } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { hashPassword, identityKey } from '../modules/auth/credentials.js';
import { insertClient } from '../modules/auth/service.js';
import { openSession } from '../modules/auth/sessions.js';
import { startSmtpServer } from './smtp.js';
import { call } from './call.js';

/**
 * Opens a fresh database for one test file: in-memory PGlite by default, a throwaway PostgreSQL
 * database when the project runs with TEST_DB=postgres. Empty, or `prepared`: migrated and seeded
 * as a test app starts (global-setup.ts made it once; this is a copy).
 */
export async function openTestDatabase({ prepared = false } = {}): Promise<TDatabase & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') {
    const templateFile = prepared ? process.env.TEST_PGLITE_PREPARED : process.env.TEST_PGLITE_TEMPLATE;
    const template = templateFile ? new Blob([fs.readFileSync(templateFile)]) : undefined;
    return openDatabase({ dataDir: null, template });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = prepared && process.env.TEST_PG_PREPARED ? ` TEMPLATE ${process.env.TEST_PG_PREPARED}` : '';
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: null });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

/** A DATA_DIR whose database is already migrated and seeded with TEST_ADMIN (a copy of the one global-setup.ts made). */
export function preparedDataDir(prefix: string, folder = tempDir(prefix)): string {
  const prepared = process.env.TEST_PGLITE_DATA_DIR;
  if (!prepared) throw new Error('TEST_PGLITE_DATA_DIR is set by src/test/global-setup.ts on PGlite');
  fs.cpSync(prepared, folder, { recursive: true });
  return folder;
}

/** The whole server on a fresh database (or the one given), with quiet logs and no web build unless one is given. */
export async function createTestApp(env: Record<string, string> = {}, dependencies: TAppDependencies = {}): Promise<TApp> {
  const dataDir = tempDir('app-data');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ADMIN_USERNAME: TEST_ADMIN.userName,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // Tests write straight to the database and move the clock; the cache's own test turns it on.
    READ_CACHE_SECONDS: '0',
    ...env,
  });
  const app = await buildApp(config, { ...dependencies, database: dependencies.database ?? (await openTestDatabase({ prepared: true })) });
  app.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  await enrolTestAdmin(app.db);
  return app;
}

/** Runs the app's due background jobs (its e-mails) to the end, instead of waiting for the runner's next look. */
export const drainJobs = (app: TApp) => app.jobs.drain();

export const arabic = { 'accept-language': 'ar-EG' } as const;

export const TEST_ADMIN = { userName: 'admin', password: 'test-admin-password-1' };

/**
 * The authenticator key of the test admin and of staffHeaders' staff: a manager must sign in with
 * a second factor, so the test ones have it on (and their own password), as after their first sign-in.
 */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The code an authenticator app with this key shows at this time. */
export const totpCode = (at: Date, secret = TEST_TOTP_SECRET) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

/** The test admin past its first sign-in: its own password, two-step sign-in on with TEST_TOTP_SECRET. */
export async function enrolTestAdmin(db: TDb) {
  await db
    .update(users)
    .set({ mustChangePassword: false, totpSecret: TEST_TOTP_SECRET, totpEnabledAt: new Date('2026-01-01T00:00:00Z') })
    .where(eq(users.userNameKey, identityKey(TEST_ADMIN.userName)));
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let clientNumber = 0;
type TClientFields = Partial<Record<'userName' | 'email' | 'phoneNumber' | 'password', string>>;

/** A client's valid registration data (any field can be overridden), unique in this process. */
function clientInput(overrides: TClientFields) {
  clientNumber += 1;
  return {
    userName: `client${clientNumber}`,
    email: `client${clientNumber}@example.ae`,
    phoneNumber: String(500000000 + clientNumber),
    password: 'correct horse battery',
    ...overrides,
  };
}

/** Registers a client through the API (its checks, its e-mail) and logs them in: for the tests of signing up and in. */
export async function registerClient(app: TApp, overrides: TClientFields = {}) {
  const input = clientInput(overrides);
  const response = await call(app, authApi.register, { body: input });
  if (response.status !== 201) throw new Error(`register failed: ${response.response.body}`);
  const token = await logIn(app, input.userName, input.password);
  return { ...input, id: response.data.id, token };
}

const passwordHashes = new Map<string, Promise<string>>();

/**
 * A signed-in client written straight to the database, as registration would write her: no HTTP and
 * one argon2 hash per password for the whole file, where signing up and in is not under test.
 */
export async function createClient(app: TApp, overrides: TClientFields = {}) {
  const input = clientInput(overrides);
  if (!passwordHashes.has(input.password)) passwordHashes.set(input.password, hashPassword(input.password));
  const row = await insertClient(app.db, input, await passwordHashes.get(input.password)!, LANGUAGE_ID.english, app.clock());
  const { token } = await openSession(app.db, row.id, app.clock());
  return { ...input, id: row.id, token };
}

/** Signs in through the API, with the second step when the account has one (its code made from its key). */
export async function logIn(app: TApp, userName: string, password: string): Promise<string> {
  const response = await call(app, authApi.login, { body: { userName, password } });
  if (response.status !== 200) throw new Error(`login failed: ${response.response.body}`);
  const answer = response.data;
  return needsSecondStep(answer) ? passSecondStep(app, userName, answer.challenge) : answer.token;
}

/**
 * The second step with the current code of the account's key. A code is accepted once: a test
 * that signs in twice within 30 seconds would be refused, so the last step taken is forgotten first
 * (the refusal of a replayed code has its own test).
 */
export async function passSecondStep(app: TApp, userName: string, challenge: string): Promise<string> {
  const [user] = await app.db
    .update(users)
    .set({ totpLastStep: null })
    .where(eq(users.userNameKey, identityKey(userName)))
    .returning({ totpSecret: users.totpSecret });
  if (!user?.totpSecret) throw new Error(`${userName} has no second factor`);
  const code = totpCode(app.clock(), user.totpSecret);
  const response = await call(app, authApi.loginSecondFactor, { body: { challenge, code } });
  if (response.status !== 200) throw new Error(`second step failed: ${response.response.body}`);
  return response.data.token;
}

/**
 * The Authorization header of a session of a staff member of this role, created on first use (user
 * name `staff.<role>`), opened without signing in (argon2).
 */
export async function staffHeaders(app: TApp, staffRole: TStaffRole) {
  const userName = `staff.${staffRole}`;
  const [existing] = await app.db.select({ id: users.id }).from(users).where(eq(users.userNameKey, userName));
  const id =
    existing?.id ??
    (
      await app.db
        .insert(users)
        .values({
          role: 'admin',
          staffRole,
          userName,
          userNameKey: userName,
          email: `${userName}@example.ae`,
          emailKey: `${userName}@example.ae`,
          phoneNumber: '501112233',
          passwordHash: 'not-used',
          totpSecret: TEST_TOTP_SECRET,
          totpEnabledAt: new Date('2026-01-01T00:00:00Z'),
        })
        .returning({ id: users.id })
    )[0]!.id;
  return bearer((await openSession(app.db, id, app.clock())).token);
}

/** The Authorization header of a session of the seeded test admin, opened without signing in (argon2). */
export async function adminHeaders(app: TApp) {
  const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(users.id).limit(1);
  if (!admin) throw new Error('no admin in the test database');
  return bearer((await openSession(app.db, admin.id, app.clock())).token);
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-11-22T09:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/**
 * The real time, which the test moves forward instead of sleeping: for a test whose app must stay
 * near the database's own now() (sessions, jobs), where a manual clock's fixed day would not do.
 */
export function movableClock() {
  let ahead = 0;
  return {
    now: () => new Date(Date.now() + ahead),
    advance: (ms: number) => {
      ahead += ms;
    },
  };
}

/** An app that sends its e-mails to an SMTP server of the test's own, with the first admin's headers. */
export async function createMailingTestApp(overrides: Record<string, string> = {}, dependencies: TAppDependencies = {}) {
  const smtp = await startSmtpServer();
  const app = await createTestApp({ RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000', SMTP_URL: smtp.url, ...overrides }, dependencies);
  const close = async () => {
    await app.close();
    await smtp.close();
  };
  return { app, smtp, admin: await adminHeaders(app), close };
}

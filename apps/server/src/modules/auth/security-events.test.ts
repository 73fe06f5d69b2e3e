import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TApp } from '../../app-type.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { auditLog, users } from '../../db/schema/index.js';
import {
  arabic,
  createMailingTestApp,
  drainJobs,
  logIn,
  movableClock,
  openTestDatabase,
  createClient,
  registerClient,
  tempDir,
  totpCode,
} from '../../test/test-app.js';
import { identityKey } from './credentials.js';
import { authApi, clientsApi, healthApi, type TSecondFactorChallenge } from '@app/shared';
import { call } from '../../test/call.js';

let mailing: Awaited<ReturnType<typeof createMailingTestApp>>;
const app = () => mailing.app;
const clock = movableClock();

beforeAll(async () => {
  mailing = await createMailingTestApp({}, { clock: clock.now });
});
afterAll(async () => mailing.close());

const login = (userName: string, password: string, headers: Record<string, string> = {}) =>
  call(app(), authApi.login, { body: { userName, password }, headers });

const rowsOf = (userId: number) =>
  app()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId))))
    .orderBy(auditLog.id);
const actionsOf = async (userId: number) => (await rowsOf(userId)).map((row) => row.action);

describe('security events in the audit trail', () => {
  it('writes sign-in, failed sign-in, password change, sign-out, enrolment, failed code and recovery code, with who and from where', async () => {
    const client = await registerClient(app());
    expect((await login(client.userName, 'wrong password')).status).toBe(401);
    const changed = await call(app(), authApi.changePassword, {
      as: client.token,
      body: { currentPassword: client.password, newPassword: 'a second long secret', confirmPassword: 'a second long secret' },
    });
    expect(changed.status).toBe(200);
    const setup = await call(app(), authApi.secondFactorSetup, { as: client.token, body: { currentPassword: 'a second long secret' } });
    const key = setup.data.key.replaceAll(' ', '');
    const enabled = await call(app(), authApi.secondFactorEnable, { as: client.token, body: { code: totpCode(app().clock(), key) } });
    const [recoveryCode] = enabled.data.recoveryCodes;
    const { challenge } = (await login(client.userName, 'a second long secret')).data as TSecondFactorChallenge;
    const step = (payload: Record<string, string>) => call(app(), authApi.loginSecondFactor, { body: { challenge, ...payload } });
    expect((await step({ code: '000000' })).status).toBe(422);
    const session = await step({ recoveryCode: recoveryCode! });
    expect(session.status).toBe(200);
    expect((await call(app(), authApi.logout, { as: session.data.token })).status).toBe(200);

    expect(await actionsOf(client.id)).toEqual([
      'signIn',
      'signInFailed',
      'passwordChanged',
      'secondFactorEnrolled',
      'secondFactorFailed',
      'recoveryCodeUsed',
      'signIn',
      'signOut',
    ]);
    const [signIn] = await rowsOf(client.id);
    expect(signIn).toMatchObject({ actorUserId: client.id, actorName: client.userName, actorRole: 'client', ip: '127.0.0.1', requestId: expect.any(String) });
  });

  it('writes a failed sign-in of a name no account has without an account', async () => {
    await login('nobody.at.all', 'some password');
    const [row] = await app().db.select().from(auditLog).where(eq(auditLog.action, 'signInFailed')).orderBy(auditLog.id).limit(1).offset(1);
    expect(row).toMatchObject({ actorUserId: null, entity: 'user', entityId: null });
  });

  it('writes a password reset', async () => {
    const client = await createClient(app());
    await call(app(), authApi.forgotPassword, { body: { email: client.email } });
    const code = /code is (\d{6})/.exec((await mailing.smtp.waitForMail(client.email)).text)![1]!;
    const reset = await call(app(), authApi.resetPassword, {
      body: { email: client.email, code, newPassword: 'a third long secret', confirmPassword: 'a third long secret' },
    });
    expect(reset.status).toBe(200);
    expect(await actionsOf(client.id)).toContain('passwordReset');
  });
});

describe('failed attempts slow an account down', () => {
  it('after 5 failures each attempt waits 2, then 4 seconds (429, Retry-After), and the owner is told once by e-mail', async () => {
    const client = await createClient(app());
    await app().db.update(users).set({ languageId: 1 }).where(eq(users.id, client.id));
    for (let attempt = 0; attempt < 5; attempt++) expect((await login(client.email, `guess ${attempt}`)).status).toBe(401);

    // Even the right password waits: the guesser can not tell.
    const waiting = await login(client.userName, client.password, arabic);
    expect(waiting.status).toBe(429);
    expect(waiting.response.headers['retry-after']).toBe('2');
    expect(waiting.response.json()).toMatchObject({
      code: 'auth.slowDown',
      message: 'محاولات فاشلة كثيرة على هذا الحساب. حفاظًا على أمانك، يرجى الانتظار 2 ثانية ثم المحاولة مرة أخرى.',
    });

    await drainJobs(app());
    const mail = await mailing.smtp.waitFor((received) => received.to.includes(client.email) && received.text.includes('Someone typed a wrong password'));
    // In the owner's language first (Arabic), then English.
    expect(mail.text.indexOf('أدخل شخص ما')).toBeLessThan(mail.text.indexOf('Someone typed a wrong password'));
    expect(mail.text).toContain(client.userName);
    expect(await actionsOf(client.id)).toContain('lockout');

    clock.advance(2_100);
    expect((await login(client.userName, 'guess again')).status).toBe(401);
    const longer = await login(client.userName, client.password);
    expect(longer.status).toBe(429);
    expect(longer.response.headers['retry-after']).toBe('4');
    expect(longer.message).toBe('Too many failed attempts on this account. For your security, please wait 4 seconds and try again.');

    // Drained, every queued e-mail has reached the SMTP server: a second notice would be there.
    await drainJobs(app());
    expect(
      mailing.smtp.received.filter((received) => received.to.includes(client.email) && received.text.includes('Someone typed a wrong password')),
    ).toHaveLength(1);
    expect((await actionsOf(client.id)).filter((action) => action === 'lockout')).toHaveLength(1);
  });

  it('counts wrong second-factor codes with the password failures', async () => {
    const client = await createClient(app());
    const setup = await call(app(), authApi.secondFactorSetup, { as: client.token, body: { currentPassword: client.password } });
    const key = setup.data.key.replaceAll(' ', '');
    await call(app(), authApi.secondFactorEnable, { as: client.token, body: { code: totpCode(app().clock(), key) } });
    for (let attempt = 0; attempt < 3; attempt++) expect((await login(client.userName, `guess ${attempt}`)).status).toBe(401);
    const { challenge } = (await login(client.userName, client.password)).data as TSecondFactorChallenge;
    const step = (code: string) => call(app(), authApi.loginSecondFactor, { body: { challenge, code } });
    expect((await step('000000')).status).toBe(422);
    expect((await step('000001')).status).toBe(422);
    const refused = await step(totpCode(app().clock(), key));
    expect(refused.status).toBe(429);
    expect(refused.response.headers['retry-after']).toBe('2');
  });
});

describe('the first admin', () => {
  it('gets a generated password printed to the terminal only, never to the application log, and must change it', async () => {
    const logLines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const terminal: string[] = [];
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      terminal.push(String(chunk));
      return true;
    });
    const dataDir = tempDir('first-admin');
    let firstApp: TApp | undefined;
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        ADMIN_USERNAME: 'owner',
        READ_CACHE_SECONDS: '0',
      });
      firstApp = await buildApp(config, { database: await openTestDatabase(), logStream });
      await firstApp.ready();
      await call(firstApp, healthApi.get);
    } finally {
      stderr.mockRestore();
    }
    const line = terminal.find((text) => text.startsWith('First admin created'));
    const password = /temporary password "([^"]+)"/.exec(line ?? '')?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('')).not.toContain(password!);

    const [owner] = await firstApp.db
      .select()
      .from(users)
      .where(eq(users.userNameKey, identityKey('owner')));
    expect(owner).toMatchObject({ staffRole: 'manager', mustChangePassword: true });
    const token = await logIn(firstApp, 'owner', password!);
    const refused = await call(firstApp, clientsApi.list, { as: token });
    expect(refused.code).toBe('auth.mustChangePassword');
    await firstApp.close();
  });
});

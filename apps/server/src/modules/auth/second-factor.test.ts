import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { auditLog, recoveryCodes, users } from '../../db/schema/index.js';
import { arabic, createTestApp, manualClock, registerClient, staffHeaders, totpCode } from '../../test/test-app.js';
import { hashPassword, identityKey } from './credentials.js';
import { authApi, clientsApi, laborsApi, type TSecondFactorChallenge, type TSession } from '@app/shared';
import { call, pathOf, type TCallResult, type TBodyOf } from '../../test/call.js';

const clock = manualClock();
let app: TApp;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { clock: clock.now });
});
afterAll(async () => app.close());

type TAccount = { id: number; userName: string; password: string; token: string };

const login = (userName: string, password: string, headers: Record<string, string> = {}) => call(app, authApi.login, { body: { userName, password }, headers });
const secondStep = (body: TBodyOf<typeof authApi.loginSecondFactor>, headers: Record<string, string> = {}) =>
  call(app, authApi.loginSecondFactor, { body, headers });
const setUp = (account: TAccount, currentPassword = account.password) => call(app, authApi.secondFactorSetup, { as: account, body: { currentPassword } });
const enable = (account: TAccount, code: string) => call(app, authApi.secondFactorEnable, { as: account, body: { code } });
const disable = (account: { token: string }, body: TBodyOf<typeof authApi.secondFactorDisable>) =>
  call(app, authApi.secondFactorDisable, { as: account, body });
/** What a sign-in answered: a session, or the challenge of the second step. */
const sessionOf = (answer: TCallResult<typeof authApi.login>) => answer.data as TSession;
const challengeOf = (answer: TCallResult<typeof authApi.login>) => answer.data as TSecondFactorChallenge;
const me = (token: string) => call(app, authApi.me, { as: token });
/** The base32 key as the user would type it from the setup answer. */
const keyOf = (setup: { key: string }) => setup.key.replaceAll(' ', '');
/** 30 seconds on: the next code of the app. */
const nextStep = () => clock.advance(30_000);

/** A client with the second factor on: its key and its recovery codes. */
async function enrolledClient() {
  const client = await registerClient(app);
  const setup = (await setUp(client)).data;
  const enabled = await enable(client, totpCode(clock.now(), keyOf(setup)));
  expect(enabled.status).toBe(200);
  return { ...client, key: keyOf(setup), recoveryCodes: enabled.data.recoveryCodes };
}

async function auditRows(action: string, userId: number) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(userId))));
}

describe('enrolling a second factor', () => {
  it('asks the password, shows a new key as typed text, otpauth URI and QR code, and is not on until a code is confirmed', async () => {
    const client = await registerClient(app);
    const wrong = await setUp(client, 'not my password');
    expect(wrong.status).toBe(422);
    expect(wrong.errors).toEqual({ currentPassword: 'The current password is not correct' });

    const setup = await setUp(client);
    expect(setup.status).toBe(200);
    const { key, uri, qrCode } = setup.data;
    expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    expect(uri).toMatch(
      /^otpauth:\/\/totp\/Sakina%20Domestic%20Workers:client\d+\?issuer=Sakina%20Domestic%20Workers&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/,
    );
    expect(uri).toContain(`secret=${keyOf(setup.data)}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect((await me(client.token)).data.secondFactorEnabled).toBe(false);
    // Not on yet: signing in still opens a session at once.
    expect(sessionOf(await login(client.userName, client.password)).token).toBeTruthy();
  });

  it('refuses a wrong code, then turns on with the right one and shows ten recovery codes once, kept only as hashes', async () => {
    const client = await registerClient(app);
    const key = keyOf((await setUp(client)).data);
    const wrong = await enable(client, totpCode(new Date(clock.now().getTime() + 10 * 60_000), key));
    expect(wrong.status).toBe(422);
    expect(wrong.errors.code).toMatch(/not correct/);
    const badFormat = await enable(client, '12ab56');
    expect(badFormat.status).toBe(400);
    expect(badFormat.errors).toEqual({ code: 'The code is 6 digits' });

    const enabled = await enable(client, totpCode(clock.now(), key));
    expect(enabled.status).toBe(200);
    expect(enabled.message).toBe('Two-step sign-in is on. Keep your recovery codes somewhere safe.');
    const codes = enabled.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);

    const stored = await app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, client.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.some((code) => row.codeHash.includes(code) || row.codeHash.includes(code.replace('-', '')))).toBe(false);
    }
    // Shown once: the status counts them and never lists them; enabling again is refused.
    const status = await call(app, authApi.secondFactor, { as: client.token });
    expect(status.data).toEqual({ enabled: true, required: false, enabledAt: clock.now().toISOString(), recoveryCodesLeft: 10 });
    expect(status.response.body).not.toContain(codes[0]);
    nextStep();
    const again = await enable(client, totpCode(clock.now(), key));
    expect(again.status).toBe(409);
    expect((await me(client.token)).data.secondFactorEnabled).toBe(true);
    expect(await auditRows('secondFactorEnrolled', client.id)).toHaveLength(1);
  });

  it('gives new recovery codes with the password, and the old ones stop working', async () => {
    const client = await enrolledClient();
    const renewed = await call(app, authApi.recoveryCodes, { as: client, body: { currentPassword: client.password } });
    expect(renewed.status).toBe(200);
    const fresh = renewed.data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    const { challenge } = challengeOf(await login(client.userName, client.password));
    expect((await secondStep({ challenge, recoveryCode: client.recoveryCodes[0]! })).status).toBe(422);
    expect((await secondStep({ challenge, recoveryCode: fresh[0]! })).status).toBe(200);
  });
});

describe('signing in with a second factor', () => {
  it('answers a challenge instead of a session, then a session for the code of the app', async () => {
    const client = await enrolledClient();
    nextStep();
    const first = await login(client.userName, client.password);
    expect(first.status).toBe(200);
    expect(first.message).toBe('Enter the code from your authenticator app');
    const answer = challengeOf(first);
    expect(answer).toEqual({
      secondFactorRequired: true,
      challenge: expect.any(String),
      expiresAt: new Date(clock.now().getTime() + 5 * 60_000).toISOString(),
    });
    expect(sessionOf(first).token).toBeUndefined();

    const done = await secondStep({ challenge: answer.challenge, code: totpCode(clock.now(), client.key) });
    expect(done.status).toBe(200);
    expect(done.message).toBe(`Welcome back, ${client.userName}`);
    expect((await me(done.data.token)).data.userName).toBe(client.userName);
    // The challenge is used up.
    expect((await secondStep({ challenge: answer.challenge, code: totpCode(clock.now(), client.key) })).status).toBe(401);
  });

  it('accepts a code of the step before or after (a phone clock a little off), not two steps away', async () => {
    const client = await enrolledClient();
    nextStep();
    const { challenge } = challengeOf(await login(client.userName, client.password));
    expect((await secondStep({ challenge, code: totpCode(new Date(clock.now().getTime() + 60_000), client.key) })).status).toBe(422);
    expect((await secondStep({ challenge, code: totpCode(new Date(clock.now().getTime() + 30_000), client.key) })).status).toBe(200);
  });

  it('never accepts the same code twice, nor an older one', async () => {
    const client = await enrolledClient();
    nextStep();
    const code = totpCode(clock.now(), client.key);
    const first = challengeOf(await login(client.userName, client.password)).challenge;
    expect((await secondStep({ challenge: first, code })).status).toBe(200);
    const second = challengeOf(await login(client.userName, client.password)).challenge;
    const replayed = await secondStep({ challenge: second, code }, arabic);
    expect(replayed.status).toBe(422);
    expect(replayed.errors.code).toBe('هذا الرمز غير صحيح أو سبق استخدامه. تحقق من الوقت في هاتفك واكتب أحدث رمز.');
    const older = totpCode(new Date(clock.now().getTime() - 30_000), client.key);
    expect((await secondStep({ challenge: second, code: older })).status).toBe(422);
    nextStep();
    expect((await secondStep({ challenge: second, code: totpCode(clock.now(), client.key) })).status).toBe(200);
  });

  it('takes a recovery code once, in any case and without its dash', async () => {
    const client = await enrolledClient();
    const recovery = client.recoveryCodes[3]!;
    const first = challengeOf(await login(client.userName, client.password)).challenge;
    const used = await secondStep({ challenge: first, recoveryCode: recovery.toLowerCase().replace('-', '') });
    expect(used.status).toBe(200);
    const second = challengeOf(await login(client.userName, client.password)).challenge;
    const again = await secondStep({ challenge: second, recoveryCode: recovery });
    expect(again.status).toBe(422);
    expect(again.errors).toEqual({ recoveryCode: 'This recovery code is not correct, or it was already used' });
    const status = await call(app, authApi.secondFactor, { as: client.token });
    expect(status.data.recoveryCodesLeft).toBe(9);
    expect(await auditRows('recoveryCodeUsed', client.id)).toHaveLength(1);
  });

  it('ends a challenge after 5 minutes, or after 5 wrong codes', async () => {
    const client = await enrolledClient();
    nextStep();
    const late = challengeOf(await login(client.userName, client.password)).challenge;
    clock.advance(5 * 60_000);
    const expired = await secondStep({ challenge: late, code: totpCode(clock.now(), client.key) });
    expect(expired.status).toBe(401);
    expect(expired.message).toBe('This sign-in has expired. Please sign in again with your password.');

    const guessed = challengeOf(await login(client.userName, client.password)).challenge;
    for (let attempt = 0; attempt < 5; attempt++) expect((await secondStep({ challenge: guessed, code: '000000' })).status).toBe(422);
    expect((await secondStep({ challenge: guessed, code: totpCode(clock.now(), client.key) })).status).toBe(401);
    expect(await auditRows('secondFactorFailed', client.id)).toHaveLength(5);
  });

  it('refuses a bad second step with a clear 400, never a 500', async () => {
    // Sent as they are, past the declared type.
    for (const payload of [
      {},
      { challenge: 'x' },
      { challenge: 'x', code: '123456', recoveryCode: 'ABCDE-FGHJK' },
      { challenge: 'x'.repeat(300), code: '123456' },
      { challenge: 'x', code: 123456 },
    ]) {
      const response = await app.inject({ method: 'POST', url: pathOf(authApi.loginSecondFactor), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await secondStep({ challenge: 'no-such-challenge', code: '123456' })).status).toBe(401);
  });
});

/** A staff member with a password of their own, as a manager adds them (no second factor yet). */
async function newStaff(staffRole: 'manager' | 'accounts' | 'sales', extra: Partial<typeof users.$inferInsert> = {}): Promise<TAccount> {
  const userName = `new.${staffRole}.${Math.random().toString(36).slice(2, 8)}`;
  const password = 'a long staff secret';
  const [row] = await app.db
    .insert(users)
    .values({
      role: 'admin',
      staffRole,
      userName,
      userNameKey: identityKey(userName),
      email: `${userName}@example.ae`,
      emailKey: identityKey(`${userName}@example.ae`),
      phoneNumber: '501112233',
      passwordHash: await hashPassword(password),
      ...extra,
    })
    .returning();
  const token = sessionOf(await login(userName, password)).token;
  return { id: row!.id, userName, password, token };
}

describe('sessions restricted until the second factor is on or the password changed', () => {
  it('lets a manager without a second factor sign in, but only to set it up', async () => {
    const manager = await newStaff('manager');
    expect(manager.token).toBeTruthy();
    const refused = await call(app, clientsApi.list, { as: manager.token });
    expect(refused.status).toBe(403);
    expect(refused).toMatchObject({ code: 'auth.secondFactorRequired', message: 'Set up two-step sign-in to continue' });
    const inArabic = await call(app, laborsApi.adminList, { as: manager.token, headers: arabic });
    expect(inArabic.message).toBe('فعّل تسجيل الدخول بخطوتين للمتابعة');
    expect((await call(app, authApi.updateProfile, { as: manager.token, body: { userName: manager.userName } })).status).toBe(403);
    expect((await me(manager.token)).status).toBe(200);
    expect((await call(app, authApi.secondFactor, { as: manager.token })).data).toMatchObject({
      enabled: false,
      required: true,
    });

    const key = keyOf((await setUp(manager)).data);
    expect((await enable(manager, totpCode(clock.now(), key))).status).toBe(200);
    expect((await call(app, clientsApi.list, { as: manager.token })).status).toBe(200);
    expect((await call(app, authApi.logout, { as: manager })).status).toBe(200);
    // From now on signing in takes the code.
    expect(challengeOf(await login(manager.userName, manager.password)).secondFactorRequired).toBe(true);
  });

  it('lets a sales member, whose role does not require it, work without one', async () => {
    const sales = await newStaff('sales');
    expect((await call(app, clientsApi.list, { as: sales.token })).status).toBe(200);
  });

  it('asks a first admin to change the password before anything else, second factor set-up included', async () => {
    const admin = await newStaff('manager', { mustChangePassword: true });
    expect((await me(admin.token)).data.mustChangePassword).toBe(true);
    for (const endpoint of [clientsApi.list, authApi.secondFactor]) {
      const refused = await call(app, endpoint, { as: admin });
      expect(refused.status, endpoint.path).toBe(403);
      expect(refused).toMatchObject({ code: 'auth.mustChangePassword', message: 'Change your password to continue' });
    }
    const changed = await call(app, authApi.changePassword, {
      as: admin,
      body: { currentPassword: admin.password, newPassword: 'my own new pass phrase', confirmPassword: 'my own new pass phrase' },
    });
    expect(changed.status).toBe(200);
    expect((await me(admin.token)).data.mustChangePassword).toBe(false);
    // Next: the manager's second factor.
    expect((await call(app, clientsApi.list, { as: admin.token })).code).toBe('auth.secondFactorRequired');
    expect((await call(app, authApi.secondFactor, { as: admin.token })).status).toBe(200);
  });
});

describe('turning the second factor off', () => {
  it('is refused for a manager, whose role requires it', async () => {
    const headers = await staffHeaders(app, 'manager');
    const refused = await call(app, authApi.secondFactorDisable, { body: { currentPassword: 'whatever it is', code: '123456' }, headers });
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('Your role must sign in with two steps: it can not be turned off');
  });

  it('takes a client’s password and a code, then signing in needs the password only', async () => {
    const client = await enrolledClient();
    nextStep();
    const wrongCode = await disable(client, { currentPassword: client.password, code: '000000' });
    expect(wrongCode.status).toBe(422);
    const off = await disable(client, { currentPassword: client.password, code: totpCode(clock.now(), client.key) });
    expect(off.status).toBe(200);
    expect((await me(client.token)).data.secondFactorEnabled).toBe(false);
    expect(sessionOf(await login(client.userName, client.password)).token).toBeTruthy();
    expect(await app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, client.id))).toHaveLength(0);
  });
});

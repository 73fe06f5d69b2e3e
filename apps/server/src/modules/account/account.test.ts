import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { auditLog } from '../../db/schema/index.js';
import { LOGINS_PER_ACCOUNT } from '../auth/service.js';
import { arabic, bearer, createTestApp, manualClock, createClient } from '../../test/test-app.js';
import { startSmtpServer } from '../../test/smtp.js';
import { accountApi, authApi, type TSession } from '@app/shared';
import { call, pathOf, type TBodyOf } from '../../test/call.js';

const clock = manualClock();
let app: TApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000' }, { clock: clock.now });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in through the API from a browser of this user agent; answers the session's token. */
async function signInFrom(client: { userName: string; password: string }, userAgent: string) {
  const response = await call(app, authApi.login, { body: { userName: client.userName, password: client.password }, headers: { 'user-agent': userAgent } });
  expect(response.status).toBe(200);
  return (response.data as TSession).token;
}

const me = (token: string) => call(app, authApi.me, { as: token });
const listSessions = (token: string) => call(app, accountApi.sessions, { as: token });
const endSession = (token: string, id: number) => call(app, accountApi.endSession, { as: token, params: { id } });
const signOutEverywhere = (token: string, body: TBodyOf<typeof accountApi.signOutEverywhere>, headers: Record<string, string> = {}) =>
  call(app, accountApi.signOutEverywhere, { as: token, body, headers });
const changeContact = (token: string, body: TBodyOf<typeof accountApi.changeContact>, headers: Record<string, string> = {}) =>
  call(app, accountApi.changeContact, { as: token, body, headers });
/** A body without the current password, past the declared type. */
const withoutPassword = (token: string, endpoint: typeof accountApi.signOutEverywhere | typeof accountApi.changeContact, payload: object) =>
  app.inject({ method: 'POST', url: pathOf(endpoint), headers: bearer(token), payload });
const confirmContact = (token: string, code: string, headers: Record<string, string> = {}) =>
  call(app, accountApi.confirmContact, { as: token, body: { code }, headers });

const auditRows = (action: string, userId: number) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, userId)))
    .orderBy(auditLog.id);

const codeIn = (text: string) => /(?:code is|هو) (\d{6})/.exec(text)![1]!;
/** Another 6-digit code than the one given. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let addressNumber = 0;
const newAddress = () => `moved${++addressNumber}.${Date.now()}@example.ae`;

describe('my sessions', () => {
  it('lists where and on what each session was opened, this one marked current', async () => {
    const client = await createClient(app);
    const laptop = await signInFrom(client, CHROME_ON_WINDOWS);
    await signInFrom(client, SAFARI_ON_IPHONE);

    const response = await listSessions(laptop);
    expect(response.status).toBe(200);
    const sessions = response.data as Array<Record<string, unknown>>;
    // createClient's own session, the laptop and the phone.
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toEqual([expect.objectContaining({ browser: 'Chrome', os: 'Windows', ip: '127.0.0.1' })]);
    expect(sessions).toContainEqual(expect.objectContaining({ browser: 'Safari', os: 'iPhone', ip: '127.0.0.1', current: false }));
    expect(sessions[0]).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      ip: '127.0.0.1',
      browser: expect.anything(),
      os: expect.anything(),
      current: expect.any(Boolean),
    });
    expect((await call(app, accountApi.sessions)).status).toBe(401);
  });

  it('ends one of mine, but not another user’s (404), and audits it', async () => {
    const [alice, bob] = [await createClient(app), await createClient(app)];
    const alicePhone = await signInFrom(alice, SAFARI_ON_IPHONE);
    const bobSessions = (await listSessions(bob.token)).data as Array<{ id: number }>;

    const foreign = await endSession(alice.token, bobSessions[0]!.id);
    expect(foreign.status).toBe(404);
    expect(foreign.message).toBe('No session of yours has this id. It may have ended already.');
    expect((await me(bob.token)).status).toBe(200);
    expect((await endSession(alice.token, 2 ** 31)).status).toBe(400);

    const phoneId = ((await listSessions(alicePhone)).data as Array<{ id: number; current: boolean }>).find((session) => session.current)!.id;
    const ended = await endSession(alice.token, phoneId);
    expect(ended.status).toBe(200);
    expect(ended.message).toBe('The session has ended');
    expect((await me(alicePhone)).status).toBe(401);
    expect((await me(alice.token)).status).toBe(200);
    expect((await endSession(alice.token, phoneId)).status).toBe(404);
    expect(await auditRows('sessionsEnded', alice.id)).toEqual([
      expect.objectContaining({ entity: 'session', entityId: String(phoneId), actorRole: 'client', ip: '127.0.0.1' }),
    ]);
  });

  it('signs out everywhere else only with the current password, keeping this session', async () => {
    const client = await createClient(app);
    const others = [await signInFrom(client, SAFARI_ON_IPHONE), await signInFrom(client, CHROME_ON_WINDOWS)];

    const missing = await withoutPassword(client.token, accountApi.signOutEverywhere, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ currentPassword: 'Current password is required' });
    const wrong = await signOutEverywhere(client.token, { currentPassword: 'not the password' }, arabic);
    expect(wrong.status).toBe(422);
    expect(wrong.errors).toEqual({ currentPassword: 'كلمة المرور الحالية غير صحيحة' });
    for (const token of others) expect((await me(token)).status).toBe(200);

    const done = await signOutEverywhere(client.token, { currentPassword: client.password });
    expect(done.status).toBe(200);
    expect(done).toMatchObject({ data: { ended: 2 }, message: 'Every other session has ended' });
    for (const token of others) expect((await me(token)).status).toBe(401);
    expect((await me(client.token)).status).toBe(200);
    expect((await listSessions(client.token)).data).toHaveLength(1);
    expect(await auditRows('sessionsEnded', client.id)).toEqual([
      expect.objectContaining({ entity: 'user', entityId: String(client.id), changes: { openSessions: [3, 1] } }),
    ]);
  });

  it('counts a wrong password there with the account’s failed sign-ins', async () => {
    const client = await createClient(app);
    for (let attempt = 0; attempt < LOGINS_PER_ACCOUNT; attempt++) {
      expect((await signOutEverywhere(client.token, { currentPassword: `guess ${attempt}` })).status).toBe(422);
    }
    expect((await signOutEverywhere(client.token, { currentPassword: client.password })).status).toBe(429);
    const login = await call(app, authApi.login, { body: { userName: client.userName, password: client.password } });
    expect(login.status).toBe(429);
    expect((await smtp.waitForMail(client.email)).text).toContain('Someone typed a wrong password or code for your account');
    expect(await auditRows('lockout', client.id)).toHaveLength(1);
  });
});

describe('profile and contact details', () => {
  it('no longer changes the e-mail or phone through the profile', async () => {
    const client = await createClient(app);
    const sneaky = await app.inject({
      method: 'PUT',
      url: pathOf(authApi.updateProfile),
      headers: bearer(client.token),
      payload: { userName: client.userName, email: 'taken.over@example.ae', phoneNumber: '509990001' },
    });
    expect(sneaky.statusCode).toBe(400);
    expect((await me(client.token)).data).toMatchObject({ email: client.email, phoneNumber: client.phoneNumber });

    const renamed = await call(app, authApi.updateProfile, { as: client.token, body: { userName: `${client.userName}.new` } });
    expect(renamed.status).toBe(200);
    expect(renamed.data).toMatchObject({ userName: `${client.userName}.new`, email: client.email });
  });

  it('needs the current password and a change', async () => {
    const client = await createClient(app);
    const missing = await withoutPassword(client.token, accountApi.changeContact, { email: newAddress(), phoneNumber: client.phoneNumber });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ currentPassword: 'Current password is required' });
    const wrong = await changeContact(client.token, { email: newAddress(), phoneNumber: client.phoneNumber, currentPassword: 'not it' });
    expect(wrong.status).toBe(422);
    expect(wrong.errors).toEqual({ currentPassword: 'The current password is not correct' });
    const badEmail = await changeContact(client.token, { email: 'not an address', phoneNumber: client.phoneNumber, currentPassword: client.password });
    expect(badEmail.status).toBe(400);
    const same = await changeContact(
      client.token,
      { email: client.email.toUpperCase(), phoneNumber: client.phoneNumber, currentPassword: client.password },
      arabic,
    );
    expect(same.status).toBe(422);
    expect(same.message).toBe('هذا هو بريدك الإلكتروني ورقم هاتفك بالفعل');
    expect(await auditRows('contactChanged', client.id)).toEqual([]);
  });

  it('mails a code to the new address, applies the change with it and tells the old address', async () => {
    const client = await createClient(app);
    const email = newAddress();
    const asked = await changeContact(client.token, { email, phoneNumber: '509876543', currentPassword: client.password });
    expect(asked.status).toBe(200);
    expect(asked.message).toBe(`We sent a code to ${email}. Enter it to confirm the new e-mail.`);
    expect(asked.data.pending).toMatchObject({ email, phoneNumber: '509876543' });
    const codeMail = await smtp.waitForMail(email);
    expect(codeMail.text).toContain('Your confirmation code is');
    expect(codeMail.text).toContain('رمز التأكيد هو');
    const code = codeIn(codeMail.text);
    // Nothing changes before the code.
    expect((await me(client.token)).data).toMatchObject({ email: client.email, phoneNumber: client.phoneNumber });
    expect((await call(app, accountApi.pendingContactChange, { as: client.token })).data).toMatchObject({ email });

    const wrong = await confirmContact(client.token, otherCode(code));
    expect(wrong.status).toBe(422);
    expect(wrong.errors).toEqual({ code: 'This code is not correct, or it has expired. Check the code in the latest e-mail, or start again.' });
    const malformed = await confirmContact(client.token, 'abc');
    expect(malformed.status).toBe(400);
    expect(malformed.errors).toEqual({ code: 'The code is 6 digits' });

    const done = await confirmContact(client.token, code);
    expect(done.status).toBe(200);
    expect(done.message).toBe('Your e-mail and phone number are saved');
    expect(done.data).toMatchObject({ email, phoneNumber: '509876543' });
    expect((await me(client.token)).data).toMatchObject({ email, phoneNumber: '509876543' });
    expect((await call(app, accountApi.pendingContactChange, { as: client.token })).data).toBeNull();
    expect((await confirmContact(client.token, code)).status).toBe(422);

    // createClient sends no mail: the notice is the old address's first.
    const notice = await smtp.waitForMail(client.email);
    expect(notice.raw).toMatch(/Subject: .*(Your e-mail or phone number was changed|=\?UTF-8\?)/);
    expect(notice.text).toContain(`The e-mail address of your account is now ${email}.`);
    expect(notice.text).toContain('The phone number of your account is now +971 50 987 6543.');
    expect(notice.text).toContain("If it wasn't you, contact us at once");
    expect(await auditRows('contactChanged', client.id)).toEqual([
      expect.objectContaining({
        entity: 'user',
        entityId: String(client.id),
        changes: { email: [client.email, email], phoneNumber: [client.phoneNumber, '509876543'] },
      }),
    ]);
    // The new address signs in.
    expect((await call(app, authApi.login, { body: { userName: email, password: client.password } })).status).toBe(200);
  });

  it('applies a new phone alone at once, after the password, and tells the e-mail address', async () => {
    const client = await createClient(app);
    const changed = await changeContact(client.token, { email: client.email, phoneNumber: '501230000', currentPassword: client.password }, arabic);
    expect(changed.status).toBe(200);
    expect(changed.message).toBe('تم حفظ بريدك الإلكتروني ورقم هاتفك');
    expect(changed.data).toMatchObject({ pending: null, user: { phoneNumber: '501230000', email: client.email } });
    const notice = await smtp.waitForMail(client.email);
    expect(notice.text).toContain('The phone number of your account is now +971 50 123 0000.');
    expect(notice.text).not.toContain('The e-mail address of your account');
    expect(await auditRows('contactChanged', client.id)).toEqual([expect.objectContaining({ changes: { phoneNumber: [client.phoneNumber, '501230000'] } })]);
  });

  it('refuses an expired code, and a code after five wrong ones', async () => {
    const client = await createClient(app);
    const first = newAddress();
    await changeContact(client.token, { email: first, phoneNumber: client.phoneNumber, currentPassword: client.password });
    const expiring = codeIn((await smtp.waitForMail(first)).text);
    clock.advance(15 * 60_000 + 1000);
    expect((await confirmContact(client.token, expiring)).status).toBe(422);

    const second = newAddress();
    await changeContact(client.token, { email: second, phoneNumber: client.phoneNumber, currentPassword: client.password });
    const guessed = codeIn((await smtp.waitForMail(second)).text);
    for (let attempt = 0; attempt < 5; attempt++) expect((await confirmContact(client.token, otherCode(guessed))).status).toBe(422);
    expect((await confirmContact(client.token, guessed)).status).toBe(422);
    expect((await me(client.token)).data.email).toBe(client.email);
  });

  it('refuses an e-mail of another account when asked and again when confirmed', async () => {
    const [client, other] = [await createClient(app), await createClient(app)];
    const taken = await changeContact(client.token, { email: other.email.toUpperCase(), phoneNumber: client.phoneNumber, currentPassword: client.password });
    expect(taken.status).toBe(409);
    expect(taken.errors).toEqual({ email: 'This e-mail is already registered' });

    // Free when asked, taken by the time the code comes back.
    const email = newAddress();
    await changeContact(client.token, { email, phoneNumber: client.phoneNumber, currentPassword: client.password });
    const code = codeIn((await smtp.waitForMail(email)).text);
    await changeContact(other.token, { email, phoneNumber: other.phoneNumber, currentPassword: other.password });
    await confirmContact(other.token, codeIn((await smtp.waitForMail(email, 2)).text));
    expect((await me(other.token)).data.email).toBe(email);
    const late = await confirmContact(client.token, code);
    expect(late.status).toBe(409);
    expect(late.errors).toEqual({ email: 'This e-mail is already registered' });
    expect((await me(client.token)).data.email).toBe(client.email);
  });

  it('ends a reset code mailed to the old address', async () => {
    const client = await createClient(app);
    await call(app, authApi.forgotPassword, { body: { email: client.email } });
    const resetCode = codeIn((await smtp.waitForMail(client.email)).text);
    const email = newAddress();
    await changeContact(client.token, { email, phoneNumber: client.phoneNumber, currentPassword: client.password });
    expect((await confirmContact(client.token, codeIn((await smtp.waitForMail(email)).text))).status).toBe(200);
    const reset = await call(app, authApi.resetPassword, {
      body: { email, code: resetCode, newPassword: 'taken over now', confirmPassword: 'taken over now' },
    });
    expect(reset.status).toBe(422);
  });
});

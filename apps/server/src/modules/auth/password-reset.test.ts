import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { jobs } from '../../db/schema/index.js';
import { EMAIL_JOB } from '../../jobs/email.js';
import { arabic, createTestApp, logIn, manualClock, createClient } from '../../test/test-app.js';
import { startSmtpServer } from '../../test/smtp.js';
import { authApi } from '@app/shared';
import { call } from '../../test/call.js';

const clock = manualClock();
let app: TApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({ SMTP_URL: smtp.url }, { clock: clock.now });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const forgot = (email: string, headers: Record<string, string> = {}) => call(app, authApi.forgotPassword, { body: { email }, headers });
const reset = (email: string, code: string, newPassword = 'a fresh new secret') =>
  call(app, authApi.resetPassword, { body: { email, code, newPassword, confirmPassword: newPassword } });
/** Every e-mail job of this test's app: a sent one keeps no payload (its code), so they are counted, not read. */
const emailJobs = () => app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, EMAIL_JOB));
const codeIn = (text: string) => /(?:code is|هو) (\d{6})/.exec(text)![1]!;

async function requestCode(email: string, mailNumber: number) {
  await forgot(email);
  return codeIn((await smtp.waitForMail(email, mailNumber)).text);
}

describe('forgot and reset password', () => {
  it('answers the same whether or not the e-mail exists, and mails only real accounts', async () => {
    const client = await createClient(app);
    const known = await forgot(client.email);
    const unknown = await forgot('nobody@example.ae');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.response.json()).toEqual(known.response.json());
    expect(known.message).toContain('If this e-mail is registered');
    await smtp.waitForMail(client.email);
    // A reset e-mail is queued before the answer: the one job is the real account's, none was queued for nobody.
    expect(await emailJobs()).toHaveLength(1);
  });

  it('delivers a bilingual code over SMTP that resets the password once and ends every session', async () => {
    const client = await createClient(app);
    const code = await requestCode(client.email, 1);
    const mail = await smtp.waitForMail(client.email);
    expect(mail.text).toContain('Your password reset code is');
    expect(mail.text).toContain('رمز إعادة تعيين كلمة المرور هو');
    expect(mail.text.indexOf('Your password')).toBeLessThan(mail.text.indexOf('رمز إعادة'));

    const done = await reset(client.email, code);
    expect(done.status).toBe(200);
    expect(done.message).toBe('Your password has been reset. Please log in with the new password.');
    expect((await call(app, authApi.me, { as: client.token })).status).toBe(401);
    expect(await logIn(app, client.userName, 'a fresh new secret')).toBeTruthy();

    const again = await reset(client.email, code, 'another new secret');
    expect(again.status).toBe(422);
    expect(again.message).toBe('This code is not correct, or it has expired. Check the code in the latest e-mail, or ask for a new one.');
  });

  it('ends a pending code when the password is changed, or when its owner signs in', async () => {
    const changer = await createClient(app);
    const code = await requestCode(changer.email, 1);
    const change = await call(app, authApi.changePassword, {
      as: changer.token,
      body: { currentPassword: changer.password, newPassword: 'a changed secret', confirmPassword: 'a changed secret' },
    });
    expect(change.status).toBe(200);
    expect((await reset(changer.email, code)).status).toBe(422);

    const remembered = await createClient(app);
    const forgotten = await requestCode(remembered.email, 1);
    await logIn(app, remembered.userName, remembered.password);
    expect((await reset(remembered.email, forgotten)).status).toBe(422);
  });

  it('writes the Arabic part first for an Arabic-speaking client', async () => {
    const response = await call(app, authApi.register, {
      body: { userName: 'noura.a', email: 'noura@example.ae', phoneNumber: '507654321', password: 'كلمة سر طويلة' },
      headers: arabic,
    });
    expect(response.status).toBe(201);
    await forgot('noura@example.ae');
    // The first is the code that confirms her e-mail, sent at sign-up.
    const mail = await smtp.waitForMail('noura@example.ae', 2);
    expect(mail.text.indexOf('رمز إعادة')).toBeLessThan(mail.text.indexOf('Your password'));
  });

  it('expires a code after 10 minutes', async () => {
    const client = await createClient(app);
    const code = await requestCode(client.email, 1);
    clock.advance(10 * 60_000 + 1000);
    expect((await reset(client.email, code)).status).toBe(422);
  });

  it('kills a code after 5 wrong tries', async () => {
    const client = await createClient(app);
    const code = await requestCode(client.email, 1);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) expect((await reset(client.email, wrong)).status).toBe(422);
    expect((await reset(client.email, code)).status).toBe(422);
  });

  it('replaces the old code with a new one', async () => {
    const client = await createClient(app);
    const first = await requestCode(client.email, 1);
    const second = await requestCode(client.email, 2);
    if (first !== second) expect((await reset(client.email, first)).status).toBe(422);
    expect((await reset(client.email, second)).status).toBe(200);
  });

  it('refuses a malformed code with a clear message', async () => {
    const response = await call(app, authApi.resetPassword, { body: { email: 'a@b.ae', code: '12ab', newPassword: 'x', confirmPassword: 'y' } });
    expect(response.status).toBe(400);
    expect(response.errors).toMatchObject({
      code: 'The reset code is 6 digits',
      newPassword: 'Password must be at least 8 characters',
    });
  });
});

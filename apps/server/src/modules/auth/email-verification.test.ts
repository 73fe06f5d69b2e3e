import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { emailVerifications, users } from '../../db/schema/index.js';
import { addWorker } from '../../test/orders.js';
import { startSmtpServer } from '../../test/smtp.js';
import { adminHeaders, arabic, createClient, createTestApp, logIn, manualClock } from '../../test/test-app.js';
import { authApi, clientProfileApi, ordersApi } from '@app/shared';
import { call } from '../../test/call.js';

const clock = manualClock();
let app: TApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let worker: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000' }, { clock: clock.now });
  worker = await addWorker(app, await adminHeaders(app), 'Noor Reyes');
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

let serial = 0;
/** Registers through the API (in Arabic when asked) and signs in; answers her token and e-mail. */
async function signUp(headers: Record<string, string> = {}) {
  serial += 1;
  const account = {
    userName: `verify.${serial}`,
    email: `verify.${serial}@example.ae`,
    phoneNumber: `50000${String(serial).padStart(4, '0')}`,
    password: 'a good secret 1',
  };
  const response = await call(app, authApi.register, { body: account, headers });
  expect(response.status, response.response.body).toBe(201);
  expect(response.data.emailVerified).toBe(false);
  return { ...account, token: await logIn(app, account.userName, account.password) };
}
const codeIn = (text: string) => /(?:is|هو) (\d{6})\b/.exec(text)![1]!;
const verify = (token: string, code: string, headers: Record<string, string> = {}) =>
  call(app, clientProfileApi.verifyEmail, { as: token, body: { code }, headers });
const resend = (token: string) => call(app, clientProfileApi.resendCode, { as: token });
const requestWorker = (token: string, headers: Record<string, string> = {}) =>
  call(app, ordersApi.request, { as: token, body: { laborId: worker, package: 'Main' }, headers });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail verification at sign-up', () => {
  it('mails a 6-digit code in her language, stored hashed; until she types it, requesting a worker is refused in her language', async () => {
    const client = await signUp(arabic);
    const mail = await smtp.waitForMail(client.email);
    // Both languages, hers first.
    expect(mail.text.indexOf('رمز تأكيد')).toBeGreaterThanOrEqual(0);
    expect(mail.text.indexOf('رمز تأكيد')).toBeLessThan(mail.text.indexOf('Your code to confirm'));
    const code = codeIn(mail.text);
    const [stored] = await app.db.select().from(emailVerifications);
    expect(JSON.stringify(stored)).not.toContain(code);

    const refused = await requestWorker(client.token, arabic);
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('أكّد بريدك الإلكتروني بالرمز الذي أرسلناه قبل طلب عاملة');

    const wrong = await verify(client.token, wrongCode(code));
    expect(wrong.status).toBe(422);
    expect(wrong.errors.code).toBe('This code is not correct. Check the code in the latest e-mail.');
    const right = await verify(client.token, code);
    expect(right.status, right.response.body).toBe(200);
    expect(right.data.emailVerified).toBe(true);
    expect((await requestWorker(client.token)).status).toBe(201);
  });

  it('refuses a malformed code as a validation error', async () => {
    const client = await signUp();
    const response = await verify(client.token, '12ab');
    expect(response.status).toBe(400);
    expect(response.errors.code).toBe('The code is 6 digits');
  });

  it('lets the code expire after 30 minutes on a fixed clock', async () => {
    const client = await signUp();
    const code = codeIn((await smtp.waitForMail(client.email)).text);
    clock.advance(30 * 60_000);
    // Her session has gone idle meanwhile: she signs in again, and the code has expired.
    const late = await verify(await logIn(app, client.userName, client.password), code);
    expect(late.status).toBe(422);
    expect(late.errors.code).toBe('This code has expired or was tried too many times. Ask for a new code.');
  });

  it('stops after 5 wrong tries, even for the right code, until a new code is sent', async () => {
    const client = await signUp();
    const code = codeIn((await smtp.waitForMail(client.email)).text);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await verify(client.token, wrongCode(code))).status).toBe(422);
    expect((await verify(client.token, code)).errors.code).toMatch(/too many times/);
  });

  it('resends after a one-minute cool-down; the new code replaces the old', async () => {
    const client = await signUp();
    const first = codeIn((await smtp.waitForMail(client.email)).text);
    const early = await resend(client.token);
    expect(early.status).toBe(429);
    expect(early.message).toBe('Wait 60 seconds before asking for a new code');
    clock.advance(61_000);
    const again = await resend(client.token);
    expect(again.status, again.response.body).toBe(200);
    const second = codeIn((await smtp.waitForMail(client.email, 2)).text);
    if (second !== first) expect((await verify(client.token, first)).status).toBe(422);
    expect((await verify(client.token, second)).status).toBe(200);
    expect((await resend(client.token)).status).toBe(409);
  });

  it('counts clients that existed before, and those staff add, as verified; staff can not call the client routes', async () => {
    const existing = await createClient(app);
    expect((await call(app, authApi.me, { as: existing.token })).data.emailVerified).toBe(true);
    const [row] = await app.db.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, existing.id));
    expect(row!.emailVerifiedAt).not.toBeNull();
    const admin = await adminHeaders(app);
    expect((await call(app, clientProfileApi.verifyEmail, { body: { code: '123456' }, headers: admin })).status).toBe(403);
  });
});

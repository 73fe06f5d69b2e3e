import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { passwordResets, siteSettings } from '../../db/schema/index.js';
import { arabic, createTestApp, registerClient } from '../../test/test-app.js';
import { sha256 } from './credentials.js';
import { COMMON_PASSWORDS_REFUSED, contextWords, loadCommonPasswords } from './password-policy.js';
import { authApi } from '@app/shared';
import { call } from '../../test/call.js';

let app: TApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => app.close());

let number = 0;
const register = (overrides: Record<string, string>, headers: Record<string, string> = {}) => {
  number += 1;
  return call(app, authApi.register, {
    body: {
      userName: `mariam${number}`,
      email: `mariam.saleh${number}@alnoor.ae`,
      phoneNumber: String(501000000 + number),
      password: 'correct horse battery',
      ...overrides,
    },
    headers,
  });
};

describe('the list of common passwords', () => {
  it('holds the 10,000 most used, lower-cased, loaded once', async () => {
    const list = await loadCommonPasswords();
    expect(list.size).toBeGreaterThan(COMMON_PASSWORDS_REFUSED * 0.95);
    expect(list.size).toBeLessThanOrEqual(COMMON_PASSWORDS_REFUSED);
    expect(list.has('password1')).toBe(true);
    expect(list.has('qwertyuiop')).toBe(true);
    expect(await loadCommonPasswords()).toBe(list);
  });
});

describe('the words a password may not contain', () => {
  it("are the agency's name in both languages, the user name and the e-mail's local part and domain, 4 characters or more", async () => {
    const words = await contextWords({ db: app.db, userName: 'Mariam.S', email: 'Mariam.Saleh@AlNoor.co.ae', field: 'password' });
    expect(words).toEqual(expect.arrayContaining(['sakina', 'domestic', 'workers', 'سكينة', 'mariam.s', 'mariam', 'mariam.saleh', 'saleh', 'alnoor']));
    // Short pieces (a two-letter initial, the domain's ending) would refuse good passwords by chance.
    expect(words).not.toContain('s');
    expect(words).not.toContain('co');
    expect(words).not.toContain('ae');
  });
});

describe('a password at registration', () => {
  it.each([['password1'], ['Qwertyuiop'], ['iloveyou'], ['Sunshine1']])(
    'refuses %s, one of the most used, with a 400 on the password field',
    async (password) => {
      const response = await register({ password });
      expect(response.status).toBe(400);
      expect(response.response.json()).toMatchObject({ isDone: false, code: 'validation.passwordCommon' });
      expect(response.errors).toEqual({ password: 'This password is one of the most commonly used, so it is easy to guess. Please choose another.' });
    },
  );

  it("refuses one containing the user name, the e-mail's local part or domain, or the agency's name, in any case", async () => {
    for (const [password, word] of [
      ['my MARIAM secret', 'mariam'],
      ['saleh forever 2026', 'saleh'],
      ['welcome to alnoor!', 'alnoor'],
      ['SakinaRocks2026', 'sakina'],
    ] as const) {
      const response = await register({ password, userName: `mariam${number + 1}` });
      expect(response.status, password).toBe(400);
      expect(response.errors.password).toContain(`“${word}`);
    }
    const arabicAnswer = await register({ password: 'كلمة سكينة السرية' }, arabic);
    expect(arabicAnswer.status).toBe(400);
    expect(arabicAnswer.errors.password).toBe('يجب ألا تحتوي كلمة المرور على «سكينة»: يسهل تخمينها من اسمك أو بريدك الإلكتروني أو اسم الوكالة.');
  });

  it('follows the agency name the back office saves', async () => {
    await app.db.update(siteSettings).set({ value: 'Bayt Helpers' }).where(eq(siteSettings.key, 'siteName.en'));
    const response = await register({ password: 'bayt and helpers' });
    expect(response.status).toBe(400);
    expect(response.code).toBe('validation.passwordContext');
  });

  it('takes a password that is neither common nor made of the context', async () => {
    expect((await register({ password: 'amber lantern harbour' })).status).toBe(201);
  });
});

describe('a new password', () => {
  it('is checked when changing it, on the newPassword field, and the old one keeps working', async () => {
    const client = await registerClient(app);
    const change = (newPassword: string) =>
      call(app, authApi.changePassword, { as: client.token, body: { currentPassword: client.password, newPassword, confirmPassword: newPassword } });
    const common = await change('letmein1');
    expect(common.status).toBe(400);
    expect(Object.keys(common.errors)).toEqual(['newPassword']);
    const own = await change(`${client.userName} is me`);
    expect(own.status).toBe(400);
    expect(own.code).toBe('validation.passwordContext');
    expect((await change('amber lantern harbour')).status).toBe(200);
  });

  it('is checked at a reset, and the code still works for a better one', async () => {
    const client = await registerClient(app);
    const code = '123456';
    await app.db
      .insert(passwordResets)
      .values({ userId: client.id, codeHash: sha256(`${client.id}:${code}`), expiresAt: new Date(Date.now() + 600_000), failedAttempts: 0 });
    const reset = (newPassword: string) => call(app, authApi.resetPassword, { body: { email: client.email, code, newPassword, confirmPassword: newPassword } });
    const common = await reset('trustno1');
    expect(common.status).toBe(400);
    expect(common.errors).toHaveProperty('newPassword');
    expect((await reset('example example')).code).toBe('validation.passwordContext');
    expect((await reset('amber lantern harbour')).status).toBe(200);
  });
});

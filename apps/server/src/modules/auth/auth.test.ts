import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { arabic, bearer, createTestApp, logIn, manualClock, registerClient } from '../../test/test-app.js';
import { authApi, type TSession } from '@app/shared';
import { call, pathOf, type TBodyOf } from '../../test/call.js';

const clock = manualClock();
let app: TApp;
beforeAll(async () => {
  app = await createTestApp({}, { clock: clock.now });
});
afterAll(async () => app.close());

const register = (body: TBodyOf<typeof authApi.register>, headers: Record<string, string> = {}) => call(app, authApi.register, { body, headers });
/** A registration sent as it is, past the declared type: a field missing, or one the form does not have. */
const registerRaw = (payload: object, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: pathOf(authApi.register), payload, headers });
const me = (token: string) => call(app, authApi.me, { as: token });

const validRegistration = { userName: 'layla.h', email: 'layla@example.ae', phoneNumber: '501112233', password: 'sunrise over jumeirah' };

describe('registration', () => {
  it('creates a client and never answers the password hash', async () => {
    const response = await register(validRegistration);
    expect(response.status).toBe(201);
    expect(response.message).toBe('Your account is ready.');
    expect(response.data).toMatchObject({
      role: 'client',
      userName: 'layla.h',
      email: 'layla@example.ae',
      phoneNumber: '501112233',
      isActive: true,
      lastLoginAt: null,
    });
    expect(response.response.body).not.toMatch(/argon2|passwordHash|password/);
  });

  it.each([
    ['userName', { userName: undefined }, 'User name is required', 'اسم المستخدم مطلوب'],
    ['userName', { userName: '   ' }, 'User name is required', 'اسم المستخدم مطلوب'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid e-mail address', 'يرجى إدخال بريد إلكتروني صالح'],
    ['phoneNumber', { phoneNumber: '50111223' }, 'Enter a UAE phone number, for example 050 123 4567', 'أدخل رقم هاتف إماراتيًا، مثل 050 123 4567'],
    ['phoneNumber', { phoneNumber: '+44 20 7946 0958' }, 'Enter a UAE phone number, for example 050 123 4567', 'أدخل رقم هاتف إماراتيًا، مثل 050 123 4567'],
    ['userName', { userName: 'x'.repeat(51) }, 'User name must be 3 to 50 characters', 'يجب أن يكون اسم المستخدم من 3 إلى 50 حرفًا'],
    ['password', { password: undefined }, 'Password is required', 'كلمة المرور مطلوبة'],
    ['password', { password: '1234567890' }, 'Password must contain at least one letter', 'يجب أن تحتوي كلمة المرور على حرف واحد على الأقل'],
    ['password', { password: 'abc12' }, 'Password must be at least 8 characters', 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل'],
  ])('refuses a bad %s with its message in both languages (%j)', async (field, change, english, arabicMessage) => {
    const payload = { ...validRegistration, userName: 'someone.new', email: 'new@example.ae', ...change };
    const inEnglish = await registerRaw(payload);
    expect(inEnglish.statusCode).toBe(400);
    expect(inEnglish.json().errors[field]).toBe(english);
    expect((await registerRaw(payload, arabic)).json().errors[field]).toBe(arabicMessage);
  });

  it.each(['0501112233', '050 111 2233', '+971 50 111 2233', '00971501112233', '٠٥٠١١١٢٢٣٣'])(
    'takes the phone as people write it (%s) and keeps 501112233',
    async (phoneNumber) => {
      const suffix = Math.random().toString(36).slice(2, 8);
      const response = await register({ ...validRegistration, userName: `phone.${suffix}`, email: `phone.${suffix}@example.ae`, phoneNumber });
      expect(response.status).toBe(201);
      expect(response.data.phoneNumber).toBe('501112233');
    },
  );

  it('refuses unknown fields such as a role', async () => {
    const response = await registerRaw({ ...validRegistration, userName: 'sneaky', email: 'sneaky@example.ae', role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ role: 'Unknown field: role' });
  });

  it('keeps user names and e-mails unique whatever their case or Unicode form', async () => {
    const sameName = await register({ ...validRegistration, userName: 'ＬＡＹＬＡ.H', email: 'other@example.ae' });
    expect(sameName.status).toBe(409);
    expect(sameName.errors).toEqual({ userName: 'This user name is already registered' });
    const sameEmail = await register({ ...validRegistration, userName: 'layla2', email: 'LAYLA@Example.AE' }, arabic);
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.errors).toEqual({ email: 'هذا البريد الإلكتروني مسجل مسبقًا' });
  });
});

describe('login and sessions', () => {
  it('logs in by user name or e-mail and records the last login', async () => {
    const client = await registerClient(app);
    const byEmail = await call(app, authApi.login, { body: { userName: client.email.toUpperCase(), password: client.password } });
    expect(byEmail.status).toBe(200);
    expect((byEmail.data as TSession).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((byEmail.data as TSession).user.lastLoginAt).toBe(clock.now().toISOString());
    expect((await me(client.token)).data.userName).toBe(client.userName);
  });

  it('refuses a wrong password or unknown user with the same message', async () => {
    const client = await registerClient(app);
    const wrongPassword = await call(app, authApi.login, { body: { userName: client.userName, password: 'wrong password' } });
    const unknownUser = await call(app, authApi.login, { body: { userName: 'nobody.here', password: 'wrong password' }, headers: arabic });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.message).toBe('The user name or password is not correct');
    expect(unknownUser.status).toBe(401);
    expect(unknownUser.message).toBe('اسم المستخدم أو كلمة المرور غير صحيحة');
  });

  it('asks for the user name and password in the spec words', async () => {
    const response = await app.inject({ method: 'POST', url: pathOf(authApi.login), payload: {} });
    expect(response.json().errors).toEqual({ userName: 'User name is required', password: 'Password is required' });
  });

  it('uses every character of a long password', async () => {
    const long = `${'a'.repeat(79)}Z${'b'.repeat(20)}`;
    const client = await registerClient(app, { password: long });
    expect(client.token).toBeTruthy();
    const almost = `${'a'.repeat(79)}Y${'b'.repeat(20)}`;
    const response = await call(app, authApi.login, { body: { userName: client.userName, password: almost } });
    expect(response.status).toBe(401);
  });

  it('ends the session on logout', async () => {
    const client = await registerClient(app);
    const logout = await call(app, authApi.logout, { as: client.token });
    expect(logout.message).toBe('You have been logged out');
    const after = await me(client.token);
    expect(after.status).toBe(401);
    expect(after.message).toBe('Please log in first.');
  });

  it('ends a session after 30 idle minutes', async () => {
    const client = await registerClient(app);
    clock.advance(29 * 60_000);
    expect((await me(client.token)).status).toBe(200);
    clock.advance(31 * 60_000);
    const expired = await me(client.token);
    expect(expired.status).toBe(401);
    expect(expired.message).toBe('Your session has expired. Please log in again.');
  });

  it('ends a session after 12 hours however active it is', async () => {
    const client = await registerClient(app);
    for (let minutes = 20; minutes <= 11 * 60 + 40; minutes += 20) {
      clock.advance(20 * 60_000);
      expect((await me(client.token)).status).toBe(200);
    }
    clock.advance(20 * 60_000);
    expect((await me(client.token)).status).toBe(401);
  });

  it.each(['Bearer ', 'Bearer not a token', 'Basic abc', `Bearer ${'x'.repeat(43)}`])('refuses the header %j', async (authorization) => {
    const response = await call(app, authApi.me, { headers: { authorization } });
    expect(response.status).toBe(401);
  });
});

describe('profile', () => {
  it('lets a client edit only their own profile', async () => {
    const [alice, bob] = [await registerClient(app), await registerClient(app)];
    const update = await call(app, authApi.updateProfile, { as: alice.token, body: { userName: 'alice.new' } });
    expect(update.status).toBe(200);
    expect(update.message).toBe('Your profile has been updated');
    expect(update.data).toMatchObject({ id: alice.id, userName: 'alice.new' });
    expect((await me(bob.token)).data.userName).toBe(bob.userName);

    const takeOver = await app.inject({
      method: 'PUT',
      url: pathOf(authApi.updateProfile),
      headers: bearer(alice.token),
      payload: { id: bob.id, userName: 'x.y' },
    });
    expect(takeOver.statusCode).toBe(400);
    const taken = await call(app, authApi.updateProfile, { as: alice.token, body: { userName: bob.userName } });
    expect(taken.status).toBe(409);
    expect(taken.errors).toEqual({ userName: 'This user name is already registered' });
  });
});

describe('change password', () => {
  const change = (token: string, body: TBodyOf<typeof authApi.changePassword>, headers: Record<string, string> = {}) =>
    call(app, authApi.changePassword, { as: token, body, headers });

  it('checks the new password in the spec words', async () => {
    const client = await registerClient(app);
    const mismatch = await change(client.token, { currentPassword: client.password, newPassword: 'new password 1', confirmPassword: 'new password 2' });
    expect(mismatch.errors).toEqual({ confirmPassword: 'New Password and Confirm Password do not match' });
    const noLetter = await change(client.token, { currentPassword: client.password, newPassword: '123456789', confirmPassword: '123456789' }, arabic);
    expect(noLetter.errors.newPassword).toBe('يجب أن تحتوي كلمة المرور الجديدة على حرف واحد على الأقل');
    const loggedOut = await app.inject({ method: 'POST', url: pathOf(authApi.changePassword), payload: {} });
    expect(loggedOut.statusCode).toBe(401);
    expect(loggedOut.json().message).toBe('Please log in first.');
  });

  it('needs the current password, then ends every other session', async () => {
    const client = await registerClient(app);
    const otherDevice = await logIn(app, client.userName, client.password);
    const wrong = await change(client.token, { currentPassword: 'not it at all', newPassword: 'brand new secret', confirmPassword: 'brand new secret' });
    expect(wrong.status).toBe(422);
    expect(wrong.message).toBe('The current password is not correct');

    const done = await change(client.token, { currentPassword: client.password, newPassword: 'brand new secret', confirmPassword: 'brand new secret' });
    expect(done.status).toBe(200);
    expect(done.message).toBe('Your password has been changed');
    expect((await me(client.token)).status).toBe(200);
    expect((await me(otherDevice)).status).toBe(401);
    await expect(logIn(app, client.userName, client.password)).rejects.toThrow();
    expect(await logIn(app, client.userName, 'brand new secret')).toBeTruthy();
  });
});

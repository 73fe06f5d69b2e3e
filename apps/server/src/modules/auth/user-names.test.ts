import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { arabic, createClient, createTestApp } from '../../test/test-app.js';
import { assertUserNameAcceptable, scriptsOf, userNameSkeleton } from './user-names.js';
import { authApi } from '@app/shared';
import { call } from '../../test/call.js';

describe('what a user name looks like', () => {
  it('maps Cyrillic, Greek and Latin look-alikes, and the dot of a capital İ, to the Latin letter; digits stay apart', () => {
    expect(userNameSkeleton('pаypаl')).toBe('paypal'); // Cyrillic а
    expect(userNameSkeleton('ΚΑΤΟ')).toBe('kato'); // Greek capitals
    expect(userNameSkeleton('admın')).toBe('admin'); // dotless ı
    expect(userNameSkeleton('ADMİN')).toBe('admin'); // İ lower-cases to i + a combining dot
    expect(userNameSkeleton('ＡＤＭＩＮ')).toBe('admin'); // full-width, by NFKC
    expect(userNameSkeleton('paypa1')).toBe('paypa1');
    expect(userNameSkeleton('مريم')).toBe('مريم');
  });

  it('names the scripts of the letters only', () => {
    expect([...scriptsOf('maryam_2024')]).toEqual(['Latin']);
    expect([...scriptsOf('مريم.١٢')]).toEqual(['Arabic']);
    expect([...scriptsOf('pаypal')]).toEqual(['Latin', 'Cyrillic']);
    expect([...scriptsOf('山田たろう')]).toEqual(['East Asian']);
    expect(scriptsOf('2024').size).toBe(0);
  });
});

describe('a new user name', () => {
  let app: TApp;
  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
    await createClient(app, { userName: 'paypal' });
    await createClient(app, { userName: 'Тоха' });
  });
  afterAll(async () => app.close());

  let number = 0;
  const register = (userName: string, headers: Record<string, string> = {}) => {
    number += 1;
    return call(app, authApi.register, {
      body: { userName, email: `look${number}@example.ae`, phoneNumber: String(502000000 + number), password: 'amber lantern harbour' },
      headers,
    });
  };

  it.each([
    ['Latin with Cyrillic', 'pаypal1'],
    ['Latin with Greek', 'alphaβ'],
    ['Latin with Arabic', 'maryamمريم'],
  ])('refuses %s with a localised 400 on the user name', async (_, userName) => {
    const response = await register(userName);
    expect(response.status).toBe(400);
    expect(response.response.json()).toMatchObject({ isDone: false, code: 'validation.userNameMixedScripts' });
    expect(response.errors).toEqual({ userName: expect.stringContaining('one alphabet') });
    expect((await register(userName, arabic)).errors.userName).toMatch(/[\u0600-\u06FF]/);
  });

  it.each([
    ['all in Cyrillic look-alikes of paypal', 'раураӏ'],
    ['admin with a dotless ı', 'admın'],
    ['admin with a capital İ', 'ADMİN'],
    ['in Latin letters, beside the Cyrillic Тоха', 'TOXA'],
  ])('refuses a look-alike of a registered name (%s) with a 409', async (_, userName) => {
    const response = await register(userName);
    expect(response.status, userName).toBe(409);
    expect(response.response.json()).toMatchObject({
      code: 'auth.userNameLookAlike',
      errors: { userName: 'This user name looks like one that is already registered. Please choose another.' },
    });
  });

  it('still answers the same name as taken, and takes names in one script that look like no other', async () => {
    expect((await register('PayPal')).code).toBe('auth.userNameTaken');
    for (const userName of ['paypa1', 'مريم_السالم', 'Ольга', 'maría.josé', 'Aydın']) {
      expect((await register(userName)).status, userName).toBe(201);
    }
  });

  it('is checked when a signed-in user renames themselves, not when they keep their name', async () => {
    const client = await createClient(app, { userName: 'rename.me' });
    const rename = (userName: string) => call(app, authApi.updateProfile, { as: client.token, body: { userName, languageId: 2 } });
    expect((await rename('раураӏ')).response.json()).toMatchObject({ code: 'auth.userNameLookAlike' });
    expect((await rename('rename.mе')).response.json()).toMatchObject({ code: 'validation.userNameMixedScripts' });
    expect((await rename('rename.me')).status).toBe(200);
    expect((await rename('renamed.one')).status).toBe(200);
  });

  it('lets staff add check a name the same way, apart from the account it edits', async () => {
    await expect(assertUserNameAcceptable(app.db, 'раураӏ')).rejects.toMatchObject({ statusCode: 409 });
    await expect(assertUserNameAcceptable(app.db, 'new.staff')).resolves.toBeUndefined();
  });
});

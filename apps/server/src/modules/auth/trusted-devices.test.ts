import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { trustedDevices, users } from '../../db/schema/index.js';
import { createClient, createTestApp, totpCode } from '../../test/test-app.js';
import { authApi } from '@app/shared';
import { call } from '../../test/call.js';

/** Someone else's wrong passwords slow an account down, but not its owner's browser (OWASP's device cookies). */
describe('device cookies', () => {
  let app: TApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const OWNER_ADDRESS = '10.0.0.1';
  const ATTACKER_ADDRESS = '203.0.113.9';
  const login = (userName: string, password: string, from: string, cookie?: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password }, remoteAddress: from, headers: cookie ? { cookie } : {} });
  /** The device cookie a sign-in answer sets, as the browser sends it back. */
  const deviceCookie = (response: Awaited<ReturnType<typeof login>>) => {
    const header = String(response.headers['set-cookie'] ?? '');
    expect(header).toMatch(/^device=[\w-]+; Path=\/api\/auth\/login; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    return header.split(';')[0]!;
  };

  it("lets the owner's browser in while a guesser has slowed the account down; the guesser stays slowed down", async () => {
    const owner = await createClient(app);
    const signedIn = await login(owner.userName, owner.password, OWNER_ADDRESS);
    expect(signedIn.statusCode).toBe(200);
    const cookie = deviceCookie(signedIn);

    // Someone else guesses: from the fifth failure the account waits.
    for (let attempt = 0; attempt < 5; attempt++) expect((await login(owner.userName, `guess ${attempt}`, ATTACKER_ADDRESS)).statusCode).toBe(401);
    expect((await login(owner.userName, owner.password, ATTACKER_ADDRESS)).statusCode).toBe(429);
    // A browser that never signed in waits as well, whoever it is.
    expect((await login(owner.email, owner.password, OWNER_ADDRESS)).statusCode).toBe(429);

    // The owner's browser signs in, and gets a new cookie in place of the one it came with.
    const trusted = await login(owner.userName, owner.password, OWNER_ADDRESS, cookie);
    expect(trusted.statusCode, trusted.body).toBe(200);
    expect(trusted.json().data.user.id).toBe(owner.id);
    const renewed = deviceCookie(trusted);
    expect(renewed).not.toBe(cookie);
    expect((await login(owner.userName, owner.password, OWNER_ADDRESS, cookie)).statusCode).toBe(429);

    // The guesser is still slowed down, and a cookie of another account does not help them.
    expect((await login(owner.userName, owner.password, ATTACKER_ADDRESS)).statusCode).toBe(429);
    const other = await createClient(app);
    const otherCookie = deviceCookie(await login(other.userName, other.password, ATTACKER_ADDRESS));
    expect((await login(owner.userName, owner.password, ATTACKER_ADDRESS, otherCookie)).statusCode).toBe(429);
    expect((await login(owner.userName, owner.password, OWNER_ADDRESS, renewed)).statusCode).toBe(200);
  });

  it('slows down a stolen cookie used to guess, on its own: the account and its other browsers are not held by it', async () => {
    const owner = await createClient(app);
    const stolen = deviceCookie(await login(owner.userName, owner.password, OWNER_ADDRESS));
    const laptop = deviceCookie(await login(owner.userName, owner.password, OWNER_ADDRESS));
    for (let attempt = 0; attempt < 5; attempt++) expect((await login(owner.userName, `guess ${attempt}`, ATTACKER_ADDRESS, stolen)).statusCode).toBe(401);
    const refused = await login(owner.userName, owner.password, ATTACKER_ADDRESS, stolen);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json().code).toBe('auth.slowDown');
    // Its failures did not count against the account: the owner's other browser, and a new one, sign in.
    expect((await login(owner.userName, owner.password, OWNER_ADDRESS, laptop)).statusCode).toBe(200);
    expect((await login(owner.userName, owner.password, OWNER_ADDRESS)).statusCode).toBe(200);
  });

  it("holds for the second step too: the owner's browser passes it while the account is slowed down", async () => {
    const owner = await createClient(app);
    const setup = await call(app, authApi.secondFactorSetup, { as: owner.token, body: { currentPassword: owner.password } });
    const key = setup.data.key.replaceAll(' ', '');
    await call(app, authApi.secondFactorEnable, { as: owner.token, body: { code: totpCode(new Date(), key) } });
    // Each code works once: the step used is forgotten, so the tests need not wait for the next one.
    const forgetUsedCode = () => app.db.update(users).set({ totpLastStep: null }).where(eq(users.id, owner.id));
    await forgetUsedCode();
    const { challenge } = (await login(owner.userName, owner.password, OWNER_ADDRESS)).json().data;
    const first = await app.inject({
      method: 'POST',
      url: '/api/auth/login/second-factor',
      payload: { challenge, code: totpCode(new Date(), key) },
      remoteAddress: OWNER_ADDRESS,
    });
    expect(first.statusCode, first.body).toBe(200);
    const cookie = deviceCookie(first);

    for (let attempt = 0; attempt < 5; attempt++) expect((await login(owner.userName, `guess ${attempt}`, ATTACKER_ADDRESS)).statusCode).toBe(401);
    const again = await login(owner.userName, owner.password, OWNER_ADDRESS, cookie);
    expect(again.statusCode).toBe(200);
    await forgetUsedCode();
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/login/second-factor',
      payload: { challenge: again.json().data.challenge, code: totpCode(new Date(), key) },
      remoteAddress: OWNER_ADDRESS,
      headers: { cookie },
    });
    expect(second.statusCode, second.body).toBe(200);
    deviceCookie(second);
    // At most a few browsers per account are kept, and only their tokens' hashes.
    const devices = await app.db.select().from(trustedDevices).where(eq(trustedDevices.userId, owner.id));
    expect(devices).toHaveLength(1);
    expect(devices[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

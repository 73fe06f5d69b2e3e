import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { trustedDevices, users } from '../../db/schema/index.js';
import { createClient, createTestApp, totpCode } from '../../test/test-app.js';
import { authApi, type TSecondFactorChallenge, type TSession } from '@app/shared';
import { call, type TCallResult } from '../../test/call.js';

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
    call(app, authApi.login, { body: { userName, password }, remoteAddress: from, headers: cookie ? { cookie } : {} });
  const secondStep = (challenge: string, code: string, cookie?: string) =>
    call(app, authApi.loginSecondFactor, { body: { challenge, code }, remoteAddress: OWNER_ADDRESS, headers: cookie ? { cookie } : {} });
  const challengeOf = (answer: Awaited<ReturnType<typeof login>>) => (answer.data as TSecondFactorChallenge).challenge;
  /** The device cookie a sign-in answer sets, as the browser sends it back. */
  const deviceCookie = ({ response }: Pick<TCallResult<typeof authApi.login | typeof authApi.loginSecondFactor>, 'response'>) => {
    const header = String(response.headers['set-cookie'] ?? '');
    expect(header).toMatch(/^device=[\w-]+; Path=\/api\/auth\/login; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    return header.split(';')[0]!;
  };

  it("lets the owner's browser in while a guesser has slowed the account down; the guesser stays slowed down", async () => {
    const owner = await createClient(app);
    const signedIn = await login(owner.userName, owner.password, OWNER_ADDRESS);
    expect(signedIn.status).toBe(200);
    const cookie = deviceCookie(signedIn);

    // Someone else guesses: from the fifth failure the account waits.
    for (let attempt = 0; attempt < 5; attempt++) expect((await login(owner.userName, `guess ${attempt}`, ATTACKER_ADDRESS)).status).toBe(401);
    expect((await login(owner.userName, owner.password, ATTACKER_ADDRESS)).status).toBe(429);
    // A browser that never signed in waits as well, whoever it is.
    expect((await login(owner.email, owner.password, OWNER_ADDRESS)).status).toBe(429);

    // The owner's browser signs in, and gets a new cookie in place of the one it came with.
    const trusted = await login(owner.userName, owner.password, OWNER_ADDRESS, cookie);
    expect(trusted.status, trusted.response.body).toBe(200);
    expect((trusted.data as TSession).user.id).toBe(owner.id);
    const renewed = deviceCookie(trusted);
    expect(renewed).not.toBe(cookie);
    expect((await login(owner.userName, owner.password, OWNER_ADDRESS, cookie)).status).toBe(429);

    // The guesser is still slowed down, and a cookie of another account does not help them.
    expect((await login(owner.userName, owner.password, ATTACKER_ADDRESS)).status).toBe(429);
    const other = await createClient(app);
    const otherCookie = deviceCookie(await login(other.userName, other.password, ATTACKER_ADDRESS));
    expect((await login(owner.userName, owner.password, ATTACKER_ADDRESS, otherCookie)).status).toBe(429);
    expect((await login(owner.userName, owner.password, OWNER_ADDRESS, renewed)).status).toBe(200);
  });

  it('slows down a stolen cookie used to guess, on its own: the account and its other browsers are not held by it', async () => {
    const owner = await createClient(app);
    const stolen = deviceCookie(await login(owner.userName, owner.password, OWNER_ADDRESS));
    const laptop = deviceCookie(await login(owner.userName, owner.password, OWNER_ADDRESS));
    for (let attempt = 0; attempt < 5; attempt++) expect((await login(owner.userName, `guess ${attempt}`, ATTACKER_ADDRESS, stolen)).status).toBe(401);
    const refused = await login(owner.userName, owner.password, ATTACKER_ADDRESS, stolen);
    expect(refused.status).toBe(429);
    expect(refused.response.headers['retry-after']).toBe('2');
    expect(refused.code).toBe('auth.slowDown');
    // Its failures did not count against the account: the owner's other browser, and a new one, sign in.
    expect((await login(owner.userName, owner.password, OWNER_ADDRESS, laptop)).status).toBe(200);
    expect((await login(owner.userName, owner.password, OWNER_ADDRESS)).status).toBe(200);
  });

  it("holds for the second step too: the owner's browser passes it while the account is slowed down", async () => {
    const owner = await createClient(app);
    const setup = await call(app, authApi.secondFactorSetup, { as: owner.token, body: { currentPassword: owner.password } });
    const key = setup.data.key.replaceAll(' ', '');
    await call(app, authApi.secondFactorEnable, { as: owner.token, body: { code: totpCode(new Date(), key) } });
    // Each code works once: the step used is forgotten, so the tests need not wait for the next one.
    const forgetUsedCode = () => app.db.update(users).set({ totpLastStep: null }).where(eq(users.id, owner.id));
    await forgetUsedCode();
    const challenge = challengeOf(await login(owner.userName, owner.password, OWNER_ADDRESS));
    const first = await secondStep(challenge, totpCode(new Date(), key));
    expect(first.status, first.response.body).toBe(200);
    const cookie = deviceCookie(first);

    for (let attempt = 0; attempt < 5; attempt++) expect((await login(owner.userName, `guess ${attempt}`, ATTACKER_ADDRESS)).status).toBe(401);
    const again = await login(owner.userName, owner.password, OWNER_ADDRESS, cookie);
    expect(again.status).toBe(200);
    await forgetUsedCode();
    const second = await secondStep(challengeOf(again), totpCode(new Date(), key), cookie);
    expect(second.status, second.response.body).toBe(200);
    deviceCookie(second);
    // At most a few browsers per account are kept, and only their tokens' hashes.
    const devices = await app.db.select().from(trustedDevices).where(eq(trustedDevices.userId, owner.id));
    expect(devices).toHaveLength(1);
    expect(devices[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

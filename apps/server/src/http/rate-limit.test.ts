import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app-type.js';
import { loadConfig } from '../config.js';
import { arabic, createClient, createTestApp, TEST_ADMIN, tempDir } from '../test/test-app.js';
import { authApi, contentApi, healthApi } from '@app/shared';
import { call } from '../test/call.js';

/** A port nothing listens on, and one for a Redis of this test's own (never the machine's). */
const CLOSED_PORT = 3462;
const OWN_REDIS_PORT = 3461;

const apps: TApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function startApp(env: Record<string, string>) {
  const app = await createTestApp(env);
  apps.push(app);
  return app;
}

/**
 * One app for a whole describe block: booting one is the dear part. Its tests stay independent by
 * counting from addresses (and accounts) of their own.
 */
function sharedApp(env: () => Record<string, string>) {
  let app: TApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(env());
  });
  afterAll(async () => app?.close());
  return () => app!;
}

const contact = (app: TApp, remoteAddress = '10.1.1.1', headers: Record<string, string> = {}) => call(app, contentApi.contactInfo, { remoteAddress, headers });

describe('rate limiting', () => {
  const assets = ['index-abc123.js', 'LaborsPage-def456.js', 'noto-arabic-789.woff2', 'hero-0a1b2c.webp'];
  let webDist = '';
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
  const app = sharedApp(() => {
    webDist = tempDir('web-dist');
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    for (const name of assets) fs.writeFileSync(path.join(webDist, 'assets', name), `asset ${name}`);
    return { RATE_LIMIT_MAX: '3', WEB_DIST_DIR: webDist };
  });

  it('answers 429 with a localised message once a client goes over the limit', async () => {
    for (let i = 0; i < 3; i++) expect((await contact(app())).status).toBe(200);
    const refused = await contact(app(), '10.1.1.1', arabic);
    expect(refused.status).toBe(429);
    expect(refused.response.json()).toEqual({
      isDone: false,
      data: null,
      message: 'طلبات كثيرة جدًا. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
      code: 'errors.tooManyRequests',
    });
    expect((await contact(app(), '10.2.2.2')).status).toBe(200);
  });

  it("never counts the web app's files or media, while the API still has its limit", async () => {
    fs.writeFileSync(path.join(app().config.uploadDir, `${'a'.repeat(32)}.webp`), 'photo');
    const files = [...assets.map((name) => `/assets/${name}`), `/media/${'a'.repeat(32)}.webp`];

    // Twenty times the limit: a page load and its assets, many times over.
    const statuses = new Set<number>();
    for (let i = 0; i < 60; i++) statuses.add((await app().inject({ url: files[i % files.length]!, remoteAddress: '10.7.7.7' })).statusCode);
    expect([...statuses]).toEqual([200]);

    for (let i = 0; i < 3; i++) expect((await contact(app(), '10.7.7.7')).status).toBe(200);
    expect((await contact(app(), '10.7.7.7')).status).toBe(429);
    expect((await app().inject({ url: '/assets/index-abc123.js', remoteAddress: '10.7.7.7' })).statusCode).toBe(200);
  });

  it('allows 3000 API calls a minute per address by default: ten staff behind one office address', () => {
    expect(loadConfig({}).RATE_LIMIT_MAX).toBe(3000);
  });

  it('can not be dodged with X-Forwarded-For when no proxy is trusted', async () => {
    for (let i = 0; i < 3; i++) await contact(app(), '10.6.6.6');
    const spoofed = await contact(app(), '10.6.6.6', { 'x-forwarded-for': '203.0.113.9' });
    expect(spoofed.status).toBe(429);
  });
});

// Every sign-in checks a password with argon2 (a wrong user name too, against a decoy): each test
// makes only as many attempts as the limit it proves needs.
describe('rate limits on sign-in', () => {
  const app = sharedApp(() => ({ AUTH_RATE_LIMIT_MAX: '2' }));
  const login = (userName: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    call(app(), authApi.login, { body: { userName, password }, remoteAddress, headers });

  it("slows an account down after 5 bad logins, from any address; its owner's own sign-ins never count", async () => {
    const owner = await createClient(app());
    const guess = (n: number) => login(owner.userName, 'guess', `10.3.0.${n}`);
    for (let i = 0; i < 4; i++) expect((await guess(i)).status).toBe(401);
    // Four failures and two successes: were successes counted, the slowdown would have started.
    for (let i = 0; i < 2; i++) expect((await login(owner.userName, owner.password, '10.3.2.2')).status).toBe(200);
    expect((await guess(4)).status).toBe(401);
    const refused = await login(owner.userName, owner.password, '10.3.1.1', arabic);
    expect(refused.status).toBe(429);
    expect(refused.response.headers['retry-after']).toBe('2');
    expect(refused.message).toBe('محاولات فاشلة كثيرة على هذا الحساب. حفاظًا على أمانك، يرجى الانتظار 2 ثانية ثم المحاولة مرة أخرى.');
  });

  it("counts the guesses at one account together, by user name, by e-mail and at a session's change of password", async () => {
    const owner = await createClient(app());
    for (let i = 0; i < 2; i++) expect((await login(owner.userName, 'guess', `10.6.0.${i}`)).status).toBe(401);
    expect((await login(owner.email, 'guess', '10.6.1.1')).status).toBe(401);
    const change = (currentPassword: string) =>
      call(app(), authApi.changePassword, {
        as: owner.token,
        body: { currentPassword, newPassword: 'another long secret', confirmPassword: 'another long secret' },
      });
    for (let i = 0; i < 2; i++) expect((await change('guess')).status).toBe(422);
    expect((await change(owner.password)).status).toBe(429);
    expect((await login(owner.email, owner.password, '10.6.2.1')).status).toBe(429);
  });

  it('counts only failed logins against an address, so many people behind one address can sign in', async () => {
    const fromOffice = (password: string) => login(TEST_ADMIN.userName, password, '10.5.5.5');
    expect((await fromOffice('guess')).status).toBe(401);
    // Three attempts from the address, over its limit of two: the successes are not counted.
    for (let i = 0; i < 2; i++) expect((await fromOffice(TEST_ADMIN.password)).status).toBe(200);
    expect((await fromOffice('guess')).status).toBe(401);
    const refused = await fromOffice(TEST_ADMIN.password);
    expect(refused.status).toBe(429);
    expect(refused.message).toBe('Too many attempts. For your security, please wait up to 15 minutes and try again.');
    expect((await login(TEST_ADMIN.userName, TEST_ADMIN.password, '10.5.5.6')).status).toBe(200);
  });

  describe('behind one load balancer (TRUST_PROXY=1)', () => {
    const behindProxy = sharedApp(() => ({ AUTH_RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' }));
    it('counts the address the load balancer saw, whatever the client wrote before it in X-Forwarded-For', async () => {
      const register = (n: number) =>
        call(behindProxy(), authApi.register, {
          body: { userName: `proxied${n}`, email: `proxied${n}@example.ae`, phoneNumber: '501234567', password: 'password one' },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `198.18.0.${n}, 203.0.113.9` },
        });
      expect((await register(1)).status).toBe(201);
      expect((await register(2)).status).toBe(201);
      expect((await register(3)).status).toBe(429);
    });
  });

  it('limits registrations per address', async () => {
    const register = (n: number) =>
      call(app(), authApi.register, {
        body: { userName: `user${n}`, email: `user${n}@example.ae`, phoneNumber: '501234567', password: 'password one' },
        remoteAddress: '10.4.4.4',
        headers: { 'x-forwarded-for': `198.51.100.${n}` },
      });
    expect((await register(1)).status).toBe(201);
    expect((await register(2)).status).toBe(201);
    expect((await register(3)).status).toBe(429);
  });
});

const health = async (app: TApp) => (await call(app, healthApi.get)).data;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const startedAt = performance.now();
  const result = await work();
  return [result, performance.now() - startedAt];
}

const logIn = (app: TApp, password = TEST_ADMIN.password, remoteAddress = '10.8.8.8') =>
  call(app, authApi.login, { body: { userName: TEST_ADMIN.userName, password }, remoteAddress });

describe('with REDIS_URL set and Redis not there', () => {
  it('signs in and registers at once, keeps limits per instance, and says "degraded"', async () => {
    const app = await startApp({ REDIS_URL: `redis://127.0.0.1:${CLOSED_PORT}`, RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_MAX: '2' });

    const [signIn, signInMs] = await timed(() => logIn(app));
    expect(signIn.status).toBe(200);
    expect(signInMs).toBeLessThan(1500);
    const [registration, registrationMs] = await timed(() =>
      call(app, authApi.register, { body: { userName: 'offline1', email: 'offline1@example.ae', phoneNumber: '501234599', password: 'password one' } }),
    );
    expect(registration.status).toBe(201);
    expect(registrationMs).toBeLessThan(1500);

    const response = await call(app, healthApi.get);
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });

    // The API limit still holds, counted in this instance's memory.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await contact(app, '10.8.8.9')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // And so does the one on guessing passwords (the same counters keep the per-account limit).
    for (let i = 0; i < 2; i++) expect((await logIn(app, 'guess', '10.8.9.1')).status).toBe(401);
    const refused = await logIn(app, TEST_ADMIN.password, '10.8.9.1');
    expect(refused.status).toBe(429);
    expect(refused.message).toBe('Too many attempts. For your security, please wait up to 15 minutes and try again.');
  });
});

/** These tests start and kill a Redis of their own, so they need redis-server installed. */
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

describe.skipIf(!hasRedisServer)('when Redis goes away and comes back', () => {
  let redisServer: ChildProcess | undefined;
  const startRedis = async () => {
    redisServer = spawn('redis-server', ['--port', String(OWN_REDIS_PORT), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const probe = new Redis({ port: OWN_REDIS_PORT, lazyConnect: true, retryStrategy: () => 50 });
    probe.on('error', () => undefined);
    await probe.connect().catch(() => undefined);
    await probe.ping();
    return probe;
  };
  const stopRedis = async () => {
    if (!redisServer || redisServer.exitCode !== null) return;
    const exited = once(redisServer, 'exit');
    redisServer.kill('SIGKILL');
    await exited;
  };
  afterAll(stopRedis);

  async function waitFor(check: () => Promise<boolean>, timeoutMs = 8000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await check()) return true;
      await sleep(100);
    }
    return false;
  }

  it('falls back to per-instance limits within a moment, then shares counts again by itself', async () => {
    const probe = await startRedis();
    const app = await startApp({ REDIS_URL: `redis://127.0.0.1:${OWN_REDIS_PORT}` });
    expect(await health(app)).toMatchObject({ status: 'ok', redis: 'up' });
    await contact(app, '10.9.9.1');
    expect(await probe.keys('rl:*')).toHaveLength(1);
    probe.disconnect();

    await stopRedis();
    expect(await waitFor(async () => (await health(app)).redis === 'down')).toBe(true);
    expect(await health(app)).toMatchObject({ status: 'degraded', redis: 'down' });
    const [signIn, signInMs] = await timed(() => logIn(app));
    expect(signIn.status).toBe(200);
    expect(signInMs).toBeLessThan(1500);
    const [contactInfo, contactMs] = await timed(() => contact(app, '10.9.9.2'));
    expect(contactInfo.status).toBe(200);
    expect(contactMs).toBeLessThan(1500);

    const probeAgain = await startRedis();
    expect(await waitFor(async () => (await health(app)).redis === 'up')).toBe(true);
    expect(await health(app)).toMatchObject({ status: 'ok', redis: 'up' });
    await contact(app, '10.9.9.3');
    expect(await probeAgain.keys('rl:*')).toHaveLength(1);
    probeAgain.disconnect();
  });

  it('does not wait on a Redis that hangs: each request stays quick and health says degraded until it answers again', async () => {
    await stopRedis();
    const probe = await startRedis();
    probe.disconnect();
    const app = await startApp({ REDIS_URL: `redis://127.0.0.1:${OWN_REDIS_PORT}` });
    expect(await health(app)).toMatchObject({ redis: 'up' });

    redisServer!.kill('SIGSTOP');
    try {
      const [statuses, burstMs] = await timed(async () => {
        const answers = [];
        for (let i = 0; i < 20; i++) answers.push((await contact(app, '10.9.9.4')).status);
        return answers;
      });
      expect(new Set(statuses)).toEqual(new Set([200]));
      // One request waits out the 200 ms timeout, the rest count in memory; waiting on each would take over 4 s.
      expect(burstMs).toBeLessThan(3000);
      expect(await health(app)).toMatchObject({ status: 'degraded', redis: 'down' });
    } finally {
      redisServer!.kill('SIGCONT');
    }
    expect(await waitFor(async () => (await health(app)).redis === 'up')).toBe(true);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { TApp } from '../app.js';
import { createTestApp, TEST_ADMIN } from '../test/test-app.js';

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

const health = async (app: TApp) => (await app.inject({ url: '/api/health' })).json().data;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const startedAt = performance.now();
  const result = await work();
  return [result, performance.now() - startedAt];
}

const logIn = (app: TApp, password = TEST_ADMIN.password, remoteAddress = '10.8.8.8') =>
  app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { userName: TEST_ADMIN.userName, password } });

describe('with REDIS_URL set and Redis not there', () => {
  it('signs in and registers at once, keeps limits per instance, and says "degraded"', async () => {
    const [app, startMs] = await timed(() => startApp({ REDIS_URL: `redis://127.0.0.1:${CLOSED_PORT}`, RATE_LIMIT_MAX: '3' }));
    expect(startMs).toBeLessThan(15_000);

    const [signIn, signInMs] = await timed(() => logIn(app));
    expect(signIn.statusCode).toBe(200);
    expect(signInMs).toBeLessThan(1000);
    const [registration, registrationMs] = await timed(() =>
      app.inject({ method: 'POST', url: '/api/auth/register', payload: { userName: 'offline1', email: 'offline1@example.ae', phoneNumber: '501234599', password: 'password one' } }),
    );
    expect(registration.statusCode).toBe(201);
    expect(registrationMs).toBeLessThan(1000);

    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });

    // The API limit still holds, counted in this instance's memory.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await app.inject({ url: '/api/ContactInfo/Get', remoteAddress: '10.8.8.9' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // And so does the one on guessing an account's password, from any address.
    for (let i = 0; i < 10; i++) expect((await logIn(app, 'guess', `10.8.9.${i}`)).statusCode).toBe(401);
    const refused = await logIn(app, TEST_ADMIN.password, '10.8.10.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts. For your security, please wait up to 15 minutes and try again.');
  });
});

describe('when Redis goes away and comes back', () => {
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
    await app.inject({ url: '/api/ContactInfo/Get', remoteAddress: '10.9.9.1' });
    expect(await probe.keys('rl:*')).toHaveLength(1);
    probe.disconnect();

    await stopRedis();
    expect(await waitFor(async () => (await health(app)).redis === 'down')).toBe(true);
    expect(await health(app)).toMatchObject({ status: 'degraded', redis: 'down' });
    const [signIn, signInMs] = await timed(() => logIn(app));
    expect(signIn.statusCode).toBe(200);
    expect(signInMs).toBeLessThan(1000);
    const [contact, contactMs] = await timed(() => app.inject({ url: '/api/ContactInfo/Get', remoteAddress: '10.9.9.2' }));
    expect(contact.statusCode).toBe(200);
    expect(contactMs).toBeLessThan(1000);

    const probeAgain = await startRedis();
    expect(await waitFor(async () => (await health(app)).redis === 'up')).toBe(true);
    expect(await health(app)).toMatchObject({ status: 'ok', redis: 'up' });
    await app.inject({ url: '/api/ContactInfo/Get', remoteAddress: '10.9.9.3' });
    expect(await probeAgain.keys('rl:*')).toHaveLength(1);
    probeAgain.disconnect();
  });
});

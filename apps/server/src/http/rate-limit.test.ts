import { afterEach, describe, expect, it } from 'vitest';
import type { TApp } from '../app.js';
import { arabic, createTestApp } from '../test/test-app.js';

const apps: TApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function startApp(env: Record<string, string>) {
  const app = await createTestApp(env);
  apps.push(app);
  return app;
}

const contact = (app: TApp, remoteAddress = '10.1.1.1', headers: Record<string, string> = {}) =>
  app.inject({ url: '/api/ContactInfo/Get', remoteAddress, headers });

describe('rate limiting', () => {
  it('answers 429 with a localised message once a client goes over the limit', async () => {
    const app = await startApp({ RATE_LIMIT_MAX: '3' });
    for (let i = 0; i < 3; i++) expect((await contact(app)).statusCode).toBe(200);
    const refused = await contact(app, '10.1.1.1', arabic);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      isDone: false,
      data: null,
      message: 'طلبات كثيرة جدًا. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
    });
    expect((await contact(app, '10.2.2.2')).statusCode).toBe(200);
  });

  it('can not be dodged with X-Forwarded-For when no proxy is trusted', async () => {
    const app = await startApp({ RATE_LIMIT_MAX: '2' });
    await contact(app);
    await contact(app);
    const spoofed = await contact(app, '10.1.1.1', { 'x-forwarded-for': '203.0.113.9' });
    expect(spoofed.statusCode).toBe(429);
  });
});

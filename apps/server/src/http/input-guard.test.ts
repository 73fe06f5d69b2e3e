import net, { type AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app-type.js';
import { authApi, cmsApi, enquiriesApi, healthApi, uploadsApi, type TEndpoint } from '@app/shared';
import { call, pathOf } from '../test/call.js';
import { adminHeaders, arabic, createTestApp } from '../test/test-app.js';
import { BODY_LIMITS, bodyLimitOf, MAX_JSON_DEPTH } from './input-guard.js';

const KB = 1024;

describe('the body limit of a route', () => {
  it.each([
    ['a public form', { method: 'POST', url: authApi.login.path, config: { access: 'public' } }, 8 * KB],
    ['the questionnaire', { method: 'POST', url: cmsApi.addAnswers.path, config: { access: 'public' } }, 24 * KB],
    ["a signed-in client's form", { method: 'PUT', url: '/api/auth/profile', config: { access: 'authenticated' } }, 64 * KB],
    ["staff's page editing", { method: 'PUT', url: cmsApi.updatePage.path, config: { access: 'content.manage' } }, 1024 * KB],
    ['an upload (its own limits)', { method: 'POST', url: uploadsApi.media.path, config: { access: 'content.manage', upload: true } }, undefined],
    ['a route that sets its own', { method: 'POST', url: '/api/x', config: { access: 'public' }, bodyLimit: 100 }, 100],
  ] as const)('is set by who may call it: %s', (_, route, limit) => {
    expect(bodyLimitOf(route)).toBe(limit);
  });
});

describe('bodies', () => {
  let app: TApp;
  let port: number;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => app.close());

  const json = { 'content-type': 'application/json' };
  /** Posts `payload` as JSON text, as it is: too long or too deep to be a body the declaration describes. */
  const post = (endpoint: TEndpoint, payload: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: pathOf(endpoint), payload, headers: { ...json, ...headers } });

  it('over a public form’s few KB are refused 413 in the reader’s language, however valid', async () => {
    const long = JSON.stringify({ name: 'Mariam', email: 'mariam@example.ae', phoneNumber: '501234567', message: 'x'.repeat(BODY_LIMITS.publicForm) });
    for (const form of [authApi.login, authApi.register, authApi.forgotPassword, authApi.resetPassword, enquiriesApi.send, enquiriesApi.requestCallback]) {
      const response = await post(form, long);
      expect(response.statusCode, form.path).toBe(413);
      expect(response.json()).toMatchObject({ isDone: false, code: 'errors.bodyTooLarge', message: 'The request is too large' });
    }
    expect((await post(enquiriesApi.send, long, arabic)).json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('of a page’s 100,000 characters in each language still reach staff routes', async () => {
    const headers = await adminHeaders(app);
    const response = await app.inject({
      method: 'PUT',
      url: pathOf(cmsApi.saveSettings),
      headers: { ...json, ...headers },
      payload: JSON.stringify({ footerAbout: { en: 'x'.repeat(200_000), ar: 'س'.repeat(100_000) } }),
    });
    expect(response.statusCode).not.toBe(413);
  });

  it(`are refused past ${MAX_JSON_DEPTH} levels of nesting, and taken at ${MAX_JSON_DEPTH}`, async () => {
    const nested = (depth: number) => `[${'{"a":['.repeat(depth - 1)}${']}'.repeat(depth - 1)}]`;
    const deep = await post(cmsApi.addAnswers, nested(2 * MAX_JSON_DEPTH + 1));
    expect(deep.statusCode).toBe(400);
    expect(deep.json().code).toBe('errors.jsonTooDeep');
    const deepest = await post(cmsApi.addAnswers, `[${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}]`);
    expect(deepest.json().code).toBe('validation.failed');
    const tooDeep = await post(cmsApi.addAnswers, `[${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}]`);
    expect(tooDeep.json().code).toBe('errors.jsonTooDeep');
  });

  it('nested 12,000 deep in 24 KB are a localised 400, never a 500, wherever they fit', async () => {
    const body = '['.repeat(12_000) + ']'.repeat(12_000);
    expect(body.length).toBe(24_000);
    const headers = await adminHeaders(app);
    for (const [form, extra] of [
      [cmsApi.addAnswers, {}],
      [cmsApi.addPage, headers],
    ] as const) {
      const response = await post(form, body, extra);
      expect(response.statusCode, `${form.path} ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ isDone: false, code: 'errors.jsonTooDeep', message: 'The request body is nested too deeply' });
      expect((await post(form, body, { ...extra, ...arabic })).json().message).toBe('بنية محتوى الطلب متداخلة بعمق زائد');
    }
  });

  /** Sends the head of a request announcing `length` bytes, and a few of them; resolves with the answer and how long it took. */
  function announce(path: string, length: number): Promise<{ answer: string; ms: number }> {
    return new Promise((resolve, reject) => {
      const startedAt = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('utf8');
        if (answer.includes('\r\n\r\n')) {
          socket.destroy();
          resolve({ answer, ms: Date.now() - startedAt });
        }
      });
      socket.on('error', reject);
      socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{"name":"`);
    });
  }

  it('of a megabyte are refused 413 from their length, before they are sent', async () => {
    for (const path of [authApi.login, enquiriesApi.send, cmsApi.addAnswers].map((form) => pathOf(form))) {
      // Under the server's 1 MB: only the route's own limit refuses it without reading it.
      const { answer, ms } = await announce(path, 1_000_000);
      expect(answer, path).toMatch(/^HTTP\/1.1 413 /);
      expect(ms).toBeLessThan(2000);
    }
  });

  it('of a megabyte each, many at once, leave the event loop free', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const megabyte = `{"userName":"${'a'.repeat(1024 * 1024)}"}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(authApi.login, megabyte)));
    delay.disable();
    expect(answers.every((response) => response.statusCode === 413)).toBe(true);
    expect(delay.max / 1e6).toBeLessThan(200);
    expect((await call(app, healthApi.get)).status).toBe(200);
  });
});

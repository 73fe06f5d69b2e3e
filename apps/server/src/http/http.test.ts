import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TApp } from '../app-type.js';
import { jobs } from '../db/schema/index.js';
import { adminHeaders, arabic, createTestApp, tempDir, TEST_ADMIN } from '../test/test-app.js';
import { apiPath, authApi, clientsApi, cmsApi, contentApi, healthApi, laborsApi, lookupsApi } from '@app/shared';
import { call, pathOf } from '../test/call.js';

describe('the HTTP shell', () => {
  let app: TApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = tempDir('web-dist');
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app shell</title><div id="root"></div>');
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    app = await createTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('reports health with the database up', async () => {
    const response = await call(app, healthApi.get);
    expect(response.status).toBe(200);
    expect(response.response.json()).toMatchObject({ isDone: true, data: { status: 'ok', database: 'up' }, message: null });
  });

  it('reports the e-mail queue, and "degraded" while a due e-mail has waited minutes for a runner', async () => {
    expect((await call(app, healthApi.get)).data.jobs).toEqual({ waiting: 0, failed: 0, oldestWaitingSeconds: 0 });
    // Taken by a runner ten minutes ago that still holds its lease: this instance's runner leaves it alone.
    const minutes = (count: number) => new Date(Date.now() + count * 60_000);
    const stuck = await app.db
      .insert(jobs)
      .values({ kind: 'email', payload: {}, status: 'running', runAt: minutes(-10), lockedUntil: minutes(10) })
      .returning({ id: jobs.id });
    try {
      const { data } = (await call(app, healthApi.get)).response.json();
      expect(data.status).toBe('degraded');
      expect(data.jobs.waiting).toBe(1);
      expect(data.jobs.oldestWaitingSeconds).toBeGreaterThanOrEqual(600);
    } finally {
      await app.db.delete(jobs).where(eq(jobs.id, stuck[0]!.id));
    }
  });

  it('answers unknown API paths with a localised JSON 404', async () => {
    const response = await app.inject({ url: '/api/does-not-exist', headers: arabic });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      isDone: false,
      data: null,
      message: 'لا يوجد مسار GET /api/does-not-exist في الواجهة البرمجية',
      code: 'errors.apiNotFound',
    });
  });

  it('serves the web app for page paths, 200 for known routes and 404 for unknown ones', async () => {
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root"></div>');
    const forbidden = await app.inject({ url: '/FORBIDDEN' });
    expect(forbidden.statusCode).toBe(200);
    expect(forbidden.body).toContain('app shell');
    const unknown = await app.inject({ url: '/no/such/page?x=1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('app shell');
  });

  it('answers 404 for a known page of a record that does not exist, 200 when it does', async () => {
    const missing = [
      '/LaborDetails/999999',
      '/NewsDetails/no-such-article',
      '/NewsDetails/6',
      '/ClientOrder/999999',
      '/OrderDetails/999999',
      '/LaborsEdit/999999',
      '/ClientDetails/999999',
      '/ClientOrder/abc',
    ];
    for (const url of missing) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('app shell');
    }
    // The seeded content has its articles; a page with no record in its path is answered as before.
    const [article] = (
      await call(app, cmsApi.pages, { body: { kind: 'article', langId: 2, paginationFilter: { pageNumber: 1, pageSize: 1, isPaging: true } } })
    ).data.items;
    expect((await app.inject({ url: `/NewsDetails/${article!.uniqueUrl}` })).statusCode).toBe(200);
    expect((await app.inject({ url: '/Workers?profession=2' })).statusCode).toBe(200);
  });

  it('caches hashed assets for a year and never the page itself', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers with a strict script policy', async () => {
    const response = await app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('lets no browser or proxy keep an answer with a session or a token, and lets public readings be kept', async () => {
    const admin = await adminHeaders(app);
    const answers = {
      signIn: await call(app, authApi.login, { body: TEST_ADMIN }),
      profile: await call(app, authApi.me, { headers: admin }),
      clients: await call(app, clientsApi.list, { headers: admin }),
      workerWithPassport: await call(app, laborsApi.adminList, { query: { pageSize: 1 }, headers: admin }),
      refused: await call(app, clientsApi.list),
    };
    for (const [name, answer] of Object.entries(answers)) expect(answer.response.headers['cache-control'], name).toBe('no-store');
    const catalogue = await call(app, laborsApi.catalogue, { query: { pageSize: 1 } });
    expect(catalogue.status).toBe(200);
    expect(catalogue.response.headers['cache-control']).not.toBe('no-store');
  });

  it('publishes OpenAPI with the content calls', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/MuMenuItem/GetByTypeId', '/api/ContactInfo/Get', '/api/admin/orders/{id}/transitions']));
    const transition = response.json().paths['/api/admin/orders/{id}/transitions'].post;
    expect(JSON.stringify(transition.requestBody)).toContain('setInterview');
  });
});

describe('reference lists', () => {
  let app: TApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('lists at least twelve source countries with Arabic names, in order', async () => {
    const { data } = (await call(app, lookupsApi.active, { params: { list: 'countries' } })).response.json();
    expect(data.length).toBeGreaterThanOrEqual(12);
    expect(data[0]).toMatchObject({ name: 'Philippines', nameAr: 'الفلبين' });
    expect(data.every((value: { nameAr: string }) => /[\u0600-\u06FF]/.test(value.nameAr))).toBe(true);
  });

  it('lists the usual positions', async () => {
    const { data } = (await call(app, lookupsApi.active, { params: { list: 'positions' } })).response.json();
    expect(data.map((value: { name: string }) => value.name)).toEqual(expect.arrayContaining(['Housemaid', 'Nanny', 'Cook', 'Driver', 'Caregiver']));
  });

  it('refuses an unknown list', async () => {
    const response = await app.inject({ url: apiPath(lookupsApi.active.path, { list: 'passports' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ list: 'Unknown reference list' });
  });
});

describe('hostile input', () => {
  let app: TApp;
  let port: number;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => app.close());

  const json = { 'content-type': 'application/json' };
  const login = (payload: string | Buffer, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: pathOf(authApi.login), payload, headers: { ...json, ...headers } });

  it.each([
    // As deep as fits in the sign-in form's 8 KB (deeper bodies are longer: input-guard.test.ts).
    ['4,000-deep arrays', '['.repeat(4_000) + ']'.repeat(4_000), 'The request body is nested too deeply'],
    ['1,300-deep objects', '{"a":'.repeat(1_300) + '1' + '}'.repeat(1_300), 'The request body is nested too deeply'],
    [
      'invalid UTF-8',
      Buffer.concat([Buffer.from('{"userName":"a'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('","password":"password one"}')]),
      'The request contains text that is not valid UTF-8',
    ],
    ['a key given twice', '{"userName":"nobody","userName":"admin","password":"password one"}', 'The request body names the same field more than once'],
    [
      'a key given twice, once escaped',
      '{"userName":"nobody","user\\u004eame":"admin","password":"password one"}',
      'The request body names the same field more than once',
    ],
    ['__proto__', '{"__proto__":{"isAdmin":true},"userName":"a","password":"password one"}', 'The request body uses a field name that is not allowed'],
    [
      'constructor.prototype',
      '{"userName":"a","password":"password one","x":{"constructor":{"prototype":{"isAdmin":true}}}}',
      'The request body uses a field name that is not allowed',
    ],
    ['a truncated body', '{"userName":"a",', 'The request body is not valid JSON'],
  ])('refuses %s with a localised 400', async (_, payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isDone: false, data: null, message });
    expect((await login(payload, arabic)).json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('takes the same words in keys and values, and deep enough forms, as before', async () => {
    const response = await login(
      '{"userName":"admin","password":"userName constructor prototype \\\\\\" {\\"a\\":1,\\"a\\":2}","extra":[[{"a":[1,{"b":2}]}],{"a":1},{"a":2}]}',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ extra: 'Unknown field: extra' });
  });

  it('refuses bad content types and lengths', async () => {
    expect((await login('{}', { 'content-type': 'application/x-evil' })).statusCode).toBe(415);
    expect((await login('{}', { 'content-type': ';;;==' })).json()).toMatchObject({ isDone: false, message: 'This content type is not supported' });
    const short = await login('{}', { 'content-length': '99' });
    expect(short.statusCode).toBe(400);
    expect(short.json().isDone).toBe(false);
  });

  it('refuses an address that does not decode with a localised 400', async () => {
    const response = await app.inject({ url: '/api/LbLabor/%C0%AE', headers: arabic });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ isDone: false, data: null, message: 'عنوان الطلب غير صالح', code: 'errors.badUrl' });
  });

  /** Sends raw bytes and reads the whole answer: the cases Node's own HTTP parser refuses. */
  function rawRequest(bytes: string | Buffer): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('end', () => resolve(answer));
      socket.on('close', () => resolve(answer));
      socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
      socket.end(bytes);
    });
  }
  const envelopeOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it('answers headers too large with a localised 431 in the envelope', async () => {
    const answer = await rawRequest(`GET /api/ContactInfo/Get HTTP/1.1\r\nHost: x\r\nAccept-Language: ar-AE,${'ar;q=0.5,'.repeat(4000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1.1 431 /);
    expect(envelopeOf(answer)).toEqual({ isDone: false, data: null, message: 'ترويسات الطلب كبيرة جدًا', code: 'errors.headersTooLarge' });
  });

  it('takes a long Accept-Language within the header limit', async () => {
    const response = await call(app, contentApi.contactInfo, { headers: { 'accept-language': `ar,${'x-'.repeat(5000)}` } });
    expect(response.status).toBe(200);
  });

  it.each([
    ['a Content-Length that is no number', 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}'],
    ['two different Content-Lengths', 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}'],
    ['bytes that are no HTTP', '\u0000\u0001GARBAGE\r\n\r\n'],
  ])('answers %s with a 400 in the envelope', async (_, bytes) => {
    const answer = await rawRequest(bytes);
    expect(answer).toMatch(/^HTTP\/1.1 400 /);
    expect(envelopeOf(answer)).toEqual({ isDone: false, data: null, message: 'The request could not be read', code: 'errors.badRequest' });
  });

  it('stops reading a 50 MB body at the limit, with memory bounded, and stays up', async () => {
    const before = process.memoryUsage();
    const answer = await new Promise<number>((resolve, reject) => {
      const request = http.request({ port, method: 'POST', path: pathOf(authApi.login), headers: json }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      });
      request.on('error', reject);
      const piece = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < 50 * 1024 * 1024 && !request.destroyed) {
          sent += piece.length;
          if (!request.write(piece)) return void request.once('drain', pump);
        }
        request.end();
      };
      pump();
    });
    expect(answer).toBe(413);
    const after = process.memoryUsage();
    expect(after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers).toBeLessThan(30 * 1024 * 1024);
    expect((await call(app, healthApi.get)).status).toBe(200);
  });
});

describe('a body that never ends', () => {
  let app: TApp;
  let port: number;
  beforeAll(async () => {
    app = await createTestApp({ REQUEST_BODY_SECONDS: '1' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => app.close());

  it('is answered 408 in the reader’s language once its time is up, and its connection closed', async () => {
    const startedAt = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      // Says 100 bytes, sends 12, and keeps the connection open.
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nAccept-Language: ar\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"userName":',
      );
    });
    expect(answer).toMatch(/^HTTP\/1.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).code).toBe('errors.requestTimeout');
    expect(Date.now() - startedAt).toBeLessThan(5000);
    expect((await call(app, healthApi.get)).status).toBe(200);
  });

  it('leaves nothing behind for a body refused before its end (too large): no error once its time is up', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        { port, method: 'POST', path: pathOf(authApi.login), headers: { 'content-type': 'application/json', 'content-length': String(4 * 1024 * 1024) } },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
        },
      );
      request.on('error', reject);
      // Sends part of the body, then waits: the server has answered, the rest never comes.
      request.write(Buffer.alloc(2 * 1024 * 1024, 0x20));
    });
    expect(status).toBe(413);
    // Past the deadline: an error thrown by it would fail the run as an uncaught exception.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await call(app, healthApi.get)).status).toBe(200);
  });
});

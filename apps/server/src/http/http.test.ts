import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app.js';
import { arabic, createTestApp, tempDir } from '../test/test-app.js';

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
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isDone: true, data: { status: 'ok', database: 'up' }, message: null });
  });

  it('answers unknown API paths with a localised JSON 404', async () => {
    const response = await app.inject({ url: '/api/does-not-exist', headers: arabic });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      isDone: false,
      data: null,
      message: 'لا يوجد مسار GET /api/does-not-exist في الواجهة البرمجية',
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
    const missing = ['/LaborDetails/999999', '/NewsDetails/no-such-article', '/NewsDetails/6', '/ClientOrder/999999', '/OrderDetails/999999', '/LaborsEdit/999999', '/ClientDetails/999999', '/ClientOrder/abc'];
    for (const url of missing) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('app shell');
    }
    // The seeded content has its articles; a page with no record in its path is answered as before.
    const [article] = (await app.inject({ method: 'POST', url: '/api/PgPage/GetAll', payload: { kind: 'article', langId: 2, paginationFilter: { pageNumber: 1, pageSize: 1, isPaging: true } } })).json<{ data: { items: Array<{ uniqueUrl: string }> } }>().data.items;
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
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
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
    const { data } = (await app.inject({ url: '/api/lookups/countries' })).json();
    expect(data.length).toBeGreaterThanOrEqual(12);
    expect(data[0]).toMatchObject({ name: 'Philippines', nameAr: 'الفلبين' });
    expect(data.every((value: { nameAr: string }) => /[\u0600-\u06FF]/.test(value.nameAr))).toBe(true);
  });

  it('lists the usual positions', async () => {
    const { data } = (await app.inject({ url: '/api/lookups/positions' })).json();
    expect(data.map((value: { name: string }) => value.name)).toEqual(
      expect.arrayContaining(['Housemaid', 'Nanny', 'Cook', 'Driver', 'Caregiver']),
    );
  });

  it('refuses an unknown list', async () => {
    const response = await app.inject({ url: '/api/lookups/passports' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ list: 'Unknown reference list' });
  });
});

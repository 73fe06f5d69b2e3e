import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app-type.js';
import { adminHeaders, createTestApp, registerClient, tempDir } from '../test/test-app.js';
import { lookupsApi } from '@app/shared';
import { pathOf } from '../test/call.js';
import { publicPageFor } from './public-pages.js';
import { pagesPerMinute, type TPublicPageFor } from './web.js';

const SHELL = '<!doctype html><html lang="en" dir="ltr"><head><title>Shell</title></head><body><div id="root"></div></body></html>';

function webDist(prefix: string) {
  const dir = tempDir(prefix);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), SHELL);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

describe('pages the server writes, per address', () => {
  let app: TApp;
  beforeAll(async () => {
    // 20 API calls a minute: 60 pages a minute.
    app = await createTestApp({ WEB_DIST_DIR: webDist('page-limits-web'), RATE_LIMIT_MAX: '20' });
  });
  afterAll(async () => app.close());

  const load = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ url, remoteAddress, headers: { 'accept-encoding': 'gzip', ...headers } });

  it('are limited like API calls: past the minute’s allowance a short 429 page in the reader’s language, kept by nobody', async () => {
    expect(pagesPerMinute(20)).toBe(60);
    expect(pagesPerMinute(3000)).toBe(300);
    for (let page = 0; page < 60; page += 1) {
      expect((await load(page % 2 ? '/' : `/Workers?page=${page}`, '203.0.113.50')).statusCode).toBe(200);
    }
    const refused = await load('/ContactUs', '203.0.113.50', { cookie: 'languageId=1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toMatch(/text\/html/);
    expect(refused.body).toContain('<html lang="ar" dir="rtl">');
    expect(refused.body).toMatch(/[\u0600-\u06FF]/);
    // Another address has its own allowance; the web app's files and the API are counted apart.
    expect((await load('/', '203.0.113.51')).statusCode).toBe(200);
    expect((await load('/assets/index-abc123.js', '203.0.113.50')).statusCode).toBe(200);
    expect((await load(pathOf(lookupsApi.active, { params: { list: 'countries' } }), '203.0.113.50')).statusCode).toBe(200);
  });

  it('are kept apart from nothing a signed-in visitor sends: the same page as anyone’s, with nothing of theirs', async () => {
    const client = await registerClient(app, { userName: 'page.visitor', email: 'page.visitor@example.ae' });
    const signedIn = await load('/', '203.0.113.60', { authorization: `Bearer ${client.token}`, cookie: `session=${client.token}` });
    const staff = await load('/Workers', '203.0.113.60', await adminHeaders(app));
    const anyone = await load('/', '203.0.113.61');
    expect(anyone.rawPayload.equals(signedIn.rawPayload)).toBe(true);
    for (const response of [signedIn, staff, anyone]) {
      const html = gunzipSync(response.rawPayload).toString('utf8');
      expect(html).not.toContain('page.visitor');
      expect(html).not.toContain(client.token);
    }
  });

  /** What publicPageFor makes of an address, as the web app asks it. */
  const keptAs = async (url: string, route: Parameters<TPublicPageFor>[2], headers: Record<string, string> = {}) => {
    const [pathname, search = ''] = url.split('?');
    const request = { url, query: Object.fromEntries(new URLSearchParams(search)), headers, protocol: 'http', host: 'localhost' } as unknown as FastifyRequest;
    return (await publicPageFor(app)(request, pathname!, route)).keptAs;
  };

  it('are kept by language, path and the calls they make: a parameter no call reads is the same page', async () => {
    const home = await keptAs('/', 'home');
    expect(home).toBeDefined();
    expect((await keptAs('/?utm_source=newsletter', 'home'))?.key).toBe(home!.key);
    expect((await keptAs('/?x=1&y=2', 'home'))?.key).toBe(home!.key);
    expect((await keptAs('/?lang=ar', 'home'))?.key).not.toBe(home!.key);
    expect((await keptAs('/', 'home', { cookie: 'languageId=1' }))?.key).toBe((await keptAs('/?lang=ar', 'home'))!.key);
    expect((await keptAs('/Workers?page=2', 'workers'))?.key).not.toBe((await keptAs('/Workers', 'workers'))!.key);
    // A signed-in screen is never kept.
    expect(await keptAs('/ClientProfile', 'clientProfile')).toBeUndefined();
    expect(await keptAs('/StaffList', 'staffList')).toBeUndefined();
  });
});

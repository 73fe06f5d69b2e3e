import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { MENU_TYPE_ID, publicRequests, readCatalogueParams, requestKey, cmsApi, lookupsApi } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app-type.js';
import { addWorker } from '../test/orders.js';
import { adminHeaders, createTestApp, manualClock, tempDir } from '../test/test-app.js';
import { withFirstPaint } from './first-paint.js';
import { call } from '../test/call.js';

const SHELL = '<!doctype html><html lang="en" dir="ltr"><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const PRELOADS = {
  home: ['/assets/HomePage-1.js', '/assets/Branches-1.css'],
  contactUs: ['/assets/ContactPage-1.js'],
  en: ['/assets/en-1.js'],
  ar: ['/assets/ar-1.js'],
};

/** The answers a page carries, read back as the browser's JSON.parse would. */
function answersIn(html: string): Record<string, unknown> {
  const json = /<script id="first-paint-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as Record<string, unknown>;
}

describe('what a page carries for its first paint', () => {
  let app: TApp;
  let laborId: number;
  beforeAll(async () => {
    const webDist = tempDir('first-paint-web');
    fs.writeFileSync(path.join(webDist, 'index.html'), SHELL);
    fs.writeFileSync(path.join(webDist, 'first-paint.json'), JSON.stringify(PRELOADS));
    // A low limit: the page's own calls must not use up the visitor's allowance.
    app = await createTestApp({ WEB_DIST_DIR: webDist, RATE_LIMIT_MAX: '20' });
    laborId = await addWorker(app, await adminHeaders(app), 'Siti Rahma');
  });
  afterAll(async () => app.close());

  // As browsers ask: gzipped, so the pages are the ones the server keeps.
  const page = async (url: string, headers: Record<string, string> = {}) =>
    gunzipSync((await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } })).rawPayload).toString('utf8');
  const apiData = async (request: { method: 'GET' | 'POST'; path: string; body?: unknown }) =>
    (await app.inject({ method: request.method, url: request.path, payload: request.body as object | undefined })).json().data;

  it('answers the home page calls inside the HTML, exactly as the API answers them', async () => {
    const answers = answersIn(await page('/'));
    const expected = [
      publicRequests.menu(MENU_TYPE_ID.main),
      publicRequests.menu(MENU_TYPE_ID.footer),
      publicRequests.contactInfo(2),
      publicRequests.page('home', 2),
      publicRequests.homeData('home', 2),
      publicRequests.packages(),
      publicRequests.lookup('countries'),
    ];
    for (const request of expected) expect(answers[requestKey(request)]).toEqual(await apiData(request));
    const labors = Object.keys(answers).find((key) => key.startsWith('GET /api/labors?'));
    expect(labors).toBe('GET /api/labors?sort=latest&pageNumber=1&pageSize=12');
  });

  it("carries an article's own page on its address", async () => {
    const answers = answersIn(await page('/NewsDetails/main-or-monthly-package'));
    const article = answers[requestKey(publicRequests.page('main-or-monthly-package', 2))] as { uniqueUrl: string };
    expect(article.uniqueUrl).toBe('main-or-monthly-package');
  });

  it('follows the catalogue filters in the address and the language of ?lang=ar', async () => {
    const answers = answersIn(await page('/?lang=ar&gender=female&page=2'));
    expect(Object.keys(answers)).toContain('GET /api/labors?sort=latest&pageNumber=2&pageSize=12&gender=female');
    expect(Object.keys(answers)).toContain(requestKey(publicRequests.contactInfo(1)));
  });

  it("sends a returning visitor's pages in the language of her cookie, unless the address names one", async () => {
    const arabic = await page('/ContactUs', { cookie: 'languageId=1' });
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('/assets/ar-1.js');
    expect(Object.keys(answersIn(arabic))).toContain(requestKey(publicRequests.contactInfo(1)));
    const english = await page('/ContactUs?lang=en', { cookie: 'languageId=1' });
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(Object.keys(answersIn(english))).toContain(requestKey(publicRequests.contactInfo(2)));
  });

  it("carries a worker's public details on her page, never her passport", async () => {
    const html = await page(`/LaborDetails/${laborId}`);
    const worker = answersIn(html)[requestKey(publicRequests.labor(laborId))] as Record<string, unknown>;
    expect(worker).toMatchObject({ id: laborId, name: 'Siti Rahma' });
    expect(worker).toEqual(await apiData(publicRequests.labor(laborId)));
    expect(html).not.toMatch(/passport/i);
  });

  it('carries the catalogue exactly as the API answers it', async () => {
    const request = publicRequests.labors(readCatalogueParams(new URLSearchParams('gender=female')));
    const answers = answersIn(await page('/Workers?gender=female'));
    expect(answers[requestKey(request)]).toEqual(await apiData(request));
  });

  it('does not keep a catalogue page written while the workers are read again: the next one has its counts', async () => {
    const request = publicRequests.labors(readCatalogueParams(new URLSearchParams('profession=1')));
    const facetsOn = async () => (answersIn(await page('/Workers?profession=1'))[requestKey(request)] as { facets: unknown }).facets;
    // A change the kept workers have not seen: the first page after it is answered without counts.
    await app.db.execute(sql`UPDATE labors SET weight_kg = weight_kg WHERE id = ${laborId}`);
    expect(await facetsOn()).toBeNull();
    await expect.poll(async () => (await apiData(request)).facets).not.toBeNull();
    expect(await facetsOn()).not.toBeNull();
  });

  it("keeps a worker's page until she changes, however she is changed, in each language apart", async () => {
    const url = `/LaborDetails/${laborId}`;
    const nameOn = async (html: string) => (answersIn(html)[requestKey(publicRequests.labor(laborId))] as { name: string }).name;
    const first = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    const again = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await page(url, { cookie: 'languageId=1' })).toContain('<html lang="ar" dir="rtl">');
    expect(await page(url)).toContain('<html lang="en" dir="ltr">');
    // A write this process never saw (another instance, a script): the workers' version moves.
    await app.db.execute(sql`UPDATE labors SET name = 'Siti Rahmawati' WHERE id = ${laborId}`);
    expect(await nameOn(await page(url))).toBe('Siti Rahmawati');
    expect(await page(url)).toContain('<title>Siti Rahmawati');
    await app.db.execute(sql`UPDATE labors SET is_active = false WHERE id = ${laborId}`);
    const hidden = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(hidden.statusCode).toBe(404);
    await app.db.execute(sql`UPDATE labors SET is_active = true, name = 'Siti Rahma' WHERE id = ${laborId}`);
    expect((await app.inject({ url, headers: { 'accept-encoding': 'gzip' } })).statusCode).toBe(200);
  });

  it('leaves out a call the API refuses, so the browser shows its own not-found page', async () => {
    const answers = answersIn(await page('/LaborDetails/999999'));
    expect(answers[requestKey(publicRequests.labor(999999))]).toBeUndefined();
    expect(answers[requestKey(publicRequests.menu(MENU_TYPE_ID.main))]).toBeDefined();
  });

  it("names the route's chunks and the language's catalogue as preloads", async () => {
    const html = await page('/ContactUs?lang=ar');
    expect(html).toContain('<link rel="modulepreload" href="/assets/ar-1.js" />');
    expect(html).toContain('<link rel="modulepreload" href="/assets/ContactPage-1.js" />');
    expect(html).not.toContain('HomePage-1.js');
    const home = await page('/');
    expect(home).toContain('<link rel="preload" as="style" crossorigin href="/assets/Branches-1.css" />');
    expect(home).toContain('/assets/en-1.js');
  });

  it('sends the page gzipped to a browser that accepts it, and plain to one that does not', async () => {
    const zipped = await app.inject({ url: '/ContactUs', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    const html = gunzipSync(zipped.rawPayload).toString('utf8');
    expect(Object.keys(answersIn(html)).length).toBeGreaterThan(3);
    expect(zipped.rawPayload.length).toBeLessThan(html.length / 2);
    const plain = await app.inject({ url: '/ContactUs' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('first-paint-data');
  });

  it("keeps the layout with the read cache off, yet shows a back-office edit, or another instance's, on the next page", async () => {
    const settingsKey = requestKey(publicRequests.settings(2));
    const contactKey = requestKey(publicRequests.contactInfo(2));
    const settingsOf = async () => answersIn(await page('/ContactUs'))[settingsKey] as Record<string, string>;
    const before = await settingsOf();
    const saved = await call(app, cmsApi.saveSettings, { body: { agencyTrn: '100999888700003' }, headers: await adminHeaders(app) });
    expect(saved.status).toBe(200);
    expect(await settingsOf()).toEqual(await apiData(publicRequests.settings(2)));
    expect(await settingsOf()).not.toEqual(before);
    // A write this process never saw (another instance, a script): the trigger counts it too.
    await app.db.execute(sql`UPDATE site_settings SET value = 'https://facebook.example/agency' WHERE key = 'facebookLink'`);
    const contact = answersIn(await page('/ContactUs'))[contactKey] as { facebookLink: string };
    expect(contact.facebookLink).toBe('https://facebook.example/agency');
  });

  it('does not count its own calls against the visitor, who is still limited', async () => {
    for (let load = 0; load < 5; load += 1) {
      expect(Object.keys(answersIn(await page('/'))).length).toBeGreaterThan(8);
    }
    // A visitor who sends the header with a guessed value gets no pass.
    const statuses = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      statuses.push(
        (await call(app, lookupsApi.active, { params: { list: 'countries' }, headers: { 'x-first-paint': 'guess', 'x-forwarded-for': '203.0.113.9' } })).status,
      );
    }
    expect(statuses).toContain(429);
  });
});

describe('the site content a page keeps', () => {
  it('shows an article on the pages at its publishing time, with no write to say so', async () => {
    const webDist = tempDir('first-paint-publish-web');
    fs.writeFileSync(path.join(webDist, 'index.html'), SHELL);
    const clock = manualClock();
    const app = await createTestApp({ WEB_DIST_DIR: webDist }, { clock: clock.now });
    try {
      const inOneHour = new Date(clock.now().getTime() + 3_600_000).toISOString();
      await app.db.execute(sql`UPDATE pages SET published_at = ${inOneHour} WHERE unique_url = 'main-or-monthly-package'`);
      const articleUrls = async () => {
        const home = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
        const list = answersIn(gunzipSync(home.rawPayload).toString('utf8'))[requestKey(publicRequests.articles(1, 2))] as {
          items: Array<{ uniqueUrl: string }>;
        };
        return list.items.map((item) => item.uniqueUrl);
      };
      expect(await articleUrls()).not.toContain('main-or-monthly-package');
      expect(await articleUrls()).not.toContain('main-or-monthly-package');
      clock.advance(2 * 3_600_000);
      expect(await articleUrls()).toContain('main-or-monthly-package');
    } finally {
      await app.close();
    }
  });
});

describe('a kept worker page and the UAE day', () => {
  it('shows her new age from midnight in the UAE, with no write to say so', async () => {
    const webDist = tempDir('first-paint-day-web');
    fs.writeFileSync(path.join(webDist, 'index.html'), SHELL);
    // An hour before the next midnight in Dubai (UTC+4), near the real time: she turns 30 then.
    const nextUaeMidnight = Math.ceil((Date.now() + 4 * 3_600_000) / 86_400_000) * 86_400_000 - 4 * 3_600_000;
    const clock = manualClock(new Date(nextUaeMidnight - 3_600_000));
    const birthday = new Date(nextUaeMidnight + 4 * 3_600_000);
    birthday.setUTCFullYear(birthday.getUTCFullYear() - 30);
    const app = await createTestApp({ WEB_DIST_DIR: webDist }, { clock: clock.now });
    try {
      const laborId = await addWorker(app, await adminHeaders(app), 'Grace Cruz');
      await app.db.execute(sql`UPDATE labors SET date_of_birth = ${birthday.toISOString().slice(0, 10)} WHERE id = ${laborId}`);
      const ageOnPage = async () => {
        const response = await app.inject({ url: `/LaborDetails/${laborId}`, headers: { 'accept-encoding': 'gzip' } });
        return (answersIn(gunzipSync(response.rawPayload).toString('utf8'))[requestKey(publicRequests.labor(laborId))] as { age: number }).age;
      };
      expect(await ageOnPage()).toBe(29);
      clock.advance(59 * 60_000); // 23:59 in Dubai
      expect(await ageOnPage()).toBe(29);
      clock.advance(60_000);
      expect(await ageOnPage()).toBe(30);
    } finally {
      await app.close();
    }
  });
});

describe('the answers block in the HTML', () => {
  it('cannot be closed by a value: every < is escaped, and it still reads back the same', () => {
    const hostile = { 'GET /api/x': { title: '</script><script>alert(1)</script><!--' } };
    const html = withFirstPaint('<head></head>', [], hostile);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(answersIn(html)).toEqual(hostile);
  });

  it('writes no block when there is nothing to carry', () => {
    expect(withFirstPaint('<head></head>', ['/assets/a.js'], {})).not.toContain('first-paint-data');
  });
});

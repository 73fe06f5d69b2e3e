import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app-type.js';
import { addWorker } from '../test/orders.js';
import { adminHeaders, createTestApp, tempDir } from '../test/test-app.js';

const SHELL = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Shell title</title>
    <meta
      name="description"
      content="Shell description"
    />
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('what crawlers see without running JavaScript', () => {
  let app: TApp;
  let laborId: number;
  beforeAll(async () => {
    const webDist = tempDir('seo-web');
    fs.writeFileSync(path.join(webDist, 'index.html'), SHELL);
    app = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://sakina.example' });
    laborId = await addWorker(app, await adminHeaders(app), 'Dewi Lestari');
  });
  afterAll(async () => app.close());

  const head = async (url: string) => {
    const response = await app.inject({ url });
    return { status: response.statusCode, html: response.body };
  };

  it("puts the home page's title, description, keywords, canonical and hreflang into the HTML", async () => {
    const { status, html } = await head('/');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toMatch(/<title>Sakina Domestic Workers \| Housemaids[^<]*<\/title>/);
    expect(html).not.toContain('Shell description');
    expect(html).toMatch(/<meta name="description" content="Vetted housemaids/);
    expect(html).toContain('<meta name="keywords" content="housemaid Dubai');
    expect(html).toContain('<link rel="canonical" href="https://sakina.example/" />');
    expect(html).toContain('<link rel="alternate" hreflang="ar" href="https://sakina.example/?lang=ar" />');
    expect(html).toContain('hreflang="x-default" href="https://sakina.example/"');
  });

  it('serves the Arabic page right to left with its Arabic texts', async () => {
    const { html } = await head('/ContactUs?lang=ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>اتصل بنا | سكينة</title>');
    expect(html).toContain('<link rel="canonical" href="https://sakina.example/ContactUs?lang=ar" />');
  });

  it('names an article and a worker in their titles', async () => {
    expect((await head('/NewsDetails/main-or-monthly-package')).html).toContain('<title>Main or Monthly package: which one suits you? | Sakina</title>');
    expect((await head(`/LaborDetails/${laborId}`)).html).toContain('<title>Dewi Lestari, Housemaid from Philippines | Sakina Domestic Workers</title>');
  });

  it('writes every page in the language its address, cookie or browser asks for', async () => {
    for (const url of ['/Login?lang=ar', '/Register?lang=ar', '/Shortlist?lang=ar', '/CLientOrders?lang=ar']) {
      expect((await head(url)).html, url).toContain('<html lang="ar" dir="rtl">');
    }
    const page = async (headers: Record<string, string>) => (await app.inject({ url: '/Login', headers })).body;
    expect(await page({ 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' })).toContain('<html lang="ar" dir="rtl">');
    expect(await page({ 'accept-language': 'en-GB,en;q=0.9' })).toContain('<html lang="en" dir="ltr">');
    // A choice made on the site wins over the browser's language.
    expect(await page({ 'accept-language': 'ar-AE', cookie: 'languageId=2' })).toContain('<html lang="en" dir="ltr">');
  });

  it('keeps the shell for pages it knows nothing about, and 404s unknown paths', async () => {
    expect((await head('/Login')).html).toContain('<title>Shell title</title>');
    expect((await head('/NewsDetails/no-such-article')).html).toContain('<title>Shell title</title>');
    expect((await head('/no/such/page')).status).toBe(404);
  });

  it('lists every public address in both languages in sitemap.xml, and robots.txt points to it', async () => {
    const map = await app.inject({ url: '/sitemap.xml' });
    expect(map.headers['content-type']).toMatch(/application\/xml/);
    expect(map.body).toContain('<loc>https://sakina.example/NewsDetails/main-or-monthly-package</loc>');
    expect(map.body).toContain('<loc>https://sakina.example/NewsDetails/main-or-monthly-package?lang=ar</loc>');
    expect(map.body).toContain(`<loc>https://sakina.example/LaborDetails/${laborId}</loc>`);
    expect(map.body).not.toContain('/Dashboard');
    const robots = (await app.inject({ url: '/robots.txt' })).body;
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /StaffList');
    expect(robots).toContain('Sitemap: https://sakina.example/sitemap.xml');
  });
});

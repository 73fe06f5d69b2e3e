import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { auditLog, pages } from '../../db/schema/index.js';
import { seedDatabase } from '../../db/seed/index.js';
import { adminHeaders, arabic, createTestApp, staffHeaders, tempDir } from '../../test/test-app.js';
import { cmsApi, ordersApi } from '@app/shared';
import { call, pathOf } from '../../test/call.js';

const SHELL = '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>';

/** /Prices, /Privacy and /Terms, and the licence numbers the footer shows (issue 20). */
describe('the prices, privacy and terms pages and the licence settings', () => {
  let app: TApp;
  let content: Record<string, string>;
  let sales: Record<string, string>;
  beforeAll(async () => {
    const webDist = tempDir('site-pages-web');
    fs.writeFileSync(path.join(webDist, 'index.html'), SHELL);
    app = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://sakina.example' });
    content = await staffHeaders(app, 'content');
    sales = await staffHeaders(app, 'sales');
  });
  afterAll(async () => app.close());

  const page = async (uniqueUrl: string, langId: 1 | 2) => (await call(app, cmsApi.pageByUrl, { body: { uniqueUrl, langId } })).data.pgPageLngs[0]!;
  const publicSettings = async () => (await call(app, cmsApi.settings, { query: { langId: 2 } })).data;
  const saveSettings = (body: Record<string, string>, headers: Record<string, string>) => call(app, cmsApi.saveSettings, { body, headers });
  const audits = (entity: string, entityId: string) =>
    app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

  it('serves /Prices with its own title and the packages in the page, in both languages, and lists the new pages in the sitemap', async () => {
    const english = (await app.inject({ url: '/Prices' })).body;
    expect(english).toContain('<title>Prices and packages | Sakina</title>');
    expect(english).toMatch(/<meta name="description" content="What hiring a housemaid/);
    // The first paint carries the packages: no API call before the prices show.
    expect(english).toContain('"GET /api/packages":[{"kind":"Main"');
    expect((await app.inject({ url: '/Privacy?lang=ar' })).body).toContain('<title>سياسة الخصوصية | سكينة</title>');
    expect((await app.inject({ url: '/terms' })).body).toContain('<title>Terms of service | Sakina</title>');
    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    for (const address of ['/Prices', '/Privacy', '/Terms?lang=ar']) expect(sitemap).toContain(`<loc>https://sakina.example${address}</loc>`);
  });

  it('shows a new price on /Prices as soon as it is saved', async () => {
    await app.inject({ url: '/Prices' });
    const main = (await call(app, ordersApi.adminPackages, { headers: await adminHeaders(app) })).data[0]!;
    const { kind: _kind, ...input } = main;
    const saved = await call(app, ordersApi.updatePackage, {
      params: { kind: 'Main' },
      body: { ...input, priceAed: 13_000 },
      headers: await adminHeaders(app),
    });
    expect(saved.status).toBe(200);
    expect((await app.inject({ url: '/Prices' })).body).toContain('"kind":"Main","name":"Main package","nameAr":"الباقة الرئيسية","description"');
    expect((await app.inject({ url: '/Prices' })).body).toContain('"priceAed":13000');
  });

  it('seeds a privacy policy under the PDPL and terms under the domestic workers law, in both languages', async () => {
    expect((await page('privacy', 2)).body).toContain('Federal Decree-Law No. 45 of 2021');
    expect((await page('privacy', 1)).body).toContain('المرسوم بقانون اتحادي رقم 45 لسنة 2021');
    expect((await page('terms', 2)).summary).toContain('Federal Decree-Law No. 9 of 2022');
    expect((await page('terms', 1)).body).toContain('الضمان');
  });

  it('lets content staff edit the privacy text, with the audit trail; sales are refused', async () => {
    const listed = (await call(app, cmsApi.adminPages, { query: { search: 'privacy' }, headers: content })).data.items;
    const id = listed.find((item: { uniqueUrl: string }) => item.uniqueUrl === 'privacy')!.id;
    const stored = (await call(app, cmsApi.adminPage, { params: { id }, headers: content })).data;
    const texts = (entry: typeof stored.en) => ({
      title: entry.title,
      seoDesc: entry.seoDesc,
      keywords: entry.keywords,
      summary: entry.summary,
      body: entry.body,
    });
    const input = {
      uniqueUrl: 'privacy',
      kind: 'page' as const,
      en: { ...texts(stored.en), body: '<p>Our data officer: dpo@sakina.example</p>' },
      ar: texts(stored.ar),
    };
    expect((await call(app, cmsApi.updatePage, { params: { id }, body: input, headers: sales })).status).toBe(403);
    expect((await page('privacy', 2)).body).toContain('45 of 2021');
    const edited = await call(app, cmsApi.updatePage, { params: { id }, body: input, headers: content });
    expect(edited.status).toBe(200);
    expect((await page('privacy', 2)).body).toBe('<p>Our data officer: dpo@sakina.example</p>');
    expect((await audits('page', String(id))).map((row) => row.action)).toContain('update');
  });

  it('puts the privacy and terms pages back on an installation that lacks them, and leaves edited ones alone', async () => {
    await app.db.delete(pages).where(eq(pages.uniqueUrl, 'terms'));
    await seedDatabase(app.db);
    expect((await page('terms', 2)).title).toBe('Terms of service');
    expect((await page('privacy', 2)).body).toBe('<p>Our data officer: dpo@sakina.example</p>');
  });

  it('lets content staff set the licence numbers the public settings show, with the audit trail', async () => {
    const saved = await saveSettings({ agencyMohreLicence: 'MOHRE-RA 2041/2019', agencyTradeLicence: '784512' }, content);
    expect(saved.status).toBe(200);
    expect(await publicSettings()).toMatchObject({ agencyMohreLicence: 'MOHRE-RA 2041/2019', agencyTradeLicence: '784512' });
    const [audit] = await audits('settings', 'site');
    expect(audit?.actorRole).toBe('content');
    expect(audit?.changes).toMatchObject({ agencyMohreLicence: [null, 'MOHRE-RA 2041/2019'] });
  });

  it("refuses the invoice's settings to content staff and every setting to sales, writing nothing", async () => {
    const refused = await saveSettings({ agencyMohreLicence: '111', agencyTrn: '100000000000003' }, content);
    expect(refused.status).toBe(403);
    expect((await saveSettings({ agencyMohreLicence: '222' }, sales)).status).toBe(403);
    expect((await call(app, cmsApi.adminSettings, { headers: sales })).status).toBe(403);
    expect((await publicSettings()).agencyMohreLicence).toBe('MOHRE-RA 2041/2019');
    expect((await publicSettings()).agencyTrn).toBe('100234567800003');
  });

  it('refuses a licence number that is not one, with the message on its field in Arabic, and malformed bodies', async () => {
    const bad = await saveSettings({ agencyTradeLicence: '<b>78</b>' }, { ...content, ...arabic });
    expect(bad.status).toBe(400);
    expect(bad.errors.agencyTradeLicence).toMatch(/رقم الترخيص/);
    const tooLong = await saveSettings({ agencyMohreLicence: '1'.repeat(41) }, content);
    expect(tooLong.status).toBe(400);
    const sendRaw = (payload: string | object) =>
      app.inject({ method: 'PUT', url: pathOf(cmsApi.saveSettings), headers: { ...content, 'content-type': 'application/json' }, payload });
    expect((await sendRaw('{"agencyMohreLicence":')).statusCode).toBe(400);
    expect((await sendRaw({ agencyMohreLicence: 7 })).statusCode).toBe(400);
    expect((await publicSettings()).agencyTradeLicence).toBe('784512');
  });
});

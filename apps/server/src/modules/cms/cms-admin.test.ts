import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app.js';
import { adminHeaders, arabic, bearer, createTestApp, registerClient } from '../../test/test-app.js';

const entry = (title: string, body = '<p>Text</p>') => ({ title, seoDesc: 'About it', keywords: 'maids, dubai', summary: 'Short', body });
const article = (uniqueUrl: string, body: string) => ({ uniqueUrl, kind: 'article', en: entry('Hiring a nanny', body), ar: entry('توظيف مربية', body) });

describe('editing content in the back office', () => {
  let app: TApp;
  let admin: Record<string, string>;
  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown, headers = admin) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  beforeAll(async () => {
    app = await createTestApp();
    admin = await adminHeaders(app);
  });
  afterAll(async () => app.close());

  it('neutralises scripts and event handlers in a body, end to end', async () => {
    const hostile = '<p onclick="steal()">Hello<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>';
    const created = await send('POST', '/api/admin/pages', article('hiring-a-nanny', hostile));
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Added successfully');
    const shown = (await app.inject({ method: 'POST', url: '/api/PgPage/GetPageByUniqueUrl', payload: { uniqueUrl: 'hiring-a-nanny', langId: 2 } })).json().data;
    const body = shown.pgPageLngs[0].body;
    expect(body).toContain('Hello');
    expect(body).not.toMatch(/script|onerror|onclick|javascript:/i);
  });

  it('strips markup from a menu title, and the public menu shows the clean title', async () => {
    const added = await send('POST', '/api/admin/menus/8', { url: '/Offers', titleEn: '<script>alert(1)</script>Offers', titleAr: 'العروض<img src=x onerror=alert(1)>' });
    expect(added.statusCode).toBe(201);
    const menu = (await app.inject({ method: 'POST', url: '/api/MuMenuItem/GetByTypeId', payload: { typeId: 8 } })).json().data;
    const offers = menu.find((item: { url: string }) => item.url === '/Offers');
    expect(offers.muMenuItemLngs).toEqual([
      { languageId: 1, title: 'العروض' },
      { languageId: 2, title: 'Offers' },
    ]);
  });

  it('edits a section and the public answer changes at once', async () => {
    const created = (await send('POST', '/api/admin/pages', { ...article('about-us', '<p>About</p>'), kind: 'page' })).json().data;
    const withSection = await send('POST', `/api/admin/pages/${created.id}/sections`, { key: 'hero', en: { title: 'Welcome' }, ar: { title: 'أهلًا' } });
    expect(withSection.statusCode).toBe(201);
    const sectionId = withSection.json().data.sections[0].id;
    const edited = await send('PUT', `/api/admin/sections/${sectionId}`, { key: 'hero', en: { title: 'Welcome home', body: '<p>Hi</p>' }, ar: { title: 'أهلًا بكم' } }, { ...admin, ...arabic });
    expect(edited.json().message).toBe('تم التحديث بنجاح');
    const section = (await app.inject({ url: `/api/PgSection/Get?id=${sectionId}&langId=2` })).json().data;
    expect(section.pgSectionLngs[0]).toMatchObject({ title: 'Welcome home', body: '<p>Hi</p>' });
  });

  it('refuses a duplicate address, a bad address and a parent from another menu, naming the field', async () => {
    await send('POST', '/api/admin/pages', article('visa-guide', '<p>x</p>'));
    const duplicate = await send('POST', '/api/admin/pages', article('visa-guide', '<p>y</p>'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual({ uniqueUrl: 'Another page already uses this address' });
    const bad = await send('POST', '/api/admin/pages', article('Visa Guide!', '<p>y</p>'));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['uniqueUrl']);
    const footer = (await send('GET', '/api/admin/menus/10')).json().data;
    const wrongParent = await send('POST', '/api/admin/menus/8', { parentId: footer[0].id, url: '/x', titleEn: 'X', titleAr: 'س' });
    expect(wrongParent.statusCode).toBe(422);
    expect(Object.keys(wrongParent.json().errors)).toEqual(['parentId']);
  });

  it('is for admins only', async () => {
    const client = await registerClient(app);
    expect((await send('GET', '/api/admin/pages', undefined, bearer(client.token))).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/menus/8' })).statusCode).toBe(401);
  });

  it('lists pages with both titles, searchable', async () => {
    const list = (await send('GET', '/api/admin/pages?search=visa')).json().data;
    expect(list.items.map((item: { uniqueUrl: string }) => item.uniqueUrl)).toEqual(['visa-guide']);
    expect(list.items[0]).toMatchObject({ title: 'Hiring a nanny', titleAr: 'توظيف مربية', kind: 'article' });
  });
});

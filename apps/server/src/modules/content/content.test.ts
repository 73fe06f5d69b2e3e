import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMenuItem } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { arabic, createTestApp } from '../../test/test-app.js';
import { contentApi } from '@app/shared';
import { call, pathOf } from '../../test/call.js';

let app: TApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

/** The menu request with a body sent as it is, JSON text or not: what the typed call cannot send. */
function postMenu(payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: pathOf(contentApi.menu),
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

const titleIn = (item: TMenuItem, languageId: number) => item.muMenuItemLngs.find((lng) => lng.languageId === languageId)?.title;

describe('POST /api/MuMenuItem/GetByTypeId', () => {
  it('answers the main menu as a tree with English and Arabic titles', async () => {
    const response = await call(app, contentApi.menu, { body: { typeId: 8 } });
    expect(response.status).toBe(200);
    const body = response.response.json<{ isDone: boolean; data: TMenuItem[]; message: null }>();
    expect(body.isDone).toBe(true);
    expect(body.message).toBeNull();
    expect(body.data.map((item) => titleIn(item, 2))).toEqual(['Home', 'Find a worker', 'Services', 'Prices', 'Articles', 'Work with us', 'Contact Us']);
    expect(body.data.map((item) => titleIn(item, 1))).toContain('الرئيسية');
    expect(body.data[1]!.url).toBe('/Workers');
    const services = body.data[2]!;
    expect(services.url).toBe('/Services');
    expect(services.inverseParent.map((child) => titleIn(child, 2))).toEqual(['Housemaids', 'Nannies', 'Cooks', 'Drivers']);
    // Each profession opens the catalogue filtered to it.
    expect(services.inverseParent.map((child) => child.url)).toEqual([
      '/Workers?profession=1',
      '/Workers?profession=2',
      '/Workers?profession=3',
      '/Workers?profession=4',
    ]);
    expect(Object.keys(services).sort()).toEqual(['id', 'inverseParent', 'muMenuItemLngs', 'url']);
  });

  it('answers the footer as three columns, the third holding plain text', async () => {
    const footer = (await call(app, contentApi.menu, { body: { typeId: 10 } })).data;
    expect(footer).toHaveLength(3);
    const [links, services, hours] = footer as [TMenuItem, TMenuItem, TMenuItem];
    expect(links.inverseParent.every((child) => child.url)).toBe(true);
    expect(services.inverseParent.every((child) => child.url)).toBe(true);
    expect(hours.inverseParent.length).toBeGreaterThan(0);
    expect(hours.inverseParent.every((child) => child.url === null)).toBe(true);
  });

  it('asks for typeId when it is missing, in the reader language', async () => {
    const english = await postMenu({});
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      isDone: false,
      data: null,
      message: 'Please fill in the required fields',
      code: 'validation.failed',
      errors: { typeId: 'field is required' },
    });
    const inArabic = await postMenu({}, arabic);
    expect(inArabic.json().message).toBe('يرجى تعبئة الحقول المطلوبة');
    expect(inArabic.json().errors.typeId).toBe('هذا الحقل مطلوب');
  });

  it.each([
    ['a string', { typeId: '8' }, 'typeId must be a whole number'],
    ['a fraction', { typeId: 8.5 }, 'typeId must be a whole number'],
    ['an unknown menu', { typeId: 9 }, 'typeId must be 8 (main menu) or 10 (footer)'],
    ['null', { typeId: null }, 'typeId must be a whole number'],
  ])('refuses typeId as %s with a clear message', async (_, payload, message) => {
    const response = await postMenu(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ typeId: message });
    // The notification is the sentence alone; the field it is about is named in `errors`, never as a raw key.
    expect(response.json().message).toBe(message);
  });

  it('refuses unknown fields by name', async () => {
    const response = await postMenu({ typeId: 8, admin: true }, arabic);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ admin: 'حقل غير معروف: admin' });
  });

  it('refuses malformed JSON with a 400 envelope', async () => {
    const response = await postMenu('{"typeId": 8', arabic);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ isDone: false, data: null, message: 'محتوى الطلب ليس JSON صالحًا', code: 'errors.malformedJson' });
  });

  it('refuses a body that is not an object', async () => {
    for (const payload of ['[]', '"8"', '8', 'null']) {
      const response = await postMenu(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().isDone).toBe(false);
    }
  });

  it('refuses a 2 MB body with 413', async () => {
    const response = await postMenu({ typeId: 8, padding: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ isDone: false, data: null, message: 'The request is too large', code: 'errors.bodyTooLarge' });
  });

  it('refuses NUL characters', async () => {
    const response = await postMenu({ typeId: 8, note: 'a\u0000b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Text may not contain NUL characters');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: pathOf(contentApi.menu),
      headers: { 'content-type': 'application/xml' },
      payload: '<typeId>8</typeId>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('This content type is not supported');
  });
});

describe('GET /api/ContactInfo/Get', () => {
  it('answers branches and social links in English by default', async () => {
    const response = await call(app, contentApi.contactInfo);
    expect(response.status).toBe(200);
    const { data } = response.response.json();
    expect(data.branchs[0]).toMatchObject({ name: 'Dubai head office', whatsAppNumber: '971501234567' });
    expect(data.branchs[0].telephones[0]).toEqual({ number: '+971 4 263 5500' });
    expect(data.facebookLink).toMatch(/^https:\/\//);
    expect(Object.keys(data).sort()).toEqual(['branchs', 'facebookLink', 'instagramLink', 'linkedinLink', 'twitterLink']);
  });

  it('answers Arabic names for langId 1', async () => {
    const { data } = (await call(app, contentApi.contactInfo, { query: { langId: 1 } })).response.json();
    expect(data.branchs[0].name).toBe('المكتب الرئيسي - دبي');
  });

  it.each(['0', '3', '7'])('answers English for any other language id (langId=%s), as SPEC.md section 4 says', async (langId) => {
    const response = await call(app, contentApi.contactInfo, { query: { langId } });
    expect(response.status).toBe(200);
    expect(response.data.branchs[0]!.name).toBe('Dubai head office');
  });

  it.each(['abc', '1.5', '1&x=1'])('refuses langId=%s', async (langId) => {
    const response = await call(app, contentApi.contactInfo, { query: { langId } });
    expect(response.status).toBe(400);
    expect(response.response.json().isDone).toBe(false);
  });
});

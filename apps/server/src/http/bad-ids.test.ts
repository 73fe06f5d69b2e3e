import * as shared from '@app/shared';
import { apiPath, cmsApi, enquiriesApi, laborsApi, lookupsApi, ordersApi, type TEndpoint } from '@app/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { TApp } from '../app-type.js';
import { laborInput } from '../test/labors.js';
import { addWorker, requestWorker } from '../test/orders.js';
import { call } from '../test/call.js';
import { adminHeaders, arabic, bearer, createClient, createTestApp } from '../test/test-app.js';

/**
 * Ids are PostgreSQL `integer` columns: an id of 2^31 or more reached the query, which overflowed, and
 * the error handler answered 500. Every id a request carries, in its path, its query or its body, is
 * checked against the one bounded id schema first and refused with 400 in the reader's language.
 */

const TOO_BIG = 2_147_483_648;
const LARGEST = 2_147_483_647;
/** Not ids: zero, negative, fractional, written as a power of ten, past what a double holds exactly. */
const NOT_IDS = ['0', '-1', '1.5', '1e3', '9007199254740993'];
const NOT_ID_NUMBERS: unknown[] = [0, -1, 1.5, '1e3', 2 ** 53, TOO_BIG];

const INVALID = { en: 'This value is not valid', ar: 'هذه القيمة غير صالحة' };

const endpoints = Object.entries(shared)
  .filter(([name, value]) => name.endsWith('Api') && typeof value === 'object' && value !== null)
  .flatMap(([, api]) => Object.values(api as Record<string, TEndpoint>))
  .filter((declared) => typeof declared?.path === 'string' && declared.path.startsWith('/api/'));

/**
 * A field that names a row: `id`, `…Id`, `…Ids`, and the catalogue's filters by country and position.
 * `langId` is not one: any language id other than Arabic's reads as English (SPEC.md section 4); nor
 * the audit log's `entityId` filter, the text a record is written down by (a refused route's address too);
 * nor a client's `emiratesId`, the number on her Emirates ID card.
 */
const NOT_ROW_IDS = new Set(['langId', 'entityId', 'emiratesId']);
const isIdField = (name: string) => !NOT_ROW_IDS.has(name) && (/^(id|.+Id|.+Ids)$/.test(name) || name === 'nationality' || name === 'profession');

type TIdField = { path: string; schema: z.ZodType };

/** Every id field of a request schema, wherever it sits: nested objects, lists, the options of a union. */
function idFieldsOf(schema: z.ZodType | undefined, path = ''): TIdField[] {
  if (!schema) return [];
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string) => idFieldsOf(def[key] as z.ZodType, path);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([name, field]) => {
        const fieldPath = path ? `${path}.${name}` : name;
        return isIdField(name) ? [{ path: fieldPath, schema: field }] : idFieldsOf(field, fieldPath);
      });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'array':
      return idFieldsOf(def.element as z.ZodType, `${path}[]`);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => idFieldsOf(option, path));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    case 'pipe':
      return inner('out');
    default:
      return [];
  }
}

/** The catalogue's `nationality` and `profession` filters are ids; a sponsor's `nationality` in a body is an ISO country code. */
const CATALOGUE_FILTERS = new Set(['nationality', 'profession']);
const fieldsOf = (part: 'params' | 'query' | 'body') =>
  endpoints.flatMap((declared) =>
    idFieldsOf(declared[part])
      .filter((field) => part === 'query' || !CATALOGUE_FILTERS.has(field.path))
      .map((field) => ({ ...field, name: `${declared.method} ${declared.path} ${part} ${field.path}` })),
  );

describe('every id an endpoint declares is bounded', () => {
  it('finds the ids it checks (the declarations are read as they are)', () => {
    const names = [...fieldsOf('params'), ...fieldsOf('query'), ...fieldsOf('body')].map((field) => field.name);
    for (const name of [
      'GET /api/admin/labors/:id params id',
      'GET /api/admin/orders query clientId',
      'GET /api/labors query nationality',
      'GET /api/admin/answers query typeId',
      'POST /api/orders body laborId',
      'POST /api/admin/orders body clientId',
      'POST /api/admin/labors body languageIds',
      'POST /api/admin/menus/:typeId body parentId',
      'POST /api/FrmAnswer/AddAnswerList body [].optionId',
      'POST /api/orders/:id/transitions body branchId',
    ])
      expect(names).toContain(name);
  });

  it('in paths and queries: digits from 1 to 2^31 - 1, nothing else', () => {
    for (const field of [...fieldsOf('params'), ...fieldsOf('query')]) {
      for (const bad of [String(TOO_BIG), ...NOT_IDS, '', ' 12', '0x1F']) expect(field.schema.safeParse(bad).success, `${field.name} = '${bad}'`).toBe(false);
    }
    // The menus' type is an id too, but only of the two menus there are (8 and 10).
    for (const field of [...fieldsOf('params'), ...fieldsOf('query')].filter((field) => !field.name.includes(':typeId params'))) {
      expect(field.schema.safeParse(String(LARGEST)).data, field.name).toBe(LARGEST);
      expect(field.schema.safeParse('12').data, field.name).toBe(12);
    }
  });

  it('in bodies: whole numbers from 1 to 2^31 - 1, nothing else', () => {
    for (const field of fieldsOf('body')) {
      const many = field.path.endsWith('Ids');
      for (const bad of NOT_ID_NUMBERS) expect(field.schema.safeParse(many ? [bad] : bad).success, `${field.name} = ${String(bad)}`).toBe(false);
      // A language (1 or 2) and a public menu (8 or 10) are ids of a fixed few.
      if (field.path.endsWith('languageId') || field.name.includes('/api/MuMenuItem/')) continue;
      expect(field.schema.safeParse(many ? [LARGEST] : LARGEST).success, field.name).toBe(true);
    }
  });
});

describe('a request with an id past the integer column is refused with 400, never 500', () => {
  let app: TApp;
  let admin: Record<string, string>;
  let client: Awaited<ReturnType<typeof createClient>>;
  let laborId: number;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    admin = await adminHeaders(app);
    client = await createClient(app);
    laborId = await addWorker(app, admin);
  });
  afterAll(async () => app.close());

  /** Each path of the declarations with :id (or the one id it names) set to `id`. */
  const pathsWith = (id: string) =>
    endpoints
      .filter((declared) => declared.path.includes('/:id') || /\/:[a-zA-Z]*Id\b/.test(declared.path))
      .map((declared) => ({
        method: declared.method,
        url: declared.path
          .replace(':list', 'countries')
          .replace(':kind', 'Main')
          .replace(/:[a-zA-Z]*[iI]d\b/g, id),
        headers: declared.access === 'client' ? bearer(client.token) : admin,
      }));

  /**
   * The method and address of `endpoint`, its params and query filled in as they are: ids out of
   * bounds that the declared types would refuse, which is what these tests send.
   */
  const addressOf = (endpoint: TEndpoint, params?: object, query?: object) => ({ method: endpoint.method, url: apiPath(endpoint.path, params, query) });

  const expectRefused = async (
    request: { method: TEndpoint['method']; url: string; headers: Record<string, string>; payload?: InjectOptions['payload'] },
    label = '',
  ) => {
    const response = await app.inject(request);
    expect(response.statusCode, `${request.method} ${request.url} ${label}: ${response.body}`).toBe(400);
    expect(response.json()).toMatchObject({ isDone: false, code: 'validation.failed' });
    return response;
  };

  it('in the path: every route that takes an id', async () => {
    const routes = pathsWith(String(TOO_BIG));
    expect(routes.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        `/api/admin/labors/${TOO_BIG}`,
        `/api/orders/${TOO_BIG}`,
        `/api/admin/lookups/countries/${TOO_BIG}`,
        `/api/admin/pages/${TOO_BIG}`,
        `/api/admin/sections/${TOO_BIG}`,
        `/api/admin/menu-items/${TOO_BIG}`,
        `/api/admin/branches/${TOO_BIG}`,
        `/api/admin/questions/${TOO_BIG}`,
        `/api/admin/media/${TOO_BIG}`,
      ]),
    );
    for (const route of routes) await expectRefused(route);
    for (const bad of NOT_IDS) {
      await expectRefused({ ...addressOf(laborsApi.adminGet, { id: bad }), headers: admin });
      await expectRefused({ ...addressOf(ordersApi.get, { id: bad }), headers: bearer(client.token) });
      await expectRefused({ ...addressOf(lookupsApi.remove, { list: 'countries', id: bad }), headers: admin });
    }
  });

  it('in the path, an id that fits but names nothing is not found (or refused for its body), never a failure', async () => {
    for (const route of pathsWith(String(LARGEST))) {
      const response = await app.inject(route);
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBeLessThan(500);
    }
    expect((await call(app, laborsApi.adminGet, { params: { id: LARGEST }, headers: admin })).status).toBe(404);
    expect((await call(app, ordersApi.get, { params: { id: LARGEST }, headers: bearer(client.token) })).status).toBe(404);
  });

  it('in the query: the lists filtered by an id', async () => {
    const lists = [
      addressOf(ordersApi.adminList, {}, { clientId: TOO_BIG }),
      addressOf(ordersApi.adminList, {}, { laborId: TOO_BIG }),
      addressOf(laborsApi.catalogue, {}, { nationality: TOO_BIG }),
      addressOf(laborsApi.catalogue, {}, { profession: TOO_BIG }),
      addressOf(cmsApi.answers, {}, { typeId: TOO_BIG }),
      addressOf(cmsApi.answersCsv, {}, { typeId: TOO_BIG }),
      addressOf(cmsApi.adminQuestions, {}, { typeId: TOO_BIG }),
      addressOf(cmsApi.section, {}, { id: TOO_BIG }),
    ];
    for (const list of lists) await expectRefused({ ...list, headers: admin });
    await expectRefused({ ...addressOf(ordersApi.list, {}, { laborId: TOO_BIG }), headers: bearer(client.token) });
    for (const bad of NOT_IDS) {
      await expectRefused({ ...addressOf(ordersApi.adminList, {}, { clientId: bad }), headers: admin });
      await expectRefused({ ...addressOf(laborsApi.catalogue, {}, { nationality: bad }), headers: admin });
    }
    expect((await call(app, ordersApi.adminList, { query: { clientId: LARGEST }, headers: admin })).data.items).toEqual([]);
  });

  it('in the body: the ids a form sends', async () => {
    const clientHeaders = bearer(client.token);
    const worker = await laborInput(app);
    const question = { kind: 'single', textEn: 'Which?', textAr: 'أيّ؟', options: [{ textEn: 'A', textAr: 'أ' }] };
    const page = { uniqueUrl: 'huge-id', kind: 'page', en: { title: 'Huge' }, ar: { title: 'كبير' } };
    const menuItem = { titleEn: 'Home', titleAr: 'الرئيسية', url: '/' };
    const bodies = (id: unknown) => [
      { ...addressOf(ordersApi.request), headers: clientHeaders, payload: { laborId: id, package: 'Main' } },
      { ...addressOf(ordersApi.adminAdd), headers: admin, payload: { laborId: id, package: 'Main', clientId: client.id } },
      { ...addressOf(ordersApi.adminAdd), headers: admin, payload: { laborId, package: 'Main', clientId: id } },
      { ...addressOf(laborsApi.add), headers: admin, payload: { ...worker, countryId: id } },
      { ...addressOf(laborsApi.add), headers: admin, payload: { ...worker, maritalStatusId: id } },
      { ...addressOf(laborsApi.add), headers: admin, payload: { ...worker, languageIds: [1, id] } },
      { ...addressOf(laborsApi.update, { id: laborId }), headers: admin, payload: { ...worker, religionId: id } },
      { ...addressOf(enquiriesApi.send), headers: {}, payload: { name: 'Amal', phoneNumber: '501234567', message: 'About her', laborId: id } },
      { ...addressOf(cmsApi.addMenuItem, { typeId: 8 }), headers: admin, payload: { ...menuItem, parentId: id } },
      { ...addressOf(cmsApi.addPage), headers: admin, payload: { ...page, imageId: id } },
      { ...addressOf(cmsApi.addQuestion), headers: admin, payload: { ...question, typeId: id } },
      { ...addressOf(cmsApi.addQuestion), headers: admin, payload: { ...question, options: [{ id, textEn: 'A', textAr: 'أ' }] } },
      { ...addressOf(cmsApi.addAnswers), headers: clientHeaders, payload: [{ questionId: id, answerText: 'Yes' }] },
      { ...addressOf(cmsApi.addAnswers), headers: clientHeaders, payload: [{ questionId: 1, optionId: id }] },
      { ...addressOf(cmsApi.sections), headers: {}, payload: { pageId: id } },
      { ...addressOf(cmsApi.pageImage), headers: {}, payload: { pageId: id } },
      { ...addressOf(cmsApi.questions), headers: {}, payload: { typeId: id } },
      { ...addressOf(cmsApi.questionOptions), headers: {}, payload: { typeId: id } },
    ];
    for (const bad of NOT_ID_NUMBERS) for (const request of bodies(bad)) await expectRefused(request, `with ${String(bad)}`);
    // 9007199254740993 as JSON text reads as 2^53, the nearest double: refused as well.
    await expectRefused({
      ...addressOf(ordersApi.request),
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      payload: '{"laborId":9007199254740993,"package":"Main"}',
    });
  });

  it('in the body of an order’s step: the branch of an interview, and the order’s version', async () => {
    const order = await requestWorker(app, client.token, await addWorker(app, admin, 'Huge Branch'));
    const staffStep = addressOf(ordersApi.adminTransition, { id: order.id });
    const interview = { action: 'setInterview', interviewAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), interviewType: 'office' };
    await expectRefused({ ...staffStep, headers: admin, payload: { ...interview, branchId: TOO_BIG, version: order.version } });
    await expectRefused({ ...staffStep, headers: admin, payload: { action: 'reject', version: TOO_BIG } });
    await expectRefused({
      ...addressOf(ordersApi.transition, { id: order.id }),
      headers: bearer(client.token),
      payload: { action: 'cancel', version: TOO_BIG },
    });
  });

  it('says why in the reader’s language', async () => {
    for (const [headers, message] of [
      [admin, INVALID.en],
      [{ ...admin, ...arabic }, INVALID.ar],
    ] as const) {
      const inPath = await expectRefused({ ...addressOf(laborsApi.adminGet, { id: TOO_BIG }), headers });
      expect(inPath.json()).toMatchObject({ message, errors: { id: message } });
      const inQuery = await expectRefused({ ...addressOf(ordersApi.adminList, {}, { clientId: TOO_BIG }), headers });
      expect(inQuery.json()).toMatchObject({ message, errors: { clientId: message } });
      const inBody = await expectRefused({
        ...addressOf(cmsApi.addMenuItem, { typeId: 8 }),
        headers,
        payload: { titleEn: 'Home', titleAr: 'الرئيسية', parentId: TOO_BIG },
      });
      expect(inBody.json()).toMatchObject({ message, errors: { parentId: message } });
    }
  });
});

import sharp from 'sharp';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { auditLog, countries, labors, languages } from '../../db/schema/index.js';
import { laborInput } from '../../test/labors.js';
import { act, addWorker, orderAt } from '../../test/orders.js';
import { adminHeaders, arabic, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { auditCsv } from './service.js';
import { auditApi, authApi, type TReferenceAdminValue, clientsApi, cmsApi, laborsApi, lookupsApi, ordersApi, uploadsApi } from '@app/shared';
import { call, pathOf } from '../../test/call.js';

let app: TApp;
let admin: Record<string, string>;
let adminId: number;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  admin = await adminHeaders(app);
  adminId = (await call(app, authApi.me, { headers: admin })).data.id;
});
afterAll(async () => app.close());

/** The audit rows of one record, oldest first. */
const rowsOf = (entity: string, entityId: string | number) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);

/** A small PNG as a multipart form to the upload endpoints. */
async function uploadForm(filename: string) {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
  const boundary = 'audit-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}

let image: string;
beforeAll(async () => {
  image = (await app.inject({ method: 'POST', url: pathOf(uploadsApi.image), ...(await uploadForm('flag.png')) })).json().data.image;
});

/** A lookup value's editable fields, as its form sends them. */
const pick = ({ name, nameAr, nameArFemale, isActive, sortOrder }: TReferenceAdminValue) => ({ name, nameAr, nameArFemale, image, isActive, sortOrder });

const religions = async () => (await call(app, lookupsApi.adminList, { params: { list: 'religions' }, headers: admin })).data;

const auditCount = async () => (await app.db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(auditLog))[0]!.value;

describe('every back-office change writes one audit row', () => {
  it('a worker: added, edited (passport masked), status changed, photo changed', async () => {
    const input = await laborInput(app, { name: 'Audit Worker' });
    const added = await call(app, laborsApi.add, { body: input, headers: admin });
    expect(added.status, added.response.body).toBe(201);
    const id = added.data.id;
    const edited = await call(app, laborsApi.update, {
      params: { id },
      body: { ...input, name: 'Audit Worker B', passportNumber: 'ZX9876543', salaryAed: input.salaryAed + 100 },
      headers: admin,
    });
    expect(edited.status, edited.response.body).toBe(200);
    expect((await call(app, laborsApi.setStatus, { params: { id }, body: { status: 'NotAvailable', confirmed: false }, headers: admin })).status).toBe(200);

    const [create, update, status] = await rowsOf('labor', id);
    expect(create).toMatchObject({ action: 'create', actorUserId: adminId, actorRole: 'manager', actorName: 'admin' });
    expect(create!.changes!.name).toEqual([null, 'Audit Worker']);
    expect(create!.changes!.passportNumber![1]).toMatch(/^•+\w{3}$/);
    expect(JSON.stringify(create!.changes)).not.toContain(input.passportNumber);
    expect(create!.changes).not.toHaveProperty('passportKey');

    expect(update).toMatchObject({ action: 'update', entity: 'labor', entityId: String(id) });
    expect(update!.changes).toEqual({
      name: ['Audit Worker', 'Audit Worker B'],
      passportNumber: [`${'•'.repeat(input.passportNumber.length - 3)}${input.passportNumber.slice(-3)}`, '••••••543'],
      salaryAed: [input.salaryAed, input.salaryAed + 100],
    });
    expect(JSON.stringify(update)).not.toContain('ZX9876543');
    expect(status).toMatchObject({ action: 'status', changes: { status: ['Available', 'NotAvailable'] } });
  });

  it("a worker's nationality and languages by their names in both languages, not their ids", async () => {
    const [first, second] = await app.db
      .select({ id: countries.id, name: countries.name, nameAr: countries.nameAr })
      .from(countries)
      .orderBy(countries.id)
      .limit(2);
    const spoken = await app.db.select({ id: languages.id, name: languages.name, nameAr: languages.nameAr }).from(languages).orderBy(languages.id).limit(2);
    const input = { ...(await laborInput(app, { name: 'Named Worker' })), countryId: first!.id, languageIds: [spoken[0]!.id] };
    const id = (await call(app, laborsApi.add, { body: input, headers: admin })).data.id;
    const edited = await call(app, laborsApi.update, {
      params: { id },
      body: { ...input, countryId: second!.id, languageIds: spoken.map((language) => language.id) },
      headers: admin,
    });
    expect(edited.status, edited.response.body).toBe(200);

    const [, update] = await rowsOf('labor', id);
    expect(update!.changes).toEqual({
      countryId: [
        { name: first!.name, nameAr: first!.nameAr },
        { name: second!.name, nameAr: second!.nameAr },
      ],
      languageIds: [[{ name: spoken[0]!.name, nameAr: spoken[0]!.nameAr }], spoken.map(({ name, nameAr }) => ({ name, nameAr }))],
    });
  });

  it('a client: edited and disabled', async () => {
    const client = await createClient(app);
    const edited = await call(app, clientsApi.update, {
      params: { id: client.id },
      body: { userName: client.userName, email: `new.${client.email}`, phoneNumber: client.phoneNumber },
      headers: admin,
    });
    expect(edited.status, edited.response.body).toBe(200);
    await call(app, clientsApi.setStatus, { params: { id: client.id }, body: { isActive: false }, headers: admin });
    const [update, status] = await rowsOf('client', client.id);
    expect(update).toMatchObject({ action: 'update', changes: { email: [client.email, `new.${client.email}`] } });
    expect(status).toMatchObject({ action: 'status', changes: { isActive: [true, false] } });
    expect(JSON.stringify(update)).not.toMatch(/passwordHash|argon/);
  });

  it("an order: staff's interview and hire, the worker's status with it; a client's own step is the order history's", async () => {
    const client = await createClient(app);
    const laborId = await addWorker(app, admin);
    const order = await orderAt(app, admin, client, laborId, 'Approved');
    const hired = await act(app, { admin }, order, { action: 'confirmPayment', payment: { method: 'cash' } });
    expect(hired.status, hired.response.body).toBe(200);
    const rows = await rowsOf('order', order.id);
    expect(rows.map((row) => row.action)).toEqual(['setInterview', 'confirmPayment']);
    expect(rows[1]!.changes!.status).toEqual(['InProgress', 'Hired']);
    expect(rows[0]!.changes!.meetingLink![1]).toMatch(/^https:/);
    expect((await rowsOf('labor', laborId)).at(-1)).toMatchObject({ action: 'status', changes: { status: ['Available', 'InService'] } });
  });

  it('an order added by staff, with its new client', async () => {
    const laborId = await addWorker(app, admin);
    const response = await call(app, ordersApi.adminAdd, {
      body: { laborId, package: 'Main', newClient: { userName: 'walkin.audit', email: 'walkin.audit@example.ae', phoneNumber: '501234999' } },
      headers: admin,
    });
    expect(response.status, response.response.body).toBe(201);
    const order = response.data;
    const [created] = await rowsOf('order', order.id);
    expect(created).toMatchObject({ action: 'create', actorRole: 'manager' });
    expect(created!.changes!.number).toEqual([null, order.number]);
    expect((await rowsOf('client', created!.changes!.clientId![1] as number))[0]).toMatchObject({ action: 'create' });
  });

  it('a package price', async () => {
    const [main] = (await call(app, ordersApi.adminPackages, { headers: admin })).data;
    const { kind: _kind, ...input } = main!;
    expect(
      (await call(app, ordersApi.updatePackage, { params: { kind: 'Main' }, body: { ...input, priceAed: main!.priceAed + 250 }, headers: admin })).status,
    ).toBe(200);
    expect((await rowsOf('package', 'Main')).at(-1)).toMatchObject({ action: 'update', changes: { priceAed: [main!.priceAed, main!.priceAed + 250] } });
  });

  it('the settings: only the keys whose value changed', async () => {
    await call(app, cmsApi.saveSettings, { body: { 'tagline.en': 'Before', 'tagline.ar': 'قبل' }, headers: admin });
    expect((await call(app, cmsApi.saveSettings, { body: { 'tagline.en': 'After', 'tagline.ar': 'قبل' }, headers: admin })).status).toBe(200);
    expect((await rowsOf('settings', 'site')).at(-1)!.changes).toEqual({ 'tagline.en': ['Before', 'After'] });
  });

  it('a page: added, edited, deleted; a lookup value', async () => {
    const entry = (title: string) => ({ title, seoDesc: '', keywords: '', summary: '', body: '<p>x</p>' });
    const page = (await call(app, cmsApi.addPage, { body: { uniqueUrl: 'audit-page', kind: 'page', en: entry('One'), ar: entry('واحد') }, headers: admin }))
      .data;
    const params = { id: page.id };
    await call(app, cmsApi.updatePage, { params, body: { uniqueUrl: 'audit-page', kind: 'page', en: entry('Two'), ar: entry('واحد') }, headers: admin });
    await call(app, cmsApi.deletePage, { params, headers: admin });
    const rows = await rowsOf('page', page.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(rows[1]!.changes).toEqual({ titleEn: ['One', 'Two'] });
    expect(rows[2]!.changes).toMatchObject({ uniqueUrl: ['audit-page', null], titleEn: ['Two', null] });

    const [religion] = (await religions()).items;
    const renamed = await call(app, lookupsApi.update, {
      params: { list: 'religions', id: religion!.id },
      body: { ...pick(religion!), name: `${religion!.name} (audit)` },
      headers: admin,
    });
    expect(renamed.status, renamed.response.body).toBe(200);
    expect((await rowsOf('lookup:religions', religion!.id))[0]).toMatchObject({
      action: 'update',
      changes: { name: [religion!.name, `${religion!.name} (audit)`] },
    });
  });

  it('a menu item', async () => {
    const added = await call(app, cmsApi.addMenuItem, {
      params: { typeId: 8 },
      body: { parentId: null, url: '/audit', titleEn: 'Audit', titleAr: 'تدقيق' },
      headers: admin,
    });
    expect(added.status, added.response.body).toBe(201);
    const item = added.data.find((candidate) => candidate.url === '/audit')!;
    await call(app, cmsApi.updateMenuItem, {
      params: { id: item.id },
      body: { parentId: null, url: '/audit-2', titleEn: 'Audit', titleAr: 'تدقيق' },
      headers: admin,
    });
    const rows = await rowsOf('menuItem', item.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
    expect(rows[1]!.changes).toEqual({ url: ['/audit', '/audit-2'] });
  });

  it('a media file: uploaded and deleted', async () => {
    const uploaded = await app.inject({ method: 'POST', url: pathOf(uploadsApi.media, { query: { kind: 'image' } }), ...(await uploadForm('logo.png')) });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const asset = uploaded.json().data;
    expect((await call(app, cmsApi.deleteMedia, { params: { id: asset.id }, headers: admin })).status).toBe(200);
    const rows = await rowsOf('media', asset.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'delete']);
    expect(rows[0]!.changes).toMatchObject({ originalName: [null, 'logo.png'], kind: [null, 'image'] });
  });

  it('a refused change writes no row', async () => {
    const before = await auditCount();
    const missing = await app.inject({
      method: 'PUT',
      url: pathOf(ordersApi.updatePackage, { params: { kind: 'Monthly' } }),
      payload: { name: 'x' },
      headers: admin,
    });
    expect(missing.statusCode).toBe(400);
    const [first, second] = (await religions()).items;
    const taken = await call(app, lookupsApi.update, {
      params: { list: 'religions', id: second!.id },
      body: { ...pick(second!), name: first!.name },
      headers: admin,
    });
    expect(taken.status).toBe(409);
    const unknown = await call(app, laborsApi.setStatus, { params: { id: 999999 }, body: { status: 'NotAvailable', confirmed: true }, headers: admin });
    expect(unknown.status).toBe(404);
    expect(await auditCount()).toBe(before);
  });

  it('a change whose audit row cannot be written is not made either: both are one transaction', async () => {
    const laborId = await addWorker(app, admin);
    await app.db.execute(sql`CREATE FUNCTION audit_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit refused'; END $$`);
    await app.db.execute(sql`CREATE TRIGGER audit_test_refuse BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_test_refuse()`);
    try {
      const response = await call(app, laborsApi.setStatus, { params: { id: laborId }, body: { status: 'NotAvailable', confirmed: false }, headers: admin });
      expect(response.status).toBe(500);
    } finally {
      await app.db.execute(sql`DROP TRIGGER audit_test_refuse ON audit_log`);
      await app.db.execute(sql`DROP FUNCTION audit_test_refuse()`);
    }
    const [worker] = await app.db.select({ status: labors.status }).from(labors).where(eq(labors.id, laborId));
    expect(worker!.status).toBe('Available');
  });
});

describe('the audit trail is append-only', () => {
  it('refuses UPDATE and DELETE of its rows', async () => {
    const [row] = await app.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    await expect(app.db.execute(sql`UPDATE audit_log SET action = 'forged' WHERE id = ${row!.id}`)).rejects.toThrow();
    await expect(app.db.execute(sql`DELETE FROM audit_log WHERE id = ${row!.id}`)).rejects.toThrow();
    const [kept] = await app.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(kept!.action).not.toBe('forged');
  });
});

describe('GET /api/admin/audit', () => {
  const list = (query: string, headers = admin) => call(app, auditApi.list, { query: new URLSearchParams(query), headers });
  beforeAll(async () => {
    // Around midnight in the UAE (UTC+4): 19:59:59Z is still 1 March there, 20:00:00Z is 2 March.
    await app.db.insert(auditLog).values([
      {
        at: new Date('2026-03-01T19:59:59Z'),
        actorUserId: 777001,
        actorName: 'zz.night.owl',
        actorRole: 'sales',
        action: 'update',
        entity: 'labor',
        entityId: '501',
      },
      {
        at: new Date('2026-03-01T20:00:00Z'),
        actorUserId: 777002,
        actorName: 'zz.early.bird',
        actorRole: 'content',
        action: 'delete',
        entity: 'lookup:religions',
        entityId: '9',
      },
      {
        at: new Date('2026-03-03T08:00:00Z'),
        actorUserId: 777002,
        actorName: 'zz.early.bird',
        actorRole: 'content',
        action: 'create',
        entity: 'page',
        entityId: '501',
      },
    ]);
  });

  it('answers the list contract, newest first', async () => {
    const page = (await list('pageSize=2')).data;
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.totalCount).toBeGreaterThan(10);
    expect(Date.parse(page.items[0]!.at)).toBeGreaterThanOrEqual(Date.parse(page.items[1]!.at));
  });

  it.each([
    ['who=777002', ['page', 'lookup:religions']],
    ['who=night', ['labor']],
    ['who=early&action=delete', ['lookup:religions']],
    ['who=zz&entity=lookup', ['lookup:religions']],
    ['who=zz&entityId=501', ['page', 'labor']],
    ['who=zz&from=2026-03-02&to=2026-03-02', ['lookup:religions']],
    ['who=zz&to=2026-03-01', ['labor']],
    ['who=zz&from=2026-03-02', ['page', 'lookup:religions']],
  ])('filters by %s', async (query, entities) => {
    const response = await list(query);
    expect(response.status, response.response.body).toBe(200);
    expect(response.data.items.map((item) => item.entity)).toEqual(entities);
  });

  it('refuses a range that ends before it starts, a bad day and a bad action, in the reader language', async () => {
    const backwards = await list('from=2026-03-05&to=2026-03-01', { ...admin, ...arabic });
    expect(backwards.status).toBe(400);
    expect(backwards.errors).toEqual({ to: 'يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده' });
    expect((await list('from=2026-02-30')).status).toBe(400);
    expect((await list("action=x';drop")).status).toBe(400);
  });

  it('is for the audit permission only', async () => {
    expect((await list('', await staffHeaders(app, 'sales'))).status).toBe(403);
    expect((await call(app, auditApi.csv, { headers: await staffHeaders(app, 'content') })).status).toBe(403);
  });
});

describe('GET /api/admin/audit.csv', () => {
  beforeAll(async () => {
    await app.db.insert(auditLog).values([
      {
        actorName: '=HYPERLINK("http://evil")',
        actorRole: 'sales',
        action: 'update',
        entity: 'client',
        entityId: '42',
        changes: { userName: ['+971', '@home'] },
      },
      ...Array.from({ length: 23 }, (_, index) => ({
        actorName: `bulk.${index}`,
        actorRole: 'sales',
        action: 'status',
        entity: 'csvtest',
        entityId: String(index),
      })),
    ]);
  });

  it('sends the filtered rows as a safe CSV in the reader language', async () => {
    const { status, response } = await call(app, auditApi.csv, { query: { entity: 'client', entityId: '42' }, headers: { ...admin, ...arabic } });
    expect(status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('audit-log.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"الإجراء"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain('"تعديل"');
    expect(lines[1]).toContain('"عميل"');
    expect(lines[1]).toContain('"userName: +971 -> @home"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
  });

  it('reads the rows in batches after the last one sent, every row once, newest first', async () => {
    const chunks: string[] = [];
    for await (const chunk of auditCsv({ db: app.db, locale: 'en' }, { entity: 'csvtest' }, 5)) chunks.push(String(chunk));
    // The header, then one chunk per batch of five: 23 rows in five reads.
    expect(chunks).toHaveLength(6);
    const ids = chunks
      .slice(1)
      .join('')
      .trim()
      .split('\r\n')
      .map((line) => Number(line.split('","')[6]));
    expect(ids).toEqual(Array.from({ length: 23 }, (_, index) => 22 - index));
  });

  it('escapes every cell a spreadsheet would run', async () => {
    const { csvCell } = await import('./service.js');
    expect(['=1+1', '+1', '-1', '@A1', '\tx', 'plain'].map(csvCell)).toEqual([`"'=1+1"`, `"'+1"`, `"'-1"`, `"'@A1"`, `"'\tx"`, '"plain"']);
  });
});

describe("a record's own history, with the record's permission", () => {
  it("lets sales read a worker's and a client's history, accounts an order's; content gets 403", async () => {
    const laborId = await addWorker(app, admin);
    const client = await createClient(app);
    await call(app, clientsApi.setStatus, { params: { id: client.id }, body: { isActive: false }, headers: admin });
    const order = await orderAt(app, admin, await createClient(app), laborId, 'InProgress');
    const [sales, accounts, content] = [await staffHeaders(app, 'sales'), await staffHeaders(app, 'accounts'), await staffHeaders(app, 'content')];

    const worker = await call(app, auditApi.laborHistory, { params: { id: laborId }, headers: sales });
    expect(worker.status).toBe(200);
    expect(worker.data[0]).toMatchObject({ action: 'create', entity: 'labor', actorName: 'admin', actorRole: 'manager' });
    expect(worker.data[0]).not.toHaveProperty('ip');
    expect((await call(app, auditApi.clientHistory, { params: { id: client.id }, headers: sales })).data[0]).toMatchObject({ action: 'status' });
    const steps = await call(app, auditApi.orderHistory, { params: { id: order.id }, headers: accounts });
    expect(steps.data.map((row) => row.action)).toEqual(['setInterview']);

    const histories = [
      [auditApi.laborHistory, laborId],
      [auditApi.clientHistory, client.id],
      [auditApi.orderHistory, order.id],
    ] as const;
    for (const [history, id] of histories) {
      expect((await call(app, history, { params: { id }, headers: content })).status, history.path).toBe(403);
    }
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { auditLog, clientProfiles } from '../../db/schema/index.js';
import { addWorker, orderAt } from '../../test/orders.js';
import { adminHeaders, arabic, bearer, createClient, createTestApp, manualClock, staffHeaders } from '../../test/test-app.js';
import { apiPath, authApi, clientProfileApi, clientRecordsApi, clientsApi, ordersApi, type TClientProfileInput } from '@app/shared';
import { call, pathOf } from '../../test/call.js';

const BOUNDARY = 'paper-boundary';
const multipart = (fileName: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
/** A script named .pdf, sent as a PDF: the bytes say otherwise. */
const HOSTILE = Buffer.from('<script>alert(document.cookie)</script>');

type THeaders = Record<string, string>;
// 2026-11-22 in the UAE.
const clock = manualClock(new Date('2026-11-22T09:00:00Z'));

const visaProfile = (overrides: Partial<TClientProfileInput> = {}): TClientProfileInput => ({
  fullName: 'Mariam Khan',
  fullNameAr: 'مريم خان',
  emiratesId: '784-1990-1234567-1',
  emiratesIdExpiry: '2028-05-01',
  nationality: null,
  emirate: 'dubai',
  address: 'Villa 12, Street 4, Al Barsha',
  languageId: 1,
  ...overrides,
});

describe('client profile: visa details and papers, seen only by the client and staff', () => {
  let app: TApp;
  let manager: THeaders;
  let accounts: THeaders;
  let mariam: { id: number; token: string };
  let other: { id: number; token: string };
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' }, { clock: clock.now });
    manager = await adminHeaders(app);
    accounts = await staffHeaders(app, 'accounts');
    mariam = await createClient(app);
    other = await createClient(app);
  });
  afterAll(async () => app.close());

  const saveOwn = (token: string, body: TClientProfileInput, headers: THeaders = {}) => call(app, clientProfileApi.update, { as: token, body, headers });
  /** Where a client sends her own paper of `kind`, and where staff send one of hers: any kind, one the declaration refuses too. */
  const ownPapers = (kind: string) => apiPath(clientProfileApi.upload.path, {}, { kind });
  const herPapers = (id: number, kind: string) => apiPath(clientRecordsApi.upload.path, { id }, { kind });
  const upload = (url: string, headers: THeaders, body: Buffer) =>
    app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: body });

  it('saves her visa details, keeps the Emirates ID in its printed form and sets the language of her e-mails', async () => {
    const saved = await saveOwn(mariam.token, visaProfile({ emiratesId: '784 1990 1234567 1', nationality: 'AE' }));
    expect(saved.status, saved.response.body).toBe(200);
    expect(saved.data).toMatchObject({
      emiratesId: '784-1990-1234567-1',
      emirate: 'dubai',
      languageId: 1,
      nationality: { code: 'AE', name: 'United Arab Emirates', nameAr: 'الإمارات العربية المتحدة' },
    });
    const me = await call(app, authApi.me, { as: mariam.token });
    expect(me.data.languageId).toBe(1);
    const staffView = await call(app, clientRecordsApi.profile, { params: { id: mariam.id }, headers: manager });
    expect(staffView.data).toMatchObject({ fullNameAr: 'مريم خان', address: 'Villa 12, Street 4, Al Barsha' });
  });

  it('refuses a malformed Emirates ID, an unknown emirate and a past expiry, field by field and in Arabic, writing nothing', async () => {
    const badId = await saveOwn(mariam.token, visaProfile({ emiratesId: '785-1990-1234567-1', address: 'changed' }), arabic);
    expect(badId.status).toBe(400);
    expect(badId.errors.emiratesId).toContain('784-YYYY-NNNNNNN-N');
    expect(badId.errors.emiratesId).toMatch(/[\u0600-\u06FF]/);
    const london = { ...visaProfile(), emirate: 'london' };
    const badEmirate = await app.inject({ method: 'PUT', url: pathOf(clientProfileApi.update), headers: bearer(mariam.token), payload: london });
    expect(badEmirate.statusCode).toBe(400);
    const past = await saveOwn(mariam.token, visaProfile({ emiratesIdExpiry: '2026-11-21', address: 'changed' }));
    expect(past.status).toBe(422);
    expect(past.errors.emiratesIdExpiry).toBe('This Emirates ID has expired: enter the date of a valid card');
    // Today (UAE) is still valid.
    expect((await saveOwn(mariam.token, visaProfile({ emiratesIdExpiry: '2026-11-22' }))).status).toBe(200);
    const kept = await call(app, clientProfileApi.get, { as: mariam.token });
    expect(kept.data.address).toBe('Villa 12, Street 4, Al Barsha');
  });

  it('judges the expiry only when it changes: a card that expired since can still be saved with a new address', async () => {
    await app.db.update(clientProfiles).set({ emiratesIdExpiry: '2026-11-01' }).where(eq(clientProfiles.userId, mariam.id));
    const unchanged = await saveOwn(mariam.token, visaProfile({ emiratesIdExpiry: '2026-11-01', address: 'Flat 3, Marina' }));
    expect(unchanged.status, unchanged.response.body).toBe(200);
    expect((await saveOwn(mariam.token, visaProfile({ emiratesIdExpiry: '2026-11-02' }))).status).toBe(422);
    expect((await saveOwn(mariam.token, visaProfile())).status).toBe(200);
  });

  it('never shows her Emirates ID or address to another client, to the public or in other answers', async () => {
    expect((await call(app, clientRecordsApi.profile, { as: other.token, params: { id: mariam.id } })).status).toBe(403);
    expect((await call(app, clientRecordsApi.profile, { params: { id: mariam.id } })).status).toBe(401);
    expect((await call(app, clientProfileApi.get)).status).toBe(401);
    const theirs = await call(app, clientProfileApi.get, { as: other.token });
    expect(theirs.data).toMatchObject({ clientId: other.id, emiratesId: '', address: '' });
    // Staff without clients.manage do not see it either.
    expect((await call(app, clientRecordsApi.profile, { params: { id: mariam.id }, headers: accounts })).status).toBe(403);
    for (const endpoint of [authApi.me, ordersApi.list, clientProfileApi.documents]) {
      const body = (await call(app, endpoint, { as: mariam.token })).response.body;
      expect(body).not.toContain('1234567');
      expect(body).not.toContain('Al Barsha');
    }
    const list = await call(app, clientsApi.list, { query: { search: '' }, headers: manager });
    expect(list.response.body).not.toContain('1234567');
  });

  it('staff edit her details with clients.manage; the audit trail masks the Emirates ID', async () => {
    const saved = await call(app, clientRecordsApi.updateProfile, {
      params: { id: mariam.id },
      body: visaProfile({ emiratesId: '784-1990-7654321-2', emirate: 'sharjah' }),
      headers: manager,
    });
    expect(saved.status, saved.response.body).toBe(200);
    expect(saved.data).toMatchObject({ emirate: 'sharjah', emiratesId: '784-1990-7654321-2' });
    const [row] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, String(mariam.id)), eq(auditLog.actorRole, 'manager')));
    expect(row!.changes).toMatchObject({ emirate: ['dubai', 'sharjah'] });
    expect(JSON.stringify(row!.changes)).not.toContain('7654321');
    const staffOnly = await call(app, clientRecordsApi.updateProfile, {
      params: { id: mariam.id },
      body: visaProfile(),
      headers: accounts,
    });
    expect(staffOnly.status).toBe(403);
    const notClient = await call(app, clientRecordsApi.profile, { params: { id: 999999 }, headers: manager });
    expect(notClient.status).toBe(404);
  });

  it('keeps her papers judged on their bytes: a PDF is kept, a script named .pdf is refused, an unknown kind too', async () => {
    const kept = await upload(ownPapers('emiratesId'), bearer(mariam.token), multipart('emirates-id.pdf', PDF));
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json().data).toEqual({ id: expect.any(Number), kind: 'emiratesId', fileName: 'emirates-id.pdf', uploadedAt: expect.any(String) });
    const hostile = await upload(ownPapers('passport'), bearer(mariam.token), multipart('passport.pdf', HOSTILE));
    expect(hostile.statusCode).toBe(415);
    const badKind = await upload(ownPapers('visa'), bearer(mariam.token), multipart('visa.pdf', PDF));
    expect(badKind.statusCode).toBe(400);
    const big = await upload(ownPapers('other'), bearer(mariam.token), multipart('big.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])));
    expect(big.statusCode).toBe(413);
    const own = await call(app, clientProfileApi.documents, { as: mariam.token });
    expect(own.data).toMatchObject({ locked: false, items: [{ kind: 'emiratesId', fileName: 'emirates-id.pdf' }] });
  });

  it("replaces a paper of the same kind; another client's paper is not found under her; the scan is staff's, as an uncached attachment", async () => {
    const replaced = await upload(ownPapers('emiratesId'), bearer(mariam.token), multipart('emirates-id-new.png', PNG));
    expect(replaced.statusCode).toBe(201);
    const staffList = await call(app, clientRecordsApi.documents, { params: { id: mariam.id }, headers: manager });
    const [paper] = staffList.data.items;
    expect(staffList.data.items).toHaveLength(1);
    expect(paper).toMatchObject({ kind: 'emiratesId', fileName: 'emirates-id-new.png', contentType: 'image/png', uploadedByStaff: false });

    const scan = await call(app, clientRecordsApi.scan, { params: { id: mariam.id, documentId: paper!.id }, headers: manager });
    expect(scan.status).toBe(200);
    expect(scan.response.headers['content-disposition']).toMatch(/^attachment; filename="emirates-id-new.png"/);
    expect(scan.response.headers['cache-control']).toBe('no-store');
    expect(scan.response.rawPayload.equals(PNG)).toBe(true);

    expect((await call(app, clientRecordsApi.scan, { as: mariam.token, params: { id: mariam.id, documentId: paper!.id } })).status).toBe(403);
    expect((await call(app, clientRecordsApi.scan, { params: { id: other.id, documentId: paper!.id }, headers: manager })).status).toBe(404);
    const theirs = await call(app, clientProfileApi.remove, { as: other.token, params: { documentId: paper!.id } });
    expect(theirs.status).toBe(404);
  });

  it('staff add and delete her papers with clients.manage, each change audited', async () => {
    const added = await upload(herPapers(mariam.id, 'tenancyContract'), manager, multipart('ejari.pdf', PDF));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ kind: 'tenancyContract', uploadedByStaff: true });
    expect((await upload(herPapers(mariam.id, 'other'), accounts, multipart('x.pdf', PDF))).statusCode).toBe(403);
    const removed = await call(app, clientRecordsApi.remove, { params: { id: mariam.id, documentId: added.json().data.id }, headers: manager });
    expect(removed.status).toBe(200);
    const trail = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'clientDocument'), eq(auditLog.entityId, String(added.json().data.id))));
    expect(trail.map((row) => row.action).sort()).toEqual(['create', 'delete']);
  });

  it('locks her papers once an order of hers is hired: staff may still change them', async () => {
    const client = await createClient(app);
    const paper = await upload(ownPapers('passport'), bearer(client.token), multipart('passport.pdf', PDF));
    const worker = await addWorker(app, manager, 'Lina Cruz');
    await orderAt(app, manager, client, worker, 'Hired');
    const listed = await call(app, clientProfileApi.documents, { as: client.token });
    expect(listed.data.locked).toBe(true);
    const refused = await call(app, clientProfileApi.remove, { as: client.token, params: { documentId: paper.json().data.id } });
    expect(refused.status).toBe(409);
    expect((await upload(ownPapers('passport'), bearer(client.token), multipart('again.pdf', PDF))).statusCode).toBe(409);
    expect((await upload(herPapers(client.id, 'passport'), manager, multipart('again.pdf', PDF))).statusCode).toBe(201);
  });
});

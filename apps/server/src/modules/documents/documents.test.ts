import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, todayInUae, type TWorkerDocument, dashboardApi, documentsApi, laborsApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { auditLog, labors, workerDocuments } from '../../db/schema/index.js';
import { laborInput } from '../../test/labors.js';
import { addWorker, orderAt } from '../../test/orders.js';
import { adminHeaders, bearer, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { call, pathOf, type TBodyOf } from '../../test/call.js';

const migration = fs.readFileSync(new URL('../../db/migrations/0016_worker_documents.sql', import.meta.url), 'utf8');
/** The statement that gives every worker of an installation her passport as a document. */
const backfill = migration.split('--> statement-breakpoint').filter((statement) => /^\s*(--[^\n]*\n\s*)*INSERT INTO/.test(statement));

const BOUNDARY = 'scan-boundary';
const multipart = (fileName: string, contentType: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

type THeaders = Record<string, string>;

describe("documents: a worker's papers, their scans kept privately, passports for those who see them", () => {
  let app: TApp;
  let manager: THeaders;
  let sales: THeaders;
  let accounts: THeaders;
  let client: THeaders;
  let maria: number;
  let amal: number;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    manager = await adminHeaders(app);
    sales = await staffHeaders(app, 'sales');
    accounts = await staffHeaders(app, 'accounts');
    client = bearer((await createClient(app)).token);
    maria = await addWorker(app, manager, 'Maria Santos');
    amal = await addWorker(app, manager, 'Amal Perera');
  });
  afterAll(async () => app.close());

  type TInput = TBodyOf<typeof documentsApi.create>;
  const visa = (overrides: Partial<TInput> = {}): TInput => ({
    kind: 'visa',
    number: 'V-2026/1001',
    issueDate: '2026-01-10',
    expiryDate: '2028-01-09',
    issuingCountryId: 1,
    ...overrides,
  });
  const add = (laborId: number, body: TInput, headers = manager) => call(app, documentsApi.create, { params: { id: laborId }, body, headers });
  /** A document sent as it is, past the declared type: a kind staff do not add, a field the form does not have. */
  const addRaw = (laborId: number, payload: object) =>
    app.inject({ method: 'POST', url: pathOf(documentsApi.create, { params: { id: laborId } }), headers: manager, payload });
  const list = async (laborId: number, headers = manager): Promise<TWorkerDocument[]> => {
    const response = await call(app, documentsApi.list, { params: { id: laborId }, headers });
    expect(response.status, response.response.body).toBe(200);
    return response.data;
  };
  const update = (laborId: number, documentId: number, body: TInput, headers = manager) =>
    call(app, documentsApi.update, { params: { id: laborId, documentId }, body, headers });
  const remove = (laborId: number, documentId: number) => call(app, documentsApi.remove, { params: { id: laborId, documentId }, headers: manager });
  const scan = (laborId: number, documentId: number, headers: THeaders = {}) => call(app, documentsApi.scan, { params: { id: laborId, documentId }, headers });
  const upload = (laborId: number, documentId: number, body: Buffer, headers: THeaders = manager) =>
    app.inject({
      method: 'POST',
      url: pathOf(documentsApi.uploadScan, { params: { id: laborId, documentId } }),
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: body,
    });

  it("keeps the worker's passport as a document that follows her form, listed only for roles that see passports", async () => {
    const [passport] = await list(maria);
    expect(passport).toMatchObject({ kind: 'passport', laborId: maria, issueDate: '2022-03-01', expiryDate: '2032-02-28', state: 'valid' });
    expect(passport!.issuingCountry).toMatchObject({ id: 1 });

    const changed = await laborInput(app, { name: 'Maria Santos', passportNumber: 'NEW12345', passportExpiryDate: '2031-05-05' });
    const saved = await call(app, laborsApi.update, { params: { id: maria }, body: changed, headers: manager });
    expect(saved.status, saved.response.body).toBe(200);
    const after = (await list(maria)).filter((document) => document.kind === 'passport');
    expect(after).toEqual([expect.objectContaining({ id: passport!.id, number: 'NEW12345', expiryDate: '2031-05-05' })]);

    expect(await list(maria, sales)).toEqual([]);
    expect((await scan(maria, passport!.id, sales)).status).toBe(404);

    // The passport's number and dates are the form's; it is not deleted with the documents panel.
    expect((await update(maria, passport!.id, visa())).code).toBe('documents.passportOnWorkerForm');
    expect((await remove(maria, passport!.id)).status).toBe(409);
  });

  it('refuses an expiry before the issue, an unknown or passport kind, extra fields and a missing number (400), and a kind and number twice (409)', async () => {
    const backwards = await add(maria, visa({ expiryDate: '2025-01-01' }));
    expect(backwards.status).toBe(400);
    expect(backwards.errors).toHaveProperty('expiryDate');
    for (const payload of [
      { ...visa(), kind: 'driving' },
      { ...visa(), kind: 'passport' },
      { ...visa(), extra: 1 },
      visa({ number: '' }),
      visa({ expiryDate: null }),
      visa({ issueDate: '2026-02-30' }),
    ]) {
      const response = await addRaw(maria, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknownCountry = await add(maria, visa({ issuingCountryId: 99_999 }));
    expect(unknownCountry.status).toBe(422);

    const first = await add(maria, visa());
    expect(first.status, first.response.body).toBe(201);
    expect(first.data).toMatchObject({ kind: 'visa', number: 'V-2026/1001', state: 'valid', scan: null, issuingCountry: { id: 1 } });
    // The same number typed in lower case with spaces, on another worker: still the same visa.
    const again = await add(amal, visa({ number: ' v-2026/1001 ' }));
    expect(again.status).toBe(409);
    expect(again.code).toBe('documents.duplicate');
    // Another kind may carry the same number; 'other' papers need neither number nor expiry.
    expect((await add(amal, visa({ kind: 'insurance' }))).status).toBe(201);
    expect((await add(amal, { kind: 'other', note: 'Reference letter' })).status).toBe(201);

    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'document'), eq(auditLog.entityId, String(first.data.id))));
    expect(audit).toMatchObject({ action: 'create' });
  });

  it('answers 401 signed out, 403 to a client or a role without workers, 404 for another worker’s document', async () => {
    const created = await add(amal, visa({ number: 'V-ACCESS-1' }));
    const id = created.data.id;
    const ofAmal = (headers: THeaders) => call(app, documentsApi.list, { params: { id: amal }, headers });
    expect((await ofAmal({})).status).toBe(401);
    expect((await ofAmal(client)).status).toBe(403);
    expect((await ofAmal(accounts)).status).toBe(403);
    expect((await call(app, documentsApi.expiring, { headers: accounts })).status).toBe(403);
    expect((await update(maria, id, visa({ number: 'V-ACCESS-1' }))).status).toBe(404);
    expect((await remove(maria, id)).status).toBe(404);
    expect((await call(app, documentsApi.list, { params: { id: 99_999 }, headers: manager })).status).toBe(404);
    // Sales manage the other documents.
    const edited = await update(amal, id, visa({ number: 'V-ACCESS-2', note: 'Renewed' }), sales);
    expect(edited.status, edited.response.body).toBe(200);
    expect(edited.data).toMatchObject({ number: 'V-ACCESS-2', note: 'Renewed' });
  });

  it('keeps a scan judged on its bytes, sends it to staff only as an uncached attachment, never as media, and drops it with the document', async () => {
    const document = (await add(amal, visa({ kind: 'medical', number: 'MED-77' }))).data;
    const refused = await upload(amal, document.id, multipart('scan.pdf', 'application/pdf', Buffer.from('not a pdf at all')));
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ code: 'documents.scanType' });
    const tooLarge = await upload(amal, document.id, multipart('big.pdf', 'application/pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])));
    expect(tooLarge.statusCode).toBe(413);
    expect((await upload(amal, document.id, multipart('scan.pdf', 'application/pdf', PDF), client)).statusCode).toBe(403);

    const attached = await upload(amal, document.id, multipart('Medical فحص.pdf', 'application/pdf', PDF));
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json().data.scan).toEqual({ fileName: 'Medical فحص.pdf', contentType: 'application/pdf', size: PDF.length });

    const { status, response: download } = await scan(amal, document.id, sales);
    expect(status).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Medical ___.pdf"; filename\*=UTF-8''Medical%20/);
    expect((await scan(amal, document.id)).status).toBe(401);
    expect((await scan(amal, document.id, client)).status).toBe(403);
    const [row] = await app.db.select().from(workerDocuments).where(eq(workerDocuments.id, document.id));
    expect((await app.inject({ url: `/media/${row!.scanName}` })).statusCode).toBe(404);
    expect(JSON.stringify(attached.json())).not.toContain(row!.scanName);

    expect((await remove(amal, document.id)).status).toBe(200);
    expect(fs.existsSync(`${app.documents.documentsDir}/${row!.scanName}`)).toBe(false);
    expect((await scan(amal, document.id, manager)).status).toBe(404);
  });

  it("lists what expires with the worker's placement, and a delivered order places her", async () => {
    const today = todayInUae(new Date());
    const fatima = await addWorker(app, manager, 'Fatima Khan');
    await add(fatima, visa({ number: 'V-SOON-1', issueDate: addDays(today, -300), expiryDate: addDays(today, 10) }));
    const order = await orderAt(app, manager, await createClient(app), fatima, 'Delivered');
    const [worker] = await app.db.select({ stage: labors.stage }).from(labors).where(eq(labors.id, fatima));
    expect(worker!.stage).toBe('placed');

    const response = await call(app, documentsApi.expiring, { query: { laborId: fatima }, headers: sales });
    expect(response.status, response.response.body).toBe(200);
    expect(response.data.items).toEqual([
      expect.objectContaining({
        number: 'V-SOON-1',
        daysLeft: 10,
        state: 'expiring',
        labor: expect.objectContaining({ id: fatima, name: 'Fatima Khan' }),
        placement: expect.objectContaining({ orderId: order.id, orderNumber: order.number }),
      }),
    ]);
    expect((await call(app, documentsApi.expiring, { query: { within: 45 }, headers: sales })).status).toBe(400);
    expect((await call(app, documentsApi.expiring, { query: new URLSearchParams('kind=driving'), headers: sales })).status).toBe(400);
  });

  it('marks a passport with less than six months left expiring, on her documents as on the dashboard; other papers within 30 days', async () => {
    const today = todayInUae(new Date());
    const expiringOn = (days: number) => addDays(today, days);
    const workerWithPassport = (name: string, passportExpiryDate: string) => addWorker(app, manager, name, { passportExpiryDate });
    // 45 days (the review's case) and five months are both short of the six months a visa needs.
    const soon = await workerWithPassport('Passport Soon', expiringOn(45));
    const fiveMonths = await workerWithPassport('Passport Five Months', addMonths(today, 5));
    const sevenMonths = await workerWithPassport('Passport Seven Months', addMonths(today, 7));
    const passportOf = async (id: number) => (await list(id)).find((document) => document.kind === 'passport')!;
    expect((await passportOf(soon)).state).toBe('expiring');
    expect((await passportOf(fiveMonths)).state).toBe('expiring');
    expect((await passportOf(sevenMonths)).state).toBe('valid');
    const board = (await call(app, dashboardApi.get, { headers: manager })).data as { expiringPassports: Array<{ id: number }> };
    const listed = board.expiringPassports.map((worker) => worker.id);
    expect(listed).toEqual(expect.arrayContaining([soon, fiveMonths]));
    expect(listed).not.toContain(sevenMonths);
    // A visa keeps the 30-day rule.
    const visaIn45 = await add(sevenMonths, visa({ number: 'V-45-DAYS', issueDate: addDays(today, -300), expiryDate: expiringOn(45) }));
    expect(visaIn45.data.state).toBe('valid');
    const visaIn20 = await add(sevenMonths, visa({ number: 'V-20-DAYS', issueDate: addDays(today, -300), expiryDate: expiringOn(20) }));
    expect(visaIn20.data.state).toBe('expiring');
  });

  it('migration 0016 gives each worker one passport document, once, even a worker whose number repeated another before 0009', async () => {
    expect(backfill).toHaveLength(1);
    await app.db.delete(workerDocuments).where(eq(workerDocuments.kind, 'passport'));
    await app.db.update(labors).set({ passportKey: null }).where(eq(labors.id, amal));
    for (let run = 0; run < 2; run++) await app.db.execute(sql.raw(backfill[0]!));
    const passports = await app.db
      .select({
        laborId: workerDocuments.laborId,
        number: workerDocuments.number,
        numberKey: workerDocuments.numberKey,
        expiryDate: workerDocuments.expiryDate,
      })
      .from(workerDocuments)
      .where(eq(workerDocuments.kind, 'passport'));
    const workers = await app.db.select().from(labors);
    expect(passports).toHaveLength(workers.length);
    const [mariaRow] = workers.filter((worker) => worker.id === maria);
    expect(passports).toContainEqual({
      laborId: maria,
      number: mariaRow!.passportNumber,
      numberKey: mariaRow!.passportKey,
      expiryDate: mariaRow!.passportExpiryDate,
    });
    expect(passports.find((passport) => passport.laborId === amal)).toMatchObject({ numberKey: '' });
  });
});

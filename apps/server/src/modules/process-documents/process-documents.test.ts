import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientRecordsApi,
  documentsApi,
  processDocumentsApi,
  processesApi,
  staffNotificationPath,
  staffNotificationsApi,
  type TDocumentInput,
  type TProcess,
} from '@app/shared';
import type { TApp } from '../../app-type.js';
import { auditLog, processFamilyFiles, workerDocuments } from '../../db/schema/index.js';
import { call, pathOf } from '../../test/call.js';
import { startSmtpServer } from '../../test/smtp.js';
import { adminHeaders, arabic, createClient, createTestApp, drainJobs, staffHeaders } from '../../test/test-app.js';
import { clientHeaders } from '../placements/test-support.js';
import { runDigest } from '../documents/digest.js';
import { stepOfKind } from '../processes/test-support.js';
import { familyUpload, hiredProcess, multipart, PDF, pdfFile, type THeaders } from './test-support.js';

/** 1 December 2026 in the UAE. */
const NOW = new Date('2026-12-01T10:00:00Z');

const entryPermit: TDocumentInput = {
  kind: 'visa',
  number: 'EP 2026/7781',
  issueDate: '2026-11-20',
  expiryDate: '2026-12-20',
  issuingCountryId: null,
  note: '',
};

describe('papers on the visa process: documents attached to steps, the family uploads on theirs', () => {
  let app: TApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: THeaders;
  let sales: THeaders;
  let accounts: THeaders;
  let process: TProcess;
  let family: THeaders;
  let otherProcess: TProcess;
  let otherFamily: THeaders;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0', SMTP_URL: smtp.url }, { clock: () => NOW });
    admin = await adminHeaders(app);
    sales = await staffHeaders(app, 'sales');
    accounts = await staffHeaders(app, 'accounts');
    const hired = await hiredProcess(app);
    process = hired.process;
    family = await clientHeaders(app, hired.client);
    const other = await hiredProcess(app);
    otherProcess = other.process;
    otherFamily = await clientHeaders(app, other.client);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const attach = (target: TProcess, stepId: number, body: TDocumentInput, headers: THeaders) =>
    call(app, processDocumentsApi.attach, { params: { id: target.id, stepId }, body, headers });
  const stepDocuments = (target: TProcess, headers: THeaders) => call(app, processDocumentsApi.list, { params: { id: target.id }, headers });
  const orderOf = (target: TProcess) => target.order!.id;

  it('adds a worker document from a step: the documents module’s row, linked to the step, audited, with its scan through the documents routes', async () => {
    const step = stepOfKind(process, 'entryPermit');
    const added = await attach(process, step.id, entryPermit, sales);
    expect(added.status, added.response.body).toBe(201);
    expect(added.data).toMatchObject({ laborId: process.labor.id, kind: 'visa', number: 'EP 2026/7781', state: 'expiring' });
    expect(added.response.json().message).toBe('Document added to the step.');
    const [row] = await app.db.select().from(workerDocuments).where(eq(workerDocuments.id, added.data.id));
    expect(row!.processStepId).toBe(step.id);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'document'), eq(auditLog.entityId, String(added.data.id))));
    expect(audit).toMatchObject({ action: 'create' });
    expect(audit!.changes).toMatchObject({ number: [null, 'EP 2026/7781'], processStepId: [null, step.id] });

    const scan = await app.inject({
      method: 'POST',
      url: pathOf(documentsApi.uploadScan, { params: { id: process.labor.id, documentId: added.data.id } }),
      headers: { ...sales, 'content-type': 'multipart/form-data; boundary=receipt-boundary' },
      payload: pdfFile('entry permit.pdf', PDF),
    });
    expect(scan.statusCode, scan.body).toBe(201);

    const listed = await stepDocuments(process, sales);
    expect(listed.status).toBe(200);
    expect(listed.data).toEqual([
      expect.objectContaining({
        id: added.data.id,
        processStepId: step.id,
        scan: { fileName: 'entry permit.pdf', contentType: 'application/pdf', size: PDF.length },
      }),
    ]);
    // The worker's own documents list it too: one row, two ways in.
    const workers = await call(app, documentsApi.list, { params: { id: process.labor.id }, headers: sales });
    expect(workers.data.map((document) => document.id)).toContain(added.data.id);
    expect((await stepDocuments(otherProcess, sales)).data).toEqual([]);
  });

  it('keeps the documents module’s rules: its permission, its checks, a kind and number once; another process’s step is not there', async () => {
    const step = stepOfKind(process, 'medical');
    expect((await attach(process, step.id, entryPermit, accounts)).status).toBe(403);
    expect((await stepDocuments(process, accounts)).status).toBe(403);
    expect((await attach(process, step.id, { ...entryPermit, kind: 'passport' as 'visa' }, sales)).status).toBe(400);
    expect((await attach(process, step.id, { ...entryPermit, expiryDate: null }, sales)).status).toBe(400);
    const twice = await attach(process, step.id, entryPermit, sales);
    expect(twice.response.json()).toMatchObject({ code: 'documents.duplicate' });
    expect((await attach(process, stepOfKind(otherProcess, 'medical').id, { ...entryPermit, number: 'X1' }, sales)).response.json()).toMatchObject({
      code: 'processes.stepNotFound',
    });
    expect((await attach({ ...process, id: 999_999 }, step.id, { ...entryPermit, number: 'X2' }, sales)).status).toBe(404);
    expect((await stepDocuments({ ...process, id: 999_999 }, sales)).status).toBe(404);
  });

  it('puts a step’s document in what expires: /Documents and the daily digest', async () => {
    const medical = await attach(
      process,
      stepOfKind(process, 'medical').id,
      { ...entryPermit, kind: 'medical', number: 'MED-77', expiryDate: '2026-12-12' },
      admin,
    );
    expect(medical.status).toBe(201);
    const expiring = await call(app, documentsApi.expiring, { query: { within: 30, laborId: process.labor.id, pageNumber: 1, pageSize: 10 }, headers: admin });
    expect(expiring.data.items.map((item) => item.number)).toEqual(['MED-77', 'EP 2026/7781']);

    const before = smtp.received.length;
    await runDigest(app.db, new Date('2026-12-02T03:00:05Z'), 'https://agency.example');
    await drainJobs(app);
    const digests = smtp.received.slice(before).map((mail) => mail.text);
    expect(digests.length).toBeGreaterThan(0);
    expect(digests.join('\n')).toContain('MED-77');
    expect(digests.join('\n')).toContain('EP 2026/7781');
  });

  it('shows the family what the entry permit step asks of them, and keeps the file they upload there', async () => {
    const view = await call(app, processesApi.family, { params: { id: orderOf(process) }, headers: family });
    const step = view.data!.steps.find((item) => item.kind === 'entryPermit')!;
    expect(step.asks).toEqual([
      { kind: 'emiratesId', file: null },
      { kind: 'tenancyContract', file: null },
      { kind: 'salaryCertificate', file: null },
    ]);
    expect(view.data!.steps.find((item) => item.kind === 'medical')!.asks).toEqual([]);

    const target = { orderId: orderOf(process), stepId: step.id, kind: 'emiratesId' };
    const uploaded = await familyUpload(app, target, pdfFile('هويتي.pdf', PDF), family);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().data).toEqual({ kind: 'emiratesId', file: { fileName: 'هويتي.pdf', uploadedAt: NOW.toISOString(), onProfile: false } });
    // A second upload replaces the first, and its file goes.
    const [first] = await app.db.select().from(processFamilyFiles).where(eq(processFamilyFiles.stepId, step.id));
    expect((await familyUpload(app, target, pdfFile('emirates id.pdf', PDF), family)).statusCode).toBe(201);
    const rows = await app.db.select().from(processFamilyFiles).where(eq(processFamilyFiles.stepId, step.id));
    expect(rows.map((row) => row.scanOriginalName)).toEqual(['emirates id.pdf']);
    expect(await app.documents.holds(first!.scanName)).toBe(false);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'clientDocument'), eq(auditLog.entityId, String(rows[0]!.id)), eq(auditLog.action, 'update')));
    expect(audit!.changes).toMatchObject({ fileName: ['هويتي.pdf', 'emirates id.pdf'] });

    const after = await call(app, processesApi.family, { params: { id: orderOf(process) }, headers: family });
    expect(after.data!.steps.find((item) => item.kind === 'entryPermit')!.asks[0]).toEqual({
      kind: 'emiratesId',
      file: { fileName: 'emirates id.pdf', uploadedAt: NOW.toISOString(), onProfile: false },
    });
  });

  it('shows staff who handle clients the family’s files on the step, and sends them; no one else', async () => {
    const listed = await call(app, processDocumentsApi.familyFiles, { params: { id: process.id }, headers: sales });
    expect(listed.status).toBe(200);
    const [file] = listed.data;
    expect(file).toMatchObject({
      source: 'step',
      stepId: stepOfKind(process, 'entryPermit').id,
      kind: 'emiratesId',
      fileName: 'emirates id.pdf',
      size: PDF.length,
    });
    const download = await call(app, processDocumentsApi.familyFile, { params: { id: process.id, fileId: file!.id }, headers: sales });
    expect(download.status).toBe(200);
    expect(download.response.headers['cache-control']).toBe('no-store');
    expect(download.response.rawPayload.equals(PDF)).toBe(true);
    expect((await call(app, processDocumentsApi.familyFile, { params: { id: otherProcess.id, fileId: file!.id }, headers: sales })).status).toBe(404);
    expect((await call(app, processDocumentsApi.familyFiles, { params: { id: process.id }, headers: accounts })).status).toBe(403);
    expect((await call(app, processDocumentsApi.familyFile, { params: { id: process.id, fileId: file!.id }, headers: family })).status).toBe(403);
  });

  it('tells the staff who run steps that the family sent a paper, on the bell and by e-mail, with the process to open', async () => {
    const notices = await call(app, staffNotificationsApi.list, { query: { pageSize: 5 }, headers: sales });
    const notice = notices.data.items.find((item) => item.kind === 'familyPaper');
    expect(notice).toMatchObject({ entityId: process.id, isRead: false });
    const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
    expect(plain(notice!.summary.en)).toBe(`Order ${process.order!.orderNumber}: ${process.client!.name} sent a paper for ${process.labor.name}’s visa`);
    expect(plain(notice!.summary.ar)).toContain(`الطلب ${process.order!.orderNumber}: أرسل ${process.client!.name} ورقة لتأشيرة`);
    expect(staffNotificationPath(notice!.kind, notice!.entityId)).toBe(`/Processes/${process.id}`);
    await drainJobs(app);
    const mail = smtp.received.find((item) => item.to.includes('staff.sales@example.ae') && item.text.includes('sent a paper'));
    expect(mail?.text).toContain('Subject: A family sent a paper for a visa process');
    // Accounts record fees but do not run steps: they are not told.
    const told = await call(app, staffNotificationsApi.list, { headers: accounts });
    expect(told.data.items.some((item) => item.kind === 'familyPaper')).toBe(false);
  });

  it('counts a paper the family gave on their profile as given on the step, for them and for staff, until they upload one on the step', async () => {
    // Given with her profile before the hire (staff keep it once she is hired).
    const profileUpload = (kind: string, fileName: string) =>
      app.inject({
        method: 'POST',
        url: pathOf(clientRecordsApi.upload, { params: { id: otherProcess.client!.id }, query: { kind: kind as 'tenancyContract' } }),
        headers: { ...sales, 'content-type': 'multipart/form-data; boundary=receipt-boundary' },
        payload: pdfFile(fileName, PDF),
      });
    expect((await profileUpload('tenancyContract', 'ejari.pdf')).statusCode).toBe(201);
    const view = await call(app, processesApi.family, { params: { id: orderOf(otherProcess) }, headers: otherFamily });
    const asks = view.data!.steps.find((item) => item.kind === 'entryPermit')!.asks;
    expect(asks).toEqual([
      { kind: 'emiratesId', file: null },
      { kind: 'tenancyContract', file: { fileName: 'ejari.pdf', uploadedAt: NOW.toISOString(), onProfile: true } },
      { kind: 'salaryCertificate', file: null },
    ]);
    const staffList = await call(app, processDocumentsApi.familyFiles, { params: { id: otherProcess.id }, headers: sales });
    const [fromProfile] = staffList.data;
    expect(fromProfile).toMatchObject({ source: 'profile', clientId: otherProcess.client!.id, kind: 'tenancyContract', fileName: 'ejari.pdf' });
    const scan = await call(app, clientRecordsApi.scan, { params: { id: otherProcess.client!.id, documentId: fromProfile!.id }, headers: sales });
    expect(scan.response.rawPayload.equals(PDF)).toBe(true);

    // One uploaded on the step is the step's from then on.
    const permit = stepOfKind(otherProcess, 'entryPermit');
    const target = { orderId: orderOf(otherProcess), stepId: permit.id, kind: 'tenancyContract' };
    expect((await familyUpload(app, target, pdfFile('ejari 2027.pdf', PDF), otherFamily)).statusCode).toBe(201);
    const after = await call(app, processDocumentsApi.familyFiles, { params: { id: otherProcess.id }, headers: sales });
    expect(after.data.map((file) => [file.source, file.fileName])).toEqual([['step', 'ejari 2027.pdf']]);
  });

  it('never lets a client upload to another client’s process: their order and its steps are not found', async () => {
    const step = stepOfKind(process, 'entryPermit');
    const theirs = await familyUpload(app, { orderId: orderOf(process), stepId: step.id, kind: 'tenancyContract' }, pdfFile('t.pdf', PDF), otherFamily);
    expect(theirs.statusCode).toBe(404);
    // Their own order, with a step of someone else's process.
    const mixed = await familyUpload(app, { orderId: orderOf(otherProcess), stepId: step.id, kind: 'tenancyContract' }, pdfFile('t.pdf', PDF), otherFamily);
    expect(mixed.statusCode).toBe(404);
    const stranger = await clientHeaders(app, await createClient(app));
    expect((await familyUpload(app, { orderId: orderOf(process), stepId: step.id, kind: 'emiratesId' }, pdfFile('t.pdf', PDF), stranger)).statusCode).toBe(404);
    expect((await call(app, processesApi.family, { params: { id: orderOf(process) }, headers: otherFamily })).status).toBe(404);
    const kept = await app.db.select().from(processFamilyFiles).where(eq(processFamilyFiles.kind, 'tenancyContract'));
    expect(kept.map((file) => file.processId)).not.toContain(process.id);
  });

  it('refuses a file that is not a PDF, JPEG or PNG (415), one over 5 MB (413), and a paper the step does not ask for (400), in the family’s language', async () => {
    const stepId = stepOfKind(process, 'entryPermit').id;
    const target = { orderId: orderOf(process), stepId, kind: 'salaryCertificate' };
    const hostile = await familyUpload(app, target, multipart('salary.pdf', 'application/pdf', Buffer.from('MZ\x90\x00 not a pdf')), { ...family, ...arabic });
    expect(hostile.statusCode).toBe(415);
    expect(hostile.json().message).toBe('يجب أن تكون النسخة الممسوحة ملف PDF أو JPEG أو PNG.');
    const huge = await familyUpload(app, target, pdfFile('salary.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 10)])), family);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('uploads.tooLarge');

    const unknownKind = await familyUpload(app, { ...target, kind: 'bankStatement' }, pdfFile('b.pdf', PDF), family);
    expect(unknownKind.statusCode).toBe(400);
    const notAsked = await familyUpload(app, { ...target, kind: 'passport' }, pdfFile('p.pdf', PDF), family);
    expect(notAsked.statusCode).toBe(400);
    expect(notAsked.json()).toMatchObject({ code: 'processDocuments.notAsked', message: 'This step does not ask for this paper.' });
    const contract = stepOfKind(process, 'contract').id;
    expect((await familyUpload(app, { ...target, stepId: contract, kind: 'emiratesId' }, pdfFile('e.pdf', PDF), family)).statusCode).toBe(400);
    expect(await app.db.select().from(processFamilyFiles).where(eq(processFamilyFiles.kind, 'salaryCertificate'))).toEqual([]);
  });

  it('asks through the templates: the manager sets what a step asks, and a template saved keeps it', async () => {
    const templates = await call(app, processesApi.templates, { headers: admin });
    const inUae = templates.data.find((template) => template.packageKind === 'Main' && template.location === 'inUae')!;
    expect(inUae.steps.find((step) => step.kind === 'changeOfStatus')!.familyAsks).toEqual(['emiratesId', 'tenancyContract', 'salaryCertificate']);
    const steps = inUae.steps.map(({ id: _id, position: _position, ...step }) =>
      step.kind === 'contract' ? { ...step, familyAsks: ['emiratesId' as const] } : step,
    );
    const saved = await call(app, processesApi.saveTemplate, { params: { id: inUae.id }, body: { version: inUae.version, steps }, headers: admin });
    expect(saved.status, saved.response.body).toBe(200);
    expect(saved.data.steps.map((step) => step.familyAsks.length)).toEqual([1, 3, 0, 0, 0, 0, 0]);
    const twice = await call(app, processesApi.saveTemplate, {
      params: { id: inUae.id },
      body: { version: saved.data.version, steps: steps.map((step) => ({ ...step, familyAsks: ['emiratesId', 'emiratesId'] as never })) },
      headers: admin,
    });
    expect(twice.status).toBe(400);
  });
});

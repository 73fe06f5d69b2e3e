import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { ledgerEntries, paymentProofs } from '../../db/schema/index.js';
import { adminHeaders, arabic, bearer, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { approvedOrder, paymentBody, postPayment } from './test-support.js';
import { paymentsApi, type TOrderFinance } from '@app/shared';
import { call, pathOf } from '../../test/call.js';

const BOUNDARY = 'proof-boundary';

/** A multipart body of one file, as a browser sends it. */
const multipart = (fileName: string, contentType: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe("payments: the client's proofs of transfer and the receipts' scans, kept privately", () => {
  let app: TApp;
  let admin: Record<string, string>;
  let accounts: Record<string, string>;
  let png: Buffer;
  let fixture: Awaited<ReturnType<typeof approvedOrder>>;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    admin = await adminHeaders(app);
    accounts = await staffHeaders(app, 'accounts');
    png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    fixture = await approvedOrder(app, admin);
  });
  afterAll(async () => app.close());

  const stored = () => (fs.existsSync(app.documents.documentsDir) ? fs.readdirSync(app.documents.documentsDir).sort() : []);
  const attachmentsUrl = () => pathOf(paymentsApi.uploadAttachment);
  const upload = (url: string, headers: Record<string, string>, body: Buffer) =>
    app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: body });
  const proofsUrl = (orderId: number) => pathOf(paymentsApi.uploadProof, { params: { id: orderId } });

  it('the client sends a PNG and a PDF proof on her own order: listed for her and for staff, downloadable only as an attachment', async () => {
    const client = bearer(fixture.client.token);
    const first = await upload(proofsUrl(fixture.order.id), client, multipart('transfer slip.png', 'image/png', png));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBeTruthy();
    const second = await upload(proofsUrl(fixture.order.id), client, multipart('bank.pdf', 'application/pdf', PDF));
    expect(second.statusCode, second.body).toBe(201);
    const finance: TOrderFinance = second.json().data;
    expect(finance.proofs).toEqual([
      expect.objectContaining({ fileName: 'transfer slip.png', contentType: 'image/png', size: png.length }),
      expect.objectContaining({ fileName: 'bank.pdf', contentType: 'application/pdf', size: PDF.length }),
    ]);
    const staffView = (await call(app, paymentsApi.adminOrderFinance, { params: { id: fixture.order.id }, headers: accounts })).data;
    expect(staffView.proofs.map((proof) => proof.id)).toEqual(finance.proofs.map((proof) => proof.id));

    const params = { id: fixture.order.id, proofId: finance.proofs[0]!.id };
    const downloads = [
      () => call(app, paymentsApi.clientProof, { params, headers: client }),
      () => call(app, paymentsApi.adminProof, { params, headers: accounts }),
    ];
    for (const downloadProof of downloads) {
      const { status, response: download } = await downloadProof();
      expect(status).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="transfer slip.png"/);
      expect(download.headers['cache-control']).toBe('no-store');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.rawPayload.equals(png)).toBe(true);
    }

    // Kept in DOCUMENTS_DIR under a name of its own, never served as media.
    const [row] = await app.db.select().from(paymentProofs).where(eq(paymentProofs.id, finance.proofs[0]!.id));
    expect(row!.file).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(stored()).toContain(row!.file);
    expect(app.documents.documentsDir.startsWith(app.config.uploadDir)).toBe(false);
    for (const url of [`/media/${row!.file}`, `/media/../documents/${row!.file}`, `/media/%2e%2e/documents/${row!.file}`, `/documents/${row!.file}`]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.rawPayload.equals(png)).toBe(false);
    }
  });

  it('another client can neither send a proof to her order nor read one of hers (404)', async () => {
    const stranger = await createClient(app);
    const before = stored();
    const sent = await upload(proofsUrl(fixture.order.id), { ...bearer(stranger.token), ...arabic }, multipart('x.png', 'image/png', png));
    expect(sent.statusCode).toBe(404);
    expect(sent.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(stored()).toEqual(before);
    const [proof] = await app.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, fixture.order.id));
    const read = await call(app, paymentsApi.clientProof, { as: stranger.token, params: { id: fixture.order.id, proofId: proof!.id } });
    expect(read.status).toBe(404);
    expect(read.response.rawPayload.equals(png)).toBe(false);
    // Nor through an order of her own: a proof is found only on its order.
    const own = await approvedOrder(app, admin);
    const crossed = await call(app, paymentsApi.clientProof, { as: own.client.token, params: { id: own.order.id, proofId: proof!.id } });
    expect(crossed.status).toBe(404);
  });

  it.each([
    [
      'a Windows program named .png',
      'proof.png',
      'image/png',
      Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(512)]),
      415,
    ],
    [
      'an HTML page renamed .png',
      'proof.png',
      'image/png',
      Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
      415,
    ],
    ['a GIF and JavaScript polyglot', 'proof.png', 'image/png', Buffer.from('GIF89a/*\x00\x00\x00\x00*/=1;alert(document.cookie);//', 'latin1'), 415],
    ['an SVG with a script', 'proof.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 415],
    ['a file over 5 MB', 'big.pdf', 'application/pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), 413],
  ])('refuses %s, storing nothing', async (_, fileName, contentType, bytes, status) => {
    const before = stored();
    const proofsBefore = await app.db.select().from(paymentProofs);
    const response = await upload(proofsUrl(fixture.order.id), bearer(fixture.client.token), multipart(fileName, contentType, bytes));
    expect(response.statusCode).toBe(status);
    expect(response.json().isDone).toBe(false);
    expect(stored()).toEqual(before);
    expect(await app.db.select().from(paymentProofs)).toEqual(proofsBefore);
    const scan = await upload(attachmentsUrl(), accounts, multipart(fileName, contentType, bytes));
    expect(scan.statusCode).toBe(status);
    expect(stored()).toEqual(before);
  });

  it('refuses a form with no file (400) and a body that is not a form (415)', async () => {
    const before = stored();
    const empty = await upload(proofsUrl(fixture.order.id), bearer(fixture.client.token), Buffer.from(`--${BOUNDARY}--\r\n`));
    expect(empty.statusCode).toBe(400);
    const json = await app.inject({ method: 'POST', url: proofsUrl(fixture.order.id), headers: bearer(fixture.client.token), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(stored()).toEqual(before);
  });

  it("staff upload a receipt's scan, then record the payment naming it; a name the store never gave is refused (422)", async () => {
    const scan = await upload(attachmentsUrl(), accounts, multipart('receipt.jpg', 'image/jpeg', await sharp(png).jpeg().toBuffer()));
    expect(scan.statusCode, scan.body).toBe(201);
    const file: string = scan.json().data.file;
    expect(file).toMatch(/^[a-f0-9]{32}\.jpg$/);

    const recorded = await postPayment(app, accounts, fixture.feeInvoice.id, paymentBody(app, 500, { attachment: file }));
    expect(recorded.status, recorded.response.body).toBe(201);
    const entry = recorded.data.invoices[0]!.entries.at(-1)!;
    expect(entry.hasAttachment).toBe(true);
    const download = await call(app, paymentsApi.attachment, { params: { id: entry.id }, headers: accounts });
    expect(download.status).toBe(200);
    expect(download.response.headers['content-type']).toBe('image/jpeg');
    expect(download.response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${entry.documentNumber}.jpg"`));
    expect(download.response.headers['cache-control']).toBe('no-store');
    // The client never reads staff's scans.
    expect((await call(app, paymentsApi.attachment, { as: fixture.client.token, params: { id: entry.id } })).status).toBe(403);

    const entriesBefore = await app.db.select().from(ledgerEntries);
    for (const attachment of ['0123456789abcdef0123456789abcdef.png', '../../etc/passwd', `${file}/..`]) {
      const refused = await postPayment(app, accounts, fixture.feeInvoice.id, paymentBody(app, 10, { attachment }));
      expect(refused.status, attachment).toBe(422);
      expect(refused).toMatchObject({ code: 'payments.proofNotFound', errors: { attachment: expect.any(String) } });
    }
    expect(await app.db.select().from(ledgerEntries)).toEqual(entriesBefore);
    // An entry with no scan has none to download.
    const plain = (await postPayment(app, accounts, fixture.feeInvoice.id, paymentBody(app, 10))).data;
    expect((await call(app, paymentsApi.attachment, { params: { id: plain.invoices[0]!.entries.at(-1)!.id }, headers: accounts })).status).toBe(404);
  });

  it('only staff with the finance permission upload scans', async () => {
    const sales = await staffHeaders(app, 'sales');
    const before = stored();
    expect((await upload(attachmentsUrl(), sales, multipart('r.png', 'image/png', png))).statusCode).toBe(403);
    expect((await upload(attachmentsUrl(), bearer(fixture.client.token), multipart('r.png', 'image/png', png))).statusCode).toBe(403);
    expect(stored()).toEqual(before);
  });
});

import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsApi, PROOF_LIMITS, translate } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { orders, paymentProofs } from '../../db/schema/index.js';
import { adminHeaders, arabic, bearer, createTestApp } from '../../test/test-app.js';
import { approvedOrder } from './test-support.js';
import { pathOf } from '../../test/call.js';

const BOUNDARY = 'proof-boundary';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const body = Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slip.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
  PDF,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);
const MB = 1024 * 1024;

/** A client's proofs of transfer have a cap per order and per client, and a closed order takes none (issue 31). */
describe('proofs of transfer: the caps and closed orders', () => {
  let app: TApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    admin = await adminHeaders(app);
  });
  afterAll(async () => app.close());

  const stored = () => (fs.existsSync(app.documents.documentsDir) ? fs.readdirSync(app.documents.documentsDir).length : 0);
  const send = (orderId: number, token: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: pathOf(paymentsApi.uploadProof, { params: { id: orderId } }),
      headers: { ...bearer(token), ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: body,
    });
  /** Proofs the client sent before (rows as the upload writes them), of this size each. */
  const earlier = async (orderId: number, userId: number, files: number, size: number) => {
    if (files === 0) return;
    await app.db.insert(paymentProofs).values(
      Array.from({ length: files }, (_, index) => ({
        orderId,
        file: `${String(index).padStart(32, '0')}.pdf`,
        fileName: 'earlier.pdf',
        contentType: 'application/pdf',
        size,
        uploadedBy: userId,
        uploadedAt: new Date(),
      })),
    );
  };
  const expectRefused = async (response: Awaited<ReturnType<typeof send>>, key: string, params: Record<string, number> = {}) => {
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ isDone: false, code: key, message: translate('ar', key, params) });
  };

  it(`takes ${PROOF_LIMITS.perOrder.count} files on an order, then refuses the next one, keeping nothing of it`, async () => {
    const { client, order } = await approvedOrder(app, admin);
    for (let index = 0; index < PROOF_LIMITS.perOrder.count; index += 1) expect((await send(order.id, client.token)).statusCode).toBe(201);
    const files = stored();
    await expectRefused(await send(order.id, client.token, arabic), 'payments.proofOrderFull', PROOF_LIMITS.perOrder);
    expect(stored()).toBe(files);
    expect(await app.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, order.id))).toHaveLength(PROOF_LIMITS.perOrder.count);
  });

  it(`refuses a file past ${PROOF_LIMITS.perOrder.megabytes} MB on an order`, async () => {
    const { client, order } = await approvedOrder(app, admin);
    await earlier(order.id, client.id, 1, PROOF_LIMITS.perOrder.megabytes * MB - PDF.length + 1);
    await expectRefused(await send(order.id, client.token, arabic), 'payments.proofOrderFull', PROOF_LIMITS.perOrder);
    await app.db
      .update(paymentProofs)
      .set({ size: PROOF_LIMITS.perOrder.megabytes * MB - PDF.length })
      .where(eq(paymentProofs.orderId, order.id));
    expect((await send(order.id, client.token)).statusCode).toBe(201);
  });

  it(`refuses the client's proof past ${PROOF_LIMITS.perClient.count} files over all her orders`, async () => {
    const first = await approvedOrder(app, admin);
    const second = await approvedOrder(app, admin);
    const third = await approvedOrder(app, admin);
    // The other two orders are the same client's; all but one of her proofs are on the first.
    for (const { order } of [second, third]) await app.db.update(orders).set({ clientId: first.client.id }).where(eq(orders.id, order.id));
    await earlier(first.order.id, first.client.id, PROOF_LIMITS.perClient.count - 1, 1000);
    expect((await send(second.order.id, first.client.token)).statusCode).toBe(201);
    await expectRefused(await send(third.order.id, first.client.token, arabic), 'payments.proofClientFull', PROOF_LIMITS.perClient);
    // Another client's orders are not held by hers.
    const other = await approvedOrder(app, admin);
    expect((await send(other.order.id, other.client.token)).statusCode).toBe(201);
  });

  it.each(['Canceled', 'Rejected', 'Delivered'] as const)('refuses a proof on a %s order, in the reader’s language', async (status) => {
    const { client, order } = await approvedOrder(app, admin);
    await app.db.update(orders).set({ status }).where(eq(orders.id, order.id));
    const files = stored();
    await expectRefused(await send(order.id, client.token, arabic), 'payments.proofOrderClosed');
    expect((await send(order.id, client.token)).json().message).toBe(translate('en', 'payments.proofOrderClosed'));
    expect(stored()).toBe(files);
  });
});

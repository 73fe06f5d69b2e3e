import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInUae } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { invoices, jobs } from '../../db/schema/index.js';
import { addWorker } from '../../test/orders.js';
import { adminHeaders, createClient, createTestApp } from '../../test/test-app.js';
import { clientStep, deliveredOrder, staffPlacement } from '../placements/test-support.js';
import { postRefund } from './test-support.js';

describe("a guarantee's refund paid out", () => {
  let app: TApp;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' });
  });
  afterAll(async () => app.close());

  it("is on the placement's timeline and shown paid, and the client is told in the same transaction", async () => {
    const admin = await adminHeaders(app);
    const client = await createClient(app);
    const order = await deliveredOrder(app, client, await addWorker(app, admin, 'Returned Worker'));
    const placementId = order.placement!.id;
    const returned = (
      await clientStep(app, client, order.id, 'end', { kind: 'returned', reason: 'failedProbation', version: order.placement!.version })
    ).response.json().data;
    const chosen = (await clientStep(app, client, order.id, 'remedy', { remedy: 'refund', version: returned.version })).data;
    expect(chosen.refund).toMatchObject({ amountAed: 13_125, paidAed: 0, paidOn: null });
    const [creditNote] = await app.db.select().from(invoices).where(eq(invoices.number, chosen.refund!.creditNoteNumber));
    const mailsBefore = (await app.db.select().from(jobs).where(eq(jobs.kind, 'placement.mail'))).length;

    const paid = await postRefund(app, admin, creditNote!.id, { method: 'bankTransfer', reference: 'RF-77', receivedOn: todayInUae(app.clock()) });
    expect(paid.status, paid.response.body).toBe(201);

    const placement = await staffPlacement(app, placementId, admin);
    expect(placement.refund).toMatchObject({ amountAed: 13_125, paidAed: 13_125, paidOn: todayInUae(app.clock()) });
    expect(placement.timeline.map((entry) => entry.event)).toContain('refundPaid');
    const mails = await app.db.select().from(jobs).where(eq(jobs.kind, 'placement.mail'));
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)!.payload).toMatchObject({ placementId, mail: 'refundPaid', amountFils: 1_312_500 });
  });
});

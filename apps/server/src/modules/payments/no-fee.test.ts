import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { act, addWorker, interviewHeld, onlineInterview } from '../../test/orders.js';
import { adminHeaders, createClient, createTestApp } from '../../test/test-app.js';
import { clientHeaders, clientStep, deliveredOrder } from '../placements/test-support.js';
import { ordersApi } from '@app/shared';
import { call } from '../../test/call.js';

describe('a replacement order under the guarantee', () => {
  let app: TApp;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' });
  });
  afterAll(async () => app.close());

  it('has no fee: once approved there is no invoice, no balance and no way of paying to choose', async () => {
    const admin = await adminHeaders(app);
    const client = await createClient(app);
    const original = await deliveredOrder(app, client, await addWorker(app, admin, 'First Worker'));
    const returned = (await clientStep(app, client, original.id, 'end', { kind: 'returned', reason: 'resigned', version: 1 })).data;
    await clientStep(app, client, original.id, 'remedy', { remedy: 'replacement', version: returned.version });
    const headers = await clientHeaders(app, client);
    const laborId = await addWorker(app, admin, 'Second Worker');
    const requested = await call(app, ordersApi.request, { body: { laborId, package: 'Main', replacesPlacementId: original.placement!.id }, headers });
    expect(requested.status, requested.response.body).toBe(201);
    let order = requested.data;
    order = (await act(app, { admin }, order, onlineInterview())).data;
    await interviewHeld(app, order.id);
    const token = headers.authorization.replace('Bearer ', '');
    order = (await act(app, { token }, order, { action: 'approve' })).data;
    expect(order).toMatchObject({ status: 'InProgress', invoice: null, balanceAed: 0 });
    expect(order.actions).not.toContain('choosePayment');

    const choose = await act(app, { token }, order, { action: 'choosePayment', method: 'bankTransfer', reference: 'FT-1' });
    expect(choose.status).toBe(409);
    expect(choose.code).toBe('orders.noPaymentDue');
  });
});

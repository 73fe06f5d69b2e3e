import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processesApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { call } from '../../test/call.js';
import { requestWorker } from '../../test/orders.js';
import { arabic, createClient, createTestApp } from '../../test/test-app.js';
import { clientHeaders } from '../placements/test-support.js';
import { changeStep, hireOrder, processOfOrder, stepOfKind, workerAndClient } from './test-support.js';

describe("the family reads their order's process", () => {
  let app: TApp;
  const now = new Date('2026-11-22T09:00:00Z');
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' }, { clock: () => now });
  });
  afterAll(async () => app.close());

  it('in their language: steps done with their days, the next with its appointment and what to bring; no notes, no reason, no step not needed', async () => {
    const { laborId, client } = await workerAndClient(app, 'abroad');
    const order = await hireOrder(app, client, laborId);
    let process = await processOfOrder(app, order.id);
    process = (await changeStep(app, process, stepOfKind(process, 'contract'), { state: 'done', notes: 'Sponsor paid in cash' })).data;
    process = (await changeStep(app, process, stepOfKind(process, 'entryPermit'), { state: 'blocked', blockedReason: 'Waiting for the salary certificate' }))
      .data;
    process = (await changeStep(app, process, stepOfKind(process, 'travel'), { state: 'notNeeded' })).data;
    const appointmentAt = '2026-11-25T05:00:00.000Z';
    process = (await changeStep(app, process, stepOfKind(process, 'medical'), { state: 'booked', appointmentAt, appointmentPlace: 'Al Karama health centre' }))
      .data;
    const headers = await clientHeaders(app, client);

    const english = await call(app, processesApi.family, { params: { id: order.id }, headers });
    expect(english.status).toBe(200);
    const view = english.data!;
    expect(view).toMatchObject({ location: 'abroad', status: 'running', startedOn: '2026-11-22', expectedHandover: process.expectedHandover });
    expect(view.steps.map((step) => [step.kind, step.state, step.isNext])).toEqual([
      ['contract', 'done', false],
      ['entryPermit', 'todo', true],
      ['arrival', 'todo', false],
      ['medical', 'booked', false],
      ['biometrics', 'todo', false],
      ['insurance', 'todo', false],
      ['residenceVisa', 'todo', false],
      ['handover', 'todo', false],
    ]);
    expect(view.steps[0]).toMatchObject({ name: 'Employment contract', doneOn: '2026-11-22' });
    expect(view.steps[0]!.bring).toMatch(/Emirates ID/);
    expect(view.steps[3]).toMatchObject({ appointmentAt, appointmentPlace: 'Al Karama health centre', bring: 'Nothing: we take her to the health centre.' });
    const text = english.response.body;
    for (const hidden of ['Sponsor paid in cash', 'Waiting for the salary certificate', 'blocked', 'notNeeded', 'notes', 'blockedReason', 'version'])
      expect(text).not.toContain(hidden);

    const inArabic = (await call(app, processesApi.family, { params: { id: order.id }, headers: { ...headers, ...arabic } })).data!;
    expect(inArabic.steps.map((step) => step.name).slice(0, 2)).toEqual(['عقد العمل', 'تصريح الدخول']);
    expect(inArabic.steps[3]!.bring).toBe('لا شيء: نحن نصطحبها إلى المركز الصحي.');
  });

  it("is null before the hire, not found on someone else's order, and closed to staff routes' callers without a session", async () => {
    const { laborId, client } = await workerAndClient(app);
    const pending = await requestWorker(app, client.token, laborId);
    const headers = await clientHeaders(app, client);
    const before = await call(app, processesApi.family, { params: { id: pending.id }, headers });
    expect([before.status, before.data]).toEqual([200, null]);
    const other = await workerAndClient(app);
    const theirs = await hireOrder(app, other.client, other.laborId);
    const refused = await call(app, processesApi.family, { params: { id: theirs.id }, headers });
    expect([refused.status, refused.code]).toEqual([404, 'orders.notFound']);
    expect((await call(app, processesApi.family, { params: { id: 999_999 }, headers })).status).toBe(404);
    expect((await call(app, processesApi.family, { params: { id: theirs.id } })).status).toBe(401);
    const stranger = await createClient(app);
    expect((await call(app, processesApi.family, { params: { id: theirs.id }, as: stranger.token })).status).toBe(404);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ordersApi, processesApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { auditLog, labors, placements, visaProcesses } from '../../db/schema/index.js';
import { call } from '../../test/call.js';
import { act } from '../../test/orders.js';
import { adminHeaders, arabic, createTestApp } from '../../test/test-app.js';
import { changeStep, hireOrder, processOfOrder, readProcess, stepOfKind, workerAndClient } from './test-support.js';

describe('a hire starts the visa process; canceling and delivering the order follow it', () => {
  let app: TApp;
  let now = new Date('2026-11-22T09:00:00Z');
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' }, { clock: () => now });
  });
  afterAll(async () => app.close());
  // Each test hires on 22 November 2026 (13:00 in the UAE).
  beforeEach(() => {
    now = new Date('2026-11-22T09:00:00Z');
  });

  it('starts the abroad template for a worker still abroad, each step due after the one before it', async () => {
    const { laborId, client } = await workerAndClient(app, 'abroad');
    const order = await hireOrder(app, client, laborId);
    const process = await processOfOrder(app, order.id);
    expect(process).toMatchObject({ status: 'running', location: 'abroad', packageKind: 'Main', startedOn: '2026-11-22', overdueSteps: 0 });
    expect(process.order).toEqual({ id: order.id, orderNumber: order.number });
    expect(process.client?.id).toBe(client.id);
    expect(process.steps.map((step) => [step.kind, step.dueDate])).toEqual([
      ['contract', '2026-11-24'],
      ['entryPermit', '2026-12-01'],
      ['travel', '2026-12-06'],
      ['arrival', '2026-12-07'],
      ['medical', '2026-12-10'],
      ['biometrics', '2026-12-15'],
      ['insurance', '2026-12-18'],
      ['residenceVisa', '2026-12-25'],
      ['handover', '2026-12-27'],
    ]);
    expect(process.expectedHandover).toBe('2026-12-27');
    expect(process.currentStep?.kind).toBe('contract');
    expect(stepOfKind(process, 'medical')).toMatchObject({ hasAppointment: true, nameAr: 'الفحص الطبي للياقة', state: 'todo', version: 1 });
    expect(stepOfKind(process, 'contract').bringEn).toMatch(/Emirates ID/);
  });

  it("starts the template of the order's package in the UAE for a worker already here (visa in process counts as abroad)", async () => {
    const here = await workerAndClient(app, 'arrived');
    const monthly = await processOfOrder(app, (await hireOrder(app, here.client, here.laborId, 'Monthly')).id);
    expect(monthly).toMatchObject({ location: 'inUae', packageKind: 'Monthly', expectedHandover: '2026-12-19' });
    expect(monthly.steps.map((step) => step.kind)).toEqual(['contract', 'changeOfStatus', 'medical', 'biometrics', 'insurance', 'residenceVisa', 'handover']);
    const onTheWay = await workerAndClient(app, 'visaInProcess');
    expect((await processOfOrder(app, (await hireOrder(app, onTheWay.client, onTheWay.laborId)).id)).location).toBe('abroad');
  });

  it('writes the start in the audit trail, and the process history reads it', async () => {
    const { laborId, client } = await workerAndClient(app);
    const process = await processOfOrder(app, (await hireOrder(app, client, laborId)).id);
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'process'), eq(auditLog.entityId, String(process.id))));
    expect(rows.map((row) => row.action)).toEqual(['create']);
    expect(rows[0]!.changes).toMatchObject({ laborId: [null, laborId], location: [null, 'inUae'], status: [null, 'running'] });
    expect(process.history).toHaveLength(1);
    expect(process.history[0]!.summary).toMatch(/^Created: /);
    expect(process.history[0]!.summary).toContain('In the UAE');
    const inArabic = await readProcess(app, process.id, { ...(await adminHeaders(app)), ...arabic });
    expect(inArabic.history[0]!.summary).toContain('داخل الدولة');
  });

  it('a template changed later does not change a running process; a new one follows it', async () => {
    const admin = await adminHeaders(app);
    const first = await workerAndClient(app);
    const running = await processOfOrder(app, (await hireOrder(app, first.client, first.laborId, 'Monthly')).id);
    const template = (await call(app, processesApi.templates, { headers: admin })).data.find(
      (candidate) => candidate.packageKind === 'Monthly' && candidate.location === 'inUae',
    )!;
    const steps = template.steps.map(({ id: _id, position: _position, ...step }) => step);
    const saved = await call(app, processesApi.saveTemplate, {
      params: { id: template.id },
      body: { version: template.version, steps: [{ ...steps[0]!, nameEn: 'Signing', expectedDays: 1 }, steps.at(-1)!] },
      headers: admin,
    });
    expect(saved.status).toBe(200);
    expect(saved.data.steps.map((step) => [step.position, step.nameEn])).toEqual([
      [1, 'Signing'],
      [2, 'Handover to the family'],
    ]);
    expect(saved.data.version).toBe(template.version + 1);
    const unchanged = await readProcess(app, running.id);
    expect(unchanged.steps).toEqual(running.steps);
    const second = await workerAndClient(app);
    const next = await processOfOrder(app, (await hireOrder(app, second.client, second.laborId, 'Monthly')).id);
    expect(next.steps.map((step) => [step.nameEn, step.dueDate])).toEqual([
      ['Signing', '2026-11-23'],
      ['Handover to the family', '2026-11-25'],
    ]);
    // Saving again on the old version is refused and changes nothing.
    const stale = await call(app, processesApi.saveTemplate, { params: { id: template.id }, body: { version: template.version, steps }, headers: admin });
    expect(stale.status).toBe(409);
    expect(stale.message).toMatch(/changed this template/);
    const audited = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'processTemplate'), eq(auditLog.entityId, String(template.id))));
    expect(audited).toHaveLength(1);
    // Put back for the other tests.
    const current = (await call(app, processesApi.templates, { headers: admin })).data.find((candidate) => candidate.id === template.id)!;
    expect(
      (await call(app, processesApi.saveTemplate, { params: { id: template.id }, body: { version: current.version, steps }, headers: admin })).status,
    ).toBe(200);
  });

  it('canceling the hired order cancels its process', async () => {
    const admin = await adminHeaders(app);
    const { laborId, client } = await workerAndClient(app);
    const order = await hireOrder(app, client, laborId);
    const canceled = await act(app, { admin }, order, { action: 'cancel', note: 'The family moved abroad' });
    expect(canceled.status).toBe(200);
    const process = await processOfOrder(app, order.id);
    expect(process).toMatchObject({ status: 'canceled', currentStep: null, overdueSteps: 0 });
    expect(process.history[0]!.summary).toMatch(/Canceled/);
    // Her next hire starts a new process: the canceled one no longer holds her.
    const again = await workerAndClient(app);
    const rehired = await hireOrder(app, again.client, laborId);
    expect((await processOfOrder(app, rehired.id)).status).toBe('running');
  });

  it('delivering the order marks the handover done on the handover day, and the process done when nothing else is left', async () => {
    const { laborId, client } = await workerAndClient(app);
    const order = await hireOrder(app, client, laborId, 'Monthly');
    let process = await processOfOrder(app, order.id);
    now = new Date('2026-12-20T09:00:00Z');
    // A session opened now: the one of the hire has gone idle meanwhile.
    const admin = await adminHeaders(app);
    for (const kind of ['contract', 'changeOfStatus', 'medical', 'biometrics', 'insurance'] as const) {
      const step = stepOfKind(process, kind);
      const response = await changeStep(app, process, step, { state: kind === 'insurance' ? 'notNeeded' : 'done', doneOn: '2026-12-01' });
      expect(response.status, response.response.body).toBe(200);
      process = response.data;
    }
    const delivered = await act(app, { admin }, (await call(app, ordersApi.adminGet, { params: { id: order.id }, headers: admin })).data, {
      action: 'deliver',
      deliveredOn: '2026-12-18',
    });
    expect(delivered.status, delivered.response.body).toBe(200);
    process = await processOfOrder(app, order.id);
    expect(stepOfKind(process, 'handover')).toMatchObject({ state: 'done', doneOn: '2026-12-18', version: 2 });
    // The residence visa is still to do: the process runs on.
    expect(process.status).toBe('running');
    expect(process.expectedHandover).toBe('2026-12-18');
    const finished = await changeStep(app, process, stepOfKind(process, 'residenceVisa'), { state: 'done', doneOn: '2026-12-17' });
    expect(finished.data.status).toBe('done');

    const whole = await workerAndClient(app);
    const other = await hireOrder(app, whole.client, whole.laborId, 'Monthly');
    let all = await processOfOrder(app, other.id);
    for (const step of all.steps.filter((candidate) => candidate.kind !== 'handover')) {
      all = (await changeStep(app, all, step, { state: 'done', doneOn: '2026-12-10' })).data;
    }
    await act(app, { admin }, (await call(app, ordersApi.adminGet, { params: { id: other.id }, headers: admin })).data, { action: 'deliver' });
    expect(await app.db.select({ status: visaProcesses.status }).from(visaProcesses).where(eq(visaProcesses.orderId, other.id))).toEqual([{ status: 'done' }]);
    expect(stepOfKind(await processOfOrder(app, other.id), 'handover').doneOn).toBe('2026-12-20');
  });

  it("a worker hired again by another family starts a new process, the earlier family's unfinished one closed as canceled", async () => {
    const admin = await adminHeaders(app);
    const first = await workerAndClient(app);
    const delivered = await hireOrder(app, first.client, first.laborId);
    await act(app, { admin }, (await call(app, ordersApi.adminGet, { params: { id: delivered.id }, headers: admin })).data, { action: 'deliver' });
    expect((await processOfOrder(app, delivered.id)).status).toBe('running');
    // Her placement over, she is free for another family (as staff confirm when she is back).
    await app.db.update(labors).set({ status: 'Available' }).where(eq(labors.id, first.laborId));
    await app.db.update(placements).set({ status: 'ended', endKind: 'completed', endedOn: '2026-11-28' }).where(eq(placements.orderId, delivered.id));
    const second = await workerAndClient(app);
    const rehired = await hireOrder(app, second.client, first.laborId);
    expect((await processOfOrder(app, rehired.id)).status).toBe('running');
    const earlier = await processOfOrder(app, delivered.id);
    expect(earlier.status).toBe('canceled');
    expect(earlier.history[0]!.summary).toMatch(/Canceled/);
  });
});

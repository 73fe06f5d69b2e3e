import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { processesApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { auditLog, processSteps, users } from '../../db/schema/index.js';
import { call } from '../../test/call.js';
import { adminHeaders, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { changeStep, hireOrder, processOfOrder, readProcess, stepBody, stepOfKind, workerAndClient } from './test-support.js';

describe("staff run a process's steps", () => {
  let app: TApp;
  let now = new Date('2026-11-22T09:00:00Z');
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' }, { clock: () => now });
  });
  afterAll(async () => app.close());
  beforeEach(() => {
    now = new Date('2026-11-22T09:00:00Z');
  });

  /** A Main process in the UAE, hired today: contract 24 Nov, change of status 29 Nov, medical 2 Dec ... handover 19 Dec. */
  async function running() {
    const { laborId, client } = await workerAndClient(app);
    const order = await hireOrder(app, client, laborId);
    return { order, client, process: await processOfOrder(app, order.id) };
  }

  it('moves the due dates after each change and finishes the process when every step is', async () => {
    let { process } = await running();
    now = new Date('2026-11-26T09:00:00Z');
    // The contract signed a day late: everything after it moves a day.
    let response = await changeStep(app, process, stepOfKind(process, 'contract'), { state: 'done', doneOn: '2026-11-25' });
    expect(response.status, response.response.body).toBe(200);
    expect(response.message).toBe('Step saved');
    process = response.data;
    expect(stepOfKind(process, 'contract')).toMatchObject({ state: 'done', doneOn: '2026-11-25', dueDate: '2026-11-24', version: 2 });
    expect(stepOfKind(process, 'changeOfStatus').dueDate).toBe('2026-11-30');
    expect(process.expectedHandover).toBe('2026-12-20');
    expect(process.currentStep?.kind).toBe('changeOfStatus');
    // Done without a day: today. Not needed adds nothing.
    process = (await changeStep(app, process, stepOfKind(process, 'changeOfStatus'), { state: 'done' })).data;
    expect(stepOfKind(process, 'changeOfStatus').doneOn).toBe('2026-11-26');
    process = (await changeStep(app, process, stepOfKind(process, 'medical'), { state: 'notNeeded' })).data;
    expect(stepOfKind(process, 'medical').dueDate).toBe('2026-11-26');
    expect(stepOfKind(process, 'biometrics').dueDate).toBe('2026-12-01');
    // Booked: its appointment kept; blocked: its reason kept, the due dates unchanged.
    const appointmentAt = '2026-11-29T06:30:00.000Z';
    process = (await changeStep(app, process, stepOfKind(process, 'biometrics'), { state: 'booked', appointmentAt, appointmentPlace: 'Al Barsha centre' }))
      .data;
    expect(stepOfKind(process, 'biometrics')).toMatchObject({ state: 'booked', appointmentAt, appointmentPlace: 'Al Barsha centre' });
    process = (await changeStep(app, process, stepOfKind(process, 'insurance'), { state: 'blocked', blockedReason: 'Insurer waits for the medical' })).data;
    expect(stepOfKind(process, 'insurance')).toMatchObject({ state: 'blocked', blockedReason: 'Insurer waits for the medical', dueDate: '2026-12-04' });
    for (const kind of ['biometrics', 'insurance', 'residenceVisa', 'handover'] as const) {
      response = await changeStep(app, process, stepOfKind(process, kind), { state: 'done', blockedReason: '' });
      expect(response.status, response.response.body).toBe(200);
      process = response.data;
    }
    expect(process).toMatchObject({ status: 'done', currentStep: null, expectedHandover: '2026-11-26' });
    expect(stepOfKind(process, 'insurance').blockedReason).toBe('');
    // A finished process takes no more changes.
    const after = await changeStep(app, process, stepOfKind(process, 'handover'), { notes: 'Late note' });
    expect([after.status, after.code]).toEqual([409, 'processes.notRunning']);
    // Each change is in the history, newest first, in the reader's words.
    expect(process.history[0]!.summary).toMatch(/^Status changed: Status: Running to Done/);
    expect(process.history.some((entry) => entry.summary.startsWith('Emirates ID biometrics: State: To do to Booked'))).toBe(true);
    const audited = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'processStep'), eq(auditLog.entityId, String(stepOfKind(process, 'insurance').id))))
      .orderBy(auditLog.id);
    expect(audited.map((row) => row.changes?.state)).toEqual([
      ['todo', 'blocked'],
      ['blocked', 'done'],
    ]);
  });

  it('puts overdue processes first, then the soonest due, and filters by step, staff member, order, search and overdue', async () => {
    const late = await running();
    const soon = await running();
    const later = await running();
    now = new Date('2026-11-25T09:00:00Z');
    // Soon's contract is done: its change of status is due 29 Nov. Later's contract is done late: due 30 Nov.
    await changeStep(app, soon.process, stepOfKind(soon.process, 'contract'), { state: 'done', doneOn: '2026-11-24' });
    await changeStep(app, later.process, stepOfKind(later.process, 'contract'), { state: 'done', doneOn: '2026-11-25' });
    const sales = await staffHeaders(app, 'sales');
    const [salesUser] = await app.db.select({ id: users.id }).from(users).where(eq(users.userName, 'staff.sales'));
    const lateContract = stepOfKind(late.process, 'contract');
    await changeStep(app, late.process, lateContract, { assigneeId: salesUser!.id }, sales);
    const accounts = await staffHeaders(app, 'accounts');
    const board = async (query: Record<string, string | number | boolean> = {}) => {
      const response = await call(app, processesApi.board, { query: { pageSize: 100, ...query }, headers: accounts });
      expect(response.status, response.response.body).toBe(200);
      return response.data;
    };
    const mine = [late.process.id, soon.process.id, later.process.id];
    const ours = (page: Awaited<ReturnType<typeof board>>) => page.items.filter((item) => mine.includes(item.id)).map((item) => item.id);
    expect(ours(await board())).toEqual([late.process.id, soon.process.id, later.process.id]);
    const first = (await board()).items.find((item) => item.id === late.process.id)!;
    expect(first).toMatchObject({ overdueSteps: 1, currentStep: { kind: 'contract', overdue: true, assignee: { id: salesUser!.id, name: 'staff.sales' } } });
    expect(first.labor.code).toMatch(/\S/);
    expect(ours(await board({ overdue: 'true' }))).toEqual([late.process.id]);
    expect(ours(await board({ overdue: 'false' }))).toEqual([soon.process.id, later.process.id]);
    expect(ours(await board({ step: 'changeOfStatus' }))).toEqual([soon.process.id, later.process.id]);
    expect(ours(await board({ assigneeId: salesUser!.id }))).toEqual([late.process.id]);
    expect((await board({ orderId: later.order.id })).items.map((item) => item.id)).toEqual([later.process.id]);
    expect((await board({ search: later.order.number })).items.map((item) => item.id)).toEqual([later.process.id]);
    expect((await board({ search: later.client.userName })).items.map((item) => item.id)).toEqual([later.process.id]);
    expect((await board({ status: 'done' })).items.map((item) => item.id)).not.toContain(late.process.id);
    const runningCount = (await board()).totalCount;
    expect(runningCount).toBeGreaterThanOrEqual(3);
    // The count is the same on a full page, on the last one (not full) and past the end.
    const full = await board({ pageSize: 1, pageNumber: 2 });
    expect(full.items).toHaveLength(1);
    expect(full.totalCount).toBe(runningCount);
    const last = await board({ pageSize: runningCount - 1, pageNumber: 2 });
    expect([last.items.length, last.totalCount]).toEqual([1, runningCount]);
    expect(await board({ pageSize: 2, pageNumber: runningCount })).toMatchObject({ items: [], totalCount: runningCount });
    // A search counts along with its page: the same on a full page, on the last one and past the end.
    const ordered = (await board({ search: 'SO-' })).totalCount;
    expect(ordered).toBeGreaterThanOrEqual(3);
    expect(await board({ search: 'SO-', pageSize: 1, pageNumber: 2 })).toMatchObject({ items: [expect.anything()], totalCount: ordered });
    expect((await board({ search: 'SO-', pageSize: ordered - 1, pageNumber: 2 })).items).toHaveLength(1);
    expect(await board({ search: 'SO-', pageSize: 2, pageNumber: ordered })).toMatchObject({ items: [], totalCount: ordered });
  });

  it('of two changes of one step at once, one is saved and the other told it moved: the step changes once', async () => {
    const { process } = await running();
    const contract = stepOfKind(process, 'contract');
    const admin = await adminHeaders(app);
    const send = (notes: string) =>
      call(app, processesApi.updateStep, {
        params: { id: process.id, stepId: contract.id },
        body: stepBody(contract, { state: 'done', notes }),
        headers: admin,
      });
    const answers = await Promise.all([send('First'), send('Second')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.code).toBe('processes.stale');
    const [row] = await app.db.select().from(processSteps).where(eq(processSteps.id, contract.id));
    expect(row!.version).toBe(2);
    const audited = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'processStep'), eq(auditLog.entityId, String(contract.id))));
    expect(audited).toHaveLength(1);
  });

  it('refuses bad input and says which field', async () => {
    const { process } = await running();
    const other = await running();
    const contract = stepOfKind(process, 'contract');
    const admin = await adminHeaders(app);
    const update = (body: unknown, params = { id: process.id, stepId: contract.id }) =>
      call(app, processesApi.updateStep, { params, body: body as never, headers: admin });
    const { version: _version, ...withoutVersion } = stepBody(contract, {});
    expect((await update(withoutVersion)).errors).toHaveProperty('version');
    const blocked = await update(stepBody(contract, { state: 'blocked', blockedReason: '' }));
    expect([blocked.status, blocked.errors.blockedReason]).toEqual([400, 'Say why the step is blocked']);
    const booked = await update(stepBody(contract, { state: 'booked', appointmentAt: null }));
    expect(booked.errors).toHaveProperty('appointmentAt');
    expect((await update({ ...stepBody(contract, {}), dueDate: '2026-12-01' })).status).toBe(400);
    expect((await update({ ...stepBody(contract, {}), version: '1' })).errors).toHaveProperty('version');
    expect((await update({ ...stepBody(contract, {}), state: 'finished' })).errors).toHaveProperty('state');
    expect((await update({ ...stepBody(contract, {}), assigneeId: 'me' })).errors).toHaveProperty('assigneeId');
    const future = await update(stepBody(contract, { state: 'done', doneOn: '2026-11-23' }));
    expect([future.status, future.errors.doneOn]).toEqual([422, 'A step cannot be done on a day still to come']);
    const client = await createClient(app);
    const notStaff = await update(stepBody(contract, { assigneeId: client.id }));
    expect([notStaff.status, notStaff.errors.assigneeId]).toEqual([422, 'Choose a member of staff']);
    const wrongStep = await update(stepBody(contract, {}), { id: process.id, stepId: stepOfKind(other.process, 'contract').id });
    expect([wrongStep.status, wrongStep.code]).toEqual([404, 'processes.stepNotFound']);
    const unknown = await update(stepBody(contract, {}), { id: 999_999, stepId: contract.id });
    expect([unknown.status, unknown.code]).toEqual([404, 'processes.notFound']);
    expect((await call(app, processesApi.get, { params: { id: 999_999 }, headers: admin })).status).toBe(404);
    // Nothing of it was written.
    expect(await readProcess(app, process.id)).toMatchObject({ steps: process.steps });
  });

  it('lets the back office read the board, sales run steps, only managers change templates, and no client in', async () => {
    const { process, client } = await running();
    const contract = stepOfKind(process, 'contract');
    const accounts = await staffHeaders(app, 'accounts');
    const sales = await staffHeaders(app, 'sales');
    const content = await staffHeaders(app, 'content');
    const family = { authorization: `Bearer ${client.token}` };
    expect((await call(app, processesApi.board, { headers: accounts })).status).toBe(200);
    expect((await call(app, processesApi.get, { params: { id: process.id }, headers: accounts })).status).toBe(200);
    expect((await changeStep(app, process, contract, { notes: 'Accounts' }, accounts)).status).toBe(403);
    expect((await call(app, processesApi.board, { headers: content })).status).toBe(403);
    const bySales = await changeStep(app, process, contract, { notes: 'Sales booked the typing centre' }, sales);
    expect(bySales.status).toBe(200);
    const templates = (await call(app, processesApi.templates, { headers: sales })).data;
    expect(templates.map((template) => `${template.packageKind} ${template.location} ${template.steps.length}`)).toEqual([
      'Main abroad 9',
      'Main inUae 7',
      'Monthly abroad 9',
      'Monthly inUae 7',
    ]);
    const [template] = templates;
    const steps = template!.steps.map(({ id: _id, position: _position, ...step }) => step);
    const save = (headers: Record<string, string>) =>
      call(app, processesApi.saveTemplate, { params: { id: template!.id }, body: { version: template!.version, steps }, headers });
    expect((await save(sales)).status).toBe(403);
    expect((await call(app, processesApi.board, { headers: family })).status).toBe(403);
    expect((await call(app, processesApi.get, { params: { id: process.id }, headers: family })).status).toBe(403);
    expect((await changeStep(app, process, contract, { notes: 'Family' }, family)).status).toBe(403);
    expect((await call(app, processesApi.templates, { headers: family })).status).toBe(403);
    expect((await save(family)).status).toBe(403);
    expect((await call(app, processesApi.start, { body: { laborId: 1, location: 'abroad', packageKind: 'Main' }, headers: family })).status).toBe(403);
    expect((await call(app, processesApi.board, {})).status).toBe(401);
    // The manager's bad template is refused field by field.
    const admin = await adminHeaders(app);
    const empty = await call(app, processesApi.saveTemplate, { params: { id: template!.id }, body: { version: template!.version, steps: [] }, headers: admin });
    expect(empty.errors).toHaveProperty('steps');
    const unnamed = await call(app, processesApi.saveTemplate, {
      params: { id: template!.id },
      body: { version: template!.version, steps: [{ ...steps[0]!, nameAr: ' ', expectedDays: 400 }] },
      headers: admin,
    });
    expect(Object.keys(unnamed.errors).sort()).toEqual(['steps.0.expectedDays', 'steps.0.nameAr']);
    expect((await call(app, processesApi.saveTemplate, { params: { id: 999 }, body: { version: 1, steps }, headers: admin })).status).toBe(404);
  });

  it('starts a process by hand for a worker the agency sponsors, once while it runs; her hire then takes it over', async () => {
    const admin = await adminHeaders(app);
    const { laborId, client } = await workerAndClient(app, 'abroad');
    const started = await call(app, processesApi.start, {
      body: { laborId, location: 'abroad', packageKind: 'Monthly', startedOn: '2026-11-20' },
      headers: admin,
    });
    expect(started.status, started.response.body).toBe(201);
    expect(started.message).toBe('Process started');
    expect(started.data).toMatchObject({ order: null, client: null, location: 'abroad', startedOn: '2026-11-20', overdueSteps: 0 });
    expect(stepOfKind(started.data, 'contract').dueDate).toBe('2026-11-22');
    const again = await call(app, processesApi.start, { body: { laborId, location: 'inUae', packageKind: 'Main' }, headers: admin });
    expect([again.status, again.code]).toEqual([409, 'processes.alreadyRunning']);
    expect((await call(app, processesApi.start, { body: { laborId: 999_999, location: 'inUae', packageKind: 'Main' }, headers: admin })).status).toBe(404);
    const missing = await call(app, processesApi.start, { body: { packageKind: 'Main' } as never, headers: admin });
    expect(Object.keys(missing.errors).sort()).toEqual(['laborId', 'location']);
    const order = await hireOrder(app, client, laborId);
    const taken = await processOfOrder(app, order.id);
    expect(taken).toMatchObject({ id: started.data.id, order: { id: order.id }, client: { id: client.id } });
  });
});

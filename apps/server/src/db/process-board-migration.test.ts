import fs from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processesApi, todayInUae } from '@app/shared';
import type { TApp } from '../app-type.js';
import { hireOrder, processOfOrder, workerAndClient } from '../modules/processes/test-support.js';
import { call } from '../test/call.js';
import { adminHeaders, createTestApp } from '../test/test-app.js';
import { processSteps, visaProcesses } from './schema/index.js';

const migration = fs.readFileSync(new URL('./migrations/0032_process_board_pointers.sql', import.meta.url), 'utf8');
/** The statements that carry an installation over: its Hired orders' processes and every process's pointers. */
const backfill = migration.split('--> statement-breakpoint').filter((statement) => /^\s*(--[^\n]*\n\s*)*(INSERT INTO|UPDATE)/.test(statement));

describe('migration 0032 on an installation with orders hired before the visa process', () => {
  let app: TApp;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => app.close());

  it('starts a process for each Hired order on its hire day, links one started by hand, and leaves the board reading each one right', async () => {
    expect(backfill).toHaveLength(4);
    const admin = await adminHeaders(app);
    const abroad = await workerAndClient(app, 'abroad');
    const here = await workerAndClient(app, 'atAccommodation');
    const sponsored = await workerAndClient(app);
    const hires = [
      await hireOrder(app, abroad.client, abroad.laborId),
      await hireOrder(app, here.client, here.laborId, 'Monthly'),
      await hireOrder(app, sponsored.client, sponsored.laborId),
    ];
    const hireDay = todayInUae(app.clock());
    // As before 0030: the hires have no process; staff had started one by hand for the third worker.
    const ids = hires.map((order) => order.id);
    await app.db.delete(visaProcesses).where(inArray(visaProcesses.orderId, ids.slice(0, 2)));
    await app.db.update(visaProcesses).set({ orderId: null, clientId: null }).where(eq(visaProcesses.orderId, ids[2]!));
    const [byHand] = await app.db.select().from(visaProcesses).where(eq(visaProcesses.laborId, sponsored.laborId));
    await app.db.update(visaProcesses).set({ currentStepId: null, nextDueDate: null });

    for (let run = 0; run < 2; run++) for (const statement of backfill) await app.db.execute(sql.raw(statement));

    const carried = await app.db.select().from(visaProcesses).where(inArray(visaProcesses.orderId, ids));
    expect(carried).toHaveLength(3);
    expect(carried.find((process) => process.orderId === ids[0])).toMatchObject({
      location: 'abroad',
      packageKind: 'Main',
      startedOn: hireDay,
      status: 'running',
    });
    expect(carried.find((process) => process.orderId === ids[1])).toMatchObject({ location: 'inUae', packageKind: 'Monthly', startedOn: hireDay });
    expect(carried.find((process) => process.orderId === ids[2])).toMatchObject({ id: byHand!.id, clientId: sponsored.client.id });

    const first = await processOfOrder(app, ids[0]!);
    expect(first.steps.every((step) => step.state === 'todo')).toBe(true);
    const steps = await app.db.select().from(processSteps).where(eq(processSteps.processId, first.id));
    expect(new Set(steps.map((step) => step.dueDate)).size).toBeGreaterThan(1);
    const [pointers] = await app.db.select().from(visaProcesses).where(eq(visaProcesses.id, first.id));
    expect(pointers).toMatchObject({
      currentStepId: first.steps[0]!.id,
      currentStepKind: first.steps[0]!.kind,
      currentAssigneeId: null,
      nextDueDate: first.steps[0]!.dueDate,
    });

    const board = await call(app, processesApi.board, { query: { step: first.steps[0]!.kind, search: first.labor.code }, headers: admin });
    expect(board.data.items.map((item) => item.id)).toEqual([first.id]);
  });
});

import { eq } from 'drizzle-orm';
import { processesApi, type TOrder, type TProcess, type TProcessStep, type TUpdateProcessStep } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { labors, visaProcesses } from '../../db/schema/index.js';
import { call } from '../../test/call.js';
import { addWorker } from '../../test/orders.js';
import { adminHeaders, createClient } from '../../test/test-app.js';
import { hiredOrder } from '../placements/test-support.js';

type THeaders = Record<string, string>;

/** A new worker at this stage of her journey, and a new client: the two sides of a hire. */
export async function workerAndClient(app: TApp, stage: 'abroad' | 'visaInProcess' | 'arrived' | 'atAccommodation' = 'atAccommodation') {
  const admin = await adminHeaders(app);
  const laborId = await addWorker(app, admin);
  await app.db.update(labors).set({ stage }).where(eq(labors.id, laborId));
  return { laborId, client: await createClient(app) };
}

/** A request walked to the hire at the app's clock: the hire starts its process. */
export const hireOrder = (app: TApp, client: { id: number }, laborId: number, pkg: 'Main' | 'Monthly' = 'Main'): Promise<TOrder> =>
  hiredOrder(app, client, laborId, { package: pkg });

/** The process an order's hire started, as staff read it. */
export async function processOfOrder(app: TApp, orderId: number, headers?: THeaders): Promise<TProcess> {
  const [row] = await app.db.select({ id: visaProcesses.id }).from(visaProcesses).where(eq(visaProcesses.orderId, orderId));
  if (!row) throw new Error(`order ${orderId} has no process`);
  return readProcess(app, row.id, headers);
}

export async function readProcess(app: TApp, id: number, headers?: THeaders): Promise<TProcess> {
  const response = await call(app, processesApi.get, { params: { id }, headers: headers ?? (await adminHeaders(app)) });
  if (response.status !== 200) throw new Error(`process failed: ${response.response.body}`);
  return response.data;
}

export const stepOfKind = (process: TProcess, kind: TProcessStep['kind']) => process.steps.find((step) => step.kind === kind)!;

/** A step's change as its form sends it: what it is now, with the given fields changed. */
export function stepBody(step: TProcessStep, change: Partial<TUpdateProcessStep>) {
  return {
    version: step.version,
    state: step.state,
    blockedReason: step.blockedReason,
    appointmentAt: step.appointmentAt,
    appointmentPlace: step.appointmentPlace,
    assigneeId: step.assignee?.id ?? null,
    notes: step.notes,
    ...change,
  };
}

/** Sends a step's change as staff (the test admin unless other headers are given). */
export async function changeStep(app: TApp, process: TProcess, step: TProcessStep, change: Partial<TUpdateProcessStep>, headers?: THeaders) {
  return call(app, processesApi.updateStep, {
    params: { id: process.id, stepId: step.id },
    body: stepBody(step, change),
    headers: headers ?? (await adminHeaders(app)),
  });
}

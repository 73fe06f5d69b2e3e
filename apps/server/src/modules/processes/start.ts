import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { todayInUae, type TLaborStage, type TProcessLocation, type TStartProcess } from '@app/shared';
import { labors, orders, processSteps, processTemplates, processTemplateSteps, visaProcesses } from '../../db/schema/index.js';
import { pgErrorCode } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange } from '../audit/record.js';
import type { TProcessRow } from './presenter.js';
import { dueDates } from './rules.js';
import { refreshBoardPointers, type TWriteCtx } from './settle.js';

type TOrderRow = typeof orders.$inferSelect;

type TNewProcess = Pick<typeof visaProcesses.$inferInsert, 'laborId' | 'orderId' | 'clientId' | 'packageKind' | 'location' | 'startedOn' | 'createdBy'>;

/** Where the worker is decides the template: on her way (abroad, visa in process) or already here. */
export const locationOfStage = (stage: TLaborStage): TProcessLocation => (stage === 'abroad' || stage === 'visaInProcess' ? 'abroad' : 'inUae');

const auditedProcess = (process: TProcessRow) => ({
  laborId: process.laborId,
  orderId: process.orderId,
  clientId: process.clientId,
  packageKind: process.packageKind,
  location: process.location,
  status: process.status,
  startedOn: process.startedOn,
});

/**
 * A new process with its template's steps copied as they stand today (a template changed later
 * leaves it alone), each due by the decision's rule. A worker with a process running is refused.
 */
async function createProcess(write: TWriteCtx, values: TNewProcess): Promise<TProcessRow> {
  const { tx, now, auditor } = write;
  const [template] = await tx
    .select({ id: processTemplates.id })
    .from(processTemplates)
    .where(and(eq(processTemplates.packageKind, values.packageKind), eq(processTemplates.location, values.location)));
  if (!template) throw new Error(`No process template for ${values.packageKind} ${values.location} (migration 0030 makes all four)`);
  const templateSteps = await tx
    .select()
    .from(processTemplateSteps)
    .where(eq(processTemplateSteps.templateId, template.id))
    .orderBy(asc(processTemplateSteps.position));
  let process: TProcessRow;
  try {
    // A savepoint: a refused insert leaves the caller's transaction usable for its answer.
    [process] = (await tx.transaction((savepoint) =>
      savepoint
        .insert(visaProcesses)
        .values({ ...values, status: 'running', createdAt: now, updatedAt: now })
        .returning(),
    )) as [TProcessRow];
  } catch (error) {
    const { constraint } = pgErrorCode(error);
    if (constraint === 'visa_processes_one_running_per_labor' || constraint === 'visa_processes_order_unique')
      throw new AppError(409, 'processes.alreadyRunning', {}, constraint.includes('order') ? 'orderId' : 'laborId');
    throw error;
  }
  const copies = templateSteps.map(({ id: _id, templateId: _template, ...step }) => ({ ...step, state: 'todo' as const, doneOn: null }));
  const due = dueDates(copies, process.startedOn);
  await tx.insert(processSteps).values(copies.map((step) => ({ ...step, processId: process.id, dueDate: due.get(step)!, updatedAt: now })));
  await refreshBoardPointers(tx, eq(visaProcesses.id, process.id));
  if (auditor) await recordChange(tx, auditor, { action: 'create', entity: 'process', entityId: process.id }, null, auditedProcess(process));
  return process;
}

/** Staff start a process by hand for a worker the agency sponsors, with or without an order of hers (seeded ones without an auditor). */
export async function startProcess(ctx: Pick<TCtx, 'db' | 'now' | 'actor'> & Partial<Pick<TCtx, 'audit'>>, input: TStartProcess): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [worker] = await tx.select({ id: labors.id }).from(labors).where(eq(labors.id, input.laborId)).for('update');
    if (!worker) throw new AppError(404, 'labors.notFound', {}, 'laborId');
    const [order] = input.orderId ? await tx.select().from(orders).where(eq(orders.id, input.orderId)) : [];
    if (input.orderId && (!order || order.laborId !== input.laborId)) throw new AppError(404, 'orders.notFound', {}, 'orderId');
    const process = await createProcess(
      { tx, now: ctx.now, auditor: ctx.audit },
      {
        laborId: input.laborId,
        orderId: order?.id ?? null,
        clientId: order?.clientId ?? null,
        packageKind: input.packageKind,
        location: input.location,
        startedOn: input.startedOn ?? todayInUae(ctx.now),
        createdBy: ctx.actor.userId,
      },
    );
    return process.id;
  });
}

/**
 * The hire starts the worker's process in its own transaction: the template of the order's package
 * and of where she is. A process staff started by hand for her, without an order, becomes this order's.
 */
export async function startProcessOnHire(write: TWriteCtx & { actorId: number | null }, order: TOrderRow): Promise<void> {
  const { tx, now, auditor } = write;
  await closeEarlierFamilysProcess(write, order.laborId);
  const [running] = await tx
    .select()
    .from(visaProcesses)
    .where(and(eq(visaProcesses.laborId, order.laborId), eq(visaProcesses.status, 'running'), isNull(visaProcesses.orderId)))
    .for('update');
  if (running) {
    const [linked] = (await tx
      .update(visaProcesses)
      .set({ orderId: order.id, clientId: order.clientId, updatedAt: now })
      .where(eq(visaProcesses.id, running.id))
      .returning()) as [TProcessRow];
    if (auditor)
      await recordChange(tx, auditor, { action: 'update', entity: 'process', entityId: running.id }, auditedProcess(running), auditedProcess(linked));
    return;
  }
  const [worker] = await tx.select({ stage: labors.stage }).from(labors).where(eq(labors.id, order.laborId));
  await createProcess(write, {
    laborId: order.laborId,
    orderId: order.id,
    clientId: order.clientId,
    packageKind: order.packageKind,
    location: locationOfStage(worker?.stage ?? 'atAccommodation'),
    startedOn: todayInUae(now),
    createdBy: write.actorId,
  });
}

/**
 * A worker hired again (her earlier placement ended) may still have the earlier family's process
 * running, its last steps never ticked: those papers no longer apply, so it is closed as canceled
 * rather than standing in the way of the new hire's process.
 */
async function closeEarlierFamilysProcess({ tx, now, auditor }: TWriteCtx, laborId: number) {
  const closed = await tx
    .update(visaProcesses)
    .set({ status: 'canceled', updatedAt: now })
    .where(and(eq(visaProcesses.laborId, laborId), eq(visaProcesses.status, 'running'), isNotNull(visaProcesses.orderId)))
    .returning({ id: visaProcesses.id });
  if (!auditor) return;
  for (const { id } of closed)
    await recordChange(tx, auditor, { action: 'cancel', entity: 'process', entityId: id }, { status: 'running' }, { status: 'canceled' });
}

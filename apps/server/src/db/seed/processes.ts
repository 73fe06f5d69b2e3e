import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { addDays, atUaeTime, todayInUae, ZUpdateProcessStepSchema, type TProcessLocation, type TProcessStepKind } from '@app/shared';
import type { TDb } from '../client.js';
import { labors, orders, processSteps, users, visaProcesses } from '../schema/index.js';
import { settleProcess } from '../../modules/processes/settle.js';
import { startProcess } from '../../modules/processes/start.js';
import { updateStep } from '../../modules/processes/steps.js';

type TDone = [TProcessStepKind, number | 'notNeeded'];
type TCurrent = { booked: { inDays: number; place: string } } | { blocked: string } | null;
/** A process staff started by hand: where she is, its package, its first day and the steps done (days from today). */
type TDemoProcess = { location: TProcessLocation; packageKind: 'Main' | 'Monthly'; startDay: number; done: TDone[]; current: TCurrent };

/**
 * Processes at every kind of step for the board, started by hand for workers the agency sponsors: two
 * overdue (her arrival, a change of status), one held up with its reason, a biometrics appointment
 * booked; the demo's Hired order has its medical test booked tomorrow.
 */
const HAND_STARTED: TDemoProcess[] = [
  { location: 'abroad', packageKind: 'Main', startDay: -1, done: [], current: null },
  { location: 'abroad', packageKind: 'Main', startDay: -5, done: [['contract', -4]], current: { blocked: "Waiting for the sponsor's salary certificate" } },
  {
    location: 'abroad',
    packageKind: 'Monthly',
    startDay: -12,
    done: [
      ['contract', -11],
      ['entryPermit', -4],
    ],
    current: null,
  },
  {
    location: 'abroad',
    packageKind: 'Main',
    startDay: -16,
    done: [
      ['contract', -15],
      ['entryPermit', -9],
      ['travel', -2],
    ],
    current: null,
  },
  { location: 'inUae', packageKind: 'Monthly', startDay: -9, done: [['contract', -8]], current: null },
  {
    location: 'inUae',
    packageKind: 'Main',
    startDay: -15,
    done: [
      ['contract', -14],
      ['changeOfStatus', -10],
      ['medical', -4],
    ],
    current: { booked: { inDays: 2, place: 'ICP typing centre, Al Barsha' } },
  },
  {
    location: 'abroad',
    packageKind: 'Main',
    startDay: -30,
    done: [
      ['contract', -29],
      ['entryPermit', -22],
      ['travel', -18],
      ['arrival', -17],
      ['medical', -14],
      ['biometrics', -2],
    ],
    current: null,
  },
  {
    location: 'inUae',
    packageKind: 'Monthly',
    startDay: -20,
    done: [
      ['contract', -19],
      ['changeOfStatus', -15],
      ['medical', -12],
      ['biometrics', -6],
      ['insurance', 'notNeeded'],
    ],
    current: null,
  },
  {
    location: 'inUae',
    packageKind: 'Main',
    startDay: -22,
    done: [
      ['contract', -21],
      ['changeOfStatus', -17],
      ['medical', -14],
      ['biometrics', -10],
      ['insurance', -7],
      ['residenceVisa', -1],
    ],
    current: null,
  },
];

type TSeedCtx = { db: TDb; now: Date; adminId: number };

/** Sets one step as staff would, on its current version (seeded: nothing audited). */
async function setStep(ctx: TSeedCtx, processId: number, kind: TProcessStepKind, change: Record<string, unknown>) {
  const [step] = await ctx.db
    .select()
    .from(processSteps)
    .where(and(eq(processSteps.processId, processId), eq(processSteps.kind, kind)));
  if (!step) return;
  const input = ZUpdateProcessStepSchema.parse({ version: step.version, state: step.state, ...change });
  await updateStep({ db: ctx.db, now: ctx.now }, { processId, stepId: step.id }, input);
}

async function playSteps(ctx: TSeedCtx, processId: number, plan: Pick<TDemoProcess, 'done' | 'current'>) {
  const today = todayInUae(ctx.now);
  for (const [kind, day] of plan.done)
    await setStep(ctx, processId, kind, day === 'notNeeded' ? { state: 'notNeeded' } : { state: 'done', doneOn: addDays(today, day) });
  const [next] = await ctx.db
    .select({ kind: processSteps.kind })
    .from(processSteps)
    .where(and(eq(processSteps.processId, processId), inArray(processSteps.state, ['todo', 'booked', 'blocked'])))
    .orderBy(asc(processSteps.position))
    .limit(1);
  if (!next) return;
  const current = plan.current;
  const change =
    current && 'booked' in current
      ? { state: 'booked', appointmentAt: atUaeTime(addDays(today, current.booked.inDays), 10 * 60).toISOString(), appointmentPlace: current.booked.place }
      : current && 'blocked' in current
        ? { state: 'blocked', blockedReason: current.blocked }
        : { state: 'todo' };
  await setStep(ctx, processId, next.kind, { ...change, assigneeId: ctx.adminId });
}

/** Workers in no order and no process, those still abroad or waiting for their visa first. */
async function freeWorkers(db: TDb) {
  return db
    .select({ id: labors.id, stage: labors.stage })
    .from(labors)
    .where(
      and(
        eq(labors.status, 'Available'),
        notExists(db.select({ id: orders.id }).from(orders).where(eq(orders.laborId, labors.id))),
        notExists(db.select({ id: visaProcesses.id }).from(visaProcesses).where(eq(visaProcesses.laborId, labors.id))),
      ),
    )
    .orderBy(sql`${labors.stage} IN ('abroad', 'visaInProcess') DESC`, asc(labors.id));
}

/**
 * The demo's delivered orders had their papers done: each step not finished when she was handed
 * over is done by its due day (or the handover's, if that came first), so their processes are done.
 */
async function finishDelivered(db: TDb, now: Date) {
  const delivered = await db
    .select({ process: visaProcesses })
    .from(visaProcesses)
    .innerJoin(orders, eq(orders.id, visaProcesses.orderId))
    .where(and(eq(visaProcesses.status, 'running'), eq(orders.status, 'Delivered')));
  for (const { process } of delivered) {
    await db.transaction(async (tx) => {
      const steps = await tx.select().from(processSteps).where(eq(processSteps.processId, process.id));
      const handedOver = steps.find((step) => step.kind === 'handover' && step.doneOn)?.doneOn ?? todayInUae(now);
      for (const step of steps.filter((candidate) => candidate.state !== 'done' && candidate.state !== 'notNeeded')) {
        const doneOn = step.dueDate < handedOver ? step.dueDate : handedOver;
        await tx.update(processSteps).set({ state: 'done', doneOn, blockedReason: '', updatedAt: now }).where(eq(processSteps.id, step.id));
      }
      await settleProcess({ tx, now }, process);
    });
  }
}

/** The medical test of the demo's Hired order booked tomorrow, every step before it done. */
async function bookHiredMedical(ctx: TSeedCtx) {
  const [hired] = await ctx.db
    .select({ id: visaProcesses.id })
    .from(visaProcesses)
    .innerJoin(orders, eq(orders.id, visaProcesses.orderId))
    .where(and(eq(visaProcesses.status, 'running'), eq(orders.status, 'Hired')))
    .orderBy(asc(visaProcesses.id))
    .limit(1);
  if (!hired) return;
  const steps = await ctx.db.select().from(processSteps).where(eq(processSteps.processId, hired.id)).orderBy(asc(processSteps.position));
  if (steps.some((step) => step.state !== 'todo')) return;
  const before = steps.slice(
    0,
    steps.findIndex((step) => step.kind === 'medical'),
  );
  const done = before.map((step, index): TDone => [step.kind, index - before.length]);
  await playSteps(ctx, hired.id, { done, current: { booked: { inDays: 1, place: 'Al Karama Medical Fitness Centre' } } });
}

/** Demo processes: those of the demo's orders brought up to date, and a few started by hand. Safe to run again. */
export async function seedDemoProcesses(db: TDb, now = new Date()) {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).limit(1);
  if (!admin) return;
  const ctx: TSeedCtx = { db, now, adminId: admin.id };
  await finishDelivered(db, now);
  await bookHiredMedical(ctx);
  const [byHand] = await db.select({ id: visaProcesses.id }).from(visaProcesses).where(isNull(visaProcesses.orderId)).limit(1);
  if (byHand) return;
  const workers = await freeWorkers(db);
  const today = todayInUae(now);
  for (const [index, plan] of HAND_STARTED.entries()) {
    const worker = workers[index];
    if (!worker) return;
    const startedOn = addDays(today, plan.startDay);
    const actor = { role: 'admin' as const, userId: admin.id };
    const processId = await startProcess({ db, now, actor }, { laborId: worker.id, location: plan.location, packageKind: plan.packageKind, startedOn });
    await playSteps(ctx, processId, plan);
  }
}

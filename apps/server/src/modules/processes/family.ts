import { and, asc, desc, eq } from 'drizzle-orm';
import type { TFamilyAsk, TFamilyProcess } from '@app/shared';
import type { TReader } from '../../db/client.js';
import { orders, processSteps, visaProcesses } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { papersGiven } from './papers-given.js';
import type { TStepRow } from './presenter.js';
import { expectedHandoverOf, isFinished } from './rules.js';

type TFamilyStep = TFamilyProcess['steps'][number];

/** A blocked step reads as still to do: why it is held up is the agency's note. */
const familyState = (state: string): TFamilyStep['state'] => (state === 'done' ? 'done' : state === 'booked' ? 'booked' : 'todo');

/** What each step asks of the family, with the paper they gave for each kind, on the step or on their profile (docs/decisions/034). */
async function familyAsksOf(db: TReader, process: { id: number; clientId: number | null }) {
  const givenFor = await papersGiven(db, process);
  return (step: TStepRow): TFamilyAsk[] =>
    step.familyAsks.map((kind) => {
      const paper = givenFor(step.id, kind);
      return { kind, file: paper && { fileName: paper.fileName, uploadedAt: paper.uploadedAt.toISOString(), onProfile: paper.source === 'profile' } };
    });
}

/**
 * The family's own order's process in their language: no staff notes, no reason a step is held up,
 * no step that is not needed. Null before the hire; someone else's order is not found.
 */
export async function familyProcess(ctx: Pick<TCtx, 'db' | 'actor' | 'locale'>, orderId: number): Promise<TFamilyProcess | null> {
  const { db, actor, locale } = ctx;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.clientId, actor.userId)));
  if (!order) throw new AppError(404, 'orders.notFound');
  const [process] = await db.select().from(visaProcesses).where(eq(visaProcesses.orderId, order.id)).orderBy(desc(visaProcesses.id)).limit(1);
  if (!process) return null;
  const steps = await db.select().from(processSteps).where(eq(processSteps.processId, process.id)).orderBy(asc(processSteps.position));
  const shown = steps.filter((step) => step.state !== 'notNeeded');
  const next = process.status === 'running' ? shown.find((step) => !isFinished(step)) : undefined;
  const arabic = locale === 'ar';
  const asksOf = await familyAsksOf(db, process);
  return {
    location: process.location,
    status: process.status,
    startedOn: process.startedOn,
    expectedHandover: expectedHandoverOf(steps, process.startedOn),
    steps: shown.map((step) => ({
      id: step.id,
      kind: step.kind,
      name: arabic ? step.nameAr : step.nameEn,
      state: familyState(step.state),
      isNext: step === next,
      doneOn: step.doneOn,
      dueDate: step.dueDate,
      appointmentAt: step.appointmentAt?.toISOString() ?? null,
      appointmentPlace: step.appointmentPlace,
      bring: arabic ? step.bringAr : step.bringEn,
      asks: asksOf(step),
    })),
  };
}

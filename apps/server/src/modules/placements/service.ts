import { eq } from 'drizzle-orm';
import {
  addDays,
  addMonths,
  guaranteeOutcome,
  todayInUae,
  type TChooseRemedy,
  type TClientEndPlacement,
  type TEndPlacement,
  type TPlacementEvent,
  type TRenewPlacement,
} from '@app/shared';
import type { TDb, TTx } from '../../db/client.js';
import type { TCtx } from '../../http/context.js';
import { labors, orders, placementEvents, placements, type TStoredGuarantee } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { recordChange, type TAuditActor } from '../audit/record.js';
import { moveWorkerTo } from '../labors/stage.js';
import type { TActor } from '../auth/actor.js';
import { feeInvoiceOf, issueCreditNote, issueInvoice, settledFils } from '../invoices/invoices.js';
import { queuePlacementMail, scheduleCompletion, scheduleNotices, type TCompletePayload } from './notices.js';
import { remedyDue, type TPlacementRow } from './presenter.js';
import { originalPlacementOf, visibleTo, type TPlacementRef } from './read.js';

type TLaborStatus = (typeof labors.$inferSelect)['status'];

/** Who acts: the client on her order, or staff (with the audit trail's actor). */
type TPlacementActor = { by: TActor; auditor?: TAuditActor };

// Staff steps go to the audit trail; the client's are on the placement's timeline.
const placementActorOf = ({ actor, audit }: TCtx): TPlacementActor => (actor.role === 'admin' ? { by: actor, auditor: audit } : { by: actor });

type TStepContext = { tx: TTx; placement: TPlacementRow; now: Date; today: string; actor: TPlacementActor };

/** What one step changes: the placement's columns, the worker's status, the timeline's event, and what follows in the same transaction. */
type TChange = {
  set: Partial<TPlacementRow>;
  event: TPlacementEvent;
  note?: string;
  laborStatus?: TLaborStatus;
  /** Only from these statuses (staff may have moved her on meanwhile). */
  laborFrom?: TLaborStatus[];
  afterwards?: (tx: TTx, updated: TPlacementRow) => Promise<void>;
};

type TStep = {
  /** The placement's version the one asking saw. */
  version: number;
  /** The audit trail's verb. */
  action: string;
  /** The refusal's catalogue key when the placement's state forbids the step, or null. */
  refusal: (placement: TPlacementRow) => string | null;
  change: (context: TStepContext) => Promise<TChange>;
};

/**
 * The worker, then the placement, locked (the order every change of a worker's placements and
 * orders takes, so none deadlock); a client only ever finds her own.
 */
async function lockPlacement(tx: TTx, ref: TPlacementRef, by: TActor): Promise<TPlacementRow> {
  const [target] = await tx.select({ laborId: placements.laborId }).from(placements).where(visibleTo(ref, by));
  if (!target) throw new AppError(404, 'placements.notFound');
  await tx.select({ id: labors.id }).from(labors).where(eq(labors.id, target.laborId)).for('update');
  const [placement] = await tx.select().from(placements).where(visibleTo(ref, by)).for('update');
  if (!placement) throw new AppError(404, 'placements.notFound');
  return placement;
}

async function setLaborStatus(tx: TTx, placement: TPlacementRow, change: TChange, now: Date, auditor?: TAuditActor) {
  if (!change.laborStatus) return;
  const [labor] = await tx.select({ status: labors.status }).from(labors).where(eq(labors.id, placement.laborId));
  if (!labor || labor.status === change.laborStatus || (change.laborFrom && !change.laborFrom.includes(labor.status))) return;
  await tx.update(labors).set({ status: change.laborStatus, updatedAt: now }).where(eq(labors.id, placement.laborId));
  if (auditor) await recordChange(tx, auditor, { action: 'status', entity: 'labor', entityId: placement.laborId }, labor, { status: change.laborStatus });
}

/**
 * One change of a placement in one transaction: locked, its state and version checked, changed,
 * its timeline and (staff) the audit trail written, its e-mails and jobs queued.
 */
async function runStep(ctx: TCtx, ref: TPlacementRef, step: TStep): Promise<TPlacementRow> {
  const { now } = ctx;
  const actor = placementActorOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const placement = await lockPlacement(tx, ref, actor.by);
    const refused = step.refusal(placement);
    if (refused) throw new AppError(409, refused);
    if (placement.version !== step.version) throw new AppError(409, 'placements.stale');
    const change = await step.change({ tx, placement, now, today: todayInUae(now), actor });
    const [updated] = await tx
      .update(placements)
      .set({ ...change.set, version: placement.version + 1, updatedAt: now })
      .where(eq(placements.id, placement.id))
      .returning();
    await setLaborStatus(tx, placement, change, now, actor.auditor);
    await tx.insert(placementEvents).values({
      placementId: placement.id,
      at: now,
      event: change.event,
      actor: actor.by.role,
      actorId: actor.by.userId,
      note: change.note ?? '',
    });
    if (actor.auditor) await recordChange(tx, actor.auditor, { action: step.action, entity: 'placement', entityId: placement.id }, placement, updated!);
    await change.afterwards?.(tx, updated!);
    return updated!;
  });
}

const notActive = (placement: TPlacementRow) => (placement.status === 'active' ? null : 'placements.notActive');
const activeMonthly = (placement: TPlacementRow) => notActive(placement) ?? (placement.packageKind === 'Monthly' ? null : 'placements.notMonthly');

// ---------------------------------------------------------------- end

/** The fee the family paid for the hire whose guarantee this placement carries, and whether she named the worker. */
async function guaranteeBasis(tx: TTx, placement: TPlacementRow) {
  const original = await originalPlacementOf(tx, placement);
  const [order] = await tx.select({ namedByClient: orders.namedByClient }).from(orders).where(eq(orders.id, original.orderId));
  const feeInvoice = await feeInvoiceOf(tx, original.orderId);
  return { original, feeInvoice, feeFils: feeInvoice ? Math.max(0, await settledFils(tx, feeInvoice.id)) : 0, namedByClient: order?.namedByClient ?? false };
}

/** The guarantee of a return or an absence, computed from the dates, the reason and the fee, and stored with its inputs. */
async function guaranteeOf(
  tx: TTx,
  placement: TPlacementRow,
  endedOn: string,
  reason: TStoredGuarantee['inputs']['reason'],
  governmentFeesFils: number,
): Promise<TStoredGuarantee> {
  const { original, feeFils, namedByClient } = await guaranteeBasis(tx, placement);
  // A replacement keeps the first hire's contract: its days are counted from that start.
  const inputs = {
    package: placement.packageKind,
    startDate: original.startDate,
    probationEnd: placement.probationEnd,
    contractEnd: placement.contractEnd,
    endedOn,
    reason,
    namedByClient,
    // The days to pay it started with (decision 026), and the government fees staff recorded with the return.
    refundDueDays: placement.refundDueDays,
    governmentFeesFils,
  };
  const outcome = guaranteeOutcome({ ...inputs, feeFils, reason: inputs.reason });
  return { ...outcome, inputs };
}

const END_LABOR_STATUS: Record<TEndPlacement['kind'], TLaborStatus> = { completed: 'NotAvailable', returned: 'NotAvailable', absent: 'Absconded' };

function endedOnOf(input: TEndPlacement | TClientEndPlacement, placement: TPlacementRow, today: string): string {
  const endedOn = ('endedOn' in input ? input.endedOn : undefined) ?? today;
  if (endedOn > today) throw new AppError(422, 'placements.endedInFuture', {}, 'endedOn');
  if (endedOn < placement.startDate) throw new AppError(422, 'placements.endedBeforeStart', {}, 'endedOn');
  return endedOn;
}

const endStep = (input: TEndPlacement | TClientEndPlacement): TStep => ({
  version: input.version,
  action: 'end',
  refusal: notActive,
  async change({ tx, placement, today, actor }) {
    const endedOn = endedOnOf(input, placement, today);
    const reason = input.kind === 'absent' ? 'absconded' : input.kind === 'returned' ? input.reason : null;
    const governmentFeesFils = 'governmentFeesAed' in input ? Math.round(input.governmentFeesAed * 100) : 0;
    const guarantee = reason ? await guaranteeOf(tx, placement, endedOn, reason, governmentFeesFils) : null;
    return {
      set: {
        status: 'ended',
        endKind: input.kind,
        endReason: reason,
        endedOn,
        reportedBy: actor.by.role === 'client' ? 'client' : 'staff',
        endNote: input.note,
        guarantee,
      },
      event: input.kind,
      note: input.note,
      laborStatus: END_LABOR_STATUS[input.kind],
      afterwards: async (writer, updated) => {
        if (guarantee) await queuePlacementMail(writer, { placementId: updated.id, mail: 'returnRecorded' });
      },
    };
  },
});

/** The placement ends: completed, returned by the family (with the reason) or the worker absent; the guarantee is computed. */
export const endPlacement = (ctx: TCtx, ref: TPlacementRef, input: TEndPlacement | TClientEndPlacement) => runStep(ctx, ref, endStep(input));

// ---------------------------------------------------------------- remedy

async function refundChange({ tx, placement, now, actor }: TStepContext): Promise<TChange> {
  const guarantee = placement.guarantee!;
  const { feeInvoice } = await guaranteeBasis(tx, placement);
  if (!feeInvoice || guarantee.refundFils <= 0) throw new AppError(409, 'placements.nothingToRefund');
  const creditNote = await issueCreditNote(tx, {
    original: feeInvoice,
    totalFils: guarantee.refundFils,
    refundDueOn: guarantee.dueOn,
    reason: `placements.refundReason.${guarantee.basis}`,
    placementId: placement.id,
    issuedBy: actor.by.role === 'admin' ? actor.by.userId : null,
    now,
  });
  return {
    set: {
      remedy: 'refund',
      creditNoteId: creditNote.id,
      refundFils: guarantee.refundFils,
      refundDueOn: guarantee.dueOn,
      governmentFeesRefundFils: guarantee.governmentFeesRefundFils ?? 0,
    },
    event: 'remedyRefund',
    note: creditNote.number,
    afterwards: (writer, updated) => queuePlacementMail(writer, { placementId: updated.id, mail: 'refundComputed' }),
  };
}

const remedyStep = (input: TChooseRemedy): TStep => ({
  version: input.version,
  action: 'remedy',
  refusal: (placement) => (remedyDue(placement) && placement.guarantee!.remedies.includes(input.remedy) ? null : 'placements.remedyNotAllowed'),
  async change(context) {
    if (input.remedy === 'refund') return refundChange(context);
    return {
      set: { remedy: 'replacement' },
      event: 'remedyReplacement',
      afterwards: (writer, updated) => queuePlacementMail(writer, { placementId: updated.id, mail: 'replacementChosen' }),
    };
  },
});

/** The client's choice where the guarantee gives one: a refund (a tax credit note against the fee invoice) or a replacement. */
export const chooseRemedy = (ctx: TCtx, ref: TPlacementRef, input: TChooseRemedy) => runStep(ctx, ref, remedyStep(input));

// ---------------------------------------------------------------- staff steps

/** Staff confirm the worker is back at the accommodation (or found): she is Available again, at the accommodation. */
export const workerBack = (ctx: TCtx, placementId: number, input: { version: number; note: string }) =>
  runStep(
    ctx,
    { placementId },
    {
      version: input.version,
      action: 'workerBack',
      refusal: (placement) => (placement.status === 'ended' && !placement.workerBackOn ? null : 'placements.workerNotAway'),
      change: async ({ today }) => ({
        set: { workerBackOn: today },
        event: 'workerBack',
        note: input.note,
        laborStatus: 'Available',
        laborFrom: ['NotAvailable', 'Absconded'],
        afterwards: (tx, updated) => moveWorkerTo(tx, updated.laborId, 'atAccommodation', ctx.now),
      }),
    },
  );

/** Monthly: N more months on a new invoice; the paid period moves on and a stop is undone. */
export const renewPlacement = (ctx: TCtx, placementId: number, input: TRenewPlacement) =>
  runStep(
    ctx,
    { placementId },
    {
      version: input.version,
      action: 'renew',
      refusal: activeMonthly,
      async change({ tx, placement, now, actor }) {
        const paidUntil = placement.paidUntil!;
        const newPaidUntil = addMonths(paidUntil, input.months);
        const invoice = await issueInvoice(tx, {
          orderId: placement.orderId,
          placementId: placement.id,
          subtotalFils: (placement.monthlyPriceAed ?? 0) * 100 * input.months,
          months: input.months,
          periodStart: addDays(paidUntil, 1),
          periodEnd: newPaidUntil,
          issuedBy: actor.by.userId,
          now,
        });
        return {
          set: { paidUntil: newPaidUntil, stopAtPaidUntil: false },
          event: 'renewed',
          note: invoice.number,
          afterwards: async (writer, updated) => {
            await scheduleNotices(writer, updated, now);
            await queuePlacementMail(writer, { placementId: updated.id, mail: 'renewed', invoiceId: invoice.id });
          },
        };
      },
    },
  );

/** Monthly: the placement ends with its paid period (a job completes it the next UAE midnight). */
export const stopPlacement = (ctx: TCtx, placementId: number, input: { version: number; note: string }) =>
  runStep(
    ctx,
    { placementId },
    {
      version: input.version,
      action: 'stop',
      refusal: (placement) => activeMonthly(placement) ?? (placement.stopAtPaidUntil ? 'placements.alreadyStopped' : null),
      change: async () => ({ set: { stopAtPaidUntil: true }, event: 'stopped', note: input.note, afterwards: scheduleCompletion }),
    },
  );

/** Monthly: a stop undone before the paid period ends (the completion job then finds nothing to do). */
export const resumePlacement = (ctx: TCtx, placementId: number, input: { version: number; note: string }) =>
  runStep(
    ctx,
    { placementId },
    {
      version: input.version,
      action: 'resume',
      refusal: (placement) => activeMonthly(placement) ?? (placement.stopAtPaidUntil ? null : 'placements.notStopped'),
      change: async () => ({ set: { stopAtPaidUntil: false }, event: 'resumed', note: input.note }),
    },
  );

/**
 * The completion job of a stopped Monthly placement: it ends, completed, on its last paid day, if
 * it is still active, still stopped and still paid up to the same day, and that day has passed.
 */
export async function completeStopped(db: TDb, payload: TCompletePayload, now: Date) {
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ laborId: placements.laborId }).from(placements).where(eq(placements.id, payload.placementId));
    if (!target) return;
    await tx.select({ id: labors.id }).from(labors).where(eq(labors.id, target.laborId)).for('update');
    const [placement] = await tx.select().from(placements).where(eq(placements.id, payload.placementId)).for('update');
    const due = placement?.status === 'active' && placement.stopAtPaidUntil && placement.paidUntil === payload.paidUntil && todayInUae(now) > payload.paidUntil;
    if (!placement || !due) return;
    await tx
      .update(placements)
      .set({ status: 'ended', endKind: 'completed', endedOn: payload.paidUntil, reportedBy: 'system', version: placement.version + 1, updatedAt: now })
      .where(eq(placements.id, placement.id));
    await setLaborStatus(tx, placement, { set: {}, event: 'completed', laborStatus: 'NotAvailable', laborFrom: ['InService'] }, now);
    await tx
      .insert(placementEvents)
      .values({ placementId: placement.id, at: now, event: 'completed', actor: 'system', actorId: null, note: 'placements.completedAtPaidUntil' });
  });
}

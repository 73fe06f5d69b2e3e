import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES, ORDER_ACTIONS, todayInUae, type TOrderAction, type TOrderStatus, type TOrderTransition } from '@app/shared';
import type { TDb, TTx } from '../../db/client.js';
import { branches, invoices, labors, orderEvents, orders } from '../../db/schema/index.js';
import { pgErrorCode } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange, type TAuditActor } from '../audit/record.js';
import type { TActor } from '../auth/actor.js';
import { startPlacement } from '../placements/start.js';
import { processFollowsOrder } from '../processes/order-steps.js';
import { notifyClients, type TNotifyContext } from './notifications.js';
import { NO_OUTCOME } from './outcome.js';
import { creditOnClose, invoiceOnApproval, offlinePayments, type TStepWrite } from './payments.js';
import { releaseSeat } from './seats.js';

export type TOrderRow = typeof orders.$inferSelect;

/** A refusal key when the order's own state forbids the action at `now`, or null when it may go ahead. */
type TGuard = (order: TOrderRow, now: Date) => string | null;

/** `viaSlot`: the rule holds only for a slot the client books (modules/slots), never for the transitions endpoint. */
type TRule = { roles: Array<TActor['role']>; from: TOrderStatus[]; to: (order: TOrderRow) => TOrderStatus; guard?: TGuard; viaSlot?: true };

/**
 * Runs inside the transition's transaction once the order is locked and the rule allows the step:
 * a booked slot takes its seat here, or refuses (and nothing is written).
 */
export type TClaim = (tx: TTx, order: TOrderRow, now: Date) => Promise<void>;

const interviewSet: TGuard = (order) => (order.interviewAt ? null : 'orders.interviewNotSet');
// The client decides having met the worker: approving or declining waits for the interview's time.
const interviewPassed: TGuard = (order, now) => (order.interviewAt && order.interviewAt.getTime() > now.getTime() ? 'orders.interviewNotYet' : null);
const notApproved: TGuard = (order) => (order.approvedAt ? 'orders.alreadyApproved' : null);
const approved: TGuard = (order) => (order.approvedAt ? null : 'orders.notApproved');
// A replacement under the guarantee has no fee: nothing to choose a way to pay for.
const feeDue: TGuard = (order) => (order.priceAed > 0 ? null : 'orders.noPaymentDue');
const all =
  (...guards: TGuard[]): TGuard =>
  (order, now) =>
    guards.map((guard) => guard(order, now)).find(Boolean) ?? null;
const stay = (order: TOrderRow) => order.status;
const open: TOrderStatus[] = [...OPEN_ORDER_STATUSES];

/** The order lifecycle of DESIGN.md section 6 and docs/decisions/002: who may do what, from where, to where. */
const RULES: Record<TOrderAction, TRule[]> = {
  setInterview: [
    { roles: ['admin'], from: open, to: () => 'InProgress', guard: notApproved },
    { roles: ['client'], from: open, to: () => 'InProgress', guard: notApproved, viaSlot: true },
  ],
  approve: [{ roles: ['client', 'admin'], from: ['InProgress'], to: stay, guard: all(interviewSet, interviewPassed, notApproved) }],
  decline: [{ roles: ['client'], from: ['InProgress'], to: () => 'Rejected', guard: all(interviewSet, interviewPassed, notApproved) }],
  reject: [{ roles: ['admin'], from: open, to: () => 'Rejected' }],
  choosePayment: [{ roles: ['client'], from: ['InProgress'], to: stay, guard: all(approved, feeDue) }],
  confirmPayment: [{ roles: ['admin'], from: ['InProgress'], to: () => 'Hired', guard: approved }],
  cancel: [
    { roles: ['client'], from: open, to: () => 'Canceled' },
    { roles: ['admin'], from: [...open, 'Hired'], to: () => 'Canceled' },
  ],
  deliver: [{ roles: ['admin'], from: ['Hired'], to: () => 'Delivered' }],
};

/** Why the actor may not take this action on this order now, or null when they may. */
export function refusal(order: TOrderRow, role: TActor['role'], action: TOrderAction, now: Date, viaSlot = false): { status: number; key: string } | null {
  const rules = rulesFor(action, role, viaSlot);
  if (rules.length === 0) return { status: 403, key: 'errors.forbidden' };
  const rule = rules.find((candidate) => candidate.from.includes(order.status));
  // One sentence per status, so each language names it in its own words and grammar.
  if (!rule) return { status: 409, key: `orders.illegalWhile.${order.status}` };
  const guarded = rule.guard?.(order, now);
  return guarded ? { status: 409, key: guarded } : null;
}

const rulesFor = (action: TOrderAction, role: TActor['role'], viaSlot: boolean) =>
  RULES[action].filter((rule) => rule.roles.includes(role) && (!rule.viaSlot || viaSlot));

/** The actions the one asking may take now: the buttons the web shows. */
export function availableActions(order: TOrderRow, role: TActor['role'], now: Date): TOrderAction[] {
  return ORDER_ACTIONS.filter((action) => refusal(order, role, action, now) === null);
}

export async function recordEvent(tx: Pick<TDb, 'insert'>, event: Omit<typeof orderEvents.$inferInsert, 'id'>) {
  await tx.insert(orderEvents).values(event);
}

export type TTransitionResult = {
  order: TOrderRow;
  /** Other orders closed by this change (a hire cancels the rest for that worker). */
  autoCanceled: TOrderRow[];
};

const SEAT_RELEASING: TOrderAction[] = ['setInterview', 'cancel', 'reject', 'decline'];

/**
 * What a step needs of its request. Seeded history has no audit actor and no site address: nothing
 * of it is audited and nobody is told.
 */
export type TStepCtx = Pick<TCtx, 'db' | 'now' | 'actor'> & Partial<Pick<TCtx, 'audit' | 'baseUrl'>>;

/** Which order a step changes, and (a slot the client books, modules/slots) the seat it claims. */
export type TStepOrder = { id: number; claim?: TClaim };

/**
 * Applies one action in one transaction: the order row is locked, its version checked, the rule
 * checked, the change and its history row written. A hire also locks the worker. The clients'
 * e-mails are queued last in the same transaction, and sent by the job runner once it commits.
 */
export async function transition(ctx: TStepCtx, { id: orderId, claim }: TStepOrder, input: TOrderTransition): Promise<TTransitionResult> {
  const { now, actor } = ctx;
  // Staff steps go to the audit trail (the order's own history names the client's).
  const auditor = actor.role === 'admin' ? ctx.audit : undefined;
  try {
    return await ctx.db.transaction(async (tx) => {
      const write: TStepWrite = { tx, now, actor, auditor };
      // The worker is locked before the order, by every action: a hire touches all of her orders,
      // and taking the locks in one order everywhere is what keeps concurrent hires from deadlocking.
      const [target] = await tx.select({ laborId: orders.laborId }).from(orders).where(eq(orders.id, orderId));
      const [worker] = target ? await tx.select({ status: labors.status }).from(labors).where(eq(labors.id, target.laborId)).for('update') : [];
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order || (actor.role === 'client' && order.clientId !== actor.userId)) throw new AppError(404, 'orders.notFound');
      // A hire refused because she was hired on another order says so, whatever this order's status became.
      if (input.action === 'confirmPayment' && (await laborHiredElsewhere(tx, order))) throw new AppError(409, 'orders.laborTaken');
      const refused = refusal(order, actor.role, input.action, now, Boolean(claim));
      if (refused) throw new AppError(refused.status, refused.key, { status: order.status });
      if (order.version !== input.version) throw new AppError(409, 'orders.stale');
      // A hire credits the invoices of the orders it closes after taking the receipt number of its own
      // payment: their rows are locked first, as a payment on one of them locks it before its number.
      if (input.action === 'confirmPayment') await lockOtherInvoices(tx, order);
      // A booked slot holds the order's seat; any other change of the interview, or closing the order, frees it.
      if (claim) await claim(tx, order, now);
      else if (SEAT_RELEASING.includes(input.action)) await releaseSeat(tx, order.id, now);

      const deliveredOn = input.action === 'deliver' ? handoverDay(order, input.deliveredOn, now) : null;
      const change = await changeFor(write, order, input);
      const toStatus = rulesFor(input.action, actor.role, Boolean(claim))[0]!.to(order);
      const [updated] = await tx
        .update(orders)
        .set({ ...change, status: toStatus, version: order.version + 1, updatedAt: now })
        .where(eq(orders.id, order.id))
        .returning();
      await recordEvent(tx, {
        orderId: order.id,
        at: now,
        action: input.action,
        actor: actor.role,
        actorId: actor.userId,
        fromStatus: order.status,
        toStatus,
        note: 'note' in input ? input.note : '',
      });
      const result = { order: updated!, autoCanceled: await settleWorker(write, updated!, order.status) };
      if (deliveredOn) await startPlacement({ db: tx, now, actor }, updated!, deliveredOn);
      await processFollowsOrder({ db: tx, now, actor, audit: auditor }, { action: input.action, before: order, after: updated!, deliveredOn });
      if (auditor) await auditTransition(tx, auditor, input.action, order, result, worker?.status, deliveredOn);
      if (ctx.baseUrl !== undefined) await announceStep({ db: tx, now, baseUrl: ctx.baseUrl }, input, result, actor.role);
      return result;
    });
  } catch (error) {
    // The partial unique index settles a race the row locks did not see (two hires of one worker).
    if (pgErrorCode(error).constraint === 'orders_one_hire_per_labor') throw new AppError(409, 'orders.laborTaken');
    throw error;
  }
}

/** The clients' e-mails of a step: its order's (with staff's note), and those of the orders a hire closed. */
async function announceStep(notify: TNotifyContext, input: TOrderTransition, result: TTransitionResult, role: TActor['role']) {
  await notifyClients(notify, input.action, [result.order.id], role === 'admin' && 'note' in input ? input.note : '');
  await notifyClients(
    notify,
    'autoCancel',
    result.autoCanceled.map((order) => order.id),
  );
}

/**
 * The day a delivery says the worker was handed over: today unless given, never in the future nor
 * before her hire (UAE days).
 */
function handoverDay(order: TOrderRow, given: string | undefined, now: Date): string {
  const today = todayInUae(now);
  const day = given ?? today;
  if (day > today) throw new AppError(422, 'orders.deliveredInFuture', {}, 'deliveredOn');
  if (order.paidAt && day < todayInUae(order.paidAt)) throw new AppError(422, 'orders.deliveredBeforeHire', {}, 'deliveredOn');
  return day;
}

/**
 * A staff step in the audit trail: the order's changed fields (with a delivery's handover day), the
 * worker's status and the orders a hire closed.
 */
async function auditTransition(
  tx: TTx,
  auditor: TAuditActor,
  action: TOrderAction,
  before: TOrderRow,
  result: TTransitionResult,
  workerWas?: string,
  deliveredOn?: string | null,
) {
  const after = deliveredOn ? { ...result.order, deliveredOn } : result.order;
  await recordChange(tx, auditor, { action, entity: 'order', entityId: before.id }, before, after, ['interviewSequence']);
  const [worker] = await tx.select({ status: labors.status }).from(labors).where(eq(labors.id, before.laborId));
  if (worker && workerWas && worker.status !== workerWas) {
    await recordChange(tx, auditor, { action: 'status', entity: 'labor', entityId: before.laborId }, { status: workerWas }, { status: worker.status });
  }
  for (const other of result.autoCanceled) {
    await recordChange(tx, auditor, { action: 'autoCancel', entity: 'order', entityId: other.id }, { status: other.status }, { status: 'Canceled' });
  }
}

async function laborHiredElsewhere(tx: TTx, order: TOrderRow): Promise<boolean> {
  const [hire] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.laborId, order.laborId), ne(orders.id, order.id), eq(orders.status, 'Hired')))
    .limit(1);
  return Boolean(hire);
}

/** Locks the invoices of the other open orders for this order's worker (those a hire here closes and credits). */
async function lockOtherInvoices(tx: TTx, order: TOrderRow) {
  const others = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.laborId, order.laborId), ne(orders.id, order.id), inArray(orders.status, open)));
  await tx.select({ id: invoices.id }).from(invoices).where(inArray(invoices.orderId, others)).orderBy(invoices.id).for('update');
}

/** The open orders for this order's worker besides it: those a hire here would cancel. */
export async function otherOpenOrders(db: Pick<TDb, 'select'>, order: Pick<TOrderRow, 'id' | 'laborId'>): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.laborId, order.laborId), ne(orders.id, order.id), inArray(orders.status, open)));
  return rows.map((row) => row.id);
}

/** The columns an action sets besides status and version. */
async function changeFor(write: TStepWrite, order: TOrderRow, input: TOrderTransition): Promise<Partial<TOrderRow>> {
  const { tx, now } = write;
  switch (input.action) {
    case 'setInterview': {
      const interviewAt = new Date(input.interviewAt);
      if (interviewAt.getTime() < now.getTime()) throw new AppError(422, 'validation.interviewInPast', {}, 'interviewAt');
      if (input.interviewType === 'office') {
        const [branch] = await tx.select({ id: branches.id }).from(branches).where(eq(branches.id, input.branchId!));
        if (!branch) throw new AppError(422, 'orders.branchMissing', {}, 'branchId');
      }
      const online = input.interviewType === 'online';
      return {
        // Calendars replace an invitation only by a higher SEQUENCE of the same UID.
        interviewSequence: order.interviewAt ? order.interviewSequence + 1 : order.interviewSequence,
        interviewAt,
        // A new time is a new interview: whether the last one took place no longer says anything about it.
        ...NO_OUTCOME,
        interviewType: input.interviewType,
        meetingLink: online ? input.meetingLink : null,
        branchId: online ? null : input.branchId,
      };
    }
    case 'approve':
      return { approvedAt: now, ...(await invoiceOnApproval(tx, order, now)) };
    case 'choosePayment':
      return offlinePayments.choose(order, input, now);
    case 'confirmPayment':
      return offlinePayments.confirm(write, order, input);
    case 'cancel':
    case 'reject':
    case 'decline':
      // The invoice issued at approval is reversed by a credit note; money received is owed back.
      await creditOnClose(write, order.id, input.action);
      return closingInterview(order);
    default:
      return {};
  }
}

/** A calendar that holds the interview needs a newer version of it to drop it. */
const closingInterview = (order: TOrderRow): Partial<TOrderRow> => (order.interviewAt ? { interviewSequence: order.interviewSequence + 1 } : {});

/**
 * Keeps the worker's status in step with her placement: hired means In-Service and every other
 * open order for her is canceled; a canceled hire makes her Available again.
 */
async function settleWorker(write: TStepWrite, order: TOrderRow, fromStatus: TOrderStatus): Promise<TOrderRow[]> {
  const { tx, now } = write;
  if (order.status === 'Canceled' && fromStatus === 'Hired') {
    await tx.update(labors).set({ status: 'Available', updatedAt: now }).where(eq(labors.id, order.laborId));
    return [];
  }
  if (order.status !== 'Hired') return [];
  await tx.update(labors).set({ status: 'InService', updatedAt: now }).where(eq(labors.id, order.laborId));
  const others = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.laborId, order.laborId), ne(orders.id, order.id), inArray(orders.status, open)))
    .for('update');
  for (const other of others) {
    await tx
      .update(orders)
      .set({ status: 'Canceled', version: sql`${orders.version} + 1`, interviewSequence: sql`${orders.interviewSequence} + 1`, updatedAt: now })
      .where(eq(orders.id, other.id));
    // A system note is a catalogue key, shown in the reader's language.
    await recordEvent(tx, {
      orderId: other.id,
      at: now,
      action: 'autoCancel',
      actor: 'system',
      actorId: null,
      fromStatus: other.status,
      toStatus: 'Canceled',
      note: 'orders.autoCanceledNote',
    });
    // Another family's order for her may have had its invoice, and money: credited and owed back.
    await creditOnClose(write, other.id, 'autoCancel');
  }
  return others;
}

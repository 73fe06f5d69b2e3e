import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  OPEN_ORDER_STATUSES,
  ORDER_ACTIONS,
  type TOrderAction,
  type TOrderStatus,
  type TOrderTransition,
} from '@app/shared';
import type { TDb } from '../../db/client.js';
import { branches, labors, orderEvents, orders } from '../../db/schema/index.js';
import { pgErrorCode } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import { issueInvoice, offlinePayments } from './payments.js';

export type TOrderRow = typeof orders.$inferSelect;
export type TActor = { role: 'client' | 'admin'; userId: number };
type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** A refusal key when the order's own state forbids the action, or null when it may go ahead. */
type TGuard = (order: TOrderRow) => string | null;

type TRule = { roles: Array<TActor['role']>; from: TOrderStatus[]; to: (order: TOrderRow) => TOrderStatus; guard?: TGuard };

const interviewSet: TGuard = (order) => (order.interviewAt ? null : 'orders.interviewNotSet');
const notApproved: TGuard = (order) => (order.approvedAt ? 'orders.alreadyApproved' : null);
const approved: TGuard = (order) => (order.approvedAt ? null : 'orders.notApproved');
const all =
  (...guards: TGuard[]): TGuard =>
  (order) =>
    guards.map((guard) => guard(order)).find(Boolean) ?? null;
const stay = (order: TOrderRow) => order.status;
const open: TOrderStatus[] = [...OPEN_ORDER_STATUSES];

/** The order lifecycle of DESIGN.md section 6 and docs/decisions/002: who may do what, from where, to where. */
const RULES: Record<TOrderAction, TRule[]> = {
  setInterview: [{ roles: ['admin'], from: open, to: () => 'InProgress', guard: notApproved }],
  approve: [{ roles: ['client', 'admin'], from: ['InProgress'], to: stay, guard: all(interviewSet, notApproved) }],
  decline: [{ roles: ['client'], from: ['InProgress'], to: () => 'Rejected', guard: all(interviewSet, notApproved) }],
  reject: [{ roles: ['admin'], from: open, to: () => 'Rejected' }],
  choosePayment: [{ roles: ['client'], from: ['InProgress'], to: stay, guard: approved }],
  confirmPayment: [{ roles: ['admin'], from: ['InProgress'], to: () => 'Hired', guard: approved }],
  cancel: [
    { roles: ['client'], from: open, to: () => 'Canceled' },
    { roles: ['admin'], from: [...open, 'Hired'], to: () => 'Canceled' },
  ],
  deliver: [{ roles: ['admin'], from: ['Hired'], to: () => 'Delivered' }],
};

/** Why the actor may not take this action on this order now, or null when they may. */
export function refusal(order: TOrderRow, role: TActor['role'], action: TOrderAction): { status: number; key: string } | null {
  const rules = RULES[action].filter((rule) => rule.roles.includes(role));
  if (rules.length === 0) return { status: 403, key: 'errors.forbidden' };
  const rule = rules.find((candidate) => candidate.from.includes(order.status));
  if (!rule) return { status: 409, key: 'orders.illegal' };
  const guarded = rule.guard?.(order);
  return guarded ? { status: 409, key: guarded } : null;
}

/** The actions the one asking may take now: the buttons the web shows. */
export function availableActions(order: TOrderRow, role: TActor['role']): TOrderAction[] {
  return ORDER_ACTIONS.filter((action) => refusal(order, role, action) === null);
}

export async function recordEvent(
  tx: Pick<TDb, 'insert'>,
  event: Omit<typeof orderEvents.$inferInsert, 'id'>,
) {
  await tx.insert(orderEvents).values(event);
}

export type TTransitionResult = {
  order: TOrderRow;
  /** Other orders closed by this change (a hire cancels the rest for that worker). */
  autoCanceled: TOrderRow[];
};

/**
 * Applies one action in one transaction: the order row is locked, its version checked, the rule
 * checked, the change and its history row written. A hire also locks the worker.
 */
export async function transition(
  db: TDb,
  now: Date,
  orderId: number,
  actor: TActor,
  input: TOrderTransition,
): Promise<TTransitionResult> {
  try {
    return await db.transaction(async (tx) => {
      // The worker is locked before the order, by every action: a hire touches all of her orders,
      // and taking the locks in one order everywhere is what keeps concurrent hires from deadlocking.
      const [target] = await tx.select({ laborId: orders.laborId }).from(orders).where(eq(orders.id, orderId));
      if (target) await tx.select({ id: labors.id }).from(labors).where(eq(labors.id, target.laborId)).for('update');
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order || (actor.role === 'client' && order.clientId !== actor.userId)) throw new AppError(404, 'orders.notFound');
      const refused = refusal(order, actor.role, input.action);
      if (refused) throw new AppError(refused.status, refused.key, { status: order.status });
      if (order.version !== input.version) throw new AppError(409, 'orders.stale');

      const change = await changeFor(tx, order, input, now);
      const toStatus = RULES[input.action].find((rule) => rule.roles.includes(actor.role))!.to(order);
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
      const autoCanceled = await settleWorker(tx, updated!, order.status, now);
      return { order: updated!, autoCanceled };
    });
  } catch (error) {
    // The partial unique index settles a race the row locks did not see (two hires of one worker).
    if (pgErrorCode(error).constraint === 'orders_one_hire_per_labor') throw new AppError(409, 'orders.laborTaken');
    throw error;
  }
}

/** The columns an action sets besides status and version. */
async function changeFor(tx: TTx, order: TOrderRow, input: TOrderTransition, now: Date): Promise<Partial<TOrderRow>> {
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
        interviewAt,
        interviewType: input.interviewType,
        meetingLink: online ? input.meetingLink : null,
        branchId: online ? null : input.branchId,
      };
    }
    case 'approve':
      return { approvedAt: now, ...(await issueInvoice(tx, order, now)) };
    case 'choosePayment':
      return offlinePayments.choose(order, input, now);
    case 'confirmPayment': {
      const [labor] = await tx.select({ status: labors.status }).from(labors).where(eq(labors.id, order.laborId));
      if (labor?.status === 'InService') throw new AppError(409, 'orders.laborTaken');
      return offlinePayments.confirm(order, now);
    }
    default:
      return {};
  }
}

/**
 * Keeps the worker's status in step with her placement: hired means In-Service and every other
 * open order for her is canceled; a canceled hire makes her Available again.
 */
async function settleWorker(tx: TTx, order: TOrderRow, fromStatus: TOrderStatus, now: Date): Promise<TOrderRow[]> {
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
      .set({ status: 'Canceled', version: sql`${orders.version} + 1`, updatedAt: now })
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
  }
  return others;
}

import { eq } from 'drizzle-orm';
import type { TAdminOrderInput } from '@app/shared';
import { enquiries, orders } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange } from '../audit/record.js';
import { addOrderForClient } from '../orders/admin-create.js';
import { clientsWith, findEnquiryRow, type TEnquiryRow } from './read.js';
import { lockedEnquiry, snapshot } from './service.js';

function assertConvertible(enquiry: Pick<TEnquiryRow, 'status'>) {
  if (enquiry.status === 'converted') throw new AppError(409, 'enquiries.alreadyConverted');
}

/**
 * Converts an enquiry: the visitor becomes a client (or the order goes to an existing client),
 * an order is opened for the worker and package, and the enquiry is marked converted and linked
 * to both, in one transaction that holds staff's "Add Order": a refused order, a taken name or a race with
 * another conversion leaves no account, no order and the enquiry as it was.
 */
export async function convertEnquiry(ctx: TCtx, id: number, input: TAdminOrderInput): Promise<number> {
  assertConvertible(await findEnquiryRow(ctx.db, id));
  // A new account for someone already a client would split her orders: staff choose that client instead.
  if (input.newClient && (await clientsWith(ctx.db, input.newClient)).length > 0) {
    throw new AppError(409, 'enquiries.clientExists', {}, 'clientId');
  }
  return ctx.db.transaction(async (tx) => {
    const orderId = await addOrderForClient({ ...ctx, db: tx }, input);
    const before = await lockedEnquiry(tx, id);
    assertConvertible(before);
    const [order] = await tx.select({ clientId: orders.clientId }).from(orders).where(eq(orders.id, orderId));
    const [after] = await tx
      .update(enquiries)
      .set({ status: 'converted', clientId: order!.clientId, orderId, updatedAt: ctx.now })
      .where(eq(enquiries.id, id))
      .returning();
    await recordChange(tx, ctx.audit, { action: 'convertToOrder', entity: 'enquiry', entityId: id }, await snapshot(tx, before), await snapshot(tx, after!));
    return orderId;
  });
}

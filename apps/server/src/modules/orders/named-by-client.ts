import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange } from '../audit/record.js';

/** Staff mark that the family named the worker: no refund is then due on a return (audited). */
export async function setNamedByClient(ctx: TCtx, orderId: number, namedByClient: boolean) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ namedByClient: orders.namedByClient }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!before) throw new AppError(404, 'orders.notFound');
    await tx.update(orders).set({ namedByClient }).where(eq(orders.id, orderId));
    await recordChange(tx, ctx.audit, { action: 'namedByClient', entity: 'order', entityId: orderId }, before, { namedByClient });
  });
}

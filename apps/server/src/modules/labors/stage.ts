import { and, eq, ne } from 'drizzle-orm';
import type { TLaborStage } from '@app/shared';
import type { TTx } from '../../db/client.js';
import { labors } from '../../db/schema/index.js';

/** Where a worker is, moved by a placement in its own transaction: placed with a family, or back at the accommodation. */
export async function moveWorkerTo(tx: Pick<TTx, 'update'>, laborId: number, stage: TLaborStage, now: Date) {
  await tx
    .update(labors)
    .set({ stage, updatedAt: now })
    .where(and(eq(labors.id, laborId), ne(labors.stage, stage)));
}

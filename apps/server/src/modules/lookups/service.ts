import { asc, eq } from 'drizzle-orm';
import type { TReferenceList, TReferenceValue } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { referenceTables } from '../../db/schema/index.js';

export async function listActiveReferenceValues(db: TDb, list: TReferenceList): Promise<TReferenceValue[]> {
  const table = referenceTables[list];
  return db
    .select({ id: table.id, name: table.name, nameAr: table.nameAr, image: table.image, sortOrder: table.sortOrder })
    .from(table)
    .where(eq(table.isActive, true))
    .orderBy(asc(table.sortOrder), asc(table.id));
}

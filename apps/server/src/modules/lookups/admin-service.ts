import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { TPage, TReferenceAdminValue, TReferenceInput, TReferenceList } from '@app/shared';
import type { TDb, TReader } from '../../db/client.js';
import { laborLanguages, labors, referenceTables } from '../../db/schema/index.js';
import { containsPattern, countRows, pageOf, pgErrorCode, sortOrderForNew } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange } from '../audit/record.js';

/** One value of one reference list. */
type TReferenceRef = { list: TReferenceList; id: number };

const columns = (list: TReferenceList) => {
  const table = referenceTables[list];
  return {
    id: table.id,
    name: table.name,
    nameAr: table.nameAr,
    nameArFemale: table.nameArFemale,
    image: table.image,
    sortOrder: table.sortOrder,
    isActive: table.isActive,
  };
};

export async function listReferenceValues(
  db: TDb,
  list: TReferenceList,
  query: { search?: string; pageNumber: number; pageSize: number },
): Promise<TPage<TReferenceAdminValue>> {
  const table = referenceTables[list];
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = pattern ? or(ilike(table.name, pattern), ilike(table.nameAr, pattern)) : undefined;
  const rows = await db
    .select({ ...columns(list), totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(table)
    .where(where)
    .orderBy(asc(table.sortOrder), asc(table.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  return pageOf(
    rows,
    query,
    ({ totalCount: _total, ...value }) => value,
    () => countRows(db, table, where),
  );
}

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error).code === '23505') throw new AppError(409, 'lookups.nameTaken', {}, 'name');
    throw error;
  }
}

const entityOf = (list: TReferenceList) => `lookup:${list}`;

export async function addReferenceValue(ctx: TCtx, list: TReferenceList, input: TReferenceInput) {
  const table = referenceTables[list];
  const values = { ...input, sortOrder: sortOrderForNew(input.sortOrder ?? 0, table, table.sortOrder) };
  return uniqueName(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(table).values(values).returning(columns(list));
      await recordChange(tx, ctx.audit, { action: 'create', entity: entityOf(list), entityId: row!.id }, null, row!);
      return row!;
    }),
  );
}

export async function updateReferenceValue(ctx: TCtx, { list, id }: TReferenceRef, input: TReferenceInput) {
  const table = referenceTables[list];
  return uniqueName(() =>
    ctx.db.transaction(async (tx) => {
      const [before] = await tx.select(columns(list)).from(table).where(eq(table.id, id)).for('update');
      if (!before) throw new AppError(404, 'lookups.notFound');
      const [row] = await tx.update(table).set(input).where(eq(table.id, id)).returning(columns(list));
      await recordChange(tx, ctx.audit, { action: 'update', entity: entityOf(list), entityId: id }, before, row!);
      return row!;
    }),
  );
}

/** How many workers use a value; such a value is deactivated, never deleted. */
async function workersUsing(db: TReader, list: TReferenceList, id: number): Promise<number> {
  if (list === 'languages') {
    const [row] = await db.select({ value: count() }).from(laborLanguages).where(eq(laborLanguages.languageId, id));
    return row?.value ?? 0;
  }
  const column = {
    countries: labors.countryId,
    positions: labors.positionId,
    religions: labors.religionId,
    educationLevels: labors.educationLevelId,
    maritalStatuses: labors.maritalStatusId,
  }[list];
  const [row] = await db.select({ value: count() }).from(labors).where(eq(column, id));
  return row?.value ?? 0;
}

export async function deleteReferenceValue(ctx: TCtx, { list, id }: TReferenceRef) {
  const users = await workersUsing(ctx.db, list, id);
  if (users > 0) throw new AppError(409, 'lookups.inUse', { count: users });
  const table = referenceTables[list];
  try {
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx.delete(table).where(eq(table.id, id)).returning(columns(list));
      if (!row) throw new AppError(404, 'lookups.notFound');
      await recordChange(tx, ctx.audit, { action: 'delete', entity: entityOf(list), entityId: id }, row, null);
    });
  } catch (error) {
    // A worker added between the count and the delete: the foreign key refuses, and so do we.
    if (pgErrorCode(error).code === '23503') throw new AppError(409, 'lookups.inUse', { count: 1 });
    throw error;
  }
}

import { asc, eq, inArray } from 'drizzle-orm';
import type { TAdminBranch, ZBranchInputSchema } from '@app/shared';
import type { z } from 'zod';
import type { TDb } from '../../db/client.js';
import { branches, siteSettings } from '../../db/schema/index.js';
import { pgErrorCode, sortOrderForNew } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange } from '../audit/record.js';
import { plainText } from './sanitize.js';

type TBranchInput = z.infer<typeof ZBranchInputSchema>;

/** Every setting as stored: shared keys and their `.en` / `.ar` variants. */
export async function listSettings(db: TDb): Promise<Record<string, string>> {
  const rows = await db.select().from(siteSettings).orderBy(asc(siteSettings.key));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export async function saveSettings(ctx: TCtx, settings: Record<string, string>) {
  const rows = Object.entries(settings).map(([key, value]) => ({ key, value: plainText(value) }));
  if (rows.length > 0) {
    await ctx.db.transaction(async (tx) => {
      const stored = await tx
        .select()
        .from(siteSettings)
        .where(
          inArray(
            siteSettings.key,
            rows.map((row) => row.key),
          ),
        )
        .for('update');
      const before = Object.fromEntries(stored.map((row) => [row.key, row.value]));
      const after = { ...before, ...Object.fromEntries(rows.map((row) => [row.key, row.value])) };
      await recordChange(tx, ctx.audit, { action: 'update', entity: 'settings', entityId: 'site' }, before, after);
      for (const row of rows) {
        await tx
          .insert(siteSettings)
          .values(row)
          .onConflictDoUpdate({ target: siteSettings.key, set: { value: row.value } });
      }
    });
  }
  return listSettings(ctx.db);
}

export async function listBranches(db: TDb): Promise<TAdminBranch[]> {
  return db.select().from(branches).orderBy(asc(branches.sortOrder), asc(branches.id));
}

const cleanBranch = (input: TBranchInput) => ({
  ...input,
  name: plainText(input.name),
  nameAr: plainText(input.nameAr),
  address: plainText(input.address),
  addressAr: plainText(input.addressAr),
  workingHours: plainText(input.workingHours),
  workingHoursAr: plainText(input.workingHoursAr),
});

export async function addBranch(ctx: TCtx, input: TBranchInput) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(branches)
      .values({ ...cleanBranch(input), sortOrder: sortOrderForNew(input.sortOrder, branches, branches.sortOrder) })
      .returning();
    await recordChange(tx, ctx.audit, { action: 'create', entity: 'branch', entityId: row!.id }, null, row!);
  });
  return listBranches(ctx.db);
}

export async function updateBranch(ctx: TCtx, id: number, input: TBranchInput) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(branches).where(eq(branches.id, id)).for('update');
    if (!before) throw new AppError(404, 'cms.branchNotFound');
    const [row] = await tx.update(branches).set(cleanBranch(input)).where(eq(branches.id, id)).returning();
    await recordChange(tx, ctx.audit, { action: 'update', entity: 'branch', entityId: id }, before, row!);
  });
  return listBranches(ctx.db);
}

/** A branch that interviews were set at stays, deactivated instead: the orders keep their history. */
export async function deleteBranch(ctx: TCtx, id: number) {
  try {
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx.delete(branches).where(eq(branches.id, id)).returning();
      if (!row) throw new AppError(404, 'cms.branchNotFound');
      await recordChange(tx, ctx.audit, { action: 'delete', entity: 'branch', entityId: id }, row, null);
    });
  } catch (error) {
    if (pgErrorCode(error).code === '23503') throw new AppError(409, 'cms.branchInUse');
    throw error;
  }
  return listBranches(ctx.db);
}

import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { TAdminLaborQuery, TLaborInput } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { labors } from '../../db/schema/index.js';
import { containsPattern, sortedBy } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import { cardsQuery, totalOf } from './cards.js';
import type { TReadCtx } from './catalogue.js';
import { loadLabor } from './loader.js';
import { presentAdminLabor, presentCard } from './presenter.js';

/** The back-office list: search by code, by name, or by both; optional status. */
export async function listAdminLabors(ctx: TReadCtx, query: TAdminLaborQuery) {
  const conditions: SQL[] = [];
  if (query.code) conditions.push(ilike(labors.code, containsPattern(query.code)));
  if (query.name) conditions.push(or(ilike(labors.name, containsPattern(query.name)), ilike(labors.nameAr, containsPattern(query.name)))!);
  if (query.status) conditions.push(eq(labors.status, query.status));
  const columns = { createdAt: labors.createdAt, code: labors.code, name: labors.name, status: labors.status };
  const where = and(...conditions);
  const rows = await cardsQuery(ctx.db, where, sortedBy(query.sort, columns, labors.id, [desc(labors.createdAt), desc(labors.id)]), query);
  const totalCount = await totalOf(ctx.db, rows, where, query);
  const items = rows.map((row) => ({ ...presentCard(row.labor, row.country, row.position, ctx.now), isActive: row.labor.isActive }));
  return { items, totalCount, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

export async function getAdminLabor(ctx: TReadCtx, id: number) {
  const found = await loadLabor(ctx.db, id);
  if (!found) throw new AppError(404, 'labors.notFound');
  return presentAdminLabor(found.row, found.relations, ctx.now);
}

const PASSPORT_FIELDS = ['passportNumber', 'passportIssueDate', 'passportExpiryDate', 'passportIssuePlace'] as const;

/** Whether saving `input` would change the worker's passport fields (a number compared as stored, trimmed and upper-case). */
export async function changesPassport(db: TDb, id: number, input: TLaborInput) {
  const [current] = await db
    .select({
      passportNumber: labors.passportNumber,
      passportIssueDate: labors.passportIssueDate,
      passportExpiryDate: labors.passportExpiryDate,
      passportIssuePlace: labors.passportIssuePlace,
    })
    .from(labors)
    .where(eq(labors.id, id));
  if (!current) return false;
  return PASSPORT_FIELDS.some((field) => String(current[field]).trim().toUpperCase() !== String(input[field]).trim().toUpperCase());
}

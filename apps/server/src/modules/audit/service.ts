import { Readable } from 'node:stream';
import { and, desc, eq, gte, ilike, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { translate, type TAuditCsvQuery, type TAuditEntry, type TAuditQuery, type TEntityHistory, type TLocale, type TPage } from '@app/shared';
import { auditLog } from '../../db/schema/index.js';
import { containsPattern, countRows, pageOf } from '../../db/sql-helpers.js';
import type { TCtx } from '../../http/context.js';
import { withSentences } from './present.js';

type TAuditRow = typeof auditLog.$inferSelect;
/** Reading the trail needs the database and the reader's language. */
type TReadCtx = Pick<TCtx, 'db' | 'locale'>;

/** The first moment of a UAE day (UTC+4 all year), and of the day after it. */
const uaeDayStart = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+04:00`) + plusDays * 86_400_000);

/** Who (a user id, or part of a name), what action, which record (a `lookup` covers every `lookup:<list>`), which UAE days. */
function auditFilter(query: TAuditCsvQuery): SQL | undefined {
  const conditions: SQL[] = [];
  const who = query.who?.trim();
  if (who) conditions.push(/^\d{1,9}$/.test(who) ? eq(auditLog.actorUserId, Number(who)) : ilike(auditLog.actorName, containsPattern(who)));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.entity) conditions.push(or(eq(auditLog.entity, query.entity), like(auditLog.entity, `${query.entity.replace(/[\\%_]/g, '\\$&')}:%`))!);
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.from) conditions.push(gte(auditLog.at, uaeDayStart(query.from)));
  if (query.to) conditions.push(lt(auditLog.at, uaeDayStart(query.to, 1)));
  return and(...conditions);
}

/** The audit trail, newest first, one page and its total in one query; its records named in the reader's language. */
export async function listAudit(ctx: TReadCtx, query: TAuditQuery): Promise<TPage<TAuditEntry>> {
  const { db, locale } = ctx;
  const where = auditFilter(query);
  const rows = await db
    .select({ row: auditLog, totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  const entries = await withSentences(
    db,
    locale,
    rows.map(({ row }) => ({ ...row, at: row.at.toISOString() })),
  );
  return pageOf(
    entries.map((entry, index) => ({ entry, totalCount: rows[index]!.totalCount })),
    query,
    ({ entry }) => entry,
    () => countRows(db, auditLog, where),
  );
}

/** The most history rows one record's page shows. */
const HISTORY_LIMIT = 200;

/** One record's history, newest first: its own rows (and, for a client, their account's events). */
export async function entityHistory(ctx: TReadCtx, record: { entities: string[]; id: number }): Promise<TEntityHistory> {
  const { db, locale } = ctx;
  const { entities, id } = record;
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(inArray(auditLog.entity, entities), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  return withSentences(
    db,
    locale,
    rows.map(({ ip: _ip, ...row }) => ({ ...row, at: row.at.toISOString() })),
  );
}

// ---------------------------------------------------------------- CSV

/**
 * A cell a spreadsheet cannot run, quoted as RFC 4180 asks: a value starting with = + - @ (or a
 * tab or a return) gets a leading apostrophe, so it is shown as text, never read as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A moment as the agency reads it: UAE time, '2026-11-23 23:01:05'. */
const uaeDateTime = (at: Date) => new Date(at.getTime() + 4 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const shown = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** The changed fields as one cell: 'status: Available -> InService; name: A -> B'. */
const changesText = (changes: TAuditRow['changes'] | null) =>
  Object.entries(changes ?? {})
    .map(([field, [before, after]]) => `${field}: ${shown(before)} -> ${shown(after)}`)
    .join('; ');

/** A catalogue label when there is one, the code itself otherwise. */
function labelOr(locale: TLocale, key: string, code: string) {
  const label = translate(locale, key);
  return label === key ? code : label;
}

/** How many rows each read of the CSV export takes: memory stays flat however long the trail is. */
export const CSV_BATCH = 500;

/**
 * The filtered trail as CSV, newest first, streamed: rows are read in batches after the last one
 * sent (keyset on the time, to the microsecond, and the id), each batch only when the reader wants
 * more. A BOM so Excel reads the Arabic.
 */
export function auditCsv(ctx: TReadCtx, query: TAuditCsvQuery, batchSize = CSV_BATCH): Readable {
  const { db, locale } = ctx;
  const where = auditFilter(query);
  const header = ['when', 'who', 'role', 'ip', 'action', 'entity', 'entityId', 'changes'].map((column) => translate(locale, `audit.csv.${column}`));
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    let after: { at: string; id: number } | null = null;
    for (;;) {
      const page: Array<Omit<TAuditRow, 'requestId'> & { atKey: string }> = await db
        .select({ ...auditColumns, atKey: sql<string>`${auditLog.at}::text` })
        .from(auditLog)
        .where(and(where, after ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id})` : undefined))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(batchSize);
      if (page.length === 0) return;
      yield page
        .map((row) =>
          csvLine([
            uaeDateTime(row.at),
            row.actorName ?? '',
            row.actorRole ? labelOr(locale, `staffRoles.${row.actorRole}`, row.actorRole) : '',
            row.ip ?? '',
            labelOr(locale, `audit.actions.${row.action}`, row.action),
            row.entity ? labelOr(locale, `audit.entities.${row.entity.split(':')[0]}`, row.entity) : '',
            row.entityId ?? '',
            changesText(row.changes),
          ]),
        )
        .join('');
      if (page.length < batchSize) return;
      const last = page.at(-1)!;
      after = { at: last.atKey, id: last.id };
    }
  }
  return Readable.from(lines());
}

const auditColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actorUserId: auditLog.actorUserId,
  actorName: auditLog.actorName,
  actorRole: auditLog.actorRole,
  ip: auditLog.ip,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  changes: auditLog.changes,
};

import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { translate, type TAuditLine, type TLocale, type TProcess } from '@app/shared';
import { auditLog } from '../../db/schema/index.js';
import type { TCtx } from '../../http/context.js';
import { withSentences } from '../audit/present.js';
import type { TStepRow } from './presenter.js';

/** The most history rows a process's page shows. */
const HISTORY_LIMIT = 200;

const labelOr = (locale: TLocale, key: string, fallback: string) => {
  const text = translate(locale, key);
  return text === key ? fallback : text;
};

const lineText = (locale: TLocale, line: TAuditLine) =>
  line.before === null ? `${line.label}: ${line.after}` : translate(locale, 'audit.changedFrom', { field: line.label, before: line.before, after: line.after });

/**
 * The process's history, newest first, read from the audit trail: the process's own rows and its
 * steps', each said in the reader's language ("Medical fitness test: State: To do to Booked").
 */
export async function processHistory(ctx: Pick<TCtx, 'db' | 'locale'>, processId: number, steps: TStepRow[]): Promise<TProcess['history']> {
  const { db, locale } = ctx;
  const stepIds = steps.map((step) => String(step.id));
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.entity, 'process'), eq(auditLog.entityId, String(processId))),
        stepIds.length > 0 ? and(eq(auditLog.entity, 'processStep'), inArray(auditLog.entityId, stepIds)) : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  const said = await withSentences(
    db,
    locale,
    rows.map(({ ip: _ip, ...row }) => ({ ...row, at: row.at.toISOString() })),
  );
  const stepNames = new Map(steps.map((step) => [String(step.id), locale === 'ar' ? step.nameAr : step.nameEn]));
  return said.map((row) => {
    const what = row.entity === 'processStep' ? (stepNames.get(row.entityId ?? '') ?? '') : labelOr(locale, `audit.actions.${row.action}`, row.action);
    const lines = row.lines.map((line) => lineText(locale, line)).join('; ');
    return { at: row.at, actorName: row.actorName, summary: lines ? `${what}: ${lines}` : what };
  });
}

import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  addDays,
  DOCUMENT_WARNING_DAYS,
  formatUaeDate,
  hasPermission,
  inLanguage,
  localeOf,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  todayInUae,
  translate,
  type TDocumentExpiryItem,
  type TLocale,
} from '@app/shared';
import type { TDb, TTx } from '../../db/client.js';
import { digestRuns, jobs, users } from '../../db/schema/index.js';
import { enqueueMail } from '../../jobs/email.js';
import { enqueue } from '../../jobs/queue.js';
import type { TJobHandler } from '../../jobs/runner.js';
import { bilingualMail, type TParagraph } from '../../mail/templates.js';
import { expiryFilter, expiryRows, presentExpiryRow } from './expiring.js';
import type { TDocumentViewer } from './service.js';
import { processDigestParagraphs } from '../processes/digest-lines.js';

export const DOCUMENT_DIGEST_JOB = 'documents.digest';
/** Lines an e-mail lists per section; /Documents has the rest. */
const LISTED = 100;

/** 07:00 on a UAE day, as an instant. */
export const digestMoment = (day: string) => new Date(`${day}T07:00:00+04:00`);

/** The UAE day of the next digest: today until 07:00, then tomorrow. */
export function nextDigestDay(now: Date): string {
  const today = todayInUae(now);
  return now < digestMoment(today) ? today : addDays(today, 1);
}

/**
 * On start-up: a digest is queued unless one already is. Two instances starting together may queue
 * two; only one of them sends (the day's row in digest_runs) and only that one queues the next.
 */
export async function ensureDigestScheduled(db: TDb, now: Date) {
  const [queued] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, DOCUMENT_DIGEST_JOB), inArray(jobs.status, ['queued', 'running'])))
    .limit(1);
  if (queued) return;
  const day = nextDigestDay(now);
  await enqueue(db, DOCUMENT_DIGEST_JOB, { day }, { runAt: digestMoment(day) });
}

/** Staff who manage workers, active, with an e-mail address. */
async function readers(tx: TTx) {
  const roles = STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('labors.manage'));
  return tx
    .select({ email: users.email, userName: users.userName, languageId: users.languageId, staffRole: users.staffRole })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), inArray(users.staffRole, roles), ne(users.email, '')));
}

function line(item: TDocumentExpiryItem): TParagraph {
  return [
    'documents.mail.line',
    (locale: TLocale) => ({
      code: item.labor.code,
      worker: inLanguage(item.labor, 'name', locale),
      kind: translate(locale, `documents.kinds.${item.kind}`),
      number: item.number,
      date: formatUaeDate(item.expiryDate, locale),
    }),
  ];
}

function section(key: string, items: TDocumentExpiryItem[], total: number): TParagraph[] {
  if (items.length === 0) return [];
  const more: TParagraph[] = total > items.length ? [['documents.mail.more', { count: total - items.length }]] : [];
  return [[key, { count: total }], ...items.map(line), ...more];
}

/** What a reader gets: expired, then expiring within the warning days; null when there is nothing. */
async function digestFor(tx: TTx, today: string, viewer: TDocumentViewer, baseUrl: string | undefined): Promise<TParagraph[] | null> {
  const sectionOf = async (only: 'expired' | 'expiring') => {
    const rows = await expiryRows(tx, expiryFilter({ within: DOCUMENT_WARNING_DAYS, only }, today, viewer), { limit: LISTED });
    return { items: rows.map(presentExpiryRow(today)), total: rows[0]?.totalCount ?? 0 };
  };
  const expired = await sectionOf('expired');
  const expiring = await sectionOf('expiring');
  if (expired.total === 0 && expiring.total === 0) return null;
  const link: TParagraph[] = baseUrl ? [['documents.mail.link', { link: `${baseUrl.replace(/\/+$/, '')}/Documents` }]] : [];
  return [...section('documents.mail.expired', expired.items, expired.total), ...section('documents.mail.expiring', expiring.items, expiring.total), ...link];
}

/**
 * The day's digest, once across instances: the first to insert the day's row sends it and queues
 * tomorrow's; any other finds the row and does nothing. Each reader gets what she may see, in her
 * language first: documents expired and expiring, then the visa process steps overdue and
 * tomorrow's appointments; nothing to report sends nothing.
 */
export async function runDigest(db: TDb, now: Date, baseUrl: string | undefined) {
  await db.transaction(async (tx) => {
    const today = todayInUae(now);
    const [claimed] = await tx.insert(digestRuns).values({ day: today, ranAt: now }).onConflictDoNothing().returning({ day: digestRuns.day });
    if (!claimed) return;
    const tomorrow = addDays(today, 1);
    await enqueue(tx, DOCUMENT_DIGEST_JOB, { day: tomorrow }, { runAt: digestMoment(tomorrow) });
    const byPassportSight = new Map<boolean, TParagraph[] | null>();
    const processLines = await processDigestParagraphs(tx, today, baseUrl);
    for (const reader of await readers(tx)) {
      const seesPassports = hasPermission(reader.staffRole, 'labors.passport');
      if (!byPassportSight.has(seesPassports)) byPassportSight.set(seesPassports, await digestFor(tx, today, { seesPassports }, baseUrl));
      const documents = byPassportSight.get(seesPassports) ?? [];
      const processes = hasPermission(reader.staffRole, 'orders.view') ? processLines : [];
      if (documents.length === 0 && processes.length === 0) continue;
      await enqueueMail(
        tx,
        bilingualMail({
          to: reader.email,
          firstLocale: localeOf(reader.languageId),
          subjectKey: processes.length > 0 ? 'documents.mail.dailySubject' : 'documents.mail.subject',
          paragraphs: [['mail.orderGreeting', { userName: reader.userName }], ...documents, ...processes],
        }),
      );
    }
  });
}

export function documentJobHandlers(db: TDb, clock: () => Date, baseUrl: string | undefined): Record<string, TJobHandler> {
  return { [DOCUMENT_DIGEST_JOB]: () => runDigest(db, clock(), baseUrl) };
}

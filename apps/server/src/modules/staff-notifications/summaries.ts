import { eq, inArray, sql } from 'drizzle-orm';
import { formatUaeDate, inLanguage, translate, type TLocale, type TStaffNotificationKind } from '@app/shared';
import type { TReader } from '../../db/client.js';
import { answerSubmissions, applicants, clientProfiles, enquiries, labors, orders, users, visaProcesses } from '../../db/schema/index.js';
import type { TParagraph } from '../../mail/templates.js';
import { mappedAnswer } from '../../db/applicant-answers.js';

type TNotice = { id: number; kind: TStaffNotificationKind; entityId: number };
export type TSummary = { en: string; ar: string };

const MESSAGE_PREVIEW = 80;
const preview = (text: string | null) => {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  return line.length > MESSAGE_PREVIEW ? `${line.slice(0, MESSAGE_PREVIEW - 1)}…` : line;
};

const idsOf = (notices: TNotice[], kinds: TStaffNotificationKind[]) => [
  ...new Set(notices.filter((notice) => kinds.includes(notice.kind)).map((notice) => notice.entityId)),
];

/** New orders: number, client and worker in both languages. */
async function orderLines(db: TReader, ids: number[]): Promise<Map<number, TParagraph>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, number: orders.number, client: users.userName, worker: { name: labors.name, nameAr: labors.nameAr } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.clientId))
    .innerJoin(labors, eq(labors.id, orders.laborId))
    .where(inArray(orders.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      ['staffNotifications.summary.order', (locale: TLocale) => ({ number: row.number, client: row.client, worker: inLanguage(row.worker, 'name', locale) })],
    ]),
  );
}

/** Enquiries (the visitor and the start of the message) and callback requests (the visitor and the day). */
async function enquiryLines(db: TReader, ids: number[]): Promise<Map<number, TParagraph>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(enquiries).where(inArray(enquiries.id, ids));
  return new Map(
    rows.map((row): [number, TParagraph] =>
      row.kind === 'callback'
        ? [
            row.id,
            ['staffNotifications.summary.callback', (locale) => ({ name: row.name, date: row.preferredDate ? formatUaeDate(row.preferredDate, locale) : '' })],
          ]
        : [row.id, ['staffNotifications.summary.enquiry', { name: row.name, message: preview(row.message) }]],
    ),
  );
}

/** New applicants, by the name they gave in the questionnaire. */
async function applicantLines(db: TReader, ids: number[]): Promise<Map<number, TParagraph>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: applicants.id, name: mappedAnswer('name', 'en'), nameAr: mappedAnswer('name', 'ar') })
    .from(applicants)
    // Joined, the query names each column with its table: the answers' subqueries need that.
    .innerJoin(answerSubmissions, eq(answerSubmissions.id, applicants.submissionId))
    .where(inArray(applicants.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      ['staffNotifications.summary.applicant', (locale: TLocale) => ({ name: (locale === 'ar' ? row.nameAr : row.name) || `#${row.id}` })],
    ]),
  );
}

/** A family's paper for their visa process: the order, the family (their profile's name) and the worker. */
async function familyPaperLines(db: TReader, ids: number[]): Promise<Map<number, TParagraph>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: visaProcesses.id,
      number: orders.number,
      client: sql<string>`coalesce(nullif(${clientProfiles.fullName}, ''), ${users.userName})`,
      worker: { name: labors.name, nameAr: labors.nameAr },
    })
    .from(visaProcesses)
    .innerJoin(orders, eq(orders.id, visaProcesses.orderId))
    .innerJoin(users, eq(users.id, orders.clientId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .innerJoin(labors, eq(labors.id, visaProcesses.laborId))
    .where(inArray(visaProcesses.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      [
        'staffNotifications.summary.familyPaper',
        (locale: TLocale) => ({ number: row.number, client: row.client, worker: inLanguage(row.worker, 'name', locale) }),
      ],
    ]),
  );
}

/**
 * Each notification's line, made now from what it is about (the order, the enquiry, the applicant
 * as they are): a catalogue key and its values, for the list (both languages) and the e-mails.
 */
export async function summaryLines(db: TReader, notices: TNotice[]): Promise<Map<number, TParagraph>> {
  const [ordersById, enquiriesById, applicantsById, processesById] = await Promise.all([
    orderLines(db, idsOf(notices, ['order'])),
    enquiryLines(db, idsOf(notices, ['enquiry', 'callback'])),
    applicantLines(db, idsOf(notices, ['applicant'])),
    familyPaperLines(db, idsOf(notices, ['familyPaper'])),
  ]);
  const byKind = { order: ordersById, enquiry: enquiriesById, callback: enquiriesById, applicant: applicantsById, familyPaper: processesById };
  return new Map(notices.map((notice): [number, TParagraph] => [notice.id, byKind[notice.kind].get(notice.entityId) ?? ['staffNotifications.summary.gone']]));
}

type TParams = Record<string, string | number>;
const paramsIn = ([, params]: TParagraph, locale: TLocale): TParams | undefined => (typeof params === 'function' ? params(locale) : params);

export const lineIn = (line: TParagraph, locale: TLocale) => translate(locale, line[0], paramsIn(line, locale));

/** Each value set apart (Unicode isolates): a Latin name or message keeps its place in an Arabic line, and the reverse. */
const isolated = (params: TParams | undefined) => params && Object.fromEntries(Object.entries(params).map(([name, value]) => [name, `\u2068${value}\u2069`]));

/** The list's line in both languages, each value isolated for the page's direction. */
export const bothLanguages = (line: TParagraph): TSummary => ({
  en: translate('en', line[0], isolated(paramsIn(line, 'en'))),
  ar: translate('ar', line[0], isolated(paramsIn(line, 'ar'))),
});

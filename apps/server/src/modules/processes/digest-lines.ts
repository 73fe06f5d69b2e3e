import { addDays, atUaeTime, formatUaeDate, formatUaeDateTime, inLanguage, type TLocale } from '@app/shared';
import type { TReader } from '../../db/client.js';
import type { TParagraph } from '../../mail/templates.js';
import { appointmentsBetween, overdueSteps, type TAgendaStep } from './agenda.js';

/** Lines the digest lists per section; the process board has the rest. */
const LISTED = 100;

const linkTo = (baseUrl: string | undefined, processId: number) => `${(baseUrl ?? '').replace(/\/+$/, '')}/Processes/${processId}`;

/** The worker and the step, in the reader's language. */
const named = (row: TAgendaStep, locale: TLocale) => ({
  code: row.labor.code,
  worker: inLanguage(row.labor, 'name', locale),
  step: inLanguage(row, 'name', locale),
});

function section(key: string, rows: TAgendaStep[], line: (row: TAgendaStep) => TParagraph): TParagraph[] {
  const total = rows[0]?.totalCount ?? 0;
  if (total === 0) return [];
  const more: TParagraph[] = total > rows.length ? [['documents.mail.more', { count: total - rows.length }]] : [];
  return [[key, { count: total }], ...rows.map(line), ...more];
}

/**
 * The daily digest's visa process part (docs/decisions/032): the steps overdue, the longest overdue
 * first, and tomorrow's appointments by time, each with the worker, the step and a link to its
 * process. Empty when there is neither.
 */
export async function processDigestParagraphs(db: TReader, today: string, baseUrl: string | undefined): Promise<TParagraph[]> {
  const tomorrow = addDays(today, 1);
  const overdue = await overdueSteps(db, today, LISTED);
  const appointments = await appointmentsBetween(db, { from: atUaeTime(tomorrow), to: atUaeTime(addDays(tomorrow, 1)), bookedOnly: true }, LISTED);
  return [
    ...section('documents.mail.processOverdue', overdue, (row) => [
      'documents.mail.processOverdueLine',
      (locale) => ({ ...named(row, locale), date: formatUaeDate(row.dueDate, locale), link: linkTo(baseUrl, row.processId) }),
    ]),
    ...section('documents.mail.processTomorrow', appointments, (row) => [
      'documents.mail.processTomorrowLine',
      (locale) => ({
        ...named(row, locale),
        time: formatUaeDateTime(row.appointmentAt!, locale),
        place: row.place || '—',
        link: linkTo(baseUrl, row.processId),
      }),
    ]),
  ];
}

import { asc, eq } from 'drizzle-orm';
import { formatUaeDate, formatUaeDateTime, inLanguage, localeOf, translate, type TLocale, type TMessageKey } from '@app/shared';
import type { TTx } from '../../db/client.js';
import { labors, orders, processSteps, users } from '../../db/schema/index.js';
import { enqueueMail } from '../../jobs/email.js';
import { calendarInvite, type TCalendarMethod } from '../../mail/calendar.js';
import { greetingOf } from '../../mail/greeting.js';
import { FROM_ADDRESS, MAIL_DOMAIN, type TMail, type TMailCalendar } from '../../mail/mailer.js';
import { bilingualMail, type TParagraph } from '../../mail/templates.js';
import type { TProcessRow, TStepRow } from './presenter.js';
import { expectedHandoverOf, isFinished } from './rules.js';

/** The change's transaction (the e-mail is queued in it), its instant, and the site's address for the link. */
export type TStepNotifyCtx = { tx: TTx; now: Date; baseUrl: string };

/** A government appointment is booked in the family's calendar for an hour. */
const APPOINTMENT_MINUTES = 60;

/** One step's appointment keeps one calendar identity: a moved appointment replaces it (its version is its sequence). */
export const appointmentUid = (stepId: number) => `process-step-${stepId}@${MAIL_DOMAIN}`;

type TFamily = { orderId: number; orderNumber: string; client: typeof users.$inferSelect; labor: { name: string; nameAr: string } };

type TStepEvent = 'done' | 'booked' | 'canceled';

const isBooked = (step: TStepRow) => step.state === 'booked' && step.appointmentAt !== null;

/**
 * What the family hears of this change: a step just done, an appointment booked or moved, or an
 * appointment still to come taken back (the step back to do, blocked or not needed); nothing else.
 */
function eventOf(before: TStepRow, after: TStepRow, now: Date): TStepEvent | null {
  if (after.state === 'done' && before.state !== 'done') return 'done';
  if (isBooked(before) && !isBooked(after) && after.state !== 'done') return before.appointmentAt!.getTime() > now.getTime() ? 'canceled' : null;
  if (after.state !== 'booked' || after.appointmentAt === null) return null;
  const moved = before.appointmentAt?.getTime() !== after.appointmentAt.getTime() || before.appointmentPlace !== after.appointmentPlace;
  return before.state !== 'booked' || moved ? 'booked' : null;
}

async function familyOf(tx: TTx, process: TProcessRow): Promise<TFamily | null> {
  if (process.orderId === null || process.clientId === null) return null;
  const [row] = await tx
    .select({ orderId: orders.id, orderNumber: orders.number, client: users, labor: { name: labors.name, nameAr: labors.nameAr } })
    .from(orders)
    .innerJoin(users, eq(users.id, process.clientId))
    .innerJoin(labors, eq(labors.id, process.laborId))
    .where(eq(orders.id, process.orderId));
  return row && row.client.email ? row : null;
}

const stepName = (step: TStepRow, locale: TLocale) => inLanguage(step, 'name', locale);
const orderLink = (ctx: TStepNotifyCtx, family: TFamily) => `${ctx.baseUrl.replace(/\/+$/, '')}/ClientOrder/${family.orderId}`;

/** The step, the worker and the order, in each language of the e-mail. */
const namesOf = (step: TStepRow, family: TFamily) => (locale: TLocale) => ({
  step: stepName(step, locale),
  worker: inLanguage(family.labor, 'name', locale),
  number: family.orderNumber,
});

function bookedParagraphs(step: TStepRow, family: TFamily): TParagraph[] {
  const at = step.appointmentAt!;
  const paragraphs: TParagraph[] = [['mail.processBookedBody', (locale) => ({ ...namesOf(step, family)(locale), date: formatUaeDateTime(at, locale) })]];
  if (step.appointmentPlace) paragraphs.push(['mail.processPlace', { place: step.appointmentPlace }]);
  if (step.bringEn || step.bringAr) paragraphs.push(['mail.processBring', (locale) => ({ bring: inLanguage(step, 'bring', locale) })]);
  paragraphs.push(['mail.processCalendar']);
  return paragraphs;
}

/** Which step is done and when, what comes next (its appointment, or the day it is expected), and the handover. */
function doneParagraphs(step: TStepRow, steps: TStepRow[], process: TProcessRow, family: TFamily): TParagraph[] {
  const paragraphs: TParagraph[] = [['mail.processDoneBody', (locale) => ({ ...namesOf(step, family)(locale), date: formatUaeDate(step.doneOn!, locale) })]];
  const next = steps.find((candidate) => !isFinished(candidate));
  if (!next) return [...paragraphs, ['mail.processAllDone']];
  const nextName = (locale: TLocale) => stepName(next, locale);
  if (next.state === 'booked' && next.appointmentAt)
    paragraphs.push(['mail.processNextBooked', (locale) => ({ step: nextName(locale), date: formatUaeDateTime(next.appointmentAt!, locale) })]);
  else paragraphs.push(['mail.processNext', (locale) => ({ step: nextName(locale), date: formatUaeDate(next.dueDate, locale) })]);
  const handover = expectedHandoverOf(steps, process.startedOn);
  paragraphs.push(['mail.processHandover', (locale) => ({ date: formatUaeDate(handover, locale) })]);
  return paragraphs;
}

function canceledParagraphs(booked: TStepRow, family: TFamily): TParagraph[] {
  return [
    ['mail.processCanceledBody', (locale) => ({ ...namesOf(booked, family)(locale), date: formatUaeDateTime(booked.appointmentAt!, locale) })],
    ['mail.processCanceledCalendar'],
  ];
}

/**
 * The appointment in the family's calendar, in their language, at UAE time, its place as LOCATION:
 * booked or moved (REQUEST), or taken back (CANCEL, of the appointment as it was booked). The step's
 * version is the SEQUENCE, so the calendar applies the latest.
 */
function appointmentInvite(ctx: TStepNotifyCtx, method: TCalendarMethod, step: TStepRow, version: number, family: TFamily): TMailCalendar {
  const locale = localeOf(family.client.languageId);
  const names = namesOf(step, family)(locale);
  const ics = calendarInvite({
    method,
    uid: appointmentUid(step.id),
    sequence: version,
    start: step.appointmentAt!,
    minutes: APPOINTMENT_MINUTES,
    summary: translate(locale, 'mail.processCalendarSummary', names),
    description: [
      translate(locale, 'mail.processBookedBody', { ...names, date: formatUaeDateTime(step.appointmentAt!, locale) }),
      translate(locale, 'mail.viewOrder', { link: orderLink(ctx, family) }),
    ].join('\n\n'),
    location: step.appointmentPlace,
    organizer: { name: translate(locale, 'mail.signature'), email: FROM_ADDRESS },
    attendee: { name: family.client.userName, email: family.client.email },
    now: ctx.now,
  });
  return { method, filename: 'appointment.ics', content: ics };
}

const SUBJECTS = {
  done: 'mail.processDoneSubject',
  booked: 'mail.processBookedSubject',
  canceled: 'mail.processCanceledSubject',
} as const satisfies Record<TStepEvent, TMessageKey>;

type TEventFacts = { before: TStepRow; step: TStepRow; steps: TStepRow[]; process: TProcessRow; family: TFamily };

const EVENT_PARAGRAPHS: Record<TStepEvent, (facts: TEventFacts) => TParagraph[]> = {
  done: ({ step, steps, process, family }) => doneParagraphs(step, steps, process, family),
  booked: ({ step, family }) => bookedParagraphs(step, family),
  canceled: ({ before, family }) => canceledParagraphs(before, family),
};

/**
 * Tells the family of a step done or booked, or of an appointment taken back, in both languages (theirs first), queued in the step's
 * own transaction after its due dates are settled. Staff notes and a blocked step's reason are the
 * agency's and never go in it. A process without an order and a client tells no one.
 */
export async function notifyFamilyOfStep(ctx: TStepNotifyCtx, process: TProcessRow, before: TStepRow, after: TStepRow): Promise<void> {
  const event = eventOf(before, after, ctx.now);
  if (!event) return;
  const family = await familyOf(ctx.tx, process);
  if (!family) return;
  const steps = await ctx.tx.select().from(processSteps).where(eq(processSteps.processId, process.id)).orderBy(asc(processSteps.position));
  const step = steps.find((candidate) => candidate.id === after.id) ?? after;
  const paragraphs: TParagraph[] = [
    await greetingOf(ctx.tx, family.client, 'mail.orderGreeting'),
    ...EVENT_PARAGRAPHS[event]({ before, step, steps, process, family }),
    ['mail.viewOrder', { link: orderLink(ctx, family) }],
  ];
  const mail: TMail = bilingualMail({ to: family.client.email, firstLocale: localeOf(family.client.languageId), subjectKey: SUBJECTS[event], paragraphs });
  if (event === 'done') {
    await enqueueMail(ctx.tx, mail);
    return;
  }
  const invite =
    event === 'booked' ? appointmentInvite(ctx, 'REQUEST', step, step.version, family) : appointmentInvite(ctx, 'CANCEL', before, after.version, family);
  await enqueueMail(ctx.tx, { ...mail, icalEvent: invite });
}

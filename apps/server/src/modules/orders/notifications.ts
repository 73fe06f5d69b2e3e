import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  formatAed,
  formatUaeDate,
  formatUaeDateTime,
  formatUaePhone,
  inLanguage,
  isVoided,
  localeOf,
  translate,
  VAT_RATE,
  type TLocale,
  type TOrderAction,
} from '@app/shared';
import type { TDb } from '../../db/client.js';
import { branches, invoices, labors, orders, packages, users } from '../../db/schema/index.js';
import { calendarInvite, type TCalendarMethod } from '../../mail/calendar.js';
import { enqueueMail } from '../../jobs/email.js';
import { FROM_ADDRESS, MAIL_DOMAIN, type TMailCalendar } from '../../mail/mailer.js';
import { bilingualMail, type TParagraph } from '../../mail/templates.js';
import { placementStartParagraphs } from '../placements/notices.js';
import { feeInvoiceOf } from '../invoices/invoices.js';
import { partiesOfDocument } from '../payments/presenter.js';
import { greetingOf } from '../../mail/greeting.js';

/** `db` is the transaction of the change: the e-mails are read from it and queued in it. */
export type TNotifyContext = { db: TDb; now: Date; /** The site's address, for links. */ baseUrl: string };
export type TOrderEvent = TOrderAction | 'autoCancel' | 'request';

const INTERVIEW_MINUTES = 30;

/** The e-mail of each event the client hears about: subject and first paragraph. */
const MAILS: Partial<Record<TOrderEvent, [subject: string, body: string]>> = {
  request: ['mail.placedSubject', 'mail.placedBody'],
  setInterview: ['mail.interviewSubject', 'mail.interviewBody'],
  approve: ['mail.approvedSubject', 'mail.approvedBody'],
  confirmPayment: ['mail.hiredSubject', 'mail.hiredBody'],
  deliver: ['mail.deliveredSubject', 'mail.deliveredBody'],
  reject: ['mail.rejectedSubject', 'mail.rejectedBody'],
  decline: ['mail.declinedSubject', 'mail.declinedBody'],
  cancel: ['mail.canceledSubject', 'mail.canceledBody'],
  autoCancel: ['mail.canceledSubject', 'mail.canceledBody'],
};

/** One interview keeps one calendar identity through reschedules and its cancellation. */
export const interviewUid = (orderNumber: string) => `interview-${orderNumber}@${MAIL_DOMAIN}`;

type TRecipient = Awaited<ReturnType<typeof recipients>>[number];

async function recipients(db: TDb, orderIds: number[]) {
  return db
    .select({ order: orders, client: users, labor: labors, branch: branches, packageName: { name: packages.name, nameAr: packages.nameAr } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.clientId))
    .innerJoin(labors, eq(labors.id, orders.laborId))
    .innerJoin(packages, eq(packages.kind, orders.packageKind))
    .leftJoin(branches, eq(branches.id, orders.branchId))
    .where(inArray(orders.id, orderIds));
}

/** Where the interview happens, in the reader's language. */
function place({ order, branch }: TRecipient, locale: TLocale) {
  if (order.interviewType === 'online') return order.meetingLink ?? '';
  return branch ? `${inLanguage(branch, 'name', locale)}: ${inLanguage(branch, 'address', locale)}` : '';
}

function interviewParagraphs(recipient: TRecipient): TParagraph[] {
  const { order, branch } = recipient;
  if (order.interviewType === 'online') return [['mail.interviewOnline', { link: order.meetingLink ?? '' }], ['mail.interviewCalendar']];
  const where = (locale: TLocale) => ({
    branch: branch ? inLanguage(branch, 'name', locale) : '',
    address: branch ? inLanguage(branch, 'address', locale) : '',
  });
  return [['mail.interviewOffice', where], ['mail.interviewCalendar']];
}

/** The tax invoice written out in the e-mail, as the order page shows it. */
async function invoiceParagraphs(db: TDb, { order, labor, packageName }: TRecipient): Promise<TParagraph[]> {
  const invoice = await feeInvoiceOf(db, order.id);
  if (!invoice) return [];
  // The parties as written on the invoice when it was issued.
  const { seller, buyer } = partiesOfDocument(invoice);
  const issuedAt = invoice.issuedAt;
  const amount = (fils: number | null) => (locale: TLocale) => ({ amount: formatAed((fils ?? 0) / 100, locale), rate: VAT_RATE * 100 });
  return [
    ['mail.invoiceTitle', (locale) => ({ number: invoice.number, date: formatUaeDate(issuedAt, locale) })],
    [
      'mail.invoiceSeller',
      (locale) => ({
        name: inLanguage(seller, 'legalName', locale),
        address: inLanguage(seller, 'address', locale),
        trn: seller.trn,
      }),
    ],
    ['mail.invoiceBuyer', { name: buyer.name, email: buyer.email, phone: formatUaePhone(buyer.phoneNumber) }],
    [
      'mail.invoiceLine',
      (locale) => ({
        package: inLanguage(packageName, 'name', locale),
        months: order.months ? ` × ${order.months}` : '',
        worker: inLanguage(labor, 'name', locale),
        code: labor.code,
        amount: formatAed((order.subtotalFils ?? 0) / 100, locale),
      }),
    ],
    ['mail.invoiceVat', amount(order.vatFils)],
    ['mail.invoiceTotal', amount(order.totalFils)],
  ];
}

/**
 * The interview in the client's calendar: an invitation from the agency, new or moved (REQUEST), or
 * its cancellation (CANCEL), in the client's language.
 */
function interviewInvite(ctx: TNotifyContext, recipient: TRecipient, method: TCalendarMethod): TMailCalendar {
  const { order, client, labor } = recipient;
  const locale = localeOf(client.languageId);
  const params = { number: order.number, worker: inLanguage(labor, 'name', locale), date: formatUaeDateTime(order.interviewAt!, locale) };
  const location = place(recipient, locale);
  const ics = calendarInvite({
    method,
    uid: interviewUid(order.number),
    sequence: order.interviewSequence,
    start: order.interviewAt!,
    minutes: INTERVIEW_MINUTES,
    summary: translate(locale, 'mail.calendarSummary', params),
    description: [
      translate(locale, 'mail.interviewBody', params),
      location,
      translate(locale, 'mail.viewOrder', { link: `${ctx.baseUrl}/ClientOrder/${order.id}` }),
    ]
      .filter(Boolean)
      .join('\n\n'),
    location,
    organizer: { name: translate(locale, 'mail.signature'), email: FROM_ADDRESS },
    attendee: { name: client.userName, email: client.email },
    now: ctx.now,
  });
  return { method, filename: 'interview.ics', content: ics };
}

/** A closed order's credit notes, each with the invoice it reverses and the refund it owes and when. */
async function creditParagraphs(db: TDb, orderId: number): Promise<TParagraph[]> {
  const original = alias(invoices, 'original');
  const notes = await db
    .select({ number: invoices.number, refundFils: invoices.refundFils, refundDueOn: invoices.refundDueOn, originalNumber: original.number })
    .from(invoices)
    .innerJoin(original, eq(original.id, invoices.originalInvoiceId))
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'creditNote'), isNull(invoices.placementId)))
    .orderBy(asc(invoices.id));
  return notes.flatMap((note): TParagraph[] => [
    ['mail.invoiceCredited', { number: note.originalNumber, creditNote: note.number }],
    ...(note.refundFils && note.refundDueOn
      ? [
          [
            'mail.refundDueLine',
            (locale: TLocale) => ({ amount: formatAed(note.refundFils! / 100, locale), date: formatUaeDate(note.refundDueOn!, locale) }),
          ] as TParagraph,
        ]
      : []),
  ]);
}

async function mailFor(ctx: TNotifyContext, event: TOrderEvent, recipient: TRecipient, note: string) {
  const [subjectKey, bodyKey] = MAILS[event]!;
  const { order, client, labor } = recipient;
  const params = (locale: TLocale) => ({
    number: order.number,
    worker: inLanguage(labor, 'name', locale),
    date: order.interviewAt ? formatUaeDateTime(order.interviewAt, locale) : '',
  });
  const moved = event === 'setInterview' && order.interviewSequence > 0;
  const paragraphs: TParagraph[] = [await greetingOf(ctx.db, client, 'mail.orderGreeting'), [moved ? 'mail.interviewMovedBody' : bodyKey, params]];
  let calendar: TMailCalendar | undefined;
  if (event === 'setInterview' && order.interviewAt) {
    paragraphs.push(...interviewParagraphs(recipient));
    calendar = interviewInvite(ctx, recipient, 'REQUEST');
  }
  if (event === 'approve') paragraphs.push(...(await invoiceParagraphs(ctx.db, recipient)));
  if (event === 'deliver') paragraphs.push(...(await placementStartParagraphs(ctx.db, order.id)));
  if (isVoided(order.status)) {
    if (order.interviewAt && order.interviewAt.getTime() > ctx.now.getTime()) {
      paragraphs.push(['mail.interviewCanceled', params]);
      calendar = interviewInvite(ctx, recipient, 'CANCEL');
    }
    paragraphs.push(...(await creditParagraphs(ctx.db, order.id)));
  }
  if (event === 'autoCancel') paragraphs.push(['orders.autoCanceledNote']);
  // The agency's own words, kept as typed and labelled as its reason.
  else if (note) paragraphs.push(['mail.reasonLine', { note }]);
  paragraphs.push(['mail.viewOrder', { link: `${ctx.baseUrl}/ClientOrder/${order.id}` }]);
  const mail = bilingualMail({
    to: client.email,
    firstLocale: localeOf(client.languageId),
    subjectKey: moved ? 'mail.interviewMovedSubject' : subjectKey,
    paragraphs,
  });
  return calendar ? { ...mail, icalEvent: calendar } : mail;
}

/**
 * Tells the client what happened to their order, in both languages (theirs first): placed,
 * interview set or moved (with a calendar invitation), approved (with the tax invoice), hired,
 * delivered, rejected, declined or canceled (with the interview's cancellation). The e-mails are
 * queued in the change's own transaction, so they exist exactly when the change does, and the job
 * runner sends them after the commit, retrying while the mail server is away.
 */
export async function notifyClients(ctx: TNotifyContext, event: TOrderEvent, orderIds: number[], note = '') {
  if (!MAILS[event] || orderIds.length === 0) return;
  for (const recipient of await recipients(ctx.db, orderIds)) {
    await enqueueMail(ctx.db, await mailFor(ctx, event, recipient, note));
  }
}

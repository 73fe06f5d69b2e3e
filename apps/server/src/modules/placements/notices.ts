import { and, eq, gt, inArray, max } from 'drizzle-orm';
import {
  addDays,
  formatAed,
  formatUaeDate,
  inLanguage,
  localeOf,
  PROBATION_NOTICE_DAYS,
  RENEWAL_NOTICE_DAYS,
  todayInUae,
  translate,
  type TLocale,
} from '@app/shared';
import type { TDb, TTx, TWriter } from '../../db/client.js';
import { invoices, labors, orders, placementEvents, placements, users } from '../../db/schema/index.js';
import { enqueueMail } from '../../jobs/email.js';
import { enqueue } from '../../jobs/queue.js';
import type { TJobHandler } from '../../jobs/runner.js';
import { bilingualMail, type TParagraph } from '../../mail/templates.js';
import type { TPlacementRow } from './presenter.js';
import { greetingOf } from '../../mail/greeting.js';

/** The e-mails a placement sends its client. */
export type TPlacementMail = 'returnRecorded' | 'refundComputed' | 'refundPaid' | 'replacementChosen' | 'replacementOpened' | 'renewed';

export const PLACEMENT_MAIL_JOB = 'placement.mail';
export const PLACEMENT_NOTICE_JOB = 'placement.notice';
export const PLACEMENT_COMPLETE_JOB = 'placement.complete';

type TMailPayload = { placementId: number; mail: TPlacementMail; orderId?: number; invoiceId?: number; amountFils?: number; on?: string };
type TNoticePayload = { placementId: number; notice: 'probation' | 'renewal'; on: string };
export type TCompletePayload = { placementId: number; paidUntil: string };

/** A UAE day at a UAE time of day, as an instant. */
const uaeMoment = (day: string, time = '09:00') => new Date(`${day}T${time}:00+04:00`);

/**
 * Queues one of the placement's e-mails in the change's transaction. It is written by a job (the
 * e-mail's link needs the site's address, which a delivery or a scheduled job has no request for).
 */
export async function queuePlacementMail(tx: TWriter, payload: TMailPayload): Promise<void> {
  await enqueue(tx, PLACEMENT_MAIL_JOB, payload);
}

/**
 * The notices a placement schedules: probation ending (Main) and renewal due (Monthly), each at
 * 09:00 UAE time so many days before. One already due goes now; one for a day passed is not sent.
 */
export async function scheduleNotices(tx: TWriter, placement: TPlacementRow, now: Date) {
  const today = todayInUae(now);
  const plan: Array<[TNoticePayload['notice'], string | null, number]> = [
    ['probation', placement.probationEnd, PROBATION_NOTICE_DAYS],
    ['renewal', placement.packageKind === 'Monthly' ? placement.paidUntil : null, RENEWAL_NOTICE_DAYS],
  ];
  for (const [notice, on, daysBefore] of plan) {
    if (!on || on <= today) continue;
    const runAt = uaeMoment(addDays(on, -daysBefore));
    await enqueue(tx, PLACEMENT_NOTICE_JOB, { placementId: placement.id, notice, on } satisfies TNoticePayload, {
      runAt: runAt > now ? runAt : now,
    });
  }
}

/** A stopped Monthly placement completes at the first moment after its paid period: the next UAE midnight. */
export async function scheduleCompletion(tx: TWriter, placement: TPlacementRow) {
  const payload: TCompletePayload = { placementId: placement.id, paidUntil: placement.paidUntil! };
  await enqueue(tx, PLACEMENT_COMPLETE_JOB, payload, { runAt: uaeMoment(addDays(placement.paidUntil!, 1), '00:00') });
}

// ---------------------------------------------------------------- e-mails

async function mailContext(db: Pick<TDb, 'select'>, placementId: number) {
  const [row] = await db
    .select({ placement: placements, order: orders, client: users, labor: labors })
    .from(placements)
    .innerJoin(orders, eq(orders.id, placements.orderId))
    .innerJoin(users, eq(users.id, placements.clientId))
    .innerJoin(labors, eq(labors.id, placements.laborId))
    .where(eq(placements.id, placementId));
  return row;
}
type TMailContext = NonNullable<Awaited<ReturnType<typeof mailContext>>>;

const day = (date: string | null) => (locale: TLocale) => (date ? formatUaeDate(date, locale) : '');
const money = (fils: number, locale: TLocale) => formatAed(fils / 100, locale);

/**
 * What the delivery e-mail says of the placement it started: the day, and the guarantee's dates
 * (Main) or the day paid up to (Monthly). One e-mail for the delivery, not two.
 */
export async function placementStartParagraphs(db: Pick<TDb, 'select'>, orderId: number): Promise<TParagraph[]> {
  const [row] = await db.select({ id: placements.id }).from(placements).where(eq(placements.orderId, orderId));
  const context = row ? await mailContext(db, row.id) : undefined;
  if (!context) return [];
  const { placement, order, labor } = context;
  const started: TParagraph = [
    'mail.placementStartedBody',
    (locale) => ({ number: order.number, worker: inLanguage(labor, 'name', locale), date: day(placement.startDate)(locale) }),
  ];
  return [started, ...startedParagraphs(context)];
}

function startedParagraphs({ placement }: TMailContext): TParagraph[] {
  if (placement.packageKind === 'Main') {
    return [
      ['mail.placementGuaranteeMain', (locale) => ({ probationEnd: day(placement.probationEnd)(locale), contractEnd: day(placement.contractEnd)(locale) })],
    ];
  }
  return [['mail.placementPaidUntil', (locale) => ({ date: day(placement.paidUntil)(locale) })]];
}

/** What the guarantee gives for the return just recorded: a refund or a replacement, or why nothing. */
function guaranteeParagraphs({ placement }: TMailContext): TParagraph[] {
  const guarantee = placement.guarantee;
  if (!guarantee) return [];
  if (guarantee.remedies.includes('refund')) {
    return [['mail.refundOffered', (locale) => ({ amount: money(guarantee.refundFils, locale), date: day(guarantee.dueOn)(locale) })]];
  }
  if (guarantee.remedies.includes('replacement')) return [['mail.replacementOffered']];
  return [['mail.placementNoGuarantee', (locale) => ({ basis: translate(locale, `placements.ui.basis.${guarantee.basis}`) })]];
}

async function replacementOrderParams(db: Pick<TDb, 'select'>, orderId: number) {
  const [row] = await db
    .select({ number: orders.number, labor: { name: labors.name, nameAr: labors.nameAr } })
    .from(orders)
    .innerJoin(labors, eq(labors.id, orders.laborId))
    .where(eq(orders.id, orderId));
  return row;
}

async function bodyOf(db: Pick<TDb, 'select'>, context: TMailContext, payload: TMailPayload): Promise<{ subject: string; paragraphs: TParagraph[] }> {
  const { placement, order, labor } = context;
  const base = (locale: TLocale) => ({ number: order.number, worker: inLanguage(labor, 'name', locale) });
  switch (payload.mail) {
    case 'returnRecorded': {
      const absent = placement.endKind === 'absent';
      const reason = (locale: TLocale) => (placement.endReason ? translate(locale, `placements.ui.reasons.${placement.endReason}`) : '');
      return {
        subject: absent ? 'mail.placementAbsentSubject' : 'mail.placementReturnedSubject',
        paragraphs: [
          [
            absent ? 'mail.placementAbsentBody' : 'mail.placementReturnedBody',
            (locale) => ({ ...base(locale), date: day(placement.endedOn)(locale), reason: reason(locale) }),
          ],
          ...guaranteeParagraphs(context),
        ],
      };
    }
    case 'refundComputed': {
      const [creditNote] = placement.creditNoteId ? await db.select().from(invoices).where(eq(invoices.id, placement.creditNoteId)) : [];
      return {
        subject: 'mail.refundComputedSubject',
        paragraphs: [
          [
            'mail.refundComputedBody',
            (locale) => ({
              ...base(locale),
              amount: money(placement.refundFils ?? 0, locale),
              date: day(placement.refundDueOn)(locale),
              creditNote: creditNote?.number ?? '',
            }),
          ],
        ],
      };
    }
    case 'refundPaid':
      return {
        subject: 'mail.refundPaidSubject',
        paragraphs: [
          ['mail.refundPaidBody', (locale) => ({ ...base(locale), amount: money(payload.amountFils ?? 0, locale), date: day(payload.on ?? null)(locale) })],
        ],
      };
    case 'replacementChosen':
      return { subject: 'mail.replacementChosenSubject', paragraphs: [['mail.replacementChosenBody', base]] };
    case 'replacementOpened': {
      const opened = payload.orderId ? await replacementOrderParams(db, payload.orderId) : undefined;
      return {
        subject: 'mail.replacementOpenedSubject',
        paragraphs: [
          [
            'mail.replacementOpenedBody',
            (locale) => ({ original: order.number, number: opened?.number ?? '', worker: opened ? inLanguage(opened.labor, 'name', locale) : '' }),
          ],
        ],
      };
    }
    case 'renewed': {
      const [invoice] = payload.invoiceId ? await db.select().from(invoices).where(eq(invoices.id, payload.invoiceId)) : [];
      return {
        subject: 'mail.renewalDoneSubject',
        paragraphs: [
          [
            'mail.renewalDoneBody',
            (locale) => ({
              ...base(locale),
              date: day(placement.paidUntil)(locale),
              invoice: invoice?.number ?? '',
              amount: money(invoice?.totalFils ?? 0, locale),
            }),
          ],
        ],
      };
    }
  }
}

/** Queues an e-mail to the placement's client in both languages (hers first), with her order's link when the site's address is known. */
async function queueClientMail(
  tx: TTx,
  context: TMailContext,
  mail: { subject: string; paragraphs: TParagraph[] },
  baseUrl: string | undefined,
  orderId = context.order.id,
) {
  const link: TParagraph[] = baseUrl ? [['mail.viewOrder', { link: `${baseUrl.replace(/\/+$/, '')}/ClientOrder/${orderId}` }]] : [];
  await enqueueMail(
    tx,
    bilingualMail({
      to: context.client.email,
      firstLocale: localeOf(context.client.languageId),
      subjectKey: mail.subject,
      paragraphs: [await greetingOf(tx, context.client, 'mail.orderGreeting'), ...mail.paragraphs, ...link],
    }),
  );
}

/** Renders one of the placement's e-mails from its state now and queues it for sending. */
async function sendPlacementMail(tx: TTx, baseUrl: string | undefined, payload: TMailPayload) {
  const context = await mailContext(tx, payload.placementId);
  if (context) await queueClientMail(tx, context, await bodyOf(tx, context, payload), baseUrl, payload.orderId);
}

// ---------------------------------------------------------------- scheduled notices

/** Sent once: a retried job finds its notice on the timeline (for a renewal, since the period began). */
async function noticeAlreadySent(tx: TTx, placement: TPlacementRow, notice: TNoticePayload['notice']) {
  const event = notice === 'probation' ? 'probationNotice' : 'renewalNotice';
  const [periodStart] =
    notice === 'renewal'
      ? await tx
          .select({ at: max(placementEvents.at) })
          .from(placementEvents)
          .where(and(eq(placementEvents.placementId, placement.id), inArray(placementEvents.event, ['started', 'renewed'])))
      : [];
  const since = periodStart?.at ? gt(placementEvents.at, periodStart.at) : undefined;
  const [sent] = await tx
    .select({ id: placementEvents.id })
    .from(placementEvents)
    .where(and(eq(placementEvents.placementId, placement.id), eq(placementEvents.event, event), since))
    .limit(1);
  return Boolean(sent);
}

/** Whether the notice still stands: the placement is active and its date is the one the notice was for. */
function noticeStands(placement: TPlacementRow, payload: TNoticePayload, today: string) {
  if (placement.status !== 'active' || today > payload.on) return false;
  if (payload.notice === 'probation') return placement.probationEnd === payload.on;
  return placement.paidUntil === payload.on && !placement.stopAtPaidUntil;
}

async function sendNotice(tx: TTx, baseUrl: string | undefined, payload: TNoticePayload, now: Date) {
  const [placement] = await tx.select().from(placements).where(eq(placements.id, payload.placementId)).for('update');
  if (!placement || !noticeStands(placement, payload, todayInUae(now)) || (await noticeAlreadySent(tx, placement, payload.notice))) return;
  const probation = payload.notice === 'probation';
  await tx
    .insert(placementEvents)
    .values({ placementId: placement.id, at: now, event: probation ? 'probationNotice' : 'renewalNotice', actor: 'system', actorId: null, note: '' });
  const context = (await mailContext(tx, placement.id))!;
  const params = (locale: TLocale) => ({ number: context.order.number, worker: inLanguage(context.labor, 'name', locale), date: day(payload.on)(locale) });
  await queueClientMail(
    tx,
    context,
    {
      subject: probation ? 'mail.probationNoticeSubject' : 'mail.renewalNoticeSubject',
      paragraphs: [[probation ? 'mail.probationNoticeBody' : 'mail.renewalNoticeBody', params]],
    },
    baseUrl,
  );
}

/** The runner's handlers of the placement's e-mails and scheduled notices. */
export function noticeJobHandlers(db: TDb, clock: () => Date, baseUrl: string | undefined): Record<string, TJobHandler> {
  return {
    [PLACEMENT_MAIL_JOB]: (payload) => db.transaction((tx) => sendPlacementMail(tx, baseUrl, payload as TMailPayload)),
    [PLACEMENT_NOTICE_JOB]: (payload) => db.transaction((tx) => sendNotice(tx, baseUrl, payload as TNoticePayload, clock())),
  };
}

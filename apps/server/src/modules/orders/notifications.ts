import { eq } from 'drizzle-orm';
import { localeOf, type TOrderAction } from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client.js';
import { branches } from '../../db/schema/index.js';
import { calendarInvite } from '../../mail/calendar.js';
import type { TMailer } from '../../mail/mailer.js';
import { bilingualMail } from '../../mail/templates.js';
import { orderRecipients } from './service.js';

type TNotifyContext = { db: TDb; mailer: TMailer; log: FastifyBaseLogger; now: Date };

const INTERVIEW_MINUTES = 30;

/** 2026-12-01 10:00 (UAE): the same digits for readers of both languages. */
const uaeTime = (date: Date) => `${new Date(date.getTime() + 4 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} (UAE)`;

const SUBJECTS: Partial<Record<TOrderAction | 'autoCancel', [subject: string, body: string]>> = {
  setInterview: ['mail.interviewSubject', 'mail.interviewBody'],
  confirmPayment: ['mail.hiredSubject', 'mail.hiredBody'],
  reject: ['mail.rejectedSubject', 'mail.rejectedBody'],
  cancel: ['mail.canceledSubject', 'mail.canceledBody'],
  autoCancel: ['mail.canceledSubject', 'mail.canceledBody'],
};

/**
 * Tells the client what the agency did to their order: interview set (with a calendar invite),
 * hire, rejection, cancellation. Sent after the change is committed; a mail failure is logged and
 * never undoes the change.
 */
export async function notifyClients(ctx: TNotifyContext, action: TOrderAction | 'autoCancel', orderIds: number[], note = '') {
  const templates = SUBJECTS[action];
  if (!templates) return;
  const [subjectKey, bodyKey] = templates;
  for (const { order, client, laborName } of await orderRecipients(ctx.db, orderIds)) {
    const params = { number: order.number, worker: laborName, date: order.interviewAt ? uaeTime(order.interviewAt) : '' };
    const paragraphs: Array<[string, Record<string, string>?]> = [['mail.orderGreeting', { userName: client.userName }], [bodyKey, params]];
    let attachments;
    if (action === 'setInterview' && order.interviewAt) {
      const [branch] = order.branchId ? await ctx.db.select().from(branches).where(eq(branches.id, order.branchId)) : [];
      const where = order.interviewType === 'online' ? (order.meetingLink ?? '') : branch ? `${branch.name}, ${branch.address}` : '';
      paragraphs.push(
        order.interviewType === 'online'
          ? ['mail.interviewOnline', { link: where }]
          : ['mail.interviewOffice', { branch: branch?.name ?? '', address: branch?.address ?? '' }],
        ['mail.interviewCalendar'],
      );
      const ics = calendarInvite({
        uid: `${order.number}-${order.version}@sakina-workers.ae`,
        start: order.interviewAt,
        minutes: INTERVIEW_MINUTES,
        summary: `Interview ${order.number}: ${laborName}`,
        description: `Order ${order.number}`,
        location: where,
        now: ctx.now,
      });
      attachments = [{ filename: 'interview.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }];
    }
    if (action === 'autoCancel') paragraphs.push(['orders.autoCanceledNote']);
    else if (note) paragraphs.push(['mail.reasonLine', { note }]);
    const mail = bilingualMail({ to: client.email, firstLocale: localeOf(client.languageId), subjectKey, paragraphs });
    await ctx.mailer.send({ ...mail, attachments }).catch((error: unknown) => ctx.log.error({ err: error, order: order.number }, 'order e-mail not sent'));
  }
}

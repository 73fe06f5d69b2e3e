import { and, eq, ne } from 'drizzle-orm';
import { hasPermission, localeOf, STAFF_NOTIFICATION_PERMISSION, staffNotificationPath, translate, type TLocale } from '@app/shared';
import type { TDb, TTx } from '../../db/client.js';
import { staffNotifications, users } from '../../db/schema/index.js';
import { enqueueMail } from '../../jobs/email.js';
import type { TJobHandler } from '../../jobs/runner.js';
import { oneLanguageMail, type TParagraph } from '../../mail/templates.js';
import { STAFF_NOTIFICATION_MAILS_JOB, type TStaffNotificationMailsPayload } from './raise.js';
import { lineIn, summaryLines } from './summaries.js';

type TNotification = typeof staffNotifications.$inferSelect;

/** Active staff with an e-mail address whose role handles the notification's kind. */
async function recipientsOf(tx: TTx, notification: TNotification) {
  const staff = await tx
    .select({ userName: users.userName, email: users.email, languageId: users.languageId, staffRole: users.staffRole })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.email, '')));
  return staff.filter((member) => hasPermission(member.staffRole, STAFF_NOTIFICATION_PERMISSION[notification.kind]));
}

/**
 * One e-mail per staff member who handles the kind, in their language, queued as a job of its own.
 * Read and queued in one transaction after the event's commit; `mailedAt` keeps a second run of the
 * job (its runner died after the commit) from sending them twice.
 */
async function mailStaff(tx: TTx, baseUrl: string | undefined, notificationId: number) {
  const [notification] = await tx.select().from(staffNotifications).where(eq(staffNotifications.id, notificationId)).for('update');
  if (!notification || notification.mailedAt) return;
  const summary = (await summaryLines(tx, [notification])).get(notification.id)!;
  const link: TParagraph[] = baseUrl
    ? [['staffNotifications.mail.link', { link: `${baseUrl.replace(/\/+$/, '')}${staffNotificationPath(notification.kind, notification.entityId)}` }]]
    : [];
  for (const member of await recipientsOf(tx, notification)) {
    const locale: TLocale = localeOf(member.languageId);
    const mail = oneLanguageMail({
      to: member.email,
      locale,
      subject: translate(locale, `staffNotifications.mail.subject.${notification.kind}`),
      paragraphs: [
        ['staffNotifications.mail.greeting', { userName: member.userName }],
        ['staffNotifications.mail.body', { summary: lineIn(summary, locale) }],
        ...link,
      ],
    });
    await enqueueMail(tx, mail);
  }
  await tx.update(staffNotifications).set({ mailedAt: new Date() }).where(eq(staffNotifications.id, notification.id));
}

/** The job that turns a new notification into its e-mails; `baseUrl` (PUBLIC_URL) gives them their link. */
export function staffNotificationJobHandlers(db: TDb, baseUrl: string | undefined): Record<string, TJobHandler> {
  return {
    [STAFF_NOTIFICATION_MAILS_JOB]: (payload) => db.transaction((tx) => mailStaff(tx, baseUrl, (payload as TStaffNotificationMailsPayload).notificationId)),
  };
}

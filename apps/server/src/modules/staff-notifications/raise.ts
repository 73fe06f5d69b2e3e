import type { TStaffNotificationKind } from '@app/shared';
import type { TWriter } from '../../db/client.js';
import { staffNotifications } from '../../db/schema/index.js';
import { enqueue } from '../../jobs/queue.js';

/** The job that e-mails a new notification to the staff who handle its kind (mails.ts). */
export const STAFF_NOTIFICATION_MAILS_JOB = 'staffNotification.mails';
export type TStaffNotificationMailsPayload = { notificationId: number };

/**
 * Tells staff of a new order, enquiry, callback request or applicant, in the transaction that
 * writes it: the notification and the job that e-mails it exist exactly when the thing does.
 */
export async function notifyStaff(tx: TWriter, kind: TStaffNotificationKind, entityId: number) {
  const [row] = await tx.insert(staffNotifications).values({ kind, entityId }).returning({ id: staffNotifications.id });
  const payload: TStaffNotificationMailsPayload = { notificationId: row!.id };
  await enqueue(tx, STAFF_NOTIFICATION_MAILS_JOB, payload);
}

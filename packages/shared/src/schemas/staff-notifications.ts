import { z } from './zod.js';
import type { TPermission } from '../permissions.js';
import { WEB_ROUTES } from '../routes.js';

/**
 * What staff are told of: a client's new order, a visitor's enquiry or callback request, a new /Apply
 * applicant, a family's paper for a step of their visa process (the notification is about the process).
 */
export const STAFF_NOTIFICATION_KINDS = ['order', 'enquiry', 'callback', 'applicant', 'familyPaper'] as const;
export type TStaffNotificationKind = (typeof STAFF_NOTIFICATION_KINDS)[number];

/** Who is told of each kind: the staff whose role holds the permission that handles it. */
export const STAFF_NOTIFICATION_PERMISSION: Record<TStaffNotificationKind, TPermission> = {
  order: 'orders.manage',
  enquiry: 'enquiries.manage',
  callback: 'enquiries.manage',
  applicant: 'applicants.manage',
  familyPaper: 'placements.manage',
};

const PAGE_OF_KIND: Record<TStaffNotificationKind, string> = {
  order: WEB_ROUTES.orderDetails,
  enquiry: WEB_ROUTES.enquiryDetails,
  callback: WEB_ROUTES.enquiryDetails,
  applicant: WEB_ROUTES.applicantDetails,
  familyPaper: WEB_ROUTES.processDetails,
};

/** The back-office page of the thing a notification is about: its order, enquiry, applicant or process. */
export const staffNotificationPath = (kind: TStaffNotificationKind, entityId: number) => PAGE_OF_KIND[kind].replace(':id', String(entityId));

export const ZStaffNotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(STAFF_NOTIFICATION_KINDS),
  entityId: z.number().int(),
  /** One line about it in both languages, made from the order, enquiry or applicant as they are now. */
  summary: z.object({ en: z.string(), ar: z.string() }),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type TStaffNotification = z.infer<typeof ZStaffNotificationSchema>;

export const ZUnreadCountSchema = z.object({ unread: z.number().int() });
export type TUnreadCount = z.infer<typeof ZUnreadCountSchema>;

import { mayAccess, type TAccess, type TStaffRole } from './permissions.js';
import { WEB_ROUTES } from './routes.js';
import type { TMessageKey } from './i18n/keys.js';

/** One section of the back office: its page, its name (a message key) and who may open it. */
export type TBackOfficeSection = { to: string; label: TMessageKey; access: TAccess };

export const BACK_OFFICE_GROUP_KEYS = ['sales', 'workers', 'money', 'site', 'admin'] as const;
export type TBackOfficeGroupKey = (typeof BACK_OFFICE_GROUP_KEYS)[number];
export type TBackOfficeGroup = { key: TBackOfficeGroupKey; label: TMessageKey; sections: TBackOfficeSection[] };

/** The first screen of every staff member. */
export const BACK_OFFICE_HOME: TBackOfficeSection = { to: WEB_ROUTES.dashboard, label: 'header.dashboard', access: 'staff' };

/**
 * Every section of the back office, in groups that each open as a short menu, so that all of a
 * role's sections are on the screen or one click away, at a laptop's width as on a phone.
 */
export const BACK_OFFICE_GROUPS: readonly TBackOfficeGroup[] = [
  {
    key: 'sales',
    label: 'backOfficeNav.sales',
    sections: [
      { to: WEB_ROUTES.ordersList, label: 'header.orders', access: 'orders.view' },
      { to: WEB_ROUTES.orderStatus, label: 'ordersAdmin.byStatus', access: 'orders.view' },
      { to: WEB_ROUTES.addOrder, label: 'addOrder.link', access: 'orders.manage' },
      { to: WEB_ROUTES.clientsList, label: 'header.clients', access: 'clients.manage' },
      { to: WEB_ROUTES.todayCallbacks, label: 'enquiriesAdmin.todayMenu', access: 'enquiries.manage' },
      { to: WEB_ROUTES.enquireList, label: 'enquiriesAdmin.menu', access: 'enquiries.manage' },
      { to: WEB_ROUTES.applicants, label: 'applicants.menu', access: 'applicants.manage' },
      { to: WEB_ROUTES.calendar, label: 'slots.calendarMenu', access: 'orders.view' },
      { to: WEB_ROUTES.interviewSlots, label: 'slots.menu', access: 'slots.manage' },
      { to: WEB_ROUTES.processes, label: 'processes.menu', access: 'orders.view' },
      { to: WEB_ROUTES.processReport, label: 'processReport.menu', access: 'reports.view' },
    ],
  },
  {
    key: 'workers',
    label: 'backOfficeNav.workers',
    sections: [
      { to: WEB_ROUTES.laborsList, label: 'laborsAdmin.menu', access: 'labors.manage' },
      { to: WEB_ROUTES.documents, label: 'documents.menu', access: 'labors.manage' },
      { to: WEB_ROUTES.importWorkers, label: 'workerImport.title', access: 'labors.manage' },
    ],
  },
  {
    key: 'money',
    label: 'backOfficeNav.money',
    sections: [
      { to: WEB_ROUTES.invoices, label: 'payments.invoicesMenu', access: 'orders.finance' },
      { to: WEB_ROUTES.payments, label: 'payments.paymentsMenu', access: 'orders.finance' },
      { to: WEB_ROUTES.placements, label: 'placements.menu', access: 'orders.view' },
      { to: WEB_ROUTES.reports, label: 'reports.menu', access: 'reports.view' },
    ],
  },
  {
    key: 'site',
    label: 'backOfficeNav.site',
    sections: [
      { to: WEB_ROUTES.contentPages, label: 'contentAdmin.menu', access: 'content.manage' },
      { to: WEB_ROUTES.media, label: 'contentAdmin.media', access: 'content.manage' },
      { to: WEB_ROUTES.mainPackage, label: 'header.packages', access: 'prices.manage' },
      { to: WEB_ROUTES.siteSettings, label: 'contentAdmin.settings', access: 'content.manage' },
    ],
  },
  {
    key: 'admin',
    label: 'backOfficeNav.admin',
    sections: [
      { to: WEB_ROUTES.staffList, label: 'staff.menu', access: 'staff.manage' },
      { to: WEB_ROUTES.auditLog, label: 'audit.menu', access: 'audit.view' },
      { to: WEB_ROUTES.branchesList, label: 'contentAdmin.branches', access: 'settings.manage' },
      { to: WEB_ROUTES.countriesList, label: 'lookups.menu', access: 'settings.manage' },
      { to: WEB_ROUTES.processTemplates, label: 'processes.templatesMenu', access: 'settings.manage' },
    ],
  },
];

/** The groups a staff member sees, each with only the sections their role may open; a group with none is left out. */
export function backOfficeMenu(user: { role: 'admin' | 'client'; staffRole?: TStaffRole | null }): TBackOfficeGroup[] {
  return BACK_OFFICE_GROUPS.map((group) => ({ ...group, sections: group.sections.filter((section) => mayAccess(user, section.access)) })).filter(
    (group) => group.sections.length > 0,
  );
}

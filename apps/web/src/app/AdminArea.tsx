// Every @mantine/core stylesheet, in a CSS layer so the app's own styles win. Loaded with the back
// office only: the public pages load the checked list in ui/public-styles.ts instead.
import '@mantine/core/styles.layer.css';
import { mayAccess, sessionRestriction, WEB_ROUTES, type TAccess } from '@app/shared';
import { NavLink, useMatches } from 'react-router';
import { RequireAccess } from '../features/auth/components/RequireAccess';
import { NotificationBell } from '../features/staff-notifications/components/NotificationBell';
import { useCurrentUser } from '../lib/session/current-user';
import { useTranslation } from '../lib/i18n';
import classes from './admin-area.module.css';

/** The back office's sections, in the order of a working day, each shown to the roles that may open it. */
const SECTIONS: ReadonlyArray<{ to: string; label: Parameters<ReturnType<typeof useTranslation>['t']>[0]; access: TAccess }> = [
  { to: WEB_ROUTES.dashboard, label: 'header.dashboard', access: 'staff' },
  { to: WEB_ROUTES.ordersList, label: 'header.orders', access: 'orders.view' },
  { to: WEB_ROUTES.orderStatus, label: 'ordersAdmin.byStatus', access: 'orders.view' },
  { to: WEB_ROUTES.addOrder, label: 'addOrder.link', access: 'orders.manage' },
  { to: WEB_ROUTES.calendar, label: 'slots.calendarMenu', access: 'orders.view' },
  { to: WEB_ROUTES.interviewSlots, label: 'slots.menu', access: 'slots.manage' },
  { to: WEB_ROUTES.placements, label: 'placements.menu', access: 'orders.view' },
  { to: WEB_ROUTES.invoices, label: 'payments.invoicesMenu', access: 'orders.finance' },
  { to: WEB_ROUTES.payments, label: 'payments.paymentsMenu', access: 'orders.finance' },
  { to: WEB_ROUTES.reports, label: 'reports.menu', access: 'reports.view' },
  { to: WEB_ROUTES.laborsList, label: 'laborsAdmin.menu', access: 'labors.manage' },
  { to: WEB_ROUTES.documents, label: 'documents.menu', access: 'labors.manage' },
  { to: WEB_ROUTES.clientsList, label: 'header.clients', access: 'clients.manage' },
  { to: WEB_ROUTES.todayCallbacks, label: 'enquiriesAdmin.todayMenu', access: 'enquiries.manage' },
  { to: WEB_ROUTES.enquireList, label: 'enquiriesAdmin.menu', access: 'enquiries.manage' },
  { to: WEB_ROUTES.applicants, label: 'applicants.menu', access: 'applicants.manage' },
  { to: WEB_ROUTES.countriesList, label: 'lookups.menu', access: 'settings.manage' },
  { to: WEB_ROUTES.mainPackage, label: 'header.packages', access: 'prices.manage' },
  { to: WEB_ROUTES.contentPages, label: 'contentAdmin.menu', access: 'content.manage' },
  { to: WEB_ROUTES.media, label: 'contentAdmin.media', access: 'content.manage' },
  { to: WEB_ROUTES.auditLog, label: 'audit.menu', access: 'audit.view' },
  { to: WEB_ROUTES.staffList, label: 'staff.menu', access: 'staff.manage' },
];

/**
 * A bar of the back office's sections above each of its pages (on a phone it scrolls sideways
 * within itself), and the bell of the staff member's notifications at its end.
 */
function BackOfficeNav() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  if (user?.role !== 'admin') return null;
  return (
    <nav aria-label={t('header.backOffice')} className={classes.nav} data-toasts-below>
      <div className={classes.bar}>
        <ul className={classes.list}>
          {SECTIONS.filter((section) => mayAccess(user, section.access)).map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} className={classes.link}>
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        {/* A session that must first change its password or set up two-step sign-in may call nothing else. */}
        {sessionRestriction(user) === null && <NotificationBell />}
      </div>
    </nav>
  );
}

/** What the open page needs (its route's `handle.access`, admin-routes.tsx); any staff member by default. */
function usePageAccess(): TAccess {
  const handles = useMatches().map((match) => match.handle as { access?: TAccess } | undefined);
  return handles.findLast((handle) => handle?.access)?.access ?? 'staff';
}

export default function AdminArea() {
  return (
    <>
      <BackOfficeNav />
      <RequireAccess access={usePageAccess()} />
    </>
  );
}

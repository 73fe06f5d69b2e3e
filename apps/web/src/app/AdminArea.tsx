// Every @mantine/core stylesheet, in a CSS layer so the app's own styles win. Loaded with the back
// office only: the public pages load the checked list in ui/public-styles.ts instead.
import '@mantine/core/styles.layer.css';
import { WEB_ROUTES } from '@app/shared';
import { NavLink } from 'react-router';
import { RequireRole } from '../features/auth/components/RequireRole';
import { useCurrentUser } from '../lib/session/current-user';
import { useTranslation } from '../lib/i18n';
import classes from './admin-area.module.css';

/** The back office's sections, in the order of a working day. */
const SECTIONS = [
  { to: WEB_ROUTES.dashboard, label: 'header.dashboard' },
  { to: WEB_ROUTES.ordersList, label: 'header.orders' },
  { to: WEB_ROUTES.orderStatus, label: 'ordersAdmin.byStatus' },
  { to: WEB_ROUTES.addOrder, label: 'addOrder.link' },
  { to: WEB_ROUTES.laborsList, label: 'laborsAdmin.menu' },
  { to: WEB_ROUTES.clientsList, label: 'header.clients' },
  { to: WEB_ROUTES.enquireList, label: 'enquiriesAdmin.menu' },
  { to: WEB_ROUTES.countriesList, label: 'lookups.menu' },
  { to: WEB_ROUTES.mainPackage, label: 'header.packages' },
  { to: WEB_ROUTES.contentPages, label: 'contentAdmin.menu' },
  { to: WEB_ROUTES.media, label: 'contentAdmin.media' },
] as const;

/** A bar of the back office's sections above each of its pages (on a phone it scrolls sideways within itself). */
function BackOfficeNav() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  if (user?.role !== 'admin') return null;
  return (
    <nav aria-label={t('header.backOffice')} className={classes.nav}>
      <ul className={classes.list}>
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} className={classes.link}>
              {t(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function AdminArea() {
  return (
    <>
      <BackOfficeNav />
      <RequireRole role="admin" />
    </>
  );
}

// Every @mantine/core stylesheet, in a CSS layer so the app's own styles win. Loaded with the back
// office only: the public pages load the checked list in ui/public-styles.ts instead.
import '@mantine/core/styles.layer.css';
import { BACK_OFFICE_HOME, backOfficeMenu, sessionRestriction, type TAccess, type TBackOfficeGroup, type TBackOfficeSection } from '@app/shared';
import { IconChevronDown } from '@tabler/icons-react';
import { matchPath, NavLink, useLocation, useMatches } from 'react-router';
import { RequireAccess } from '../features/auth/components/RequireAccess';
import { NotificationBell } from '../features/staff-notifications/components/NotificationBell';
import { useCurrentUser } from '../lib/session/current-user';
import { useTranslation } from '../lib/i18n';
import classes from './admin-area.module.css';
import { Dropdown } from './layout/Dropdown';
import dropdownClasses from './layout/Dropdown.module.css';

/** A section's link; the current page's is marked (aria-current) by NavLink. */
function SectionLink({ section, className }: { section: TBackOfficeSection; className: string | undefined }) {
  const { t } = useTranslation();
  return (
    <NavLink to={section.to} className={className}>
      {t(section.label)}
    </NavLink>
  );
}

/** A group of sections behind one button, marked while one of its pages is open; a group of one section is that section's link. */
function SectionGroup({ group }: { group: TBackOfficeGroup }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (group.sections.length === 1) return <SectionLink section={group.sections[0]!} className={classes.link} />;
  const current = group.sections.some((section) => matchPath({ path: section.to, end: true }, pathname));
  return (
    <Dropdown
      trigger={(triggerProps) => (
        <button type="button" className={classes.link} data-current={current || undefined} {...triggerProps}>
          {t(group.label)}
          <IconChevronDown size={14} stroke={2} aria-hidden="true" />
        </button>
      )}
    >
      <ul className={classes.groupList}>
        {group.sections.map((section) => (
          <li key={section.to}>
            <SectionLink section={section} className={dropdownClasses.item} />
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}

/**
 * The back office's sections above each of its pages: the dashboard, then a few groups that each
 * open as a menu (Sales, Workers, Money, Site, Admin), so every section the role may open is on
 * the screen or one click away, at a laptop's width as on a phone (the bar wraps there). The bell
 * of the staff member's notifications sits at its end.
 */
function BackOfficeNav() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  if (user?.role !== 'admin') return null;
  return (
    <nav aria-label={t('header.backOffice')} className={classes.nav} data-toasts-below>
      <div className={classes.bar}>
        <ul className={classes.list}>
          <li>
            <SectionLink section={BACK_OFFICE_HOME} className={classes.link} />
          </li>
          {backOfficeMenu(user).map((group) => (
            <li key={group.key}>
              <SectionGroup group={group} />
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

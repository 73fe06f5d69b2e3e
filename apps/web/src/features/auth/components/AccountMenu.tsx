import { WEB_ROUTES, type TUser } from '@app/shared';
import { IconChevronDown, IconLogin2, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link, NavLink, useNavigate } from 'react-router';
import buttons from '../../../app/buttons.module.css';
import { Dropdown } from '../../../app/layout/Dropdown';
import dropdownClasses from '../../../app/layout/Dropdown.module.css';
import classes from '../../../app/layout/layout.module.css';
import { accountRoutes } from '../../../lib/session/access';
import { useCurrentUser } from '../../../lib/session/current-user';
import { useLogout } from '../api';

/** The header's account corner: log in and register links, or the "My Account" dropdown. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (user === undefined) return null;
  if (user) return <SignedInMenu user={user} />;
  return (
    <>
      <Link to={WEB_ROUTES.login} aria-label={t('header.login')} className={`${buttons.button} ${buttons.primary}`}>
        <IconLogin2 size={18} stroke={1.75} aria-hidden="true" className={classes.flipInRtl} />
        <span className={classes.wideOnly}>{t('header.login')}</span>
      </Link>
      <Link to={WEB_ROUTES.register} className={`${buttons.button} ${buttons.subtle} ${classes.wideOnly}`}>
        {t('header.register')}
      </Link>
    </>
  );
}

function SignedInMenu({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const routes = accountRoutes(user.role);
  // Staff reach every section from the back office's bar (AdminArea); this menu is their account's,
  // with the way into the back office from the public pages.
  const links: Array<{ to: string; label: string }> =
    user.role === 'admin'
      ? [
          { to: WEB_ROUTES.dashboard, label: t('header.dashboard') },
          { to: routes.profile, label: t('header.profile') },
          { to: routes.changePassword, label: t('header.changePassword') },
        ]
      : [
          { to: WEB_ROUTES.clientOrders, label: t('header.myOrders') },
          { to: WEB_ROUTES.clientStatement, label: t('header.myStatement') },
          { to: routes.profile, label: t('header.myProfile') },
          { to: routes.editProfile, label: t('header.editProfile') },
          { to: routes.changePassword, label: t('header.changePassword') },
        ];
  return (
    <Dropdown
      align="end"
      trigger={(triggerProps) => (
        <button type="button" aria-label={t('header.myAccount')} className={`${buttons.button} ${buttons.light}`} {...triggerProps}>
          <IconUserCircle size={18} stroke={1.75} aria-hidden="true" />
          <span className={classes.wideOnly}>{t('header.myAccount')}</span>
          <IconChevronDown size={16} stroke={1.75} aria-hidden="true" className={`${classes.chevron} ${classes.wideOnly}`} />
        </button>
      )}
    >
      <div className={dropdownClasses.note}>
        <bdi>{user.userName}</bdi>
      </div>
      <ul className={classes.dropdownList}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={dropdownClasses.item}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${dropdownClasses.item} ${classes.menuButton}`}
            onClick={() => {
              // Leave the private page first, so its guard does not send the user to log in again.
              void navigate(WEB_ROUTES.home);
              logout.mutate();
            }}
          >
            <IconLogout size={18} stroke={1.75} aria-hidden="true" className={classes.flipInRtl} />
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </Dropdown>
  );
}

import { WEB_ROUTES } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from '../lookups/components/admin.module.css';

/** The content back office's parts: pages and articles, the two menus, the settings, the media library. */
export function ContentTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('contentAdmin.menu')} className={classes.tabs}>
      <NavLink to={WEB_ROUTES.contentPages}>{t('contentAdmin.pages')}</NavLink>
      <NavLink to={WEB_ROUTES.menusList}>{t('contentAdmin.menus')}</NavLink>
      <NavLink to={WEB_ROUTES.siteSettings}>{t('contentAdmin.settings')}</NavLink>
      <NavLink to={WEB_ROUTES.media}>{t('contentAdmin.media')}</NavLink>
    </nav>
  );
}

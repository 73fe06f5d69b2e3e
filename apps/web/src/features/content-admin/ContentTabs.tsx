import { WEB_ROUTES } from '@app/shared';
import { useTranslation } from '../../lib/i18n';
import { NavLink } from 'react-router';
import { useCan } from '../../lib/session/current-user';
import classes from '../../app/ui/admin.module.css';

/** The content back office's parts: pages and articles, menus, settings, branches, the questionnaire and its answers, media. */
export function ContentTabs() {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <nav aria-label={t('contentAdmin.menu')} className={classes.tabs}>
      <NavLink to={WEB_ROUTES.contentPages}>{t('contentAdmin.pages')}</NavLink>
      <NavLink to={WEB_ROUTES.menusList}>{t('contentAdmin.menus')}</NavLink>
      <NavLink to={WEB_ROUTES.siteSettings}>{t('contentAdmin.settings')}</NavLink>
      {can('settings.manage') && <NavLink to={WEB_ROUTES.branchesList}>{t('contentAdmin.branches')}</NavLink>}
      <NavLink to={WEB_ROUTES.questionsList}>{t('contentAdmin.questions')}</NavLink>
      <NavLink to={WEB_ROUTES.answersList}>{t('contentAdmin.answers')}</NavLink>
      <NavLink to={WEB_ROUTES.media}>{t('contentAdmin.media')}</NavLink>
    </nav>
  );
}

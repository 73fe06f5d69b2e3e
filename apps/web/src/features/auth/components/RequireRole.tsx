import { WEB_ROUTES, type TRole } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import { Navigate, Outlet, useLocation } from 'react-router';
import buttons from '../../../app/buttons.module.css';
import classes from '../../../app/layout/layout.module.css';
import { PageLoader } from '../../../app/layout/PageLoader';
import { accessDecision, loginPathFor } from '../access';
import { useCurrentUser } from '../api';

/**
 * The route guard of a role's pages: a visitor goes to the login page (and comes back after
 * signing in), a user of another role goes to /forbidden.
 */
export function RequireRole({ role }: { role: TRole }) {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const location = useLocation();
  switch (accessDecision(currentUser.data, role)) {
    case 'allow':
      return <Outlet />;
    case 'login':
      return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
    case 'forbidden':
      return <Navigate to={WEB_ROUTES.forbidden} replace />;
    case 'wait':
      if (!currentUser.isError) return <PageLoader />;
      return (
        <div role="alert" className={classes.loadFailed}>
          <p>{t('errors.loadFailed')}</p>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => void currentUser.refetch()}>
            {t('errors.retry')}
          </button>
        </div>
      );
  }
}

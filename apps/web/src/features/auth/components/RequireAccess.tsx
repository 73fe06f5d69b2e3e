import { WEB_ROUTES, type TAccess } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { importCode } from '../../../lib/import-code';
import buttons from '../../../app/buttons.module.css';
import classes from '../../../app/layout/layout.module.css';
import { PageLoader } from '../../../app/layout/PageLoader';
import { accessDecision, loginPathFor, restrictedPath } from '../../../lib/session/access';
import { useCurrentUser } from '../../../lib/session/current-user';
import { sessionExpired } from '../../../lib/session/session';

const SignInAgain = lazy(() => importCode(() => import('./SignInAgain')));

/**
 * The route guard of a role's pages: a visitor goes to the login page (and comes back after
 * signing in), a user of another role, or staff whose role lacks the page's permission, goes to
 * /forbidden; a restricted session to the page that lifts it. When the session runs out on an open
 * page, the page stays (with whatever is typed in it) under a dialog to sign in again.
 */
export function RequireAccess({ access }: { access: TAccess }) {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const location = useLocation();
  const [wasAllowed, setWasAllowed] = useState(false);
  const decision = accessDecision(currentUser.data, access);
  if (decision === 'allow' && !wasAllowed) setWasAllowed(true);
  switch (decision) {
    case 'allow': {
      // A temporary password to change, or a second factor the role requires: that page first.
      const restricted = currentUser.data && restrictedPath(currentUser.data, location.pathname, location.search);
      return restricted ? <Navigate to={restricted} replace /> : <Outlet />;
    }
    case 'login':
      // Signed out on purpose from one of these pages: back to the home page.
      if (wasAllowed && !sessionExpired()) return <Navigate to={WEB_ROUTES.home} replace />;
      if (wasAllowed) {
        return (
          <>
            <Outlet />
            <Suspense fallback={null}>
              <SignInAgain />
            </Suspense>
          </>
        );
      }
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

import '../../../app/ui/public-styles';
import { WEB_ROUTES } from '@app/shared';
import { Alert } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link, Navigate, useLocation } from 'react-router';
import { Page } from '../../../app/ui/Page';
import classes from '../../../app/ui/page.module.css';
import { afterLoginPath, withNext } from '../../../lib/session/access';
import { useNextPath } from '../../../lib/session/use-next';
import { useCurrentUser } from '../../../lib/session/current-user';
import { LoginForm } from '../components/LoginForm';

/** Registration hands over the new user name so only the password is left to type. */
export type TLoginState = { userName?: string } | null;

export default function LoginPage() {
  const { t } = useTranslation();
  const next = useNextPath();
  const handedOver = (useLocation().state as TLoginState)?.userName ?? '';
  const { data: user } = useCurrentUser();

  // Signed in (just now, or already): on to the page that asked for it.
  if (user) return <Navigate to={afterLoginPath(next, user.role)} replace />;

  return (
    <Page title={t('account.loginTitle')}>
      {next && (
        <Alert color="yellow" mb="lg">
          {t('auth.loginFirst')}
        </Alert>
      )}
      <LoginForm userName={handedOver} />
      <p className={classes.footnote}>
        {t('account.noAccount')} <Link to={withNext(WEB_ROUTES.register, next)}>{t('account.createAccount')}</Link>
      </p>
    </Page>
  );
}

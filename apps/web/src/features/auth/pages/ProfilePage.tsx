import '../../../app/ui/public-styles';
import { Button } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { Page } from '../../../app/ui/Page';
import classes from '../../../app/ui/page.module.css';
import { accountRoutes } from '../../../lib/session/access';
import { useAccountUser } from '../api';
import { AccountDetails } from '../../../app/ui/AccountDetails';

/** My Profile for a client, Profile for an admin. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useAccountUser();
  if (!user) return null;
  const routes = accountRoutes(user.role);
  return (
    <Page title={user.role === 'admin' ? t('account.adminProfileTitle') : t('account.profileTitle')}>
      <AccountDetails user={user} />
      <div className={classes.actions} style={{ marginBlockStart: '1.5rem' }}>
        <Button component={Link} to={routes.editProfile}>
          {t('header.editProfile')}
        </Button>
        <Button component={Link} to={routes.changePassword} variant="light">
          {t('header.changePassword')}
        </Button>
        <Button component={Link} to={routes.twoStep} variant="light">
          {t('twoStep.link')}
        </Button>
        <Button component={Link} to={routes.security} variant="light">
          {t('accountSecurity.securityTitle')}
        </Button>
      </div>
    </Page>
  );
}

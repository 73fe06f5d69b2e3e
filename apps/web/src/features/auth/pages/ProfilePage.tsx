import '../../../app/ui/public-styles';
import { WEB_ROUTES } from '@app/shared';
import { Alert, Button } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { Page } from '../../../app/ui/Page';
import classes from '../../../app/ui/page.module.css';
import { accountRoutes } from '../../../lib/session/access';
import { useAccountUser } from '../api';
import { AccountDetails } from '../../../app/ui/AccountDetails';
import { Panel } from '../../../app/ui/Panel';
import { ClientDocumentsPanel } from '../../../app/ui/client-profile/ClientDocumentsPanel';
import { VisaProfileForm } from '../../../app/ui/client-profile/VisaProfileForm';
import { OWN_PROFILE } from '../../../lib/client-profile';
import profileClasses from '../../../app/ui/client-profile/client-profile.module.css';

/** My Profile for a client, Profile for an admin. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useAccountUser();
  if (!user) return null;
  const routes = accountRoutes(user.role);
  return (
    <Page title={user.role === 'admin' ? t('account.adminProfileTitle') : t('account.profileTitle')}>
      {!user.emailVerified && (
        <Alert color="orange" className={profileClasses.note}>
          <p className={profileClasses.note}>{t('verifyEmail.banner')}</p>
          <Button component={Link} to={WEB_ROUTES.verifyEmail} size="xs">
            {t('verifyEmail.verifyNow')}
          </Button>
        </Alert>
      )}
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
      {user.role === 'client' && (
        <div className={profileClasses.sections}>
          <Panel title={t('clientProfile.title')}>
            <p className={profileClasses.intro}>{t('clientProfile.intro')}</p>
            <VisaProfileForm side={OWN_PROFILE} />
          </Panel>
          <Panel title={t('clientDocuments.title')}>
            <ClientDocumentsPanel side={OWN_PROFILE} />
          </Panel>
        </div>
      )}
    </Page>
  );
}

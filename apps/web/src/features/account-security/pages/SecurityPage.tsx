import '../../../app/ui/public-styles';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../../app/ui/Page';
import adminClasses from '../../../app/ui/admin.module.css';
import pageClasses from '../../../app/ui/page.module.css';
import { useTranslation } from '../../../lib/i18n';
import { accountRoutes } from '../../../lib/session/access';
import { useCurrentUser } from '../../../lib/session/current-user';
import { SessionsTable } from '../components/SessionsTable';
import { SignOutEverywhere } from '../components/SignOutEverywhere';
import classes from '../security.module.css';

/** Security, for clients and staff: the devices signed in (end one, or all but this one), and the password, e-mail and phone. */
export default function SecurityPage() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  if (!user) return null;
  const routes = accountRoutes(user.role);
  return (
    <Page
      title={t('accountSecurity.securityTitle')}
      size="wide"
      intro={
        <Link to={routes.profile} className={adminClasses.link}>
          {t('accountSecurity.backToProfile')}
        </Link>
      }
    >
      <section className={classes.section} aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className={classes.heading}>
          {t('accountSecurity.sessionsHeading')}
        </h2>
        <p className={classes.muted}>{t('accountSecurity.securityIntro')}</p>
        <SessionsTable />
        <div className={pageClasses.actions} style={{ marginBlockStart: '1rem' }}>
          <SignOutEverywhere />
        </div>
      </section>
      <section className={classes.section}>
        <div className={pageClasses.actions}>
          <Button component={Link} to={routes.changePassword} variant="light">
            {t('header.changePassword')}
          </Button>
          <Button component={Link} to={routes.contact} variant="light">
            {t('accountSecurity.changeContactLink')}
          </Button>
        </div>
      </section>
    </Page>
  );
}

import '../ui/public-styles';
import { WEB_ROUTES } from '@app/shared';
import { Button } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { importCode } from '../../lib/import-code';
import { requestWorkerPath, withNext } from '../../lib/session/access';
import { useCurrentUser } from '../../lib/session/current-user';

const RequestWorker = lazy(() => importCode(() => import('../../features/orders/components/RequestWorker')));

/**
 * The request dialog (features/orders), or, for a client whose e-mail is not confirmed yet, the same
 * button leading to "Verify your e-mail" first, and back here afterwards (the server refuses her
 * request until then), with the dialog open.
 */
export function RequestOrVerify({ labor }: ComponentProps<typeof RequestWorker>) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const { pathname } = useLocation();
  if (user?.role === 'client' && !user.emailVerified) {
    return (
      <Button component={Link} to={withNext(WEB_ROUTES.verifyEmail, requestWorkerPath(pathname))}>
        {t('catalogue.request')}
      </Button>
    );
  }
  return (
    <Suspense fallback={null}>
      <RequestWorker labor={labor} />
    </Suspense>
  );
}

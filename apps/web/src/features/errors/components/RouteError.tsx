import { IconAlertTriangle, IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { TextWithLtrValue } from '../../../app/ui/TextWithLtrValue';
import { ErrorView } from './ErrorView';

/** The error element's content: 'Page Not Found' for 404, 'Internal Server Error' plus the message otherwise. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useTranslation();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorView
        icon={<IconMapSearch size={36} stroke={1.5} aria-hidden="true" />}
        title={t('errors.notFoundTitle')}
        message={<TextWithLtrValue sentence={(path) => t('errors.notFoundMessage', { path })} value={pathname} />}
      />
    );
  }
  return (
    <ErrorView icon={<IconAlertTriangle size={36} stroke={1.5} aria-hidden="true" />} title={t('errors.serverErrorTitle')} message={errorMessage(error)} />
  );
}

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

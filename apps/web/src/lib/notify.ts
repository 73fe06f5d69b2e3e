import { NOTIFICATION_AUTO_CLOSE_MS } from '@app/shared';
import { notifications, type NotificationsProps } from '@mantine/notifications';
import { ApiError, ApiResult } from './api-client';
import { localMessage } from './i18n';

/** Props of the app's single <Notifications /> host (SPEC.md section 9). */
export const notificationsHostProps = {
  position: 'top-right',
  autoClose: NOTIFICATION_AUTO_CLOSE_MS,
} satisfies NotificationsProps;

function show(color: string, message: string): void {
  notifications.show({ color, message, closeButtonProps: { 'aria-label': localMessage('common.close') } });
}

/** The one place failed queries and mutations are reported to the user. */
export function notifyApiError(error: unknown): void {
  show('red', error instanceof ApiError ? error.message : localMessage('errors.internal'));
}

/** Shows a successful call's server message; results without one show nothing. */
export function notifyApiSuccess(result: unknown): void {
  if (result instanceof ApiResult && result.message) show('teal', result.message);
}

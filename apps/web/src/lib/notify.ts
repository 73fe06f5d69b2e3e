import { NOTIFICATION_AUTO_CLOSE_MS, localeOf, translate } from '@app/shared';
import { notifications, type NotificationsProps } from '@mantine/notifications';
import { ApiError } from './api-client';
import { currentLanguageId } from './language';

/** Props of the app's single <Notifications /> host (SPEC.md section 9). */
export const notificationsHostProps = {
  position: 'top-right',
  autoClose: NOTIFICATION_AUTO_CLOSE_MS,
} satisfies NotificationsProps;

/** The one place failed queries and mutations are reported to the user. */
export function notifyApiError(error: unknown): void {
  const message =
    error instanceof ApiError ? error.message : translate(localeOf(currentLanguageId()), 'errors.internal');
  notifications.show({ color: 'red', message });
}

import { NOTIFICATION_AUTO_CLOSE_MS } from '@app/shared';
import { notifications, type NotificationsProps } from '@mantine/notifications';
import { ApiError, ApiResult } from './api-client';
import { localMessage } from './i18n';

/** Props of the app's single <Notifications /> host (SPEC.md section 9); NotificationsView places it under the header. */
export const notificationsHostProps = {
  position: 'top-right',
  autoClose: NOTIFICATION_AUTO_CLOSE_MS,
} satisfies NotificationsProps;

/** The error toasts on screen: the next step that succeeds takes them away. */
const errorsShown = new Set<string>();

/**
 * A toast, one a message: the same words from two calls at once (each refused as the session
 * ended) show once.
 */
function show(color: string, message: string, onClose?: () => void): string {
  const id = `${color}:${message}`;
  notifications.show({ id, color, message, onClose, closeButtonProps: { 'aria-label': localMessage('common.close') } });
  return id;
}

/** Takes the error toasts away: what they said is settled. */
export function clearErrorToasts(): void {
  for (const id of [...errorsShown]) notifications.hide(id);
  errorsShown.clear();
}

/** The one place failed queries and mutations are reported to the user. */
export function notifyApiError(error: unknown): void {
  const id = show('red', error instanceof ApiError ? error.message : localMessage('errors.internal'), () => errorsShown.delete(id));
  errorsShown.add(id);
}

/** A successful call clears the errors before it, and shows its server message; results without one show nothing else. */
export function notifyApiSuccess(result: unknown): void {
  clearErrorToasts();
  if (result instanceof ApiResult && result.message) show('teal', result.message);
}

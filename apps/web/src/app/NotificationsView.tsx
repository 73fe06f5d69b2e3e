import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { notificationsHostProps } from '../lib/notify';

export default function NotificationsView() {
  return <Notifications {...notificationsHostProps} />;
}

import { staffNotificationPath, type TStaffNotification } from '@app/shared';
import { Link } from 'react-router';
import { pageLocale, useTranslation } from '../../../lib/i18n';
import { uaeMoment } from '../../../lib/money';
import { useMarkRead } from '../api';
import classes from './notifications.module.css';

/** One notification: what happened, when, a dot while unread; following it opens the record and marks it read. */
function NotificationItem({ notification, onOpen }: { notification: TStaffNotification; onOpen?: () => void }) {
  const { t } = useTranslation();
  const markRead = useMarkRead();
  const open = () => {
    if (!notification.isRead) markRead.mutate(notification.id);
    onOpen?.();
  };
  return (
    <li className={classes.item} data-unread={!notification.isRead || undefined}>
      <Link to={staffNotificationPath(notification.kind, notification.entityId)} className={classes.link} onClick={open}>
        <span className={classes.kind}>
          {!notification.isRead && <span className={classes.dot} role="img" aria-label={t('staffNotifications.unread')} />}
          {t(`staffNotifications.kind.${notification.kind}`)}
        </span>
        {/* In the page's language and direction; the server set each name and message apart. */}
        <span className={classes.summary}>{notification.summary[pageLocale()]}</span>
        <time className={classes.time} dateTime={notification.createdAt}>
          {uaeMoment(notification.createdAt)}
        </time>
      </Link>
    </li>
  );
}

/** The notifications of one page, newest first; `onOpen` closes the bell's panel when one is followed. */
export function NotificationList({ items, onOpen }: { items: TStaffNotification[]; onOpen?: () => void }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className={classes.empty}>{t('staffNotifications.empty')}</p>;
  return (
    <ul className={classes.list} aria-label={t('staffNotifications.title')}>
      {items.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
      ))}
    </ul>
  );
}

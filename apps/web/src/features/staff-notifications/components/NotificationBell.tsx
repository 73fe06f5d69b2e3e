// Rendered by the back office's bar only (AdminArea.tsx), with every Mantine stylesheet, as here.
import '@mantine/core/styles.layer.css';
import { WEB_ROUTES } from '@app/shared';
import { Alert, Button, Loader, Popover, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useMarkAllRead, useNotifications, useUnreadCount } from '../api';
import { badgeText } from '../badge';
import { NotificationList } from './NotificationList';
import classes from './notifications.module.css';

/** How many of the newest the bell's panel shows; the page lists them all. */
const PANEL_SIZE = 8;

/** The bell's panel: the newest notifications, "mark all as read" and the way to the full list. */
function BellPanel({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const newest = useNotifications(1, PANEL_SIZE);
  const markAll = useMarkAllRead();
  return (
    <div className={classes.panel}>
      <div className={classes.panelHead}>
        <h2 className={classes.panelTitle}>{t('staffNotifications.title')}</h2>
        <Button variant="subtle" size="compact-sm" loading={markAll.isPending} onClick={() => markAll.mutate()}>
          {t('staffNotifications.markAllRead')}
        </Button>
      </div>
      {newest.isPending && <Loader size="sm" role="status" aria-label={t('app.loading')} />}
      {newest.isError && <Alert color="red">{t('staffNotifications.loadFailed')}</Alert>}
      {newest.data && <NotificationList items={newest.data.items} onOpen={close} />}
      <Link to={WEB_ROUTES.notifications} className={classes.showAll} onClick={close}>
        {t('staffNotifications.showAll')}
      </Link>
    </div>
  );
}

/** The back office's bell: the unread count (asked every minute and on focus), and the newest ones on a click. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const count = useUnreadCount();
  const unread = count.data?.unread;
  const toggle = () => {
    // Opened, the list and its badge are read afresh.
    if (!opened) void count.refetch();
    setOpened(!opened);
  };
  const badge = badgeText(unread);
  const label = badge ? `${t('staffNotifications.bell')} (${t('staffNotifications.unreadBadge', { count: unread ?? 0 })})` : t('staffNotifications.bell');
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width="min(24rem, calc(100vw - 1rem))" shadow="md" trapFocus>
      <Popover.Target>
        <UnstyledButton className={classes.bell} aria-label={label} aria-expanded={opened} onClick={toggle}>
          <IconBell size={22} stroke={1.75} aria-hidden="true" />
          {badge && (
            <span className={classes.badge} dir="ltr" data-testid="notification-count">
              {badge}
            </span>
          )}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown className={classes.dropdown}>{opened && <BellPanel close={() => setOpened(false)} />}</Popover.Dropdown>
    </Popover>
  );
}

import { Alert, Button, Loader } from '@mantine/core';
import { useState } from 'react';
import { ListFooter } from '../../../app/ui/ListFooter';
import { Page } from '../../../app/ui/Page';
import { useTranslation } from '../../../lib/i18n';
import { useMarkAllRead, useNotifications } from '../api';
import { NotificationList } from '../components/NotificationList';
import classes from '../components/notifications.module.css';

const PAGE_SIZE = 20;

/** /Notifications: every notification of the kinds the role handles, newest first, a page at a time. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const page = useNotifications(pageNumber, PAGE_SIZE);
  const markAll = useMarkAllRead();
  return (
    <Page title={t('staffNotifications.title')} size="wide">
      <div className={classes.pageActions}>
        <Button variant="light" loading={markAll.isPending} onClick={() => markAll.mutate()}>
          {t('staffNotifications.markAllRead')}
        </Button>
      </div>
      {page.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      {page.isError && <Alert color="red">{t('staffNotifications.loadFailed')}</Alert>}
      {page.data && <NotificationList items={page.data.items} />}
      <ListFooter page={page.data} label={t('staffNotifications.title')} onPage={setPageNumber} />
    </Page>
  );
}

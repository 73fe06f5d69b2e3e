import { ORDER_STATUSES } from '@app/shared';
import { Button } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n';
import { Page } from '../../../../app/ui/Page';
import { useListController } from '../../../../lib/list-controller';
import { useStatusCounts } from '../../api';
import { OrdersList } from '../../../../app/ui/orders/OrdersList';
import classes from './orders-admin.module.css';

const FILTERS = ['status'] as const;

/** Orders grouped by status: a count for each, and the orders of the one chosen. */
export default function OrderStatusPage() {
  const { t } = useTranslation();
  const list = useListController(FILTERS);
  const counts = useStatusCounts().data;
  const chosen = list.filters.status || 'Pending';
  return (
    <Page title={t('ordersAdmin.byStatus')} size="wide">
      <div role="group" aria-label={t('ordersAdmin.byStatus')} className={classes.statusTabs}>
        {ORDER_STATUSES.map((status) => (
          <Button key={status} variant={status === chosen ? 'filled' : 'default'} aria-pressed={status === chosen} onClick={() => list.setFilters({ status })}>
            {t(`orderStatus.${status}`)}{' '}
            <span dir="ltr" className={classes.count}>
              {counts?.[status] ?? '–'}
            </span>
          </Button>
        ))}
      </div>
      <OrdersList side="admin" filters={{ status: chosen }} list={list} />
    </Page>
  );
}

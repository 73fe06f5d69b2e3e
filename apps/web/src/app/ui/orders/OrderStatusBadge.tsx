import type { TOrderStatus } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import classes from './orders-table.module.css';

export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={classes.status} data-status={status}>
      {t(`orderStatus.${status}`)}
    </span>
  );
}

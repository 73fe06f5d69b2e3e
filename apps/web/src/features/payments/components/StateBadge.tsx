import type { TInvoiceState } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import classes from './finance.module.css';

/** Where an invoice or credit note stands, as a coloured pill: paid, partly paid, unpaid, credited, refunded, refund due. */
export function InvoiceStateBadge({ state }: { state: TInvoiceState }) {
  const { t } = useTranslation();
  return (
    <span className={classes.state} data-state={state}>
      {t(`payments.state.${state}`)}
    </span>
  );
}

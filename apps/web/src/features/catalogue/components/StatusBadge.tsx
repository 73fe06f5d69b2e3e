import type { TLaborCard } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import classes from './catalogue.module.css';

/** Every status is shown; In-Service workers stay in the catalogue, marked. */
export function LaborStatusBadge({ status }: { status: TLaborCard['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={classes.status} data-status={status}>
      {t(`catalogue.status.${status}`)}
    </span>
  );
}

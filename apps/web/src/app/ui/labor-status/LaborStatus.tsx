import { formatUaeDate, type TLaborCard, type TLocale } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import classes from './labor-status.module.css';

/** Every status is shown; In-Service workers stay in the catalogue, marked. */
export function LaborStatusBadge({ status }: { status: TLaborCard['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={classes.status} data-status={status}>
      {t(`catalogue.status.${status}`)}
    </span>
  );
}

/** The UAE's today (UTC+4 all year), without the schemas' module: public pages load no zod. */
const uaeToday = () => new Date(Date.now() + 4 * 60 * 60_000).toISOString().slice(0, 10);

/** "Available from 12 December 2026", while that day is still to come in the UAE. */
export function AvailableFrom({ availableFrom, locale }: { availableFrom: string | null; locale: TLocale }) {
  const { t } = useTranslation();
  if (!availableFrom || availableFrom <= uaeToday()) return null;
  return (
    <span className={classes.availableFrom} data-field="availableFrom">
      {t('catalogue.availableFrom', { date: formatUaeDate(availableFrom, locale) })}
    </span>
  );
}

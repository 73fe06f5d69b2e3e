import type { TExpiryState } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import classes from './documents.module.css';

/** A document's state as a coloured pill: expired (red), expiring soon (orange), valid (green), no expiry. */
export function ExpiryBadge({ state }: { state: TExpiryState }) {
  const { t } = useTranslation();
  return (
    <span className={classes.state} data-state={state}>
      {t(`documents.states.${state}`)}
    </span>
  );
}

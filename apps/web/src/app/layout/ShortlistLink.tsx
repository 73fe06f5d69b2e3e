import { WEB_ROUTES } from '@app/shared';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useShortlistIds } from '../../lib/shortlist';
import buttons from '../buttons.module.css';
import classes from './layout.module.css';

/** The header's way to the shortlist, with how many workers are on it; staff have none. */
export function ShortlistLink() {
  const { t } = useTranslation();
  const { keeper, ids } = useShortlistIds();
  if (keeper.kind === 'staff') return null;
  const count = ids.length;
  return (
    <Link
      to={WEB_ROUTES.shortlist}
      aria-label={count > 0 ? t('shortlist.headerCount', { count }) : t('shortlist.headerLink')}
      className={`${buttons.button} ${buttons.subtle} ${classes.shortlistLink}`}
    >
      <IconHeart size={20} stroke={1.75} aria-hidden="true" />
      <span className={`${classes.wideOnly} ${classes.largeScreenOnly}`}>{t('shortlist.headerLink')}</span>
      {count > 0 && (
        <span className={classes.countBadge} aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}

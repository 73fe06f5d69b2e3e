import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useShortlistIds, useToggleShortlisted } from '../../../lib/shortlist';
import classes from './shortlist-toggle.module.css';

/**
 * The heart that keeps a worker on the shortlist: a toggle button named by her code. Staff have no
 * shortlist, and nothing shows until it is known who is there (no heart flashing in and out).
 */
export function ShortlistToggle({ laborId, code, size = 'card' }: { laborId: number; code: string; size?: 'card' | 'page' }) {
  const { t } = useTranslation();
  const { keeper, ids } = useShortlistIds();
  const toggle = useToggleShortlisted();
  if (keeper.kind !== 'visitor' && keeper.kind !== 'client') return null;
  const kept = ids.includes(laborId);
  const label = kept ? t('shortlist.remove', { code }) : t('shortlist.add', { code });
  const Icon = kept ? IconHeartFilled : IconHeart;
  return (
    <button
      type="button"
      className={classes.toggle}
      data-size={size}
      aria-pressed={kept}
      aria-label={label}
      title={label}
      onClick={() => toggle(laborId, !kept)}
    >
      <Icon size={size === 'page' ? 26 : 22} aria-hidden="true" />
    </button>
  );
}

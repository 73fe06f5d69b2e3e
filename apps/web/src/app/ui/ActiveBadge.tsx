import { useTranslation } from '../../lib/i18n';
import list from './list.module.css';

/** 'Active' or 'Inactive' on a pale tint, for a record's active flag in a back-office table. */
export function ActiveBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={list.status} data-active={isActive}>
      {isActive ? t('lookups.active') : t('lookups.inactive')}
    </span>
  );
}

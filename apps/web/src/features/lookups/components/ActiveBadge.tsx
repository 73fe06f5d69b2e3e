import { useTranslation } from '../../../lib/i18n';
import list from '../../../app/ui/list.module.css';

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={list.status} data-active={isActive}>
      {isActive ? t('lookups.active') : t('lookups.inactive')}
    </span>
  );
}

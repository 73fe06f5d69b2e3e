import { useTranslation } from '../../../lib/i18n';
import list from '../../../app/ui/list.module.css';

export function StatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={list.status} data-active={isActive}>
      {isActive ? t('clients.active') : t('clients.disabled')}
    </span>
  );
}

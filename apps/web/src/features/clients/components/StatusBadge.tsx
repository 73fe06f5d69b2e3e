import { useTranslation } from 'react-i18next';
import classes from './clients.module.css';

export function StatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={classes.status} data-active={isActive}>
      {isActive ? t('clients.active') : t('clients.disabled')}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import classes from './admin.module.css';

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={classes.status} data-active={isActive}>
      {isActive ? t('lookups.active') : t('lookups.inactive')}
    </span>
  );
}

import { useTranslation } from '../../lib/i18n';
import list from './list.module.css';

type TActiveBadgeProps = {
  isActive: boolean;
  /** The words for each state where a list says them its own way (a client is 'Disabled'); 'Active' and 'Inactive' otherwise. */
  labels?: { active: string; inactive: string };
};

/** A record's active flag in a back-office table: dark text on a pale green or red tint. */
export function ActiveBadge({ isActive, labels }: TActiveBadgeProps) {
  const { t } = useTranslation();
  const { active, inactive } = labels ?? { active: t('lookups.active'), inactive: t('lookups.inactive') };
  return (
    <span className={list.status} data-active={isActive}>
      {isActive ? active : inactive}
    </span>
  );
}

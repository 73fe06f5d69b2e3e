import { ActiveBadge } from '../../../app/ui/ActiveBadge';
import { useTranslation } from '../../../lib/i18n';

/** A client's account: 'Active' or 'Disabled'. */
export function StatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return <ActiveBadge isActive={isActive} labels={{ active: t('clients.active'), inactive: t('clients.disabled') }} />;
}

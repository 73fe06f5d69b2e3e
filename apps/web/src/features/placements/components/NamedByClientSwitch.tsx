import '@mantine/core/styles/Switch.css';
import '../../../app/ui/public-styles';
import { Switch } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useCan } from '../../../lib/session/current-user';
import { useNamedByClient } from '../api';

/**
 * Staff mark that the family named this worker and she was recruited on that basis: the law's
 * exception, no refund on a return. Those who may not change it read it in the guarantee's inputs.
 */
export function NamedByClientSwitch({ orderId, value }: { orderId: number; value: boolean }) {
  const { t } = useTranslation();
  const can = useCan();
  const save = useNamedByClient(orderId);
  if (!can('orders.manage')) return null;
  return (
    <Switch
      // The label wraps the description too: the name is the label alone, the description stays a description.
      aria-label={t('placements.ui.namedByClient')}
      label={t('placements.ui.namedByClient')}
      description={t('placements.ui.namedByClientHint')}
      checked={save.isPending && save.variables !== undefined ? save.variables : value}
      disabled={save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
    />
  );
}

import '../../../app/ui/public-styles';
import type { TOrder } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import type { TOrderSide } from '../../../lib/orders';
import { NamedByClientSwitch } from './NamedByClientSwitch';
import { PlacementActions } from './PlacementActions';
import { Part, PlacementFacts } from './PlacementFacts';
import { Panel } from '../../../app/ui/Panel';

/** The order's placement on its page: dates, guarantee, refund, and what the family or staff may do now. */
export function PlacementPanel({ order, side }: { order: TOrder; side: TOrderSide }) {
  const { t } = useTranslation();
  const placement = order.placement;
  if (!placement) return null;
  return (
    <Panel title={t('placements.ui.title')}>
      <PlacementFacts placement={placement} side={side} />
      {/* Only a Main hire's refund depends on it; once ended, the guarantee is stored and the flag is read among its inputs. */}
      {side === 'admin' && placement.status === 'active' && placement.package === 'Main' && (
        <Part>
          <NamedByClientSwitch orderId={order.id} value={order.namedByClient} />
        </Part>
      )}
      <PlacementActions placement={placement} target={{ side, orderId: order.id, placementId: placement.id, version: placement.version }} pageLink />
    </Panel>
  );
}

import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { History } from '../../../../app/ui/History';
import { useTranslation } from '../../../../lib/i18n';
import { OrderPage, orderLoader, type TOrderPanels } from '../../order-page';

export const loader = orderLoader('admin');

/** Any order in the back office; its placement and money panels come from the app (app/compose/OrderDetailsPage.tsx). */
export default function OrderDetailsPage({ panels }: { panels?: TOrderPanels }) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return (
    <>
      <OrderPage side="admin" panels={panels} />
      {/* The loader let only a real order through: its changes in the audit trail, newest first ("Steps" is the order's own history above). */}
      <Container size="lg">
        <History kind="order" id={id} title={t('clientOrders.changes')} />
      </Container>
    </>
  );
}

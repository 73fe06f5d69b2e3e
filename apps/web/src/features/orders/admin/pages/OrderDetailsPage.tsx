import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { History } from '../../../../app/ui/History';
import { OrderPage, orderLoader } from '../../order-page';

export const loader = orderLoader('admin');

export default function OrderDetailsPage() {
  const id = Number(useParams().id);
  return (
    <>
      <OrderPage side="admin" />
      {/* The loader let only a real order through: its staff steps, newest first. */}
      <Container size="lg">
        <History kind="order" id={id} />
      </Container>
    </>
  );
}

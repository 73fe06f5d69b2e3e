import { useLocalPage } from '../../../lib/list-controller';
import { OrdersList } from './OrdersList';

/** The orders of one client or one worker, on their back-office page. */
export function RelatedOrders({ title, filter }: { title: string; filter: { clientId: string } | { laborId: string } }) {
  const list = useLocalPage();
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <OrdersList side="admin" filters={filter} list={list} />
    </section>
  );
}

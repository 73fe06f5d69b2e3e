import type { TShortlistWorker } from '@app/shared';
import { lazy, Suspense } from 'react';
import Shortlist from '../../features/shortlist/pages/ShortlistPage';
import { importWithReload } from '../../lib/chunk-reload';

/**
 * The shortlist (features/shortlist) with the request dialog (features/orders): features do not
 * import each other, the app puts them together (decision 013). The dialog's code loads when a
 * signed-in client has a worker she may request on the page.
 */
const RequestWorker = lazy(() => importWithReload(() => import('../../features/orders/components/RequestWorker')));

const requestWorker = (worker: TShortlistWorker) => (
  <Suspense fallback={null}>
    <RequestWorker labor={worker} />
  </Suspense>
);

export default function ShortlistPage() {
  return <Shortlist requestWorker={requestWorker} />;
}

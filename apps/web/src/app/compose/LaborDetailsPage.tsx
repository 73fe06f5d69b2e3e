import type { TPublicLabor } from '@app/shared';
import { lazy, Suspense } from 'react';
import WorkerPage from '../../features/catalogue/pages/LaborDetailsPage';
import { importWithReload } from '../../lib/chunk-reload';

export { loader } from '../../features/catalogue/pages/LaborDetailsPage';

/**
 * A worker's page (features/catalogue) with the request dialog (features/orders): features do not
 * import each other, the app puts them together (decision 013). Only signed-in clients need the
 * dialog: its code loads when they open a worker they may request.
 */
const RequestWorker = lazy(() => importWithReload(() => import('../../features/orders/components/RequestWorker')));

const requestWorker = (labor: TPublicLabor) => (
  <Suspense fallback={null}>
    <RequestWorker labor={labor} />
  </Suspense>
);

export default function LaborDetailsPage() {
  return <WorkerPage requestWorker={requestWorker} />;
}

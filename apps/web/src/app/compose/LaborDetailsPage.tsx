import type { TPublicLabor } from '@app/shared';
import { lazy, Suspense } from 'react';
import WorkerPage from '../../features/catalogue/pages/LaborDetailsPage';
import { importCode } from '../../lib/import-code';

export { loader } from '../../features/catalogue/pages/LaborDetailsPage';

/**
 * A worker's page (features/catalogue) with the request dialog (features/orders): features do not
 * import each other, the app puts them together (decision 013). Only signed-in clients see the
 * request button (a visitor's is a link to sign in): its code loads when they open a worker, not
 * before the page's first paint.
 */
const RequestOrVerify = lazy(() => importCode(() => import('./request-or-verify')).then((module) => ({ default: module.RequestOrVerify })));

const requestWorker = (labor: TPublicLabor) => (
  <Suspense fallback={null}>
    <RequestOrVerify labor={labor} />
  </Suspense>
);

export default function LaborDetailsPage() {
  return <WorkerPage requestWorker={requestWorker} />;
}

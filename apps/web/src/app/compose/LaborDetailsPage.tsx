import type { TPublicLabor } from '@app/shared';
import WorkerPage from '../../features/catalogue/pages/LaborDetailsPage';
import { RequestOrVerify } from './request-or-verify';

export { loader } from '../../features/catalogue/pages/LaborDetailsPage';

/**
 * A worker's page (features/catalogue) with the request dialog (features/orders): features do not
 * import each other, the app puts them together (decision 013). Only signed-in clients need the
 * dialog: its code loads when they open a worker they may request.
 */
const requestWorker = (labor: TPublicLabor) => <RequestOrVerify labor={labor} />;

export default function LaborDetailsPage() {
  return <WorkerPage requestWorker={requestWorker} />;
}

import type { TShortlistWorker } from '@app/shared';
import Shortlist from '../../features/shortlist/pages/ShortlistPage';
import { RequestOrVerify } from './request-or-verify';

/**
 * The shortlist (features/shortlist) with the request dialog (features/orders): features do not
 * import each other, the app puts them together (decision 013). The dialog's code loads when a
 * signed-in client has a worker she may request on the page.
 */
const requestWorker = (worker: TShortlistWorker) => <RequestOrVerify labor={worker} />;

export default function ShortlistPage() {
  return <Shortlist requestWorker={requestWorker} />;
}

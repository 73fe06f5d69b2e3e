import type { TDb } from '../../db/client.js';
import type { TJobHandler } from '../../jobs/runner.js';
import { noticeJobHandlers, PLACEMENT_COMPLETE_JOB, type TCompletePayload } from './notices.js';
import { completeStopped } from './service.js';

/**
 * The runner's handlers of placements' jobs: their e-mails, the probation and renewal notices, and
 * the completion of a stopped Monthly placement. A job is a row: it survives restarts and one
 * runner takes it. `baseUrl` (PUBLIC_URL) gives the e-mails their link.
 */
export function placementJobHandlers(db: TDb, clock: () => Date, baseUrl: string | undefined): Record<string, TJobHandler> {
  return {
    ...noticeJobHandlers(db, clock, baseUrl),
    [PLACEMENT_COMPLETE_JOB]: (payload) => completeStopped(db, payload as TCompletePayload, clock()),
  };
}

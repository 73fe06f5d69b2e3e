import { healthApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { AppError } from '../../http/app-error.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { redisIsUp } from '../../http/redis.js';
import { jobQueueStats } from '../../jobs/queue.js';

/** A due job (an e-mail) left waiting this long means no runner is draining the queue. */
const STUCK_QUEUE_SECONDS = 120;

export async function healthRoutes(app: TApp) {
  route(
    app,
    healthApi.get,
    async () => {
      // The queue's figures are read from the database, so reading them also proves it answers.
      const jobs = await jobQueueStats(app.db).catch(() => null);
      if (!jobs) throw new AppError(503, 'errors.databaseDown');
      const redis = app.redis ? (redisIsUp(app.redis) ? ('up' as const) : ('down' as const)) : ('none' as const);
      const degraded = redis === 'down' || jobs.oldestWaitingSeconds > STUCK_QUEUE_SECONDS;
      return ok({
        status: degraded ? ('degraded' as const) : ('ok' as const),
        database: 'up' as const,
        redis,
        jobs,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
    { config: { rateLimit: false } },
  );
}

import { ZEnvelopeSchema, ZErrorEnvelopeSchema, ZHealthSchema } from '@app/shared';
import type { TApp } from '../../app.js';
import { ok, refusalOf } from '../../http/envelope.js';
import { redisIsUp } from '../../http/redis.js';
import { jobQueueStats } from '../../jobs/queue.js';

/** A due job (an e-mail) left waiting this long means no runner is draining the queue. */
const STUCK_QUEUE_SECONDS = 120;

export async function healthRoutes(app: TApp) {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false, access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness, database reachability, Redis and the e-mail queue (degraded, still 200, while a helper is away)',
        response: { 200: ZEnvelopeSchema(ZHealthSchema), 503: ZErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      // The queue's figures are read from the database, so reading them also proves it answers.
      const jobs = await jobQueueStats(app.db).catch(() => null);
      if (!jobs) return reply.code(503).send(refusalOf(request, 'errors.databaseDown'));
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
  );
}

import { ZEnvelopeSchema, ZErrorEnvelopeSchema, ZHealthSchema } from '@app/shared';
import type { TApp } from '../../app.js';
import { failure, ok } from '../../http/envelope.js';
import { redisIsUp } from '../../http/redis.js';

export async function healthRoutes(app: TApp) {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false, access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness, database reachability and Redis (degraded, still 200, while Redis is away)',
        response: { 200: ZEnvelopeSchema(ZHealthSchema), 503: ZErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      if (!(await app.database.ping())) return reply.code(503).send(failure(request.t('errors.databaseDown')));
      const redis = app.redis ? (redisIsUp(app.redis) ? ('up' as const) : ('down' as const)) : ('none' as const);
      return ok({
        status: redis === 'down' ? ('degraded' as const) : ('ok' as const),
        database: 'up' as const,
        redis,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
}

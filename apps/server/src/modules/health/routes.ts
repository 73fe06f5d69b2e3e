import { ZEnvelopeSchema, ZErrorEnvelopeSchema, ZHealthSchema } from '@app/shared';
import type { TApp } from '../../app.js';
import { failure, ok } from '../../http/envelope.js';

export async function healthRoutes(app: TApp) {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false, access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: ZEnvelopeSchema(ZHealthSchema), 503: ZErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      if (!(await app.database.ping())) return reply.code(503).send(failure(request.t('errors.databaseDown')));
      return ok({ status: 'ok' as const, database: 'up' as const, uptimeSeconds: Math.round(process.uptime()) });
    },
  );
}

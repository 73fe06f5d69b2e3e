import { ZEnvelopeSchema } from '@app/shared';
import { z } from 'zod';
import type { TApp } from '../app-type.js';
import { ok } from '../http/envelope.js';

const ZCeilingSchema = z.object({ status: z.literal('ok'), workers: z.array(z.object({ id: z.number(), name: z.string() })) });
const ANSWER = { status: 'ok' as const, workers: Array.from({ length: 3 }, (_, index) => ({ id: index + 1, name: `Worker ${index + 1}` })) };

/**
 * `npm run bench`'s ceiling (only when BENCH_CEILING=1): a small static JSON answer through every
 * plugin a real route goes through (locale, security headers, rate limit, access, zod serializer,
 * compression), so each scenario reads as a share of what this server can do with no work at all.
 */
export async function benchCeilingRoute(app: TApp) {
  app.get('/api/bench/ceiling', { config: { access: 'public' }, schema: { hide: true, response: { 200: ZEnvelopeSchema(ZCeilingSchema) } } }, async () =>
    ok(ANSWER),
  );
}

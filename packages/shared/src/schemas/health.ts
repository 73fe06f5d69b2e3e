import { z } from './zod.js';

export const ZHealthSchema = z.object({
  /** "degraded": the server answers, but a helper it is configured with (Redis) is away. */
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  /** "none" when REDIS_URL is not set. */
  redis: z.enum(['up', 'down', 'none']),
  uptimeSeconds: z.number(),
});
export type THealth = z.infer<typeof ZHealthSchema>;

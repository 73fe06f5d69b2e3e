import { z } from './zod.js';

export const ZHealthSchema = z.object({
  /** "degraded": the server answers, but Redis is away or no runner has taken the due jobs for minutes. */
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  /** "none" when REDIS_URL is not set. */
  redis: z.enum(['up', 'down', 'none']),
  /** Background jobs (e-mails): waiting to be sent, given up after every retry, and how overdue the oldest is. */
  jobs: z.object({ waiting: z.number().int(), failed: z.number().int(), oldestWaitingSeconds: z.number().int() }),
  uptimeSeconds: z.number(),
});
export type THealth = z.infer<typeof ZHealthSchema>;

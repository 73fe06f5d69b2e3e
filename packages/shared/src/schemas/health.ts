import { z } from './zod.js';

export const ZHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});
export type THealth = z.infer<typeof ZHealthSchema>;

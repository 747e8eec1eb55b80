import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latency_ms: z.number(),
  }),
  engine: z.object({
    provider: z.string(),
    /** What replies are stored as: 'offline' or 'provider/model'. */
    name: z.string(),
    ok: z.boolean(),
  }),
  version: z.string(),
  uptime_s: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;

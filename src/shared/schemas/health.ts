import { z } from 'zod';

const VoiceEngineHealthSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  problem: z.string().nullable(),
});

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latency_ms: z.number(),
    /** Why it cannot be used, in a sentence; null when it answers. */
    problem: z.string().nullable(),
  }),
  /** Where limits and cross-node notices live: this process, or Redis shared by every node. */
  shared_state: z.object({
    kind: z.enum(['memory', 'redis']),
    ok: z.boolean(),
    problem: z.string().nullable(),
  }),
  engine: z.object({
    provider: z.string(),
    /** What replies are stored as: 'offline' or 'provider/model'. */
    name: z.string(),
    ok: z.boolean(),
  }),
  /** Voice calls: each speech engine, and the sentence saying what to install or set when one cannot work. */
  voice: z.object({
    ok: z.boolean(),
    stt: VoiceEngineHealthSchema,
    tts: VoiceEngineHealthSchema,
    active_calls: z.number(),
  }),
  version: z.string(),
  uptime_s: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;

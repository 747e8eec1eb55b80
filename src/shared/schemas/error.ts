import { z } from 'zod';

/** The one error shape of every /api answer that is not a success (DESIGN.md §3). */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
  /** Mirrors error.message for clients that read FastAPI-style `detail`. */
  detail: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
